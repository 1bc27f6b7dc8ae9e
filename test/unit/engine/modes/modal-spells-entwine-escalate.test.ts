// Modal spells and abilities (CR 700.2), entwine (CR 702.42) and escalate (CR 702.120): modes
// chosen through the table API or by default, targets only for the chosen modes, the report
// status of modal lines, and the German and Spanish modal headers.
import { describe, expect, it } from 'vitest';
import { cloneState, compileCard, gameFromScenario, runScenario, type CardDefinition, type Game } from '../../../../app/engine/index.ts';
import { germanToEnglish } from '../../../../app/cards/oracle/grammar/front-ends/german.ts';
import { CRYPTIC_ORDER, GRIZZLY_BEARS } from '../modal-cards.ts';

const abzanCharm: CardDefinition = {
  name: 'Abzan Charm',
  mana_cost: '{W}{B}{G}',
  type_line: 'Instant',
  oracle_text: 'Choose one —\n• Exile target creature with power 3 or greater.\n• You draw two cards and you lose 2 life.\n• Distribute two +1/+1 counters among one or two target creatures.',
};
const command = CRYPTIC_ORDER;
const ogre: CardDefinition = { name: 'Hill Ogre', mana_cost: '{3}{R}', type_line: 'Creature — Ogre', oracle_text: '', power: '3', toughness: '3' };
const bear = GRIZZLY_BEARS;
const relic: CardDefinition = { name: 'Old Relic', mana_cost: '{2}', type_line: 'Artifact', oracle_text: '' };
const library = ['Island', 'Island', 'Island', 'Island'];

function table(scenario: Record<string, unknown>): Game {
  return gameFromScenario({ cards: [abzanCharm, command, ogre, bear, relic], ...scenario }).game;
}

const idOf = (game: Game, name: string, zone: string, owner = 0): number =>
  game.state.objects.find((object) => object.card.name === name && object.zone === zone && object.owner === owner)!.id;

describe('choosing modes through the table API (CR 700.2a)', () => {
  it('CR 700.2a: the chosen mode happens, the others do not', () => {
    const game = table({ you: { hand: ['Abzan Charm'], battlefield: ['Plains', 'Swamp', 'Forest'], library }, opponent: { battlefield: ['Hill Ogre'] } });
    const charm = idOf(game, 'Abzan Charm', 'hand');
    expect(game.perform({ do: 'cast', card: charm, modes: [1] })).toEqual({ ok: true });
    game.perform({ do: 'resolve' });
    expect(game.state.players[0].hand).toHaveLength(2);
    expect(game.state.players[0].life).toBe(18);
    expect(game.state.players[1].battlefield).toHaveLength(1); // the Ogre was not exiled
  });

  it('CR 700.2b: targets are chosen for the chosen modes only, in printed order of the modes', () => {
    const game = table({ you: { hand: ['Cryptic Order'], battlefield: ['Island', 'Island'], library }, opponent: { battlefield: ['Hill Ogre', 'Grizzly Bears'] } });
    const order = idOf(game, 'Cryptic Order', 'hand');
    const bears = idOf(game, 'Grizzly Bears', 'battlefield', 1);
    // Modes 4 and 2 (1-based): "Draw a card" and "Return target permanent": one target, for the bounce.
    expect(game.perform({ do: 'cast', card: order, modes: [3, 1], targets: [{ object: bears }] })).toEqual({ ok: true });
    const item = game.state.stack[0]!;
    expect(item.targets).toEqual([null, { object: bears, zcc: 0 }]); // the counter mode's slot stays empty
    game.perform({ do: 'resolve' });
    expect(game.object(bears).zone).toBe('hand');
    expect(game.state.players[0].hand).toHaveLength(1); // drew a card
    expect(game.object(idOf(game, 'Hill Ogre', 'battlefield', 1)).tapped).toBe(false); // "tap all" was not chosen
  });

  it('CR 700.2a: a modal activated ability chooses its modes as it is activated', () => {
    const obelisk: CardDefinition = { name: 'Modal Obelisk', mana_cost: '{3}', type_line: 'Artifact', oracle_text: '{1}, {T}: Choose one —\n• You gain 3 life.\n• ~ deals 2 damage to target creature.' };
    const { game } = gameFromScenario({ cards: [obelisk, bear], you: { battlefield: ['Modal Obelisk', 'Mountain'] }, opponent: { battlefield: ['Grizzly Bears'] } });
    const card = idOf(game, 'Modal Obelisk', 'battlefield');
    expect(game.perform({ do: 'activate', card, ability: 0, modes: [1] })).toEqual({ ok: true });
    game.perform({ do: 'resolve' });
    expect(game.state.players[1].graveyard.map((id) => game.object(id).card.name)).toEqual(['Grizzly Bears']);
    expect(game.state.players[0].life).toBe(20);
  });
});

