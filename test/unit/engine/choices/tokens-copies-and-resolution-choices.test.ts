// Round 3, choices: tokens with quoted abilities, choices made on resolution, copies, and the
// one-sentence verbs (docs/rules-choices.md).
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition, run } from '../helpers.ts';

const c = (name: string, type_line: string, oracle_text: string, mana_cost = '', power?: string, toughness?: string): CardDefinition => definition(name, mana_cost, type_line, oracle_text, power, toughness);
const statuses = (card: CardDefinition): string[] => compileCard({ ...card, layout: 'normal' } as never).lines.map((line: { status: string }) => line.status);

const SCION = c('Scion Maker', 'Sorcery', 'Create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice this creature: Add {C}."', '{B}');
const SPAWN = c('Spawn Maker', 'Sorcery', 'Create two 0/1 colorless Eldrazi Spawn creature tokens. They have "Sacrifice this creature: Add {C}."', '{G}');
const TREASURE = c('Treasure Maker', 'Sorcery', 'Create a colorless Treasure artifact token with "{T}, Sacrifice this artifact: Add one mana of any color."', '{R}');
const WRONG_QUOTE = c('Odd Maker', 'Sorcery', 'Create a 1/1 colorless Eldrazi Scion creature token. It has "Whenever this creature frobnicates, draw a card."', '{B}');

