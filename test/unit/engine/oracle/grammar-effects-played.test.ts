// The Oracle grammar and the effect units it compiles into, checked by playing real card texts
// through the scenario runner. Each test names the rule it checks.
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { card } from '../../../fixtures/engine/cards.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { eventsOf, run } from '../helpers.ts';


const BEARS = card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const GOBLIN = card('Goblin Piker', '{1}{R}', 'Creature — Goblin Warrior', '', '2', '1');
const FLIER = card('Wind Drake', '{2}{U}', 'Creature — Drake', 'Flying', '2', '2');
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);

describe('defects of the sentence compiler, fixed by the grammar', () => {
  it('CR 608.2c: a spell line the compiler does not understand never switches off the line it does', () => {
    const deemWorthy = card('Deem Worthy', '{4}{R}', 'Instant', 'Deem Worthy deals 7 damage to target creature.\nCycling {3}{R}\nWhen you cycle Deem Worthy, you may have it deal 2 damage to target creature.');
    expect(statuses(deemWorthy)).toEqual(['enforced', 'enforced', 'enforced']);
    const oddLine = card('Odd Bolt', '{R}', 'Instant', 'Odd Bolt deals 3 damage to any target.\nThe moon is made of cheese.');
    const compiled = compileCard(oddLine);
    expect(compiled.lines.map((line) => line.status)).toEqual(['enforced', 'partial']);
    const out = run({ cards: [oddLine], you: { hand: [oddLine.name], battlefield: ['Mountain'] }, actions: [{ do: 'cast', card: oddLine.name, targets: ['opponent'] }, { do: 'resolve' }] });
    expect(out.opponent.life).toBe(17);
    // The part it can't do is asked of the player, logged as manual, never skipped silently.
    expect(eventsOf(out, 'manual').map((event) => event.what)).toEqual(['by hand for Odd Bolt: The moon is made of cheese.']);
  });

  it('CR 702.29c, 603.2: a cycle trigger whose effect is understood only in part still triggers', () => {
    const cycler = card('Strange Cycler', '{1}{U}', 'Creature — Wizard', 'Cycling {1}\nWhen you cycle Strange Cycler, juggle three oranges.', '1', '1');
    expect(statuses(cycler)).toEqual(['enforced', 'partial']);
    const out = run({ cards: [cycler], you: { hand: [cycler.name], library: ['Island'], battlefield: ['Island'] }, actions: [{ do: 'activate', card: cycler.name, ability: 'cycling' }, { do: 'resolve_all' }] });
    expect(eventsOf(out, 'triggered')).toHaveLength(1);
    expect(eventsOf(out, 'manual')[0]!.what).toContain('Juggle three oranges.');
  });

  it('CR 115.4: "target player or planeswalker" takes the opponent and deals the damage', () => {
    const flameJet = card('Flame Jet', '{1}{R}', 'Sorcery', 'Flame Jet deals 3 damage to target player or planeswalker.');
    const out = run({ cards: [flameJet], you: { hand: [flameJet.name], battlefield: ['Mountain', 'Mountain'] }, actions: [{ do: 'cast', card: flameJet.name }, { do: 'resolve' }] });
    expect(out.opponent.life).toBe(17);
  });

  it('CR 107.3, 609.3: amounts counted from the game ("where X is the number of Goblins on the battlefield")', () => {
    const gempalm = card('Gempalm Incinerator', '{2}{R}', 'Creature — Goblin', 'Cycling {1}{R}\nWhen you cycle Gempalm Incinerator, you may have it deal X damage to target creature, where X is the number of Goblins on the battlefield.', '2', '1');
    const out = run({
      cards: [gempalm, GOBLIN, BEARS, card('Big Thing', '{5}', 'Creature — Beast', '', '5', '5')],
      you: { hand: [gempalm.name], library: ['Island'], battlefield: ['Mountain', 'Mountain', GOBLIN.name, GOBLIN.name] },
      opponent: { battlefield: ['Big Thing'] },
      actions: [{ do: 'activate', card: gempalm.name, ability: 'cycling' }, { do: 'resolve', choice: true }],
    });
    // The harmful trigger targets the opponent's creature first (spec), for 2 (two Goblins).
    expect(eventsOf(out, 'damage')).toEqual([{ type: 'damage', source: 'Gempalm Incinerator', target: 'Big Thing', amount: 2 }]);
  });

  it('CR 601.2f: "Activated abilities of creatures cost {2} more to activate" raises an ability\'s cost', () => {
    const taxer = card('Tax Man', '{2}', 'Artifact', 'Activated abilities of creatures cost {2} more to activate.');
    const pinger = card('Prodding Elf', '{G}', 'Creature — Elf', '{1}, {T}: You gain 1 life.', '1', '1');
    const refused = run({ cards: [taxer, pinger], you: { battlefield: [taxer.name, pinger.name, 'Forest', 'Forest'] }, actions: [{ do: 'activate', card: pinger.name, ability: 0 }] });
    expect(refused.ok).toBe(false);
    const paid = run({ cards: [taxer, pinger], you: { battlefield: [taxer.name, pinger.name, 'Forest', 'Forest', 'Forest'] }, actions: [{ do: 'activate', card: pinger.name, ability: 0 }, { do: 'resolve' }] });
    expect(paid.ok).toBe(true);
    expect(paid.you.life).toBe(21);
  });
});

