// Upkeep, untap and time-counter keywords, special mana abilities and levelers
// (docs/rules-upkeep.md): each test plays the card through the engine and checks the state.
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard, newGame } from '../../../../app/engine/index.ts';
import { definition as c, eventsOf, run } from '../helpers.ts';

/** A library of basic Wastes to build a game around the card under test. */
const wastes = (count: number): CardDefinition[] => Array.from({ length: count }, () => c('Wastes', '', 'Basic Land', '{T}: Add {C}.'));

const REMORA = c('Mystic Remora', '{U}', 'Enchantment', 'Cumulative upkeep {1} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)');
const LIFE_UPKEEP = c('Phyrexian Soulgorger Jr', '{3}', 'Artifact Creature — Construct', 'Cumulative upkeep—Pay 2 life.', '8', '8');
const ECHO = c('Avalanche Riders', '{3}{R}', 'Creature — Human Nomad', 'Haste\nEcho {3}{R}', '2', '2');
const FADING = c('Parallax Wave Jr', '{2}{W}', 'Enchantment', 'Fading 2');
const VANISHING = c('Aven Riftwatcher', '{2}{W}', 'Creature — Bird Rebel Soldier', 'Flying\nVanishing 2', '2', '3');
const RIFT_BOLT = c('Rift Bolt', '{2}{R}', 'Sorcery', 'Rift Bolt deals 3 damage to any target.\nSuspend 1—{R}');
const SUSPENDED_BEAR = c('Suspended Bear', '{4}{G}', 'Creature — Bear', 'Suspend 2—{G}', '4', '4');
const PAINLAND = c('Caves of Koilos', '', 'Land', '{T}: Add {C}.\n{T}: Add {W} or {B}. Caves of Koilos deals 1 damage to you.');
const KAROO_LIKE = c('Sleepy Spring', '', 'Land', "{T}: Add {C}.\n{T}: Add {U} or {R}. Sleepy Spring doesn't untap during your next untap step.");
const GLORY = c('Tiny Glory', '{W}', 'Instant', 'Target creature gets +1/+1 until end of turn.');
const STUDENT = c('Student of Warfare', '{W}', 'Creature — Human Knight', 'Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike', '1', '1');
const LEYLINE = c('Leyline of Sanctity', '{2}{W}{W}', 'Enchantment', 'If Leyline of Sanctity is in your opening hand, you may begin the game with it on the battlefield.\nYou have hexproof.');
const VAULT = c('Grim Vault', '{3}', 'Artifact', "Grim Vault doesn't untap during your untap step.\n{T}: Add {C}{C}{C}.");
const CHOOSER = c('Storage Cellar', '', 'Land', 'You may choose not to untap Storage Cellar during your untap step.\n{T}: Add {C}.');
const ENERGY = c('Servo Spark', '{1}{R}', 'Creature — Elemental', 'When Servo Spark enters the battlefield, you get {E}{E}.', '1', '1');
const SKIPPER = c('Necrodominance Jr', '{B}{B}{B}', 'Enchantment', 'Skip your draw step.\nYou have no maximum hand size.');
const CHECKLAND = c('Quiet Grove', '', 'Land', 'Quiet Grove enters the battlefield tapped unless you control two or fewer other lands.\n{T}: Add {G}.');
const SHOCKLAND = c('Temple Shock', '', 'Land — Forest Island', "As Temple Shock enters the battlefield, you may pay 2 life. If you don't, it enters the battlefield tapped.");
const ISLAND_FISH = c('Island Fish Jasconius', '{4}{U}{U}{U}', 'Creature — Fish', 'When you control no Islands, sacrifice Island Fish Jasconius.', '6', '8');

const THALLID = c('Thallid', '{G}', 'Creature — Fungus', 'At the beginning of your upkeep, put a spore counter on Thallid.\nRemove three spore counters from Thallid: Create a 1/1 green Saproling creature token.', '1', '1');
const STORAGE = c('Bottomless Vault', '', 'Land', 'Bottomless Vault enters the battlefield tapped.\nYou may choose not to untap Bottomless Vault during your untap step.\nAt the beginning of your upkeep, if Bottomless Vault is tapped, put a storage counter on it.\n{T}, Remove any number of storage counters from Bottomless Vault: Add {B} for each storage counter removed this way.');
const VIVID = c('Vivid Creek', '', 'Land', 'Vivid Creek enters the battlefield tapped with two charge counters on it.\n{T}: Add {U}.\n{T}, Remove a charge counter from Vivid Creek: Add one mana of any color.');