describe('tokens with quoted abilities (CR 111.4, 113.10)', () => {
  it('reads the Scion and Spawn sentences and the full Treasure form whole; an unreadable quote stays partial', () => {
    expect(statuses(SCION)).toEqual(['enforced']);
    expect(statuses(SPAWN)).toEqual(['enforced']);
    expect(statuses(TREASURE)).toEqual(['enforced']);
    expect(statuses(WRONG_QUOTE)).toEqual(['partial']);
  });

  it('CR 111.4: the Scion token has "Sacrifice this creature: Add {C}." and its controller can use it', () => {
    const out = run({ cards: [SCION], phase: 'main1', you: { battlefield: ['Swamp'], hand: [SCION.name] }, actions: [{ do: 'cast', card: SCION.name }, { do: 'resolve' }, { do: 'activate', card: 'Eldrazi Scion', ability: 0 }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.battlefield.map((entry) => entry.card)).toEqual(['Swamp']);
    expect(out.you.manaPool).toBe('{C}');
  });

  it('CR 111.4: "They have" gives the ability to every token the sentence before created', () => {
    const out = run({ cards: [SPAWN], phase: 'main1', you: { battlefield: ['Forest'], hand: [SPAWN.name] }, actions: [{ do: 'cast', card: SPAWN.name }, { do: 'resolve' }, { do: 'activate', card: 'Eldrazi Spawn', ability: 0 }, { do: 'activate', card: 'Eldrazi Spawn', ability: 0 }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.manaPool).toBe('{C}{C}');
  });

  it('the full Treasure form makes a Treasure that sacrifices for one mana of any color', () => {
    const out = run({ cards: [TREASURE], phase: 'main1', you: { battlefield: ['Mountain'], hand: [TREASURE.name] }, actions: [{ do: 'cast', card: TREASURE.name }, { do: 'resolve' }, { do: 'activate', card: 'Treasure', ability: 0, color: 'U' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.manaPool).toBe('{U}');
    expect(out.you.battlefield.map((entry) => entry.card)).toEqual(['Mountain']);
  });
});

const BEACON = c('Beacon Jr', 'Sorcery', 'You gain 2 life. Shuffle Beacon Jr into its owner\'s library.', '{W}');
const WAYWARD = c('Wayward Jr', 'Creature — Spirit', '{U}: Put Wayward Jr on top of its owner\'s library.', '{U}', '2', '2');
const CRYPT = c('Crypt Jr', 'Artifact', '{T}, Sacrifice Crypt Jr: Exile all cards from target player\'s graveyard.');
const REVEALER = c('Revealer Jr', 'Sorcery', 'Discard your hand, then draw two cards.', '{R}');
const WHEEL = c('Wheel Jr', 'Sorcery', 'Each player discards their hand, then draws seven cards.', '{R}');
const TWISTER = c('Twister Jr', 'Sorcery', 'Each player shuffles their hand and graveyard into their library, then draws seven cards.', '{U}');
const BEAR = c('Plain Bear', 'Creature — Bear', '', '{1}{G}', '2', '2');
const library = (count: number): string[] => Array.from({ length: count }, () => 'Island');

describe('one-sentence verbs', () => {
  it('reads each sentence whole', () => {
    for (const card of [BEACON, WAYWARD, CRYPT, REVEALER, WHEEL, TWISTER]) expect(statuses(card)).toEqual(['enforced']);
  });

  it('CR 701.20a, 608.2n: "Shuffle ~ into its owner\'s library": the resolving spell goes into the library, not the graveyard', () => {
    const out = run({ cards: [BEACON], phase: 'main1', you: { battlefield: ['Plains'], hand: [BEACON.name], library: ['Island', 'Island'] }, actions: [{ do: 'cast', card: BEACON.name }, { do: 'resolve' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.life).toBe(22);
    expect(out.you.graveyard).toEqual([]);
    expect(out.you.library.filter((name) => name === BEACON.name)).toHaveLength(1);
    expect(out.you.library).toHaveLength(3);
  });

  it('"Put ~ on top of its owner\'s library": the permanent becomes the top card', () => {
    const out = run({ cards: [WAYWARD], phase: 'main1', you: { battlefield: [WAYWARD.name, 'Island'], library: ['Swamp'] }, actions: [{ do: 'activate', card: WAYWARD.name, ability: 0 }, { do: 'resolve' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.library).toEqual([WAYWARD.name, 'Swamp']);
  });

  it('"Exile all cards from target player\'s graveyard" exiles that graveyard only', () => {
    const out = run({ cards: [CRYPT, BEAR], phase: 'main1', you: { battlefield: [CRYPT.name], graveyard: ['Island'] }, opponent: { graveyard: [BEAR.name, 'Swamp'] }, actions: [{ do: 'activate', card: CRYPT.name, ability: 0, targets: ['opponent'] }, { do: 'resolve' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.opponent.graveyard).toEqual([]);
    expect(out.you.graveyard).toEqual(['Island', CRYPT.name]);
  });

  it('CR 701.8a: "Discard your hand, then draw two cards"', () => {
    const out = run({ cards: [REVEALER, BEAR], phase: 'main1', you: { battlefield: ['Mountain'], hand: [REVEALER.name, BEAR.name, 'Swamp'], library: ['Forest', 'Plains', 'Island'] }, actions: [{ do: 'cast', card: REVEALER.name }, { do: 'resolve' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect([...out.you.hand].sort()).toEqual(['Forest', 'Plains']);
    expect(out.you.graveyard).toEqual(expect.arrayContaining([BEAR.name, 'Swamp', REVEALER.name]));
  });

  it('a wheel: each player discards their hand, then each player draws seven', () => {
    const out = run({ cards: [WHEEL, BEAR], phase: 'main1', you: { battlefield: ['Mountain'], hand: [WHEEL.name, BEAR.name], library: library(8) }, opponent: { hand: ['Swamp', 'Swamp'], library: library(9) }, actions: [{ do: 'cast', card: WHEEL.name }, { do: 'resolve' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.hand).toHaveLength(7);
    expect(out.you.library).toHaveLength(1);
    expect(out.opponent.library).toHaveLength(2);
    expect(out.opponent.graveyard).toEqual(['Swamp', 'Swamp']);
  });

  it('Timetwister: hands and graveyards are shuffled into the libraries, then each player draws seven', () => {
    const out = run({ cards: [TWISTER, BEAR], phase: 'main1', you: { battlefield: ['Island'], hand: [TWISTER.name, BEAR.name], graveyard: ['Forest'], library: library(5) }, opponent: { graveyard: ['Swamp'], library: library(6) }, actions: [{ do: 'cast', card: TWISTER.name }, { do: 'resolve' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.hand).toHaveLength(7);
    expect(out.you.library).toHaveLength(0);
    expect([...out.you.hand, ...out.you.library]).toEqual(expect.arrayContaining([BEAR.name, 'Forest']));
    expect(out.you.graveyard).toEqual([TWISTER.name]);
    expect(out.opponent.graveyard).toEqual([]);
    expect(out.opponent.library).toHaveLength(0);
  });
});

const FORTUNE = c('Fortune Jr', 'Instant', 'Take an extra turn after this one. At the beginning of that turn\'s end step, you lose the game.', '{R}');
const WARP = c('Warp Jr', 'Sorcery', 'Target player takes an extra turn after this one.', '{U}');

describe('extra turns (CR 500.7)', () => {
  it('reads "Take an extra turn after this one" and Final Fortune\'s two sentences as one effect', () => {
    expect(statuses(FORTUNE)).toEqual(['enforced']);
    expect(statuses(WARP)).toEqual(['enforced']);
  });

  it('CR 500.7: the next turn is an extra turn (event extraTurn); the one after it is not', () => {
    const out = run({ cards: [WARP], phase: 'main1', you: { battlefield: ['Island'], hand: [WARP.name], library: library(4) }, actions: [{ do: 'cast', card: WARP.name, targets: ['you'] }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'next_turn' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.events.filter((event) => event.type === ('extraTurn' as never))).toEqual([{ type: 'extraTurn', turn: 2 }]);
  });

  it('CR 104.3c: Final Fortune\'s player loses at the beginning of the extra turn\'s end step, not this one\'s', () => {
    const setup = { cards: [FORTUNE], phase: 'main1', you: { battlefield: ['Mountain'], hand: [FORTUNE.name], library: library(4) } };
    const thisTurn = run({ ...setup, actions: [{ do: 'cast', card: FORTUNE.name }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }] });
    expect(thisTurn.phase).toBe('end');
    expect(thisTurn.gameOver).toBeUndefined();
    const out = run({ ...setup, actions: [{ do: 'cast', card: FORTUNE.name }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' }] });
    expect(out.gameOver).toEqual({ loser: 'you', reason: 'lost at the end of the extra turn' });
  });
});

const SPROUT = c('Sprout Jr', 'Sorcery', 'Create a 2/2 green Wolf creature token, then populate.', '{G}');
const POPULATE = c('Populate Jr', 'Sorcery', 'Populate.', '{G}');
const COPIER = c('Copier Jr', 'Creature — Shapeshifter', '{1}: Create a token that\'s a copy of Copier Jr.', '{1}{U}', '1', '3');
const STONE = c('Stone Jr', 'Creature — Gargoyle', 'When Stone Jr enters the battlefield, return a creature you control to its owner\'s hand.', '{W}', '3', '2');

describe('populate, token copies, "return a creature you control"', () => {
  it('reads each whole', () => {
    for (const card of [SPROUT, POPULATE, COPIER, STONE]) expect(statuses(card)).toEqual(['enforced']);
  });

  it('CR 701.30a: populate copies a creature token you control', () => {
    const out = run({ cards: [SPROUT], phase: 'main1', you: { battlefield: ['Forest'], hand: [SPROUT.name] }, actions: [{ do: 'cast', card: SPROUT.name }, { do: 'resolve' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.battlefield.filter((entry) => entry.card === 'Wolf').map((entry) => entry.power)).toEqual([2, 2]);
  });

  it('CR 701.30b: with no creature token, populate does nothing; a nontoken creature is not copied', () => {
    const out = run({ cards: [POPULATE, BEAR], phase: 'main1', you: { battlefield: ['Forest', BEAR.name], hand: [POPULATE.name] }, actions: [{ do: 'cast', card: POPULATE.name }, { do: 'resolve' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.battlefield.map((entry) => entry.card)).toEqual(['Forest', BEAR.name]);
  });

  it('CR 701.30a: the choice names the token to copy; a card that is not a creature token you control is rejected', () => {
    const setup = { cards: [SPROUT, POPULATE], phase: 'main1', you: { battlefield: ['Forest', 'Forest'], hand: [SPROUT.name, POPULATE.name] } };
    const bad = run({ ...setup, actions: [{ do: 'cast', card: SPROUT.name }, { do: 'resolve' }, { do: 'cast', card: POPULATE.name }, { do: 'resolve', choice: 'Forest' }] });
    expect(bad.ok).toBe(false);
    expect(bad.error?.message).toContain('"Forest" is not a creature token you control');
    const good = run({ ...setup, actions: [{ do: 'cast', card: SPROUT.name }, { do: 'resolve' }, { do: 'cast', card: POPULATE.name }, { do: 'resolve', choice: 'Wolf' }] });
    expect(good.you.battlefield.filter((entry) => entry.card === 'Wolf')).toHaveLength(3);
  });

  it('CR 707.2: "Create a token that\'s a copy of ~" copies the card (with its ability)', () => {
    const out = run({ cards: [COPIER], phase: 'main1', you: { battlefield: [COPIER.name, 'Island', 'Island'] }, actions: [{ do: 'activate', card: COPIER.name, ability: 0 }, { do: 'resolve' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.battlefield.filter((entry) => entry.card === COPIER.name).map((entry) => entry.toughness)).toEqual([3, 3]);
  });

  it('CR 608.2d: "return a creature you control" is chosen on resolution; by default another creature, the named one when chosen', () => {
    const setup = { cards: [STONE, BEAR], phase: 'main1', you: { battlefield: ['Plains', BEAR.name], hand: [STONE.name] } };
    const byDefault = run({ ...setup, actions: [{ do: 'cast', card: STONE.name }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(byDefault.error?.message ?? 'ok').toBe('ok');
    expect(byDefault.you.hand).toEqual([BEAR.name]);
    const itself = run({ ...setup, actions: [{ do: 'cast', card: STONE.name }, { do: 'resolve' }, { do: 'resolve', choice: STONE.name }] });
    expect(itself.you.hand).toEqual([STONE.name]);
    const land = run({ ...setup, actions: [{ do: 'cast', card: STONE.name }, { do: 'resolve' }, { do: 'resolve', choice: 'Plains' }] });
    expect(land.ok).toBe(false);
  });
});

const WARD = c('Ward Jr', 'Instant', 'Target creature you control gains protection from the color of your choice until end of turn.', '{W}');
const SELF_WARD = c('Knight Jr', 'Creature — Knight', '{W}: Knight Jr gains protection from the color of your choice until end of turn.', '{W}{W}', '2', '2');
const SHOCK = c('Shock Jr', 'Instant', 'Shock Jr deals 2 damage to target creature.', '{R}');
const DOOM = c('Doom Jr', 'Instant', 'Destroy target creature.', '{B}');
const RED_GOBLIN = c('Red Goblin', 'Creature — Goblin', '', '{R}', '1', '1');

describe('protection from the color of your choice (CR 702.16)', () => {
  it('reads the sentence whole, for a target and for ~', () => {
    expect(statuses(WARD)).toEqual(['enforced']);
    expect(statuses(SELF_WARD)).toEqual(['enforced']);
  });

  it('CR 702.16b: the colour chosen on resolution: a red spell can\'t target the creature, a black one still can', () => {
    const setup = { cards: [WARD, SHOCK, DOOM, BEAR], phase: 'main1', you: { battlefield: ['Plains', 'Mountain', 'Swamp', BEAR.name], hand: [WARD.name, SHOCK.name, DOOM.name] } };
    const protectedOut = run({ ...setup, actions: [{ do: 'cast', card: WARD.name, targets: [BEAR.name] }, { do: 'resolve', choice: 'red' }, { do: 'cast', card: SHOCK.name, targets: [BEAR.name] }] });
    expect(protectedOut.ok).toBe(false);
    const black = run({ ...setup, actions: [{ do: 'cast', card: WARD.name, targets: [BEAR.name] }, { do: 'resolve', choice: 'R' }, { do: 'cast', card: DOOM.name, targets: [BEAR.name] }, { do: 'resolve' }] });
    expect(black.error?.message ?? 'ok').toBe('ok');
    expect(black.you.graveyard).toContain(BEAR.name);
  });

  it('an answer that is not a colour is rejected and changes nothing', () => {
    const out = run({ cards: [WARD, BEAR], phase: 'main1', you: { battlefield: ['Plains', BEAR.name], hand: [WARD.name] }, actions: [{ do: 'cast', card: WARD.name, targets: [BEAR.name] }, { do: 'resolve', choice: 'purple' }] });
    expect(out.ok).toBe(false);
    expect(out.stack).toHaveLength(1);
  });

  it('by default, the colour most common among the opponent\'s permanents; CR 514.2: it ends at cleanup', () => {
    const setup = { cards: [SELF_WARD, SHOCK, RED_GOBLIN], phase: 'main1', you: { battlefield: ['Plains', 'Mountain', SELF_WARD.name], hand: [SHOCK.name], library: library(3) }, opponent: { battlefield: [RED_GOBLIN.name] } };
    const out = run({ ...setup, actions: [{ do: 'activate', card: SELF_WARD.name, ability: 0 }, { do: 'resolve' }, { do: 'cast', card: SHOCK.name, targets: [SELF_WARD.name] }] });
    expect(out.ok).toBe(false);
    const later = run({ ...setup, actions: [{ do: 'activate', card: SELF_WARD.name, ability: 0 }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'next_phase' }, { do: 'next_phase' }, { do: 'cast', card: SHOCK.name, targets: [SELF_WARD.name] }, { do: 'resolve' }] });
    expect(later.error?.message ?? 'ok').toBe('ok');
    expect(later.you.graveyard).toContain(SELF_WARD.name);
  });
});

const RESEARCH = c('Research Jr', 'Sorcery', 'Draw a card. Clash with an opponent. If you win, return Research Jr to its owner\'s hand.', '{G}');
const BOGGART = c('Boggart Jr', 'Creature — Goblin', 'When Boggart Jr enters the battlefield, clash with an opponent. If you win, put a +1/+1 counter on Boggart Jr.', '{B}', '2', '2');
const TEETH = c('Teeth Jr', 'Sorcery', 'Clash with an opponent. If you win, you gain 4 life. Otherwise, you gain 1 life.', '{B}');
const GIANT = c('Big Giant', 'Creature — Giant', '', '{5}{R}', '5', '5');

describe('clash (CR 701.23)', () => {
  it('reads "Clash with an opponent. If you win, … Otherwise, …" as one effect', () => {
    for (const card of [RESEARCH, BOGGART, TEETH]) expect(statuses(card)).toEqual(['enforced']);
  });

  it('CR 701.23b: a higher mana value wins; the spell returns to its owner\'s hand', () => {
    const out = run({ cards: [RESEARCH, GIANT], phase: 'main1', you: { battlefield: ['Forest'], hand: [RESEARCH.name], library: ['Island', GIANT.name] }, opponent: { library: ['Swamp'] }, actions: [{ do: 'cast', card: RESEARCH.name }, { do: 'resolve' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.hand).toEqual(expect.arrayContaining([RESEARCH.name, 'Island']));
    expect(out.you.graveyard).toEqual([]);
    expect(out.you.library).toEqual([GIANT.name]);
  });

  it('CR 701.23b: an equal mana value loses ("Otherwise"); the choice true puts your card on the bottom', () => {
    const out = run({ cards: [TEETH], phase: 'main1', you: { battlefield: ['Swamp'], hand: [TEETH.name], library: ['Island', 'Forest'] }, opponent: { library: ['Swamp'] }, actions: [{ do: 'cast', card: TEETH.name }, { do: 'resolve', choice: true }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.life).toBe(21);
    expect(out.you.library).toEqual(['Forest', 'Island']);
    expect(out.events.filter((event) => event.type === 'revealed').map((event) => (event as { card: string }).card)).toEqual(['Island', 'Swamp']);
  });

  it('an enters trigger that clashes: the counter only when you win', () => {
    const win = run({ cards: [BOGGART, GIANT], phase: 'main1', you: { battlefield: ['Swamp'], hand: [BOGGART.name], library: [GIANT.name] }, opponent: { library: ['Swamp'] }, actions: [{ do: 'cast', card: BOGGART.name }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(win.you.battlefield.find((entry) => entry.card === BOGGART.name)?.power).toBe(3);
    const lose = run({ cards: [BOGGART, GIANT], phase: 'main1', you: { battlefield: ['Swamp'], hand: [BOGGART.name], library: ['Island'] }, opponent: { library: [GIANT.name] }, actions: [{ do: 'cast', card: BOGGART.name }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(lose.you.battlefield.find((entry) => entry.card === BOGGART.name)?.power).toBe(2);
  });
});

const TWINCAST = c('Twincast Jr', 'Instant', 'Copy target instant or sorcery spell. You may choose new targets for the copy.', '{U}');
const LAVA = c('Lava Jr', 'Instant', 'Lava Jr deals 3 damage to any target.', '{R}');

describe('copying a spell (CR 707.10)', () => {
  it('reads the two sentences as one effect', () => {
    expect(statuses(TWINCAST)).toEqual(['enforced']);
  });

  it('CR 707.10: the copy resolves first with the same target; the copy ceases to exist, the card goes to the graveyard once', () => {
    const out = run({ cards: [TWINCAST, LAVA], phase: 'main1', you: { battlefield: ['Mountain', 'Island'], hand: [LAVA.name, TWINCAST.name] }, actions: [{ do: 'cast', card: LAVA.name, targets: ['opponent'] }, { do: 'cast', card: TWINCAST.name, targets: [{ stack: 0 }] }, { do: 'resolve' }, { do: 'resolve' }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.opponent.life).toBe(17);
    expect(out.stack).toHaveLength(1);
    const all = run({ cards: [TWINCAST, LAVA], phase: 'main1', you: { battlefield: ['Mountain', 'Island'], hand: [LAVA.name, TWINCAST.name] }, actions: [{ do: 'cast', card: LAVA.name, targets: ['opponent'] }, { do: 'cast', card: TWINCAST.name, targets: [{ stack: 0 }] }, { do: 'resolve_all' }] });
    expect(all.opponent.life).toBe(14);
    expect([...all.you.graveyard].sort()).toEqual([LAVA.name, TWINCAST.name]);
  });
});

const ATOLL = c('Atoll Jr', 'Land', 'When Atoll Jr enters the battlefield, sacrifice it unless you return an untapped Island you control to its owner\'s hand.');
const BRAVE = c('Brave Jr', 'Instant', 'Choose a color. White creatures you control gain protection from the chosen color until end of turn.', '{W}');
const KNIGHT = c('White Knight Jr', 'Creature — Knight', '', '{W}{W}', '2', '2');

describe('"sacrifice it unless you return … you control to its owner\'s hand" (CR 118.12)', () => {
  it('reads whole', () => {
    expect(statuses(ATOLL)).toEqual(['enforced']);
  });

  it('by default returns an untapped Island and keeps the land; with none to return, the land is sacrificed; false declines', () => {
    const withIsland = run({ cards: [ATOLL], phase: 'main1', you: { battlefield: ['Island'], hand: [ATOLL.name] }, actions: [{ do: 'play_land', card: ATOLL.name }, { do: 'resolve' }] });
    expect(withIsland.error?.message ?? 'ok').toBe('ok');
    expect(withIsland.you.hand).toEqual(['Island']);
    expect(withIsland.you.battlefield.map((entry) => entry.card)).toEqual([ATOLL.name]);
    const tapped = run({ cards: [ATOLL], phase: 'main1', you: { battlefield: [{ card: 'Island', tapped: true }], hand: [ATOLL.name] }, actions: [{ do: 'play_land', card: ATOLL.name }, { do: 'resolve' }] });
    expect(tapped.you.graveyard).toEqual([ATOLL.name]);
    const declined = run({ cards: [ATOLL], phase: 'main1', you: { battlefield: ['Island'], hand: [ATOLL.name] }, actions: [{ do: 'play_land', card: ATOLL.name }, { do: 'resolve', choice: false }] });
    expect(declined.you.graveyard).toEqual([ATOLL.name]);
    expect(declined.you.battlefield.map((entry) => entry.card)).toEqual(['Island']);
  });
});

describe('"Choose a color. … gain protection from the chosen color until end of turn." (CR 702.16)', () => {
  it('reads whole and protects each matching creature from the chosen colour', () => {
    expect(statuses(BRAVE)).toEqual(['enforced']);
    const out = run({ cards: [BRAVE, KNIGHT, SHOCK], phase: 'main1', you: { battlefield: ['Plains', 'Mountain', KNIGHT.name], hand: [BRAVE.name, SHOCK.name] }, actions: [{ do: 'cast', card: BRAVE.name }, { do: 'resolve', choice: 'R' }, { do: 'cast', card: SHOCK.name, targets: [KNIGHT.name] }] });
    expect(out.ok).toBe(false);
  });
});

const GRAIL = c('Grail Jr', 'Artifact', 'As Grail Jr enters the battlefield, choose a color.\n{T}: Add one mana of the chosen color.', '{3}');

describe('"Add one mana of the chosen color." (CR 614.12, 106.4)', () => {
  it('reads whole', () => {
    expect(statuses(GRAIL)).toEqual(['enforced', 'enforced']);
  });

  it('adds the colour chosen as it entered, and no other', () => {
    const setup = { cards: [GRAIL], phase: 'main1', you: { battlefield: ['Wastes', 'Wastes', 'Wastes'], hand: [GRAIL.name] } };
    const out = run({ ...setup, actions: [{ do: 'cast', card: GRAIL.name }, { do: 'resolve', choice: 'green' }, { do: 'activate', card: GRAIL.name, ability: 0 }] });
    expect(out.error?.message ?? 'ok').toBe('ok');
    expect(out.you.manaPool).toBe('{G}');
    const wrong = run({ ...setup, actions: [{ do: 'cast', card: GRAIL.name }, { do: 'resolve', choice: 'G' }, { do: 'activate', card: GRAIL.name, ability: 0, color: 'U' }] });
    expect(wrong.ok).toBe(false);
  });
});

const ARREST = c('Arrest Jr', 'Sorcery', 'Detain target creature an opponent controls.', '{W}');
const HOLD = c('Hold Jr', 'Instant', 'Detain target creature.', '{W}');
const THREATEN = c('Threaten Jr', 'Sorcery', 'Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.', '{R}');
const PUMPER = c('Pumper Jr', 'Creature — Beast', '{0}: Pumper Jr gets +1/+1 until end of turn.', '{G}', '2', '2');

describe('detain (CR 701.28a)', () => {
  it('reads whole', () => {
    expect(statuses(ARREST)).toEqual(['enforced']);
  });

  it('CR 701.28a: a detained creature taken with Threaten can\'t attack, and its activated abilities can\'t be activated', () => {
    const setup = { cards: [ARREST, THREATEN, PUMPER], phase: 'main1', you: { battlefield: ['Plains', 'Mountain'], hand: [ARREST.name, THREATEN.name] }, opponent: { battlefield: [PUMPER.name] } };
    const steal = [{ do: 'cast', card: THREATEN.name, targets: [PUMPER.name] }, { do: 'resolve' }];
    const free = run({ ...setup, actions: [...steal, { do: 'activate', card: PUMPER.name, ability: 0 }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'attack', attackers: [PUMPER.name] }] });
    expect(free.error?.message ?? 'ok').toBe('ok');
    const detained = [{ do: 'cast', card: ARREST.name, targets: [PUMPER.name] }, { do: 'resolve' }, ...steal];
    const attack = run({ ...setup, actions: [...detained, { do: 'next_phase' }, { do: 'attack', attackers: [PUMPER.name] }] });
    expect(attack.ok).toBe(false);
    const activate = run({ ...setup, actions: [...detained, { do: 'activate', card: PUMPER.name, ability: 0 }] });
    expect(activate.ok).toBe(false);
  });

  it('CR 701.28a: "until your next turn": the creature can attack on your next turn', () => {
    const setup = { cards: [HOLD, BEAR], phase: 'main1', you: { battlefield: ['Plains', BEAR.name], hand: [HOLD.name], library: library(3) } };
    const now = run({ ...setup, actions: [{ do: 'cast', card: HOLD.name, targets: [BEAR.name] }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'attack', attackers: [BEAR.name] }] });
    expect(now.ok).toBe(false);
    const later = run({ ...setup, actions: [{ do: 'cast', card: HOLD.name, targets: [BEAR.name] }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'next_phase' }, { do: 'attack', attackers: [BEAR.name] }] });
    expect(later.error?.message ?? 'ok').toBe('ok');
    expect(later.opponent.life).toBe(18);
  });
});