describe('illegal mode choices are rejected and change nothing (CR 700.2)', () => {
  it.each([
    [[0, 1], 'Abzan Charm: choose 1 mode, got 2'],
    [[3], 'Abzan Charm: there is no mode 3 (modes are numbered from 0 to 2)'],
    [[-1], 'Abzan Charm: there is no mode -1 (modes are numbered from 0 to 2)'],
    [[1.5], 'Abzan Charm: there is no mode 1.5 (modes are numbered from 0 to 2)'],
  ])('modes %j → %s', (modes, reason) => {
    const game = table({ you: { hand: ['Abzan Charm'], battlefield: ['Plains', 'Swamp', 'Forest'], library } });
    const before = cloneState(game.state);
    expect(game.perform({ do: 'cast', card: idOf(game, 'Abzan Charm', 'hand'), modes })).toMatchObject({ ok: false, reason });
    expect(game.state).toEqual(before);
  });

  it('CR 700.2: the same mode can not be chosen twice, and "choose two" needs two', () => {
    const game = table({ you: { hand: ['Cryptic Order'], battlefield: ['Island', 'Island'], library } });
    const order = idOf(game, 'Cryptic Order', 'hand');
    const before = cloneState(game.state);
    expect(game.perform({ do: 'cast', card: order, modes: [3, 3] })).toMatchObject({ ok: false, reason: 'Cryptic Order: mode 3 is chosen twice (each mode can be chosen only once)' });
    expect(game.perform({ do: 'cast', card: order, modes: [3] })).toMatchObject({ ok: false, reason: 'Cryptic Order: choose 2 modes, got 1' });
    // A chosen mode whose target does not exist: "Counter target spell" with an empty stack.
    expect(game.perform({ do: 'cast', card: order, modes: [0, 3] })).toMatchObject({ ok: false, reason: 'Cryptic Order: there is no legal target' });
    expect(game.state).toEqual(before);
  });

  it('naming modes for a spell that is not modal is rejected', () => {
    const shock: CardDefinition = { name: 'Shock', mana_cost: '{R}', type_line: 'Instant', oracle_text: '~ deals 2 damage to any target.' };
    const { game } = gameFromScenario({ cards: [shock], you: { hand: ['Shock'], battlefield: ['Mountain'] } });
    const before = cloneState(game.state);
    expect(game.perform({ do: 'cast', card: idOf(game, 'Shock', 'hand'), modes: [0] })).toMatchObject({ ok: false, reason: 'Shock: it is not modal: it has no modes to choose' });
    expect(game.state).toEqual(before);
  });
});

