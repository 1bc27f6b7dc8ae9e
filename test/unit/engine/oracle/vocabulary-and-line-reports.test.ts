// The oracle-text compiler: every item of the vocabulary (issue 4, item 4) and the keywords in
// English, German and Spanish; per-line reports of what is enforced; reminder text ignored.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { parseTypeLine } from '../../../../app/cards/type-line.ts';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { TUSKER, WINGS } from '../../../fixtures/engine/cards.ts';

const compile = (oracle_text: string, type_line = 'Creature — Bear', name = 'Test Card'): ReturnType<typeof compileCard> =>
  compileCard({ name, mana_cost: '{2}', type_line, oracle_text, power: '2', toughness: '2' } satisfies CardDefinition);
const only = (text: string, typeLine?: string) => {
  const card = compile(text, typeLine);
  expect(card.lines.map((line) => line.status)).toEqual(card.lines.map(() => 'enforced'));
  return card;
};

describe('type lines in three languages', () => {
  it.each([
    ['Legendary Creature — Human Wizard', { supertypes: ['Legendary'], types: ['Creature'], subtypes: ['Human', 'Wizard'] }],
    ['Basic Snow Land - Forest', { supertypes: ['Basic', 'Snow'], types: ['Land'], subtypes: ['Forest'] }],
    ['Standardland — Wald', { supertypes: ['Basic'], types: ['Land'], subtypes: ['Forest'] }],
    ['Legendäre Artefaktkreatur — Golem', { supertypes: ['Legendary'], types: ['Artifact', 'Creature'], subtypes: ['Golem'] }],
    ['Verzauberung — Aura', { supertypes: [], types: ['Enchantment'], subtypes: ['Aura'] }],
    ['Tierra básica — Bosque', { supertypes: ['Basic'], types: ['Land'], subtypes: ['Forest'] }],
    ['Criatura legendaria — Humano hechicero', { supertypes: ['Legendary'], types: ['Creature'], subtypes: ['Human', 'Wizard'] }],
    ['Encantamiento — Aura', { supertypes: [], types: ['Enchantment'], subtypes: ['Aura'] }],
    ['Kreatur — Remasuri', { supertypes: [], types: ['Creature'], subtypes: ['Sliver'] }],
    ['Tierra — Pantano Montaña', { supertypes: [], types: ['Land'], subtypes: ['Swamp', 'Mountain'] }],
  ])('%s', (line, expected) => {
    expect(parseTypeLine(line)).toEqual(expected);
  });
});