describe('verbs (CR 701)', () => {
  it('CR 701.8: destroy all creatures; CR 701.15: a regeneration shield replaces one destruction', () => {
    const wrath = card('Wrath', '{2}{W}{W}', 'Sorcery', 'Destroy all creatures.');
    const troll = card('Troll', '{G}', 'Creature — Troll', '{G}: Regenerate Troll.', '2', '2');
    const out = run({
      cards: [wrath, troll, BEARS],
      you: { hand: [wrath.name], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Forest', troll.name, BEARS.name] },
      actions: [{ do: 'activate', card: troll.name, ability: 0 }, { do: 'resolve' }, { do: 'cast', card: wrath.name }, { do: 'resolve' }],
    });
    expect(out.you.battlefield.map((entry) => [entry.card, entry.tapped])).toContainEqual(['Troll', true]);
    expect(out.you.graveyard).toEqual(expect.arrayContaining([BEARS.name, wrath.name]));
  });

  it('CR 701.8: "Destroy all nonland permanents" destroys artifacts too, not only creatures', () => {
    const wipe = card('Wipe', '{W}', 'Sorcery', 'Destroy all nonland permanents.');
    const rock = card('Rock', '{1}', 'Artifact', '');
    const out = run({ cards: [wipe, rock, BEARS], you: { hand: [wipe.name], battlefield: ['Plains', rock.name, BEARS.name] }, actions: [{ do: 'cast', card: wipe.name }, { do: 'resolve' }] });
    expect(out.you.battlefield.map((entry) => entry.card)).toEqual(['Plains']);
  });

  it('CR 701.13: exile target creature an opponent controls; filters on the target', () => {
    const swords = card('Exiler', '{W}', 'Instant', 'Exile target creature an opponent controls.');
    const out = run({ cards: [swords, BEARS], you: { hand: [swords.name], battlefield: ['Plains', BEARS.name] }, opponent: { battlefield: [BEARS.name] }, actions: [{ do: 'cast', card: swords.name }, { do: 'resolve' }] });
    expect(out.you.battlefield.map((entry) => entry.card)).toContain(BEARS.name);
    expect(out.opponent.battlefield).toEqual([]);
  });

  it('CR 701.21: tap up to two target creatures; an "up to" spell with fewer targets still resolves', () => {
    const tethers = card('Tethers', '{U}', 'Instant', 'Tap up to two target creatures.');
    const out = run({ cards: [tethers, BEARS], you: { hand: [tethers.name], battlefield: ['Island'] }, opponent: { battlefield: [BEARS.name] }, actions: [{ do: 'cast', card: tethers.name }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.opponent.battlefield[0]).toMatchObject({ card: BEARS.name, tapped: true });
  });

  it('CR 400.7: return target creature card from your graveyard to your hand', () => {
    const raise = card('Raise Dead', '{B}', 'Sorcery', 'Return target creature card from your graveyard to your hand.');
    const out = run({ cards: [raise, BEARS], you: { hand: [raise.name], battlefield: ['Swamp'], graveyard: [BEARS.name] }, actions: [{ do: 'cast', card: raise.name }, { do: 'resolve' }] });
    expect(out.you.hand).toEqual([BEARS.name]);
  });

  it('CR 611.2: creatures you control get +1/+1 and gain flying until end of turn; cleanup ends it (CR 514.2)', () => {
    const rally = card('Rally', '{W}', 'Instant', 'Creatures you control get +1/+1 and gain flying until end of turn.');
    const out = run({ cards: [rally, BEARS], you: { hand: [rally.name], battlefield: ['Plains', BEARS.name] }, actions: [{ do: 'cast', card: rally.name }, { do: 'resolve' }] });
    expect(out.you.battlefield.find((entry) => entry.card === BEARS.name)).toMatchObject({ power: 3, toughness: 3 });
    const later = run({ cards: [rally, BEARS], you: { hand: [rally.name], battlefield: ['Plains', BEARS.name] }, actions: [{ do: 'cast', card: rally.name }, { do: 'resolve' }, { do: 'next_turn' }] });
    expect(later.you.battlefield.find((entry) => entry.card === BEARS.name)).toMatchObject({ power: 2, toughness: 2 });
  });

  it('CR 111.10a: create a Treasure token; its own ability makes mana', () => {
    const treasure = card('Treasure Maker', '{R}', 'Sorcery', 'Create a Treasure token.');
    const out = run({ cards: [treasure], you: { hand: [treasure.name], battlefield: ['Mountain'] }, actions: [{ do: 'cast', card: treasure.name }, { do: 'resolve' }] });
    expect(out.you.battlefield.map((entry) => entry.card)).toContain('Treasure');
    expect(compileCard({ name: 'Treasure', type_line: 'Artifact — Treasure', oracle_text: '{T}, Sacrifice this artifact: Add one mana of any color.' }).fullyEnforced).toBe(true);
  });

  it('CR 701.5: "counter target spell unless its controller pays {1}": the controller pays when it can', () => {
    const spellSnip = card('Spell Snip', '{U}', 'Instant', 'Counter target spell unless its controller pays {1}.');
    const bolt = card('Bolt', '{R}', 'Instant', 'Bolt deals 3 damage to any target.');
    const out = run({
      cards: [spellSnip, bolt],
      you: { hand: [bolt.name, spellSnip.name], battlefield: ['Mountain', 'Island', 'Mountain'] },
      actions: [{ do: 'cast', card: bolt.name, targets: ['opponent'] }, { do: 'cast', card: spellSnip.name, targets: [{ stack: 0 }] }, { do: 'resolve_all' }],
    });
    expect(out.opponent.life).toBe(17);
  });
});

describe('triggers (CR 603)', () => {
  it('CR 702.29c: "When you cycle ~ or it dies" triggers on cycling', () => {
    const sojourner = card('Bant Sojourners', '{1}{G}{W}{U}', 'Creature — Human Soldier', 'When you cycle Bant Sojourners or it dies, you may create a 1/1 white Soldier creature token.\nCycling {2}{W}', '2', '4');
    const out = run({ cards: [sojourner], you: { hand: [sojourner.name], library: ['Plains'], battlefield: ['Plains', 'Plains', 'Plains'] }, actions: [{ do: 'activate', card: sojourner.name, ability: 'cycling' }, { do: 'resolve', choice: true }] });
    expect(out.you.battlefield.map((entry) => entry.card)).toContain('Soldier');
  });

  it('CR 503.1a: "At the beginning of your upkeep" triggers in the upkeep', () => {
    const sage = card('Upkeep Sage', '{1}{U}', 'Creature — Human', 'At the beginning of your upkeep, you gain 1 life.', '1', '1');
    const out = run({ cards: [sage], you: { battlefield: [sage.name], library: ['Island', 'Island'] }, phase: 'end', actions: [{ do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'resolve' }] });
    expect(out.you.life).toBe(21);
  });

  it('CR 603.2: "Whenever you cast a noncreature spell" triggers above the spell', () => {
    const monk = card('Prowler', '{1}{R}', 'Creature — Human Monk', 'Whenever you cast a noncreature spell, Prowler gets +1/+1 until end of turn.', '1', '2');
    const bolt = card('Bolt', '{R}', 'Instant', 'Bolt deals 3 damage to any target.');
    const out = run({ cards: [monk, bolt], you: { hand: [bolt.name], battlefield: ['Mountain', monk.name] }, actions: [{ do: 'cast', card: bolt.name, targets: ['opponent'] }, { do: 'resolve' }] });
    expect(out.you.battlefield.find((entry) => entry.card === monk.name)).toMatchObject({ power: 2, toughness: 3 });
    expect(out.stack.map((item) => item.source)).toEqual([bolt.name]);
  });

  it('CR 603.6a: "Whenever another creature enters the battlefield under your control" sees each new creature', () => {
    const soul = card('Soul Keeper', '{3}{W}', 'Creature — Spirit', 'Whenever another creature enters the battlefield under your control, you gain 1 life.', '2', '2');
    const out = run({ cards: [soul, BEARS], you: { hand: [BEARS.name], battlefield: [soul.name, 'Forest', 'Forest'] }, actions: [{ do: 'cast', card: BEARS.name }, { do: 'resolve_all' }] });
    expect(out.you.life).toBe(21);
  });
});

describe('statics (CR 604, 613)', () => {
  it('CR 613.4c: "Other Goblin creatures you control get +1/+1" and "~ gets +1/+1 for each card in your hand"', () => {
    const chief = card('Goblin Chief', '{1}{R}', 'Creature — Goblin', 'Other Goblin creatures you control get +1/+1.', '1', '1');
    const handy = card('Handy Beast', '{1}{G}', 'Creature — Beast', 'Handy Beast gets +1/+1 for each card in your hand.', '0', '0');
    const out = run({ cards: [chief, GOBLIN, handy], you: { battlefield: [chief.name, GOBLIN.name, handy.name], hand: ['Island', 'Island'] } });
    expect(out.you.battlefield.map((entry) => [entry.card, entry.power, entry.toughness])).toEqual([
      [chief.name, 1, 1],
      [GOBLIN.name, 3, 2],
      [handy.name, 2, 2],
    ]);
  });

  it('CR 303.4, 301.5: enchanted and equipped creatures get their bonus; "doesn\'t untap" holds it tapped (CR 502.3)', () => {
    const shackle = card('Claustrophobia', '{1}{U}{U}', 'Enchantment — Aura', "Enchant creature\nWhen Claustrophobia enters the battlefield, tap enchanted creature.\nEnchanted creature doesn't untap during its controller's untap step.");
    expect(statuses(shackle)).toEqual(['enforced', 'enforced', 'enforced']);
    const out = run({ cards: [shackle, FLIER], you: { battlefield: [{ card: FLIER.name, tapped: true }, { card: shackle.name, attachedTo: 0 }], library: ['Island'] }, phase: 'cleanup', actions: [{ do: 'next_phase' }] });
    expect(out.you.battlefield[0]).toMatchObject({ card: FLIER.name, tapped: true });
  });

  it('CR 101.2: "This spell can\'t be countered" beats "counter target spell"', () => {
    const hardToStop = card('Hard Bolt', '{1}{R}', 'Instant', "This spell can't be countered.\nHard Bolt deals 2 damage to any target.");
    const cancel = card('Cancel', '{1}{U}{U}', 'Instant', 'Counter target spell.');
    const out = run({
      cards: [hardToStop, cancel],
      you: { hand: [hardToStop.name, cancel.name], battlefield: ['Mountain', 'Mountain', 'Island', 'Island', 'Island'] },
      actions: [{ do: 'cast', card: hardToStop.name, targets: ['opponent'] }, { do: 'cast', card: cancel.name, targets: [{ stack: 0 }] }, { do: 'resolve_all' }],
    });
    expect(out.opponent.life).toBe(18);
  });
});

describe('keyword abilities (CR 702)', () => {
  const SWORD = card('Short Sword', '{1}', 'Artifact — Equipment', 'Equipped creature gets +1/+1.\nEquip {1}');

  it('CR 702.6a: equip attaches at sorcery speed to a creature you control; CR 704.5n it falls off when the creature leaves', () => {
    const out = run({ cards: [SWORD, BEARS], you: { battlefield: [SWORD.name, BEARS.name, 'Plains'] }, actions: [{ do: 'activate', card: SWORD.name, ability: 'equip' }, { do: 'resolve' }] });
    expect(out.you.battlefield.map((entry) => [entry.card, entry.attachedTo, entry.power])).toEqual([
      [SWORD.name, 1, null],
      [BEARS.name, null, 3],
      ['Plains', null, null],
    ]);
    const combat = run({ cards: [SWORD, BEARS], phase: 'combat', you: { battlefield: [SWORD.name, BEARS.name, 'Plains'] }, actions: [{ do: 'activate', card: SWORD.name, ability: 'equip' }] });
    expect(combat.ok).toBe(false);
  });

  it('CR 702.114a devoid makes a card colourless; CR 702.73a a changeling is every creature type', () => {
    const devoid = compileCard(card('Void Thing', '{1}{B}', 'Creature — Eldrazi', 'Devoid', '2', '1'));
    expect(devoid.colors).toEqual([]);
    const changeling = card('Shapesharer', '{1}{U}', 'Creature — Shapeshifter', 'Changeling', '1', '1');
    const chief = card('Goblin Chief', '{1}{R}', 'Creature — Goblin', 'Other Goblin creatures you control get +1/+1.', '1', '1');
    const out = run({ cards: [changeling, chief], you: { battlefield: [chief.name, changeling.name] } });
    expect(out.you.battlefield[1]).toMatchObject({ card: changeling.name, power: 2, toughness: 2 });
  });

  it('CR 702.16b, e: protection from red: no red targets, red damage prevented', () => {
    const knight = card('White Knight', '{W}{W}', 'Creature — Human Knight', 'First strike, protection from black', '2', '2');
    const redKnight = card('Red-Proof Knight', '{W}{W}', 'Creature — Human Knight', 'Protection from red', '2', '2');
    const bolt = card('Bolt', '{R}', 'Instant', 'Bolt deals 3 damage to target creature.');
    expect(compileCard(knight).keywords).toEqual(['first strike', 'protection from black']);
    const refused = run({ cards: [redKnight, bolt], you: { hand: [bolt.name], battlefield: ['Mountain'] }, opponent: { battlefield: [redKnight.name] }, actions: [{ do: 'cast', card: bolt.name }] });
    expect(refused.ok).toBe(false);
    const pyre = card('Pyre', '{1}{R}', 'Sorcery', 'Pyre deals 2 damage to each creature.');
    const out = run({ cards: [redKnight, pyre, BEARS], you: { hand: [pyre.name], battlefield: ['Mountain', 'Mountain', BEARS.name] }, opponent: { battlefield: [redKnight.name] }, actions: [{ do: 'cast', card: pyre.name }, { do: 'resolve' }] });
    expect(out.opponent.battlefield.map((entry) => entry.card)).toEqual([redKnight.name]);
    expect(out.you.graveyard).toContain(BEARS.name);
  });

  it('CR 702.34a: flashback casts from the graveyard for its cost, then the card is exiled', () => {
    const rally = card('Gleam', '{W}', 'Sorcery', 'You gain 2 life.\nFlashback {1}{W}');
    const out = run({ cards: [rally], you: { graveyard: [rally.name], battlefield: ['Plains', 'Plains'] }, actions: [{ do: 'cast', card: { name: rally.name, zone: 'graveyard' } }, { do: 'resolve' }] });
    expect(out.you.life).toBe(22);
    expect(out.you.exile).toEqual([rally.name]);
    expect(out.you.graveyard).toEqual([]);
  });

  it('CR 702.108a: prowess gives +1/+1 until end of turn for each noncreature spell you cast', () => {
    const monk = card('Monk', '{U}', 'Creature — Human Monk', 'Prowess', '1', '1');
    const bolt = card('Bolt', '{R}', 'Instant', 'Bolt deals 3 damage to any target.');
    const out = run({ cards: [monk, bolt], you: { hand: [bolt.name], battlefield: ['Mountain', monk.name] }, actions: [{ do: 'cast', card: bolt.name, targets: ['opponent'] }, { do: 'resolve_all' }] });
    expect(out.you.battlefield.find((entry) => entry.card === monk.name)).toMatchObject({ power: 2, toughness: 2 });
  });

  it('CR 702.90b: a creature with infect deals combat damage to a player as poison counters, not life loss', () => {
    const infector = card('Blight Rat', '{B}', 'Creature — Rat', 'Infect', '10', '1');
    const out = run({ cards: [infector], phase: 'combat', turn: 2, you: { battlefield: [infector.name] }, actions: [{ do: 'attack', attackers: [infector.name] }] });
    expect(out.opponent.life).toBe(20);
  });

  it('CR 614.1c: "enters the battlefield with two +1/+1 counters on it"', () => {
    const grower = card('Grown Hydra', '{2}{G}', 'Creature — Hydra', '~ enters the battlefield with two +1/+1 counters on it.'.replace('~', 'Grown Hydra'), '0', '0');
    const out = run({ cards: [grower], you: { hand: [grower.name], battlefield: ['Forest', 'Forest', 'Forest'] }, actions: [{ do: 'cast', card: grower.name }, { do: 'resolve' }] });
    expect(out.you.battlefield.find((entry) => entry.card === grower.name)).toMatchObject({ power: 2, toughness: 2, counters: { '+1/+1': 2 } });
  });

  it('CR 701.15a, 704.5g: lethal damage to a creature with a regeneration shield taps it and removes the damage', () => {
    const troll = card('Troll', '{G}', 'Creature — Troll', '{G}: Regenerate Troll.', '2', '2');
    const bolt = card('Bolt', '{R}', 'Instant', 'Bolt deals 3 damage to target creature.');
    const out = run({ cards: [troll, bolt], you: { hand: [bolt.name], battlefield: [troll.name, 'Forest', 'Mountain'] }, actions: [{ do: 'activate', card: troll.name, ability: 0 }, { do: 'resolve' }, { do: 'cast', card: bolt.name, targets: [{ name: troll.name, zone: 'battlefield' }] }, { do: 'resolve' }] });
    expect(out.you.battlefield[0]).toMatchObject({ card: troll.name, tapped: true });
  });
});

describe('prevention, payments and moves (CR 615, 118.12, 602.5b)', () => {
  it('CR 615: "Prevent all combat damage that would be dealt this turn" stops the attack\'s damage; "the next 3 damage" shields a target', () => {
    const haze = card('Haze', '{1}{G}', 'Instant', 'Prevent all combat damage that would be dealt this turn.');
    const out = run({ cards: [haze, BEARS], phase: 'combat', turn: 2, you: { hand: [haze.name], battlefield: ['Forest', 'Forest', BEARS.name] }, actions: [{ do: 'cast', card: haze.name }, { do: 'resolve' }, { do: 'attack', attackers: [BEARS.name] }] });
    expect(out.opponent.life).toBe(20);
    const balm = card('Balm', '{2}{W}', 'Instant', 'Prevent the next 3 damage that would be dealt to any target this turn.');
    const bolt = card('Bolt', '{R}', 'Instant', 'Bolt deals 4 damage to any target.');
    const shielded = run({ cards: [balm, bolt], you: { hand: [balm.name, bolt.name], battlefield: ['Plains', 'Plains', 'Plains', 'Mountain'] }, actions: [{ do: 'cast', card: balm.name, targets: ['opponent'] }, { do: 'resolve' }, { do: 'cast', card: bolt.name, targets: ['opponent'] }, { do: 'resolve' }] });
    expect(shielded.opponent.life).toBe(19);
  });

  it('CR 118.12: "At the beginning of your upkeep, sacrifice ~ unless you pay {1}{U}" pays when it can, else sacrifices', () => {
    const djinn = card('Drifting Djinn', '{4}{U}{U}', 'Creature — Djinn', 'Flying\nAt the beginning of your upkeep, sacrifice Drifting Djinn unless you pay {1}{U}.', '5', '5');
    const paid = run({ cards: [djinn], phase: 'untap', you: { battlefield: [djinn.name, 'Island', 'Island'], library: ['Island'] }, actions: [{ do: 'next_phase' }, { do: 'resolve' }] });
    expect(paid.you.battlefield.map((entry) => entry.card)).toContain(djinn.name);
    const broke = run({ cards: [djinn], phase: 'untap', you: { battlefield: [djinn.name], library: ['Island'] }, actions: [{ do: 'next_phase' }, { do: 'resolve' }] });
    expect(broke.you.graveyard).toEqual([djinn.name]);
  });

  it('CR 602.5b: "Activate this ability only once each turn": a second activation the same turn is refused, the next turn allowed', () => {
    const shade = card('Once Shade', '{B}', 'Creature — Shade', '{B}: Once Shade gets +1/+1 until end of turn. Activate this ability only once each turn.', '1', '1');
    const twice = run({ cards: [shade], you: { battlefield: [shade.name, 'Swamp', 'Swamp'] }, actions: [{ do: 'activate', card: shade.name, ability: 0 }, { do: 'resolve' }, { do: 'activate', card: shade.name, ability: 0 }] });
    expect(twice.ok).toBe(false);
    expect(twice.error?.message).toContain('only once each turn');
    const nextTurn = run({ cards: [shade], you: { battlefield: [shade.name, 'Swamp', 'Swamp'], library: ['Swamp'] }, actions: [{ do: 'activate', card: shade.name, ability: 0 }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'activate', card: shade.name, ability: 0 }, { do: 'resolve' }] });
    expect(nextTurn.ok).toBe(true);
    expect(nextTurn.you.battlefield[0]).toMatchObject({ power: 2, toughness: 2 });
  });

  it('CR 601.2b, h: "As an additional cost to cast this spell, sacrifice a creature" is paid with the mana, or the spell can\'t be cast', () => {
    const fling = card('Bone Toss', '{1}{R}', 'Instant', 'As an additional cost to cast this spell, sacrifice a creature.\nBone Toss deals 3 damage to any target.');
    expect(statuses(fling)).toEqual(['enforced', 'enforced']);
    const refused = run({ cards: [fling], you: { hand: [fling.name], battlefield: ['Mountain', 'Mountain'] }, actions: [{ do: 'cast', card: fling.name, targets: ['opponent'] }] });
    expect(refused.ok).toBe(false);
    const out = run({ cards: [fling, BEARS], you: { hand: [fling.name], battlefield: ['Mountain', 'Mountain', BEARS.name] }, actions: [{ do: 'cast', card: fling.name, targets: ['opponent'] }, { do: 'resolve' }] });
    expect(out.you.graveyard).toEqual([BEARS.name, fling.name]);
    expect(out.opponent.life).toBe(17);
  });

  it('CR 602.5b: "Activate this ability only during your upkeep", from the graveyard', () => {
    const dragon = card('Eternal Dragon', '{5}{W}{W}', 'Creature — Dragon Spirit', 'Flying\n{3}{W}{W}: Return Eternal Dragon from your graveyard to your hand. Activate this ability only during your upkeep.', '5', '5');
    const lands = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'];
    const wrongTime = run({ cards: [dragon], you: { graveyard: [dragon.name], battlefield: lands }, actions: [{ do: 'activate', card: { name: dragon.name, zone: 'graveyard' }, ability: 0 }] });
    expect(wrongTime.ok).toBe(false);
    const upkeep = run({ cards: [dragon], phase: 'upkeep', you: { graveyard: [dragon.name], battlefield: lands }, actions: [{ do: 'activate', card: { name: dragon.name, zone: 'graveyard' }, ability: 0 }, { do: 'resolve' }] });
    expect(upkeep.you.hand).toEqual([dragon.name]);
  });

  it('CR 401.4: "Put target enchantment on top of its owner\'s library"; "Then shuffle your library." after a search is the search\'s own shuffle', () => {
    const extraction = card('Aura Extraction', '{1}{W}', 'Instant', "Put target enchantment on top of its owner's library.");
    const wings = card('Wings', '{U}', 'Enchantment', '');
    const out = run({ cards: [extraction, wings], you: { hand: [extraction.name], battlefield: ['Plains', 'Plains'] }, opponent: { battlefield: [wings.name] }, actions: [{ do: 'cast', card: extraction.name }, { do: 'resolve' }] });
    expect(out.opponent.library).toEqual([wings.name]);
    expect(statuses(card('Rite', '{2}{B}', 'Sorcery', 'Search your library for a card and put that card into your hand. Then shuffle your library.'))).toEqual(['enforced']);
  });
});

describe('delayed triggers (CR 603.7)', () => {
  it('Astral Slide: exile target creature, return it at the beginning of the next end step', () => {
    const slide = card('Astral Slide', '{2}{W}', 'Enchantment', "Whenever a player cycles a card, you may exile target creature. If you do, return that card to the battlefield under its owner's control at the beginning of the next end step.");
    expect(statuses(slide)).toEqual(['enforced']);
    const cycler = card('Shore Cycler', '{1}{U}', 'Creature — Bird', 'Cycling {2}', '1', '1');
    const setup = { cards: [slide, cycler, BEARS], you: { hand: [cycler.name], library: ['Island'], battlefield: [slide.name, 'Island', 'Island'] }, opponent: { battlefield: [BEARS.name] } };
    const exiled = run({ ...setup, actions: [{ do: 'activate', card: cycler.name, ability: 'cycling' }, { do: 'resolve', choice: true }] });
    expect(exiled.opponent.battlefield).toEqual([]);
    const back = run({ ...setup, actions: [{ do: 'activate', card: cycler.name, ability: 'cycling' }, { do: 'resolve', choice: true }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'resolve' }] });
    expect(back.phase).toBe('end');
    expect(back.opponent.battlefield.map((entry) => entry.card)).toEqual([BEARS.name]);
  });

  it('"Draw a card at the beginning of the next turn\'s upkeep" draws then, not now; "tap or untap" toggles (Esper Sojourners)', () => {
    const portent = card('Portent Lite', '{U}', 'Sorcery', "Draw a card at the beginning of the next turn's upkeep.");
    const out = run({ cards: [portent], you: { hand: [portent.name], library: ['Island', 'Swamp', 'Forest'], battlefield: ['Island'] }, actions: [{ do: 'cast', card: portent.name }, { do: 'resolve' }] });
    expect(out.you.hand).toEqual([]);
    const later = run({ cards: [portent], you: { hand: [portent.name], library: ['Island', 'Swamp', 'Forest'], battlefield: ['Island'] }, actions: [{ do: 'cast', card: portent.name }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'next_phase' }] });
    // next_turn stops in the upkeep where the delayed draw waits on the stack (CR 603.7), then the draw step's card.
    expect(later.phase).toBe('main1');
    expect(later.you.hand).toEqual(['Island', 'Swamp']);
    const esper = card('Esper Sojourners', '{W}{U}{B}', 'Artifact Creature — Vedalken Wizard', 'When you cycle Esper Sojourners or it dies, you may tap or untap target permanent.\nCycling {2}{U}', '4', '3');
    expect(statuses(esper)).toEqual(['enforced', 'enforced']);
  });
});