describe('default modes (docs/rules-modes.md)', () => {
  it('CR 700.2a: without modes, the first mode in printed order whose targets can all be chosen', () => {
    // No creature with power 3 or greater: the exile mode is passed over, the draw mode chosen.
    const out = runScenario({ cards: [abzanCharm, bear], you: { hand: ['Abzan Charm'], battlefield: ['Plains', 'Swamp', 'Forest'], library }, opponent: { battlefield: ['Grizzly Bears'] }, actions: [{ do: 'cast', card: 'Abzan Charm' }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual(['Island', 'Island']);
    expect(out.you.life).toBe(18);
    expect(out.opponent.battlefield.map((permanent) => permanent.card)).toEqual(['Grizzly Bears']);
  });

  it('CR 700.2a: with a legal target, the first mode is the default', () => {
    const out = runScenario({ cards: [abzanCharm, ogre], you: { hand: ['Abzan Charm'], battlefield: ['Plains', 'Swamp', 'Forest'], library }, opponent: { battlefield: ['Hill Ogre'] }, actions: [{ do: 'cast', card: 'Abzan Charm' }, { do: 'resolve' }] });
    expect(out.opponent.battlefield).toEqual([]);
    expect(out.you.life).toBe(20);
  });

  it('CR 700.2a: "choose two" takes the first two modes that can be chosen together', () => {
    // No spell to counter: "Return target permanent" and "Tap all creatures your opponents control".
    const out = runScenario({ cards: [command, bear], you: { hand: ['Cryptic Order'], battlefield: ['Island', 'Island'], library }, opponent: { battlefield: ['Grizzly Bears'] }, actions: [{ do: 'cast', card: 'Cryptic Order' }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.battlefield).toEqual([]); // the bear went back to its owner's hand (the opponent's permanent first: spec)
    expect(out.you.hand).toEqual([]);
  });
});

describe('a modal triggered ability (CR 603.3c, 700.2)', () => {
  const sage: CardDefinition = {
    name: 'Relic Sage',
    mana_cost: '{1}{W}',
    type_line: 'Creature — Human Cleric',
    oracle_text: 'When Relic Sage enters the battlefield, choose one —\n• Destroy target artifact.\n• You gain 3 life.',
    power: '2',
    toughness: '2',
  };

  it('CR 603.3c: its default mode is chosen as it goes on the stack: an artifact to destroy', () => {
    const out = runScenario({ cards: [sage, relic], you: { hand: ['Relic Sage'], battlefield: ['Plains', 'Plains'] }, opponent: { battlefield: ['Old Relic'] }, actions: [{ do: 'cast', card: 'Relic Sage' }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.graveyard).toEqual(['Old Relic']);
    expect(out.you.life).toBe(20);
  });

  it('CR 603.3c: the trigger on the stack carries only its chosen mode and that mode\'s target', () => {
    const { game } = gameFromScenario({ cards: [sage, relic], you: { hand: ['Relic Sage'], battlefield: ['Plains', 'Plains'] }, opponent: { battlefield: ['Old Relic'] } });
    game.perform({ do: 'cast', card: idOf(game, 'Relic Sage', 'hand') });
    game.perform({ do: 'resolve' });
    const trigger = game.state.stack[0]!;
    expect(trigger.kind).toBe('trigger');
    expect(trigger.modes).toEqual([0]);
    expect(trigger.effects.map((effect) => effect.kind)).toEqual(['destroy']);
    expect(trigger.targets).toEqual([{ object: idOf(game, 'Old Relic', 'battlefield', 1), zcc: 0 }]);
  });

  it('CR 700.2a: with no artifact to target, the life mode is chosen', () => {
    const out = runScenario({ cards: [sage], you: { hand: ['Relic Sage'], battlefield: ['Plains', 'Plains'] }, actions: [{ do: 'cast', card: 'Relic Sage' }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(23);
  });
});

describe('entwine (CR 702.42) and escalate (CR 702.120)', () => {
  const tooth: CardDefinition = {
    name: 'Entwined Fang',
    mana_cost: '{R}',
    type_line: 'Sorcery',
    oracle_text: 'Choose one —\n• ~ deals 2 damage to target creature.\n• You gain 2 life.\nEntwine {2} (Choose both if you pay the entwine cost.)',
  };
  const alliance: CardDefinition = {
    name: 'Blessed Pact',
    mana_cost: '{W}',
    type_line: 'Instant',
    oracle_text: 'Escalate {1} (Pay this cost for each mode chosen beyond the first.)\nChoose one or more —\n• You gain 4 life.\n• Draw a card.\n• Target opponent loses 1 life.',
  };

  it('CR 702.42a: entwined, every mode happens and the entwine cost is paid on top', () => {
    const { game } = gameFromScenario({ cards: [tooth, bear], you: { hand: ['Entwined Fang'], battlefield: ['Mountain', 'Mountain', 'Mountain'] }, opponent: { battlefield: ['Grizzly Bears'] } });
    expect(game.perform({ do: 'cast', card: idOf(game, 'Entwined Fang', 'hand'), entwine: true })).toEqual({ ok: true });
    expect(game.state.players[0].battlefield.every((id) => game.object(id).tapped)).toBe(true); // {R} + {2}
    game.perform({ do: 'resolve' });
    expect(game.state.players[1].graveyard).toHaveLength(1);
    expect(game.state.players[0].life).toBe(22);
  });

  it('CR 702.42a: entwine needs its cost paid, and a spell without entwine cannot be entwined', () => {
    const { game } = gameFromScenario({ cards: [tooth, abzanCharm, bear], you: { hand: ['Entwined Fang', 'Abzan Charm'], battlefield: ['Mountain', 'Mountain'] }, opponent: { battlefield: ['Grizzly Bears'] } });
    const before = cloneState(game.state);
    expect(game.perform({ do: 'cast', card: idOf(game, 'Entwined Fang', 'hand'), entwine: true })).toMatchObject({ ok: false, reason: expect.stringMatching(/can't pay|cannot pay|pay/i) });
    expect(game.perform({ do: 'cast', card: idOf(game, 'Abzan Charm', 'hand'), entwine: true })).toMatchObject({ ok: false, reason: 'Abzan Charm: it has no entwine cost' });
    expect(game.state).toEqual(before);
    // Without entwine, one mode for {R}.
    expect(game.perform({ do: 'cast', card: idOf(game, 'Entwined Fang', 'hand'), modes: [1] })).toEqual({ ok: true });
    expect(game.state.players[0].battlefield.filter((id) => game.object(id).tapped)).toHaveLength(1);
  });

  it('CR 702.120a: escalate is paid for each mode beyond the first', () => {
    const { game } = gameFromScenario({ cards: [alliance], you: { hand: ['Blessed Pact'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], library } });
    expect(game.perform({ do: 'cast', card: idOf(game, 'Blessed Pact', 'hand'), modes: [0, 1, 2], targets: [{ player: 1 }] })).toEqual({ ok: true });
    expect(game.state.players[0].battlefield.filter((id) => game.object(id).tapped)).toHaveLength(3); // {W} + 2 × {1}
    game.perform({ do: 'resolve' });
    expect(game.state.players[0].life).toBe(24);
    expect(game.state.players[0].hand).toHaveLength(1);
    expect(game.state.players[1].life).toBe(19);
  });

  it('CR 702.120a: with too few lands for the escalate cost the cast is rejected, unchanged', () => {
    const { game } = gameFromScenario({ cards: [alliance], you: { hand: ['Blessed Pact'], battlefield: ['Plains', 'Plains'], library } });
    const before = cloneState(game.state);
    expect(game.perform({ do: 'cast', card: idOf(game, 'Blessed Pact', 'hand'), modes: [0, 1, 2] }).ok).toBe(false);
    expect(game.state).toEqual(before);
  });
});

describe('the report of modal lines (CR 700.2)', () => {
  it('a modal spell whose every mode is read is enforced on every line, header and modes', () => {
    const compiled = compileCard(command);
    expect(compiled.lines.map((line) => line.status)).toEqual(['enforced', 'enforced', 'enforced', 'enforced', 'enforced']);
    expect(compiled.fullyEnforced).toBe(true);
  });

  it('a mode the grammar can not read makes the ability partial, with that mode manual', () => {
    const compiled = compileCard(abzanCharm);
    expect(compiled.lines.map((line) => line.status)).toEqual(['partial', 'enforced', 'enforced', 'partial']);
    expect(compiled.lines[3]!.manual).toEqual(['Distribute two +1/+1 counters among one or two target creatures.']);
  });

  it('choosing the manual mode asks the player to do it by hand', () => {
    const game = table({ you: { hand: ['Abzan Charm'], battlefield: ['Plains', 'Swamp', 'Forest'], library } });
    game.perform({ do: 'cast', card: idOf(game, 'Abzan Charm', 'hand'), modes: [2] });
    game.perform({ do: 'resolve' });
    expect(game.events!.filter((event) => event.type === 'manual')).toHaveLength(1);
  });

  it('entwine and escalate lines are enforced', () => {
    const compiled = compileCard({ name: 'Grab', mana_cost: '{B}', type_line: 'Sorcery', oracle_text: 'Choose one —\n• Draw a card.\n• You gain 2 life.\nEntwine {1}{B}' });
    expect(compiled.lines.map((line) => line.status)).toEqual(['enforced', 'enforced', 'enforced', 'enforced']);
    expect(compiled.modeCosts.entwine?.text).toBe('{1}{B}');
  });
});

describe('German and Spanish modal headers build the English tree', () => {
  const english: CardDefinition = { name: 'Modal Test', mana_cost: '{1}{B}', type_line: 'Sorcery', oracle_text: 'Choose one —\n• Destroy target creature.\n• You gain 3 life.' };
  const german: CardDefinition = { ...english, oracle_text: 'Wähle eines —\n• Zerstöre eine Kreatur deiner Wahl.\n• Du erhältst 3 Lebenspunkte.' };
  const spanish: CardDefinition = { ...english, oracle_text: 'Elige uno —\n• Destruye la criatura objetivo.\n• Ganas 3 vidas.' };

  it.each([['German', german], ['Spanish', spanish]])('%s: the same modes, targets and report', (_language, card) => {
    const compiled = compileCard(card);
    expect(compiled.spell).toEqual(compileCard(english).spell);
    expect(compiled.lines.map((line) => line.status)).toEqual(['enforced', 'enforced', 'enforced']);
  });

  it('the other German and Spanish headers', () => {
    expect(germanToEnglish('Wähle eines oder beide —')).toBe('choose one or both —');
    expect(germanToEnglish('Wähle zwei —')).toBe('choose two —');
    const spanishTwo = compileCard({ ...english, oracle_text: 'Elige uno o ambos —\n• Destruye la criatura objetivo.\n• Ganas 3 vidas.' });
    expect(spanishTwo.spell?.effects[0]).toMatchObject({ kind: 'modal', min: 1, max: 2 });
  });
});

describe('the simulator plays modal spells by their default modes', () => {
  it('CR 700.2a: a "counter target spell or deal 3 damage" charm is cast for its damage mode and kills the goldfish', async () => {
    const { EngineRunner } = await import('../../../../app/sim/engine-runner.ts');
    const { DEFAULT_MULLIGAN } = await import('../../../../app/sim/types.ts');
    const { BUILT_IN_CARDS } = await import('../../../../app/engine/index.ts');
    const charm: CardDefinition = { name: 'Bolt Charm', mana_cost: '{R}', type_line: 'Instant', oracle_text: 'Choose one —\n• Counter target spell.\n• ~ deals 3 damage to any target.' };
    const mountain = BUILT_IN_CARDS.get('Mountain')!;
    const entry = (card: CardDefinition, count: number) => ({ name: card.name, count, isLand: /Land/.test(card.type_line), hasCycling: false, card });
    const game = new EngineRunner().playGame({ name: 'charms', entries: [entry(mountain, 24), entry(charm, 36)] }, { seed: 4, onThePlay: true, mulligan: { ...DEFAULT_MULLIGAN, enabled: false }, maxTurns: 12 });
    expect(game.killTurn).not.toBeNull();
  });
});