describe('keywords (English, German, Spanish)', () => {
  it.each([
    ['Cycling {2}', 'cycling'],
    ['Umwandlung {2}', 'cycling'],
    ['Ciclo {2}', 'cycling'],
    ['Cycling—Pay 2 life.', 'cycling'],
    ['Umwandlung — Zahle 2 Lebenspunkte.', 'cycling'],
    ['Ciclo—Paga 2 vidas.', 'cycling'],
    ['Swampcycling {2}', 'swampcycling'],
    ['Sumpfumwandlung {2}', 'swampcycling'],
    ['Ciclo de pantano {2}', 'swampcycling'],
    ['Mountaincycling {2}', 'mountaincycling'],
    ['Gebirgsumwandlung {2}', 'mountaincycling'],
    ['Ciclo de montaña {2}', 'mountaincycling'],
    ['Basic landcycling {1}{G}', 'basic landcycling'],
    ['Standardlandumwandlung {1}{G}', 'basic landcycling'],
    ['Ciclo de tierra básica {1}{G}', 'basic landcycling'],
    ['Slivercycling {3}', 'slivercycling'],
    ['Remasuriumwandlung {3}', 'slivercycling'],
    ['Wizardcycling {3}', 'wizardcycling'],
    ['Zaubererumwandlung {3}', 'wizardcycling'],
    ['Ciclo de hechicero {3}', 'wizardcycling'],
    ['Artifact landcycling {2}', 'artifact landcycling'],
    ['Artefaktlandumwandlung {2}', 'artifact landcycling'],
    ['Ciclo de tierra artefacto {2}', 'artifact landcycling'],
    ['Ciclo de fragmentado {3}', 'slivercycling'],
    ['Plainscycling {2}', 'plainscycling'],
    ['Ebenenumwandlung {2}', 'plainscycling'],
    ['Ciclo de llanura {2}', 'plainscycling'],
    ['Islandcycling {2}', 'islandcycling'],
    ['Inselumwandlung {2}', 'islandcycling'],
    ['Forestcycling {2}', 'forestcycling'],
    ['Waldumwandlung {2}', 'forestcycling'],
    ['Ciclo de bosque {2}', 'forestcycling'],
    ['Aura swap {2}{U}', 'aura swap'],
    ['Aurentausch {2}{U}', 'aura swap'],
    ['Intercambio de auras {2}{U}', 'aura swap'],
  ])('%s → %s', (text, keyword) => {
    const card = only(text);
    expect(card.activated.map((ability) => ability.keyword)).toEqual([keyword]);
  });

  it('CR 702.29e: typecycling costs are cycling costs: every cycling-family ability says isCycling and costs "Discard this card"', () => {
    for (const text of ['Cycling {2}', 'Swampcycling {2}', 'Standardlandumwandlung {1}', 'Ciclo de isla {1}']) {
      const [ability] = compile(text).activated;
      expect(ability).toMatchObject({ isCycling: true, zone: 'hand' });
      expect(ability!.cost.discardSelf).toBe(true);
    }
    expect(compile('Aura swap {1}', 'Enchantment — Aura').activated[0]!.isCycling).toBe(false);
  });

  it('several typecyclings on one card, on separate lines or one line', () => {
    expect(only('Swampcycling {2}\nMountaincycling {2}').activated.map((ability) => ability.keyword)).toEqual(['swampcycling', 'mountaincycling']);
    expect(only('Plainscycling {2}, islandcycling {2}').activated.map((ability) => ability.keyword)).toEqual(['plainscycling', 'islandcycling']);
  });

  it.each([
    ['Flying, trample', ['flying', 'trample']],
    ['Flugfähigkeit, Trampelschaden', ['flying', 'trample']],
    ['Vuela, arrolla', ['flying', 'trample']],
    ['Haste\nReach\nDefender\nVigilance\nFlash\nHexproof', ['haste', 'reach', 'defender', 'vigilance', 'flash', 'hexproof']],
    ['Eile\nReichweite\nVerteidiger\nWachsamkeit\nAufblitzen\nFluchsicher', ['haste', 'reach', 'defender', 'vigilance', 'flash', 'hexproof']],
    ['Prisa\nAlcance\nDefensor\nVigilancia\nDestello\nAntimaleficio', ['haste', 'reach', 'defender', 'vigilance', 'flash', 'hexproof']],
    ['Swampwalk', ['swampwalk']],
    ['Sumpfwandeln', ['swampwalk']],
    ['Cruza pantanos', ['swampwalk']],
    ['Islandwalk', ['islandwalk']],
  ])('%s', (text, keywords) => {
    expect(only(text).keywords).toEqual(keywords);
  });

  it.each([
    ['Enchant creature', 'creature', false],
    ['Enchant creature you control', 'creature', true],
    ['Enchant land', 'land', false],
    ['Enchant artifact', 'artifact', false],
    ['Enchant enchantment', 'enchantment', false],
    ['Enchant permanent', 'permanent', false],
    ['Enchant Forest', 'Forest', false],
    ['Verzaubert eine Kreatur', 'creature', false],
    ['Verzaubert ein Land', 'land', false],
    ['Verzaubert Kreatur', 'creature', false],
    ['Encantar criatura', 'creature', false],
    ['Encantar criatura que controlas', 'creature', true],
  ])('%s', (text, what, youControl) => {
    const card = only(text, 'Enchantment — Aura');
    expect(card.enchant).toMatchObject({ text: `${what}${youControl ? ' you control' : ''}`, youControl });
  });
});

describe('mana abilities', () => {
  it('basic land types have their intrinsic mana ability (CR 305.6), in any language', () => {
    for (const typeLine of ['Basic Land — Forest', 'Standardland — Wald', 'Tierra básica — Bosque']) {
      const land = compileCard({ name: 'L', type_line: typeLine, oracle_text: '' });
      expect(land.activated[0]!.effects).toEqual([{ kind: 'addMana', options: [['G']] }]);
    }
  });

  it.each([
    ['{T}: Add {C}.', [['C']]],
    ['{T}: Add {G} or {U}.', [['G'], ['U']]],
    ['{T}: Erzeuge {R} oder {W}.', [['R'], ['W']]],
    ['{T}: Agrega {B} o {G}.', [['B'], ['G']]],
  ])('%s', (text, options) => {
    const land = compileCard({ name: 'L', type_line: 'Land', oracle_text: text });
    expect(land.activated[0]).toMatchObject({ isManaAbility: true, effects: [{ kind: 'addMana', options }] });
  });
});