describe('keyword actions (CR 701)', () => {
  it('CR 701.36 investigate makes a Clue; CR 701.39 bolster puts counters on your creature with the least toughness; CR 701.44 amass makes an Army first', () => {
    const spell = card('Keyword Actions', '{G}', 'Sorcery', 'Investigate. Bolster 2. Amass 1.');
    expect(statuses(spell)).toEqual(['enforced']);
    const big = card('Big Bear', '{3}{G}', 'Creature — Bear', '', '4', '4');
    const out = run({ cards: [spell, BEARS, big], you: { hand: [spell.name], battlefield: ['Forest', big.name, BEARS.name] }, actions: [{ do: 'cast', card: spell.name }, { do: 'resolve' }] });
    const byName = new Map(out.you.battlefield.map((entry) => [entry.card, entry]));
    expect(byName.get('Clue')).toBeDefined();
    expect(byName.get(BEARS.name)).toMatchObject({ counters: { '+1/+1': 2 }, power: 4 });
    expect(byName.get(big.name)!.counters).toEqual({});
    expect(byName.get('Zombie Army')).toMatchObject({ power: 1, toughness: 1 });
  });
});

describe('monstrosity and the top of the library (CR 701.37, 406)', () => {
  it('CR 701.37a–b: monstrosity once only, and "When ~ becomes monstrous" triggers', () => {
    const hydra = card('Test Hydra', '{2}{G}', 'Creature — Hydra', '{1}{G}: Monstrosity 2.\nWhen Test Hydra becomes monstrous, you gain 3 life.', '2', '2');
    expect(statuses(hydra)).toEqual(['enforced', 'enforced']);
    const lands = ['Forest', 'Forest', 'Forest', 'Forest'];
    const out = run({ cards: [hydra], you: { battlefield: [hydra.name, ...lands] }, actions: [{ do: 'activate', card: hydra.name, ability: 0 }, { do: 'resolve' }, { do: 'resolve' }, { do: 'activate', card: hydra.name, ability: 0 }, { do: 'resolve' }] });
    expect(out.you.battlefield[0]).toMatchObject({ power: 4, toughness: 4, counters: { '+1/+1': 2 } });
    expect(out.you.life).toBe(23);
  });

  it('"Exile the top card of your library"', () => {
    const peek = card('Top Exiler', '{R}', 'Sorcery', 'Exile the top card of your library.');
    const out = run({ cards: [peek], you: { hand: [peek.name], library: ['Island', 'Swamp'], battlefield: ['Mountain'] }, actions: [{ do: 'cast', card: peek.name }, { do: 'resolve' }] });
    expect(out.you.exile).toEqual(['Island']);
    expect(out.you.library).toEqual(['Swamp']);
  });
});