const CARDS = [THALLID, STORAGE, VIVID, REMORA, LIFE_UPKEEP, ECHO, FADING, VANISHING, RIFT_BOLT, SUSPENDED_BEAR, PAINLAND, KAROO_LIKE, GLORY, STUDENT, LEYLINE, VAULT, CHOOSER, ENERGY, SKIPPER, CHECKLAND, SHOCKLAND, ISLAND_FISH];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const upkeep = [{ do: 'next_phase' }, { do: 'next_phase' }]; // cleanup → untap → upkeep
const names = (list: { card: string }[]) => list.map((entry) => entry.card);

describe('cumulative upkeep (CR 702.24a)', () => {
  it('puts an age counter each upkeep and pays once per counter; when it can no longer pay, it is sacrificed', () => {
    const out = scenario({
      phase: 'cleanup',
      you: { battlefield: ['Mystic Remora', 'Island', 'Island'] },
      actions: [...upkeep, { do: 'resolve' }, { do: 'next_turn' }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    // Turn 2: 1 age counter, paid {1}. Turn 3: 2 age counters, {1}{1} — but the turn-3 untap
    // untapped both Islands, so it is paid again.
    const remora = out.you.battlefield.find((entry) => entry.card === 'Mystic Remora');
    expect(remora?.counters).toEqual({ age: 2 });
    expect(out.you.battlefield.filter((entry) => entry.card === 'Island').every((entry) => entry.tapped)).toBe(true);
    const third = scenario({
      phase: 'cleanup',
      you: { battlefield: [{ card: 'Mystic Remora', counters: { age: 2 } }, 'Island', 'Island'] },
      actions: [...upkeep, { do: 'resolve' }],
    });
    // Three counters now, two Islands: it can't be paid and is sacrificed.
    expect(names(third.you.battlefield)).toEqual(['Island', 'Island']);
    expect(third.you.graveyard).toEqual(['Mystic Remora']);
  });

  it('the player may decline to pay: the permanent is sacrificed; paying what can\'t be paid is refused', () => {
    const declined = scenario({ phase: 'cleanup', you: { battlefield: ['Mystic Remora', 'Island'] }, actions: [...upkeep, { do: 'resolve', choice: false }] });
    expect(declined.you.graveyard).toEqual(['Mystic Remora']);
    expect(declined.you.battlefield[0]).toMatchObject({ card: 'Island', tapped: false });
    const refused = scenario({ phase: 'cleanup', you: { battlefield: ['Mystic Remora'] }, actions: [...upkeep, { do: 'resolve', choice: true }] });
    expect(refused.ok).toBe(false);
    expect(refused.error?.message).toMatch(/can't pay \{1\}/);
  });

  it('"Cumulative upkeep {R} or {G}": either colour for each age counter', () => {
    const card = c('Braided Upkeep', '{1}{R}', 'Enchantment', 'Cumulative upkeep {R} or {G}');
    const out = run({ cards: [card], phase: 'cleanup', you: { battlefield: [{ card: 'Braided Upkeep', counters: { age: 1 } }, 'Mountain', 'Forest'] }, actions: [...upkeep, { do: 'resolve' }] });
    expect(out.you.battlefield.map((entry) => entry.tapped)).toEqual([false, true, true]);
  });

  it('"Cumulative upkeep—Pay 2 life." pays 2 life per age counter', () => {
    const out = scenario({ phase: 'cleanup', you: { battlefield: [{ card: 'Phyrexian Soulgorger Jr', counters: { age: 1 } }] }, actions: [...upkeep, { do: 'resolve' }] });
    expect(out.you.life).toBe(16);
    expect(out.you.battlefield[0]?.counters).toEqual({ age: 2 });
  });
});

describe('echo (CR 702.30a)', () => {
  it('asks for the echo cost at the first upkeep after it came under your control, and never again', () => {
    const out = scenario({
      turn: 1,
      you: { hand: ['Avalanche Riders'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] },
      actions: [{ do: 'cast', card: 'Avalanche Riders' }, { do: 'resolve' }, { do: 'next_turn' }],
    });
    expect(out.stack.map((entry) => entry.text)).toEqual(['Sacrifice Avalanche Riders unless you pay {3}{R}.']);
    const paid = scenario({
      turn: 1,
      you: { hand: ['Avalanche Riders'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] },
      actions: [{ do: 'cast', card: 'Avalanche Riders' }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'resolve' }, { do: 'next_turn' }],
    });
    expect(paid.stack).toEqual([]);
    expect(names(paid.you.battlefield)).toContain('Avalanche Riders');
    const unpaid = scenario({
      turn: 1,
      you: { hand: ['Avalanche Riders'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] },
      actions: [{ do: 'cast', card: 'Avalanche Riders' }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'resolve', choice: false }],
    });
    expect(unpaid.you.graveyard).toEqual(['Avalanche Riders']);
  });
});

describe('fading and vanishing', () => {
  it('CR 702.32a: fading enters with N fade counters, loses one each upkeep, and is sacrificed when it can\'t', () => {
    const out = scenario({ turn: 1, you: { hand: ['Parallax Wave Jr'], battlefield: ['Plains', 'Plains', 'Plains'] }, actions: [{ do: 'cast', card: 'Parallax Wave Jr' }, { do: 'resolve' }] });
    expect(out.you.battlefield.find((entry) => entry.card === 'Parallax Wave Jr')?.counters).toEqual({ fade: 2 });
    const end = scenario({
      phase: 'cleanup',
      you: { battlefield: [{ card: 'Parallax Wave Jr', counters: { fade: 1 } }] },
      actions: [...upkeep, { do: 'resolve' }, { do: 'next_turn' }, { do: 'resolve' }],
    });
    expect(end.you.graveyard).toEqual(['Parallax Wave Jr']);
  });

  it('CR 702.63a: vanishing removes a time counter each upkeep; when the last is removed, it is sacrificed', () => {
    const out = scenario({
      phase: 'cleanup',
      you: { battlefield: [{ card: 'Aven Riftwatcher', counters: { time: 2 } }] },
      actions: [...upkeep, { do: 'resolve' }, { do: 'next_turn' }, { do: 'resolve' }],
    });
    expect(out.stack.map((entry) => entry.text)).toEqual(['Sacrifice Aven Riftwatcher.']);
    const done = scenario({
      phase: 'cleanup',
      you: { battlefield: [{ card: 'Aven Riftwatcher', counters: { time: 1 } }] },
      actions: [...upkeep, { do: 'resolve_all' }],
    });
    expect(done.you.graveyard).toEqual(['Aven Riftwatcher']);
  });
});

describe('suspend (CR 702.62a)', () => {
  it('exiles the card from hand with time counters (no stack); each upkeep removes one; the last one casts it without paying, with haste', () => {
    const out = scenario({
      turn: 1,
      you: { hand: ['Suspended Bear'], battlefield: ['Forest'] },
      actions: [{ do: 'activate', card: 'Suspended Bear', ability: 'suspend' }],
    });
    expect(out.ok).toBe(true);
    expect(out.stack).toEqual([]);
    expect(out.you.exile).toEqual(['Suspended Bear']);
    const later = scenario({
      turn: 1,
      you: { hand: ['Suspended Bear'], battlefield: ['Forest'] },
      actions: [
        { do: 'activate', card: 'Suspended Bear', ability: 'suspend' },
        { do: 'next_turn' }, { do: 'resolve' }, // 2 → 1
        { do: 'next_turn' }, { do: 'resolve' }, // 1 → 0: "when the last is removed"
        { do: 'resolve' }, // cast it: the spell goes on the stack
        { do: 'resolve' }, // the creature spell resolves
        { do: 'next_phase' }, { do: 'next_phase' }, { do: 'next_phase' },
        { do: 'attack', attackers: ['Suspended Bear'] },
      ],
    });
    expect(later.ok).toBe(true);
    expect(eventsOf(later, 'cast').map((event) => event.card)).toEqual(['Suspended Bear']);
    expect(later.opponent.life).toBe(16); // it attacked the turn it came in: haste
  });

  it('a suspended sorcery is cast and resolves when its last counter is removed; the player may decline', () => {
    const out = scenario({
      phase: 'cleanup',
      you: { exile: ['Rift Bolt'], battlefield: [] },
      actions: [...upkeep],
    });
    expect(out.stack).toEqual([]); // no time counter: not suspended, nothing triggers
    const bolt = scenario({
      turn: 1,
      you: { hand: ['Rift Bolt'], battlefield: ['Mountain'] },
      actions: [{ do: 'activate', card: 'Rift Bolt', ability: 'suspend' }, { do: 'next_turn' }, { do: 'resolve_all' }],
    });
    expect(bolt.opponent.life).toBe(17);
    expect(bolt.you.graveyard).toEqual(['Rift Bolt']);
    const declined = scenario({
      turn: 1,
      you: { hand: ['Rift Bolt'], battlefield: ['Mountain'] },
      actions: [{ do: 'activate', card: 'Rift Bolt', ability: 'suspend' }, { do: 'next_turn' }, { do: 'resolve' }, { do: 'resolve', choice: false }],
    });
    expect(declined.you.exile).toEqual(['Rift Bolt']);
    expect(declined.opponent.life).toBe(20);
  });
});

describe('special mana abilities (CR 605)', () => {
  it('a painland tapped by automatic payment for a colour deals 1 damage to you; for generic it makes {C} and deals none', () => {
    const coloured = scenario({ you: { hand: ['Tiny Glory'], battlefield: ['Caves of Koilos', 'Grizzly Bears'] }, cards: [...CARDS, c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2')], actions: [{ do: 'cast', card: 'Tiny Glory', targets: ['Grizzly Bears'] }] });
    expect(coloured.ok).toBe(true);
    expect(coloured.you.life).toBe(19);
    expect(eventsOf(coloured, 'damage')).toEqual([{ type: 'damage', source: 'Caves of Koilos', target: 'you', amount: 1 }]);
    const generic = scenario({ you: { hand: ['Grim Vault'], battlefield: ['Caves of Koilos', 'Plains', 'Plains'] }, actions: [{ do: 'cast', card: 'Grim Vault' }] });
    expect(generic.you.life).toBe(20);
  });

  it('tapping it by hand for a colour deals the damage too; "doesn\'t untap during your next untap step" keeps it tapped one untap step', () => {
    const out = scenario({ you: { battlefield: ['Caves of Koilos'] }, actions: [{ do: 'activate', card: 'Caves of Koilos', ability: 1, color: 'B' }] });
    expect(out.you.life).toBe(19);
    expect(out.you.manaPool).toBe('{B}');
    const sleepy = scenario({ you: { battlefield: ['Sleepy Spring'] }, actions: [{ do: 'activate', card: 'Sleepy Spring', ability: 1, color: 'U' }, { do: 'next_turn' }] });
    expect(sleepy.you.battlefield[0]?.tapped).toBe(true);
    const twice = scenario({ you: { battlefield: ['Sleepy Spring'] }, actions: [{ do: 'activate', card: 'Sleepy Spring', ability: 1, color: 'U' }, { do: 'next_turn' }, { do: 'next_turn' }] });
    expect(twice.you.battlefield[0]?.tapped).toBe(false);
  });
});

describe('untap step (CR 502.3)', () => {
  it('"~ doesn\'t untap during your untap step" stays tapped; "you may choose not to untap" untaps by default', () => {
    const out = scenario({ you: { battlefield: [{ card: 'Grim Vault', tapped: true }, { card: 'Storage Cellar', tapped: true }] }, actions: [{ do: 'next_turn' }] });
    expect(out.you.battlefield.map((entry) => entry.tapped)).toEqual([true, false]);
  });

  it('the table\'s choice keeps a "may choose not to untap" permanent tapped for the untap step', () => {
    const game = newGame({ deck: [CHOOSER, ...wastes(10)], seed: 1, openingHand: 0 });
    const library = game.state.players[0].library;
    const cellar = library.find((id) => game.state.objects[id]!.card.name === 'Storage Cellar')!;
    expect(game.perform({ do: 'move', card: cellar, to: 'battlefield' }).ok).toBe(true);
    game.perform({ do: 'activate', card: cellar, ability: 0 });
    expect(game.perform({ do: 'untap_choice', card: cellar, untap: false }).ok).toBe(true);
    game.perform({ do: 'next_turn' });
    expect(game.state.objects[cellar]!.tapped).toBe(true);
  });
});

describe('level up (CR 702.87a, 711)', () => {
  it('level counters change power, toughness and abilities by band; level up only as a sorcery', () => {
    const out = scenario({
      you: { battlefield: ['Student of Warfare', 'Plains', 'Plains'] },
      actions: [{ do: 'activate', card: 'Student of Warfare', ability: 'level up' }, { do: 'resolve' }],
    });
    expect(out.you.battlefield[0]).toMatchObject({ power: 1, toughness: 1, counters: { level: 1 } });
    const two = scenario({
      you: { battlefield: ['Student of Warfare', 'Plains', 'Plains'] },
      actions: [{ do: 'activate', card: 'Student of Warfare', ability: 'level up' }, { do: 'resolve' }, { do: 'activate', card: 'Student of Warfare', ability: 'level up' }, { do: 'resolve' }],
    });
    expect(two.you.battlefield[0]).toMatchObject({ power: 3, toughness: 3, counters: { level: 2 } });
    const seven = scenario({ you: { battlefield: [{ card: 'Student of Warfare', counters: { level: 7 } }] } });
    expect(seven.you.battlefield[0]).toMatchObject({ power: 4, toughness: 4 });
    const combat = scenario({ phase: 'combat', you: { battlefield: ['Student of Warfare', 'Plains'] }, actions: [{ do: 'activate', card: 'Student of Warfare', ability: 'level up' }] });
    expect(combat.ok).toBe(false);
  });

  it('CR 711.2b: a band\'s activated ability can be activated only at that band\'s levels', () => {
    const assassin = c('Guul Draz Assassin', '{B}', 'Creature — Vampire Assassin', 'Level up {1}{B}\nLEVEL 2-3\n2/2\n{B}, {T}: Target creature gets -2/-2 until end of turn.\nLEVEL 4+\n4/4\n{B}, {T}: Target creature gets -4/-4 until end of turn.', '1', '1');
    expect(compileCard(assassin).fullyEnforced).toBe(true);
    const bears = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
    const low = run({ cards: [assassin, bears], you: { battlefield: [{ card: 'Guul Draz Assassin', counters: { level: 1 } }, 'Swamp'] }, opponent: { battlefield: ['Grizzly Bears'] }, actions: [{ do: 'activate', card: 'Guul Draz Assassin', ability: 1 }] });
    expect(low.ok).toBe(false);
    expect(low.error?.message).toMatch(/only at level 2-3/);
    const high = run({ cards: [assassin, bears], you: { battlefield: [{ card: 'Guul Draz Assassin', counters: { level: 2 } }, 'Swamp'] }, opponent: { battlefield: ['Grizzly Bears'] }, actions: [{ do: 'activate', card: 'Guul Draz Assassin', ability: 1, targets: ['Grizzly Bears'] }, { do: 'resolve' }] });
    expect(high.ok).toBe(true);
    expect(high.opponent.graveyard).toEqual(['Grizzly Bears']);
  });

  it('the band lines are enforced: "LEVEL N-M", "N/N" and the band\'s keywords', () => {
    const compiled = compileCard(STUDENT);
    expect(compiled.fullyEnforced).toBe(true);
  });
});

describe('opening hand, draw step, hand size, lands entering', () => {
  it('CR 103.6: a Leyline in the opening hand begins the game on the battlefield (the simulator\'s default)', () => {
    const game = newGame({ deck: [LEYLINE, ...wastes(6)], seed: 3 });
    const you = game.state.players[0];
    expect(you.battlefield.map((id) => game.state.objects[id]!.card.name)).toEqual(['Leyline of Sanctity']);
    expect(you.hand).toHaveLength(6);
  });

  it('CR 103.6: with the mulligan open, keeping the hand puts the Leylines the player chose onto the battlefield', () => {
    const deck = [LEYLINE, ...wastes(6)];
    const kept = newGame({ deck, seed: 3, mulligan: true });
    expect(kept.perform({ do: 'keep' }).ok).toBe(true);
    expect(kept.state.players[0].battlefield).toHaveLength(1);
    const declined = newGame({ deck, seed: 3, mulligan: true });
    expect(declined.perform({ do: 'keep', leylines: [] }).ok).toBe(true);
    expect(declined.state.players[0].battlefield).toHaveLength(0);
  });

  it('CR 504: "Skip your draw step" draws nothing; CR 402.2: "no maximum hand size" discards nothing in cleanup', () => {
    const out = scenario({
      phase: 'main2',
      you: { battlefield: ['Necrodominance Jr'], hand: Array.from({ length: 9 }, () => 'Island'), library: ['Forest'] },
      actions: [{ do: 'next_turn' }],
    });
    expect(out.you.hand).toHaveLength(9);
    expect(out.you.library).toEqual(['Forest']);
    const anvil = c('Anvil Jr', '{2}', 'Artifact', 'Players have no maximum hand size.');
    const theirs = run({ cards: [anvil], phase: 'main2', you: { hand: Array.from({ length: 9 }, () => 'Island'), library: ['Forest'] }, opponent: { battlefield: ['Anvil Jr'] }, actions: [{ do: 'next_turn' }] });
    expect(theirs.you.hand).toHaveLength(10); // nothing discarded in cleanup, then the draw
  });

  it('CR 614.1c: "tapped unless you control two or fewer other lands"; "you may pay 2 life" (default: don\'t, it enters tapped)', () => {
    const early = scenario({ you: { hand: ['Quiet Grove'], battlefield: ['Forest', 'Forest'] }, actions: [{ do: 'play_land', card: 'Quiet Grove' }] });
    expect(early.you.battlefield[2]).toMatchObject({ card: 'Quiet Grove', tapped: false });
    const late = scenario({ you: { hand: ['Quiet Grove'], battlefield: ['Forest', 'Forest', 'Forest'] }, actions: [{ do: 'play_land', card: 'Quiet Grove' }] });
    expect(late.you.battlefield[3]).toMatchObject({ card: 'Quiet Grove', tapped: true });
    const shock = scenario({ you: { hand: ['Temple Shock'] }, actions: [{ do: 'play_land', card: 'Temple Shock' }] });
    expect(shock.you.battlefield[0]).toMatchObject({ tapped: true });
    expect(shock.you.life).toBe(20);
    const paid = scenario({ you: { hand: ['Temple Shock'] }, actions: [{ do: 'play_land', card: 'Temple Shock', payLife: true }] });
    expect(paid.you.battlefield[0]).toMatchObject({ tapped: false });
    expect(paid.you.life).toBe(18);
    const broke = scenario({ you: { life: 1, hand: ['Temple Shock'] }, actions: [{ do: 'play_land', card: 'Temple Shock', payLife: true }] });
    expect(broke.ok).toBe(false); // CR 119.4: you can't pay 2 life with 1
  });

  it('CR 603.8: "When you control no Islands, sacrifice ~" triggers once the last Island is gone', () => {
    const out = scenario({
      you: { battlefield: ['Island Fish Jasconius', 'Island'] },
      actions: [{ do: 'move', card: 'Island', to: 'graveyard' }, { do: 'resolve' }],
    });
    expect(out.you.graveyard).toContain('Island Fish Jasconius');
  });
});

describe('energy (CR 107.14)', () => {
  it('"you get {E}{E}" gives the player two energy counters', () => {
    const game = newGame({ deck: [ENERGY, ...Array.from({ length: 10 }, () => c('Mountain', '', 'Basic Land — Mountain', ''))], seed: 1, openingHand: 0 });
    const spark = game.state.players[0].library.find((id) => game.state.objects[id]!.card.name === 'Servo Spark')!;
    game.perform({ do: 'move', card: spark, to: 'hand' });
    game.state.players[0].pool[3] = 2;
    expect(game.perform({ do: 'cast', card: spark }).ok).toBe(true);
    game.perform({ do: 'resolve_all' });
    expect(game.state.players[0].energy).toBe(2);
  });

  it('"Pay {E}" is paid from the energy counters; without energy it is refused', () => {
    const hub = c('Aether Hub', '', 'Land', 'When Aether Hub enters the battlefield, you get {E}.\n{T}: Add {C}.\n{T}, Pay {E}: Add one mana of any color.');
    const out = run({ cards: [hub], you: { hand: ['Aether Hub'] }, actions: [{ do: 'play_land', card: 'Aether Hub' }, { do: 'resolve' }, { do: 'activate', card: 'Aether Hub', ability: 1, color: 'G' }] });
    expect(out.ok).toBe(true);
    expect(out.you.manaPool).toBe('{G}');
    const broke = run({ cards: [hub], you: { battlefield: ['Aether Hub'] }, actions: [{ do: 'activate', card: 'Aether Hub', ability: 1, color: 'G' }] });
    expect(broke.ok).toBe(false);
    expect(broke.error?.message).toMatch(/energy/);
  });
});

describe('German and Spanish keyword names', () => {
  const enforced = (oracle: string, type = 'Creature — Bear', extra: Partial<CardDefinition> = {}) => compileCard({ ...c('Testkarte', '{2}{G}', type, oracle, '2', '2'), ...extra });
  it.each([
    ['Kumulative Versorgungskosten {1}', 'cumulative upkeep {1}'],
    ['Mantenimiento acumulativo {1}', 'cumulative upkeep {1}'],
    ['Echo {2}{G}', 'echo {2}{G}'],
    ['Eco {2}{G}', 'echo {2}{G}'],
    ['Schwund 3', 'fading 3'],
    ['Desvanecimiento 3', 'fading 3'],
    ['Schwinden 2', 'vanishing 2'],
    ['Desaparición 2', 'vanishing 2'],
    ['Aussetzen 4—{G}', 'suspend 4—{G}'],
    ['Suspender 4—{G}', 'suspend 4—{G}'],
    ['Aufleveln {G}', 'level up {G}'],
    ['Subir de nivel {G}', 'level up {G}'],
  ])('CR 702: "%s" compiles to %s', (line, describe) => {
    const card = enforced(line);
    expect(card.lines[0]).toMatchObject({ status: 'enforced', abilities: [describe] });
  });

  it('CR 702.24a: German cumulative upkeep is played like the English one', () => {
    const remora = c('Mystische Remora', '{U}', 'Verzauberung', 'Kumulative Versorgungskosten {1}');
    const out = run({ cards: [remora], phase: 'cleanup', you: { battlefield: ['Mystische Remora'] }, actions: [...upkeep, { do: 'resolve' }] });
    expect(out.you.graveyard).toEqual(['Mystische Remora']);
  });

  it('CR 711: German and Spanish leveler bands ("STUFE 2-6", "NIVEL 7+")', () => {
    const german = compileCard(c('Schüler', '{W}', 'Kreatur — Mensch', 'Aufleveln {W}\nSTUFE 2-6\n3/3\nErstschlag\nSTUFE 7+\n4/4\nDoppelschlag', '1', '1'));
    const spanish = compileCard(c('Estudiante', '{W}', 'Criatura — Humano', 'Subir de nivel {W}\nNIVEL 2-6\n3/3\nDañar primero\nNIVEL 7+\n4/4\nDañar dos veces', '1', '1'));
    for (const card of [german, spanish]) {
      expect(card.fullyEnforced).toBe(true);
      expect(card.levels?.map((band) => [band.min, band.max, band.power, band.keywords])).toEqual([[2, 6, 3, ['first strike']], [7, null, 4, ['double strike']]]);
    }
  });

  it('CR 502.3, 103.6: the German and Spanish untap and Leyline lines', () => {
    expect(enforced('Du kannst entscheiden, Testkarte während deines Enttappsegments nicht zu enttappen.').fullyEnforced).toBe(true);
    expect(enforced('Puedes elegir no enderezar Testkarte durante tu paso de enderezar.').fullyEnforced).toBe(true);
    expect(enforced('Falls Testkarte in deiner Starthand ist, kannst du das Spiel mit ihr im Spiel beginnen.', 'Verzauberung').fullyEnforced).toBe(true);
    expect(enforced('Si Testkarte está en tu mano inicial, puedes comenzar el juego con ella en el campo de batalla.', 'Encantamiento').fullyEnforced).toBe(true);
  });
});

describe('counters as costs (CR 118.3, 122)', () => {
  it('spore counters: one each upkeep; removing three creates a Saproling; too few is refused', () => {
    const out = scenario({
      phase: 'cleanup',
      you: { battlefield: [{ card: 'Thallid', counters: { spore: 2 } }] },
      actions: [...upkeep, { do: 'resolve' }, { do: 'activate', card: 'Thallid', ability: 0 }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.battlefield.map((entry) => entry.card)).toEqual(['Thallid', 'Saproling']);
    expect(out.you.battlefield[0]?.counters).toEqual({});
    const early = scenario({ you: { battlefield: [{ card: 'Thallid', counters: { spore: 2 } }] }, actions: [{ do: 'activate', card: 'Thallid', ability: 0 }] });
    expect(early.ok).toBe(false);
    expect(early.error?.message).toMatch(/too few spore counters/);
  });

  it('a storage land kept tapped gets a storage counter each upkeep; removing X counters adds X mana', () => {
    const out = scenario({
      phase: 'cleanup',
      you: { battlefield: [{ card: 'Bottomless Vault', tapped: true, counters: { storage: 2 } }] },
      actions: [...upkeep, { do: 'resolve' }],
    });
    // Untapped by default in the untap step: "if ~ is tapped" is false, no counter.
    expect(out.you.battlefield[0]).toMatchObject({ tapped: false, counters: { storage: 2 } });
    // Still tapped as the upkeep begins (the untap step is over): a storage counter.
    const tapped = scenario({ phase: 'untap', you: { battlefield: [{ card: 'Bottomless Vault', tapped: true, counters: { storage: 2 } }] }, actions: [{ do: 'next_phase' }, { do: 'resolve' }] });
    expect(tapped.you.battlefield[0]?.counters).toEqual({ storage: 3 });
    const tap = scenario({
      you: { battlefield: [{ card: 'Bottomless Vault', counters: { storage: 3 } }] },
      actions: [{ do: 'activate', card: 'Bottomless Vault', ability: 0, x: 3 }],
    });
    expect(tap.you.manaPool).toBe('{B}{B}{B}');
    expect(tap.you.battlefield[0]?.tapped).toBe(true);
    expect(tap.you.battlefield[0]?.counters).toEqual({});
  });

  it('a Vivid land enters tapped with two charge counters; a charge counter pays for any colour', () => {
    const out = scenario({ you: { hand: ['Vivid Creek'] }, actions: [{ do: 'play_land', card: 'Vivid Creek' }] });
    expect(out.you.battlefield[0]).toMatchObject({ tapped: true, counters: { charge: 2 } });
    const any = scenario({ you: { battlefield: [{ card: 'Vivid Creek', counters: { charge: 2 } }] }, actions: [{ do: 'activate', card: 'Vivid Creek', ability: 1, color: 'R' }] });
    expect(any.you.manaPool).toBe('{R}');
    expect(any.you.battlefield[0]?.counters).toEqual({ charge: 1 });
  });
});

describe('depletion lands and an additional draw', () => {
  const veldt = c('Veldt', '', 'Land', "Veldt enters the battlefield tapped.\nVeldt doesn't untap during your untap step if it has a depletion counter on it.\nAt the beginning of your upkeep, remove a depletion counter from Veldt.\n{T}: Add {G} or {W}. Put a depletion counter on Veldt.");
  const skerry = c('Saprazzan Skerry', '', 'Land', 'Saprazzan Skerry enters the battlefield tapped with two depletion counters on it.\n{T}, Remove a depletion counter from Saprazzan Skerry: Add {U}{U}. If there are no depletion counters on Saprazzan Skerry, sacrifice it.');
  const awareness = c('Grafted Skullcap Jr', '{1}', 'Artifact', 'At the beginning of your draw step, draw an additional card.');

  it('CR 605, 502.3: a Mirage depletion land gets a depletion counter when tapped for mana and stays tapped in the untap step while it has one', () => {
    expect(compileCard(veldt).fullyEnforced).toBe(true);
    const out = run({ cards: [veldt], you: { battlefield: ['Veldt'] }, actions: [{ do: 'activate', card: 'Veldt', ability: 0, color: 'W' }, { do: 'next_turn' }] });
    // Kept tapped by its depletion counter; the upkeep trigger waits on the stack.
    expect(out.you.battlefield[0]).toMatchObject({ tapped: true, counters: { depletion: 1 } });
    const resolved = run({ cards: [veldt], you: { battlefield: ['Veldt'] }, actions: [{ do: 'activate', card: 'Veldt', ability: 0, color: 'W' }, { do: 'next_turn' }, { do: 'resolve' }, { do: 'next_turn' }] });
    expect(resolved.you.battlefield[0]?.tapped).toBe(false); // no counter left: it untaps the turn after
    expect(eventsOf(out, 'triggered').map((event) => event.text)).toEqual(['Remove a depletion counter from Veldt.']);
  });

  it('CR 605: a Mercadian depletion land is sacrificed when the last depletion counter is removed for mana', () => {
    expect(compileCard(skerry).fullyEnforced).toBe(true);
    const out = run({ cards: [skerry], you: { battlefield: [{ card: 'Saprazzan Skerry', counters: { depletion: 1 } }] }, actions: [{ do: 'activate', card: 'Saprazzan Skerry', ability: 0 }] });
    expect(out.you.manaPool).toBe('{U}{U}');
    expect(out.you.graveyard).toEqual(['Saprazzan Skerry']);
  });

  it('CR 504.1: "At the beginning of your draw step, draw an additional card" draws a second card', () => {
    const out = run({ cards: [awareness], turn: 2, phase: 'upkeep', you: { battlefield: ['Grafted Skullcap Jr'], library: ['Island', 'Forest', 'Swamp'] }, actions: [{ do: 'next_phase' }, { do: 'resolve' }] });
    expect(out.you.hand).toEqual(['Island', 'Forest']);
  });
});