describe('triggers', () => {
  it.each([
    ['When you cycle this card, draw a card.', { on: 'cycle self' }],
    ['When you cycle Test Card, draw a card.', { on: 'cycle self' }],
    ['Wenn du diese Karte umwandelst, ziehe eine Karte.', { on: 'cycle self' }],
    ['Cuando cicles esta carta, roba una carta.', { on: 'cycle self' }],
    ['Whenever you cycle or discard a card, draw a card.', { on: 'cycle', who: 'you', another: false, orDiscard: true }],
    ['Whenever you cycle or discard another card, draw a card.', { on: 'cycle', who: 'you', another: true, orDiscard: true }],
    ['Immer wenn du eine Karte umwandelst oder abwirfst, ziehe eine Karte.', { on: 'cycle', who: 'you', another: false, orDiscard: true }],
    ['Siempre que cicles o descartes una carta, roba una carta.', { on: 'cycle', who: 'you', another: false, orDiscard: true }],
    ['Whenever you cycle a card, draw a card.', { on: 'cycle', who: 'you', another: false, orDiscard: false }],
    ['Whenever you cycle another card, draw a card.', { on: 'cycle', who: 'you', another: true, orDiscard: false }],
    ['Whenever a player cycles a card, draw a card.', { on: 'cycle', who: 'any', another: false, orDiscard: false }],
    ['Immer wenn ein Spieler eine Karte umwandelt, ziehe eine Karte.', { on: 'cycle', who: 'any', another: false, orDiscard: false }],
    ['When this creature enters, draw a card.', { on: 'enters self' }],
    ['When Test Card enters the battlefield, draw a card.', { on: 'enters self' }],
    ['Wenn diese Kreatur ins Spiel kommt, ziehe eine Karte.', { on: 'enters self' }],
    ['Cuando esta criatura entre al campo de batalla, roba una carta.', { on: 'enters self' }],
    ['When this creature dies, draw a card.', { on: 'dies self' }],
    ['Wenn diese Kreatur stirbt, ziehe eine Karte.', { on: 'dies self' }],
    ['Cuando esta criatura muera, roba una carta.', { on: 'dies self' }],
  ])('%s', (text, event) => {
    const card = only(text);
    expect(card.triggered[0]).toMatchObject({ event, effects: [{ kind: 'draw', amount: 1 }] });
  });

  it('"you may …" and "you may pay {N}. If you do, …" / "{X}"', () => {
    expect(only('When this creature enters, you may draw a card.').triggered[0]!.effects).toEqual([{ kind: 'may', effects: [{ kind: 'draw', amount: 1 }], text: 'you may draw a card' }]);
    const pay = only('When this creature enters, you may pay {X}. If you do, draw X cards.').triggered[0]!.effects[0]!;
    expect(pay).toMatchObject({ kind: 'mayPay', effects: [{ kind: 'draw', amount: 'X' }] });
  });
});