describe('counts the engine keeps (CR 601.2f, 702.29d, 122.1)', () => {
  it('Hollow One costs {2} less for each card you cycled or discarded this turn', () => {
    const hollow = card('Hollow One', '{5}', 'Artifact Creature — Golem', "This spell costs {2} less to cast for each card you've cycled or discarded this turn.", '4', '4');
    const cycler = card('Shore Cycler', '{1}{U}', 'Creature — Bird', 'Cycling {1}', '1', '1');
    const lands = ['Island', 'Island', 'Island'];
    const tooFew = run({ cards: [hollow], you: { hand: [hollow.name], battlefield: lands } });
    expect(tooFew.ok).toBe(true);
    const refused = run({ cards: [hollow], you: { hand: [hollow.name], battlefield: lands }, actions: [{ do: 'cast', card: hollow.name }] });
    expect(refused.ok).toBe(false);
    const cast = run({
      cards: [hollow, cycler],
      you: { hand: [hollow.name, cycler.name, cycler.name], library: ['Island', 'Island'], battlefield: lands },
      actions: [{ do: 'activate', card: cycler.name, ability: 'cycling' }, { do: 'resolve' }, { do: 'activate', card: cycler.name, ability: 'cycling' }, { do: 'resolve' }, { do: 'cast', card: hollow.name }, { do: 'resolve' }],
    });
    // Two cycled: {5} − {4} = {1}, paid by the last Island.
    expect(cast.ok).toBe(true);
    expect(cast.you.battlefield.map((entry) => entry.card)).toContain(hollow.name);
  });

  it('"for each plague counter on ~" and "the number of lands that player controls"', () => {
    const hex = card('Withering Hex', '{B}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets -1/-1 for each plague counter on Withering Hex.');
    expect(statuses(hex)).toEqual(['enforced', 'enforced']);
    const out = run({ cards: [hex, BEARS], you: { battlefield: [BEARS.name, { card: hex.name, attachedTo: 0, counters: { plague: 1 } }] } });
    expect(out.you.battlefield[0]).toMatchObject({ power: 1, toughness: 1 });
    const terrain = card('Treacherous Terrain', '{6}{R}{G}', 'Sorcery', 'Treacherous Terrain deals damage to each opponent equal to the number of lands that player controls.');
    const hit = run({ cards: [terrain], you: { hand: [terrain.name], manaPool: '{C}{C}{C}{C}{C}{C}{R}{G}' }, opponent: { battlefield: ['Forest', 'Forest', 'Island'] }, actions: [{ do: 'cast', card: terrain.name }, { do: 'resolve' }] });
    expect(hit.opponent.life).toBe(17);
  });

  it('"search your library for a basic land card or a Desert card" finds either (Shefet Monitor)', () => {
    const monitor = card('Shefet Monitor', '{6}{G}', 'Creature — Lizard', 'Cycling {3}{G}\nWhen you cycle Shefet Monitor, you may search your library for a basic land card or a Desert card, put it onto the battlefield, then shuffle.', '6', '5');
    expect(statuses(monitor)).toEqual(['enforced', 'enforced']);
    const desert = card('Desert of the Fervent', '', 'Land — Desert', '{T}: Add {R}.');
    const out = run({ cards: [monitor, desert], you: { hand: [monitor.name], library: [desert.name], battlefield: ['Forest', 'Forest', 'Forest', 'Forest'] }, actions: [{ do: 'activate', card: monitor.name, ability: 'cycling' }, { do: 'resolve', choice: true }, { do: 'resolve' }] });
    expect(out.you.battlefield.map((entry) => entry.card)).toContain(desert.name);
  });
});

describe('statics that would depend on themselves (CR 613.8)', () => {
  it('an anthem filtered by the power it changes stays text, and the game goes on', () => {
    const small = card('Small Lord', '{W}', 'Enchantment', 'Creatures you control with power 2 or less get +1/+1.');
    const counted = card('Counting Aura', '{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/+1 for each creature you control with power 2 or less.');
    expect(statuses(small)).toEqual(['text']);
    expect(statuses(counted)).toEqual(['enforced', 'text']);
    const out = run({ cards: [small, counted, BEARS], you: { battlefield: [small.name, BEARS.name, { card: counted.name, attachedTo: 1 }] } });
    expect(out.you.battlefield[1]).toMatchObject({ card: BEARS.name, power: 2, toughness: 2 });
  });
});