describe('effects', () => {
  const spell = (text: string) => {
    const card = compile(text, 'Sorcery', 'Test Spell');
    expect(card.lines[0]!.status).toBe('enforced');
    return card.spell!;
  };
  it.each([
    ['Draw two cards.', [{ kind: 'draw', amount: 2 }]],
    ['Ziehe zwei Karten.', [{ kind: 'draw', amount: 2 }]],
    ['Roba dos cartas.', [{ kind: 'draw', amount: 2 }]],
    ['You gain 3 life.', [{ kind: 'gainLife', amount: 3 }]],
    ['Du erhältst 3 Lebenspunkte dazu.', [{ kind: 'gainLife', amount: 3 }]],
    ['Ganas 3 vidas.', [{ kind: 'gainLife', amount: 3 }]],
    ['You lose 2 life.', [{ kind: 'loseLife', amount: 2, who: 'you' }]],
    ['Each opponent loses 2 life.', [{ kind: 'loseLife', amount: 2, who: 'each opponent' }]],
    ['Jeder Gegner verliert 2 Lebenspunkte.', [{ kind: 'loseLife', amount: 2, who: 'each opponent' }]],
    ['Cada oponente pierde 2 vidas.', [{ kind: 'loseLife', amount: 2, who: 'each opponent' }]],
    ['Test Spell deals 3 damage to any target.', [{ kind: 'damage', amount: 3, to: 'target', target: 0 }]],
    ['Test Spell deals 3 damage to target creature.', [{ kind: 'damage', amount: 3, to: 'target', target: 0 }]],
    ['Test Spell deals 1 damage to each opponent.', [{ kind: 'damage', amount: 1, to: 'each opponent' }]],
    ['Test Spell fügt einem beliebigen Ziel 3 Schadenspunkte zu.', [{ kind: 'damage', amount: 3, to: 'target', target: 0 }]],
    ['Test Spell hace 3 puntos de daño a cualquier objetivo.', [{ kind: 'damage', amount: 3, to: 'target', target: 0 }]],
    ['Put a +1/+1 counter on target creature.', [{ kind: 'counters', counter: '+1/+1', count: 1, to: 'target', target: 0 }]],
    [
      'Put a -1/-1 counter on each creature your opponents control.',
      [{ kind: 'counters', counter: '-1/-1', count: 1, to: 'objects', objects: { ref: 'all', filter: expect.objectContaining({ controller: 'opponent', anyOf: [expect.objectContaining({ text: 'creature' })] }) } }],
    ],
    ['Target creature gets +2/+2 until end of turn.', [{ kind: 'pump', power: 2, toughness: 2, to: 'target', target: 0 }]],
    ['Eine Kreatur deiner Wahl erhält +2/+2 bis zum Ende des Zuges.', [{ kind: 'pump', power: 2, toughness: 2, to: 'target', target: 0 }]],
    ['La criatura objetivo obtiene +2/+2 hasta el final del turno.', [{ kind: 'pump', power: 2, toughness: 2, to: 'target', target: 0 }]],
    ['Scry 2.', [{ kind: 'scry', amount: 2 }]],
    ['Counter target activated or triggered ability.', [{ kind: 'counterObject', target: 0 }]],
    ['Counter target spell.', [{ kind: 'counterObject', target: 0 }]],
    ["Return target creature to its owner's hand.", [{ kind: 'bounce', target: 0, objects: { ref: 'target', slot: 0 } }]],
  ])('%s', (text, effects) => {
    expect(spell(text).effects).toEqual(effects);
  });

  it('search your library for a basic land / [type] card, reveal it, put it into your hand, then shuffle', () => {
    expect(spell('Search your library for a basic land card, reveal it, put it into your hand, then shuffle.').effects[0]).toMatchObject({ kind: 'search', to: 'hand', reveal: true, query: { text: 'basic land' } });
    expect(spell('Search your library for a Goblin card, reveal it, put it into your hand, then shuffle.').effects[0]).toMatchObject({ query: { text: 'Goblin' } });
  });

  it('create N N/N colour subtype creature tokens [with keywords]', () => {
    expect(spell('Create two 1/1 white Soldier creature tokens.').effects[0]).toMatchObject({ kind: 'token', count: 2, token: { name: 'Soldier', power: 1, toughness: 1, colors: ['W'], keywords: [] } });
    expect(spell('Create a 2/2 blue Drake creature token with flying.').effects[0]).toMatchObject({ token: { name: 'Drake', keywords: ['flying'] } });
    expect(spell('Erzeuge einen 1/1 weißen Soldat-Kreaturenspielstein.').effects[0]).toMatchObject({ token: { name: 'Soldier', colors: ['W'] } });
    expect(spell('Crea una ficha de criatura Soldado blanca 1/1.').effects[0]).toMatchObject({ token: { name: 'Soldier', colors: ['W'] } });
  });
});

describe('statics', () => {
  const CANT_ATTACK_OR_BLOCK = [
    { kind: 'restriction', what: 'cant attack', enchanted: true },
    { kind: 'restriction', what: 'cant block', enchanted: true },
  ];
  it.each([
    ['Enchanted creature gets +2/+2 and has flying.', [{ kind: 'enchanted gets', power: 2, toughness: 2, keywords: ['flying'] }]],
    ['Verzauberte Kreatur erhält +2/+2 und hat Flugfähigkeit.', [{ kind: 'enchanted gets', power: 2, toughness: 2, keywords: ['flying'] }]],
    ['La criatura encantada obtiene +2/+2 y tiene la habilidad de volar.', [{ kind: 'enchanted gets', power: 2, toughness: 2, keywords: ['flying'] }]],
    ["Enchanted creature can't attack or block.", CANT_ATTACK_OR_BLOCK],
    ['Verzauberte Kreatur kann nicht angreifen oder blocken.', CANT_ATTACK_OR_BLOCK],
    ['La criatura encantada no puede atacar ni bloquear.', CANT_ATTACK_OR_BLOCK],
    ['Sliver creatures you control get +1/+1.', [{ kind: 'anthem', self: false, power: 1, toughness: 1, filter: { controller: 'you', anyOf: [{ words: [{ english: 'Sliver' }, { english: 'Creature' }] }] } }]],
    ['Other Zombie creatures you control have haste.', [{ kind: 'anthem', self: false, keywords: ['haste'], filter: { controller: 'you', other: true, anyOf: [{ words: [{ english: 'Zombie' }, { english: 'Creature' }] }] } }]],
    ['Andere Zombie-Kreaturen, die du kontrollierst, haben Eile.', [{ kind: 'anthem', self: false, keywords: ['haste'], filter: { controller: 'you', other: true, anyOf: [{ words: [{ english: 'Zombie' }, { english: 'Creature' }] }] } }]],
    ['Las otras criaturas Goblin que controlas obtienen +1/+1.', [{ kind: 'anthem', self: false, power: 1, toughness: 1, filter: { controller: 'you', other: true, anyOf: [{ words: [{ english: 'Goblin' }, { english: 'Creature' }] }] } }]],
    ['Cycling abilities you activate cost you up to {2} less to activate.', [{ kind: 'cycling cost', change: 'less', amount: 2, upTo: true }]],
    ['Cycling abilities you activate cost {1} more to activate.', [{ kind: 'cycling cost', change: 'more', amount: 1, upTo: false }]],
    ['Umwandlungsfähigkeiten, die du aktivierst, kosten bis zu {2} weniger.', [{ kind: 'cycling cost', change: 'less', amount: 2, upTo: true }]],
    ['Las habilidades de ciclo que actives cuestan {1} más para activarse.', [{ kind: 'cycling cost', change: 'more', amount: 1, upTo: false }]],
    ["Players can't cycle cards.", [{ kind: 'players cant cycle' }]],
    ['Spieler können keine Karten umwandeln.', [{ kind: 'players cant cycle' }]],
    ['Los jugadores no pueden ciclar cartas.', [{ kind: 'players cant cycle' }]],
    ['Test Card enters tapped.', [{ kind: 'enters tapped' }]],
    ['Test Card kommt getappt ins Spiel.', [{ kind: 'enters tapped' }]],
  ])('%s', (text, effects) => {
    expect(only(text).statics.map((ability) => ability.effect)).toMatchObject(effects);
  });

  it("each [subtype] card in each player's hand has [type]cycling [cost]", () => {
    const effect = only("Each Sliver card in each player's hand has slivercycling {3}.").statics[0]!.effect;
    expect(effect).toMatchObject({ kind: 'grant in hand', everyPlayer: true, ability: { keyword: 'slivercycling', isCycling: true } });
  });
});

describe('what the engine enforces, per line', () => {
  it('reminder text is ignored; the card name, "this card", "diese Karte" and "esta carta" all name the card', () => {
    for (const language of ['en', 'de', 'es'] as const) {
      const card = compileCard(TUSKER[language]);
      expect(card.fullyEnforced).toBe(true);
      expect(card.activated.map((ability) => ability.keyword)).toEqual(['cycling']);
      expect(card.triggered[0]!.event).toEqual({ on: 'cycle self' });
      const wings = compileCard(WINGS[language]);
      expect(wings.fullyEnforced).toBe(true);
      expect(wings.activated.map((ability) => ability.keyword)).toEqual(['aura swap']);
    }
  });

  it('a line the compiler does not understand stays text, and the card says which lines it enforces', () => {
    const card = compile('Flying\n{B}: Regenerate this creature.\nSwampcycling {2}\nHidden agenda');
    expect(card.lines.map((line) => [line.text, line.status])).toEqual([
      ['Flying', 'enforced'],
      ['{B}: Regenerate this creature.', 'enforced'],
      ['Swampcycling {2}', 'enforced'],
      ['Hidden agenda', 'text'],
    ]);
    expect(card.fullyEnforced).toBe(false);
    expect(card.keywords).toEqual(['flying']);
  });
});
