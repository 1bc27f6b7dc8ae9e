// Auras, round 7 (aura7b): choices made by the player an Aura's trigger remembers — "that player may
// pay {4}. If the player does, …", "… If they don't, …", "that player may discard a card at random"
// (CR 603.5, 608.2c, 118.12) — and the Curses "Whenever a player attacks enchanted player with one
// or more creatures, that attacking player may …" (CR 303.4, 508.1). Each test plays the card.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const PARALYZE = c('Paralyze Jr', '{B}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.\nAt the beginning of the upkeep of enchanted creature's controller, that player may pay {4}. If the player does, untap the creature.");
const MIND_WHIP = c('Mind Whip Jr', '{2}{B}{B}', 'Enchantment — Aura', "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, that player may pay {3}. If they don't, Mind Whip Jr deals 2 damage to that player and you tap that creature.");
const APATHY = c('Apathy Jr', '{U}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.\nAt the beginning of the upkeep of enchanted creature's controller, that player may discard a card at random. If the player does, untap that creature.");
const SHALLOW_GRAVES = c('Curse of Shallow Graves Jr', '{2}{B}', 'Enchantment — Aura Curse', 'Enchant player\nWhenever a player attacks enchanted player with one or more creatures, that attacking player may create a tapped 2/2 black Zombie creature token.');
const CHAOS = c('Curse of Chaos Jr', '{2}{R}', 'Enchantment — Aura Curse', 'Enchant player\nWhenever a player attacks enchanted player with one or more creatures, that attacking player may discard a card. If the player does, they draw a card.');
const INERTIA = c('Curse of Inertia Jr', '{2}{U}', 'Enchantment — Aura Curse', 'Enchant player\nWhenever a player attacks enchanted player with one or more creatures, that attacking player may tap or untap target permanent of their choice.');

const LANDS = ['Swamp', 'Swamp', 'Swamp', 'Swamp'];
const tappedBear = (aura: string) => ({ library: ['Island', 'Island'], hand: [] as string[], battlefield: [{ card: BEAR.name, tapped: true }, { card: aura, attachedTo: 0 }, ...LANDS] });
const bearOf = (out: ReturnType<typeof run>) => out.you.battlefield.find((entry) => entry.card === BEAR.name)!;

describe('aura7b: "that player may …" in an Aura trigger (CR 603.5, 608.2c)', () => {
  it('CR 118.12: "that player may pay {4}. If the player does, untap the creature." untaps only when paid', () => {
    expect(compileCard(PARALYZE).fullyEnforced).toBe(true);
    const paid = run({ cards: [BEAR, PARALYZE], phase: 'main2', you: tappedBear(PARALYZE.name), actions: [{ do: 'next_turn' }, { do: 'resolve', choice: 4 }] });
    expect(paid.ok).toBe(true);
    expect(bearOf(paid).tapped).toBe(false);
    expect(paid.you.battlefield.filter((entry) => entry.card === 'Swamp' && entry.tapped)).toHaveLength(4);
    const declined = run({ cards: [BEAR, PARALYZE], phase: 'main2', you: tappedBear(PARALYZE.name), actions: [{ do: 'next_turn' }, { do: 'resolve', choice: 0 }] });
    expect(declined.ok).toBe(true);
    expect(bearOf(declined).tapped).toBe(true);
  });

  it('"that player may pay {3}. If they don\'t, ~ deals 2 damage to that player and you tap that creature."', () => {
    expect(compileCard(MIND_WHIP).fullyEnforced).toBe(true);
    const untapped = { library: ['Island', 'Island'], battlefield: [BEAR.name, { card: MIND_WHIP.name, attachedTo: 0 }, ...LANDS] };
    const declined = run({ cards: [BEAR, MIND_WHIP], phase: 'main2', you: untapped, actions: [{ do: 'next_turn' }, { do: 'resolve_all' }] });
    expect(declined.ok).toBe(true);
    expect(declined.you.life).toBe(18);
    expect(bearOf(declined).tapped).toBe(true);
    const paid = run({ cards: [BEAR, MIND_WHIP], phase: 'main2', you: untapped, actions: [{ do: 'next_turn' }, { do: 'resolve', choice: 3 }] });
    expect(paid.ok).toBe(true);
    expect(paid.you.life).toBe(20);
    expect(bearOf(paid).tapped).toBe(false);
  });

  it('CR 701.8: "that player may discard a card at random. If the player does, untap that creature." needs a card to discard', () => {
    expect(compileCard(APATHY).fullyEnforced).toBe(true);
    const withCard = { ...tappedBear(APATHY.name), library: ['Forest', 'Island'] };
    const discarded = run({ cards: [BEAR, APATHY], phase: 'main2', you: withCard, actions: [{ do: 'next_turn' }, { do: 'resolve', choice: true }] });
    expect(discarded.ok).toBe(true);
    expect(discarded.you.graveyard).toEqual([]); // the upkeep comes before the draw: nothing in hand yet
    expect(bearOf(discarded).tapped).toBe(true);
    const inHand = { ...tappedBear(APATHY.name), hand: ['Plains'] };
    const untapped = run({ cards: [BEAR, APATHY], phase: 'main2', you: inHand, actions: [{ do: 'next_turn' }, { do: 'resolve', choice: true }] });
    expect(untapped.ok).toBe(true);
    expect(untapped.you.graveyard).toEqual(['Plains']);
    expect(bearOf(untapped).tapped).toBe(false);
  });
});

describe('aura7b: "Whenever a player attacks enchanted player with one or more creatures" (CR 303.4, 508.1)', () => {
  const attackWith = (curse: ReturnType<typeof c>, choice: unknown, extra: Record<string, unknown> = {}) =>
    run({
      cards: [BEAR, curse],
      phase: 'main1',
      you: { hand: [curse.name, 'Forest'], library: ['Island'], battlefield: [BEAR.name, 'Swamp', 'Swamp', 'Mountain', 'Island'] },
      ...extra,
      actions: [{ do: 'cast', card: curse.name, targets: ['opponent'] }, { do: 'resolve' }, { do: 'next_phase' }, { do: 'attack', attackers: [BEAR.name] }, { do: 'resolve', choice }],
    });

  it('"that attacking player may create a tapped 2/2 black Zombie creature token": once per attack, if the attacker wants', () => {
    expect(compileCard(SHALLOW_GRAVES).fullyEnforced).toBe(true);
    const yes = attackWith(SHALLOW_GRAVES, true);
    expect(yes.ok).toBe(true);
    const zombies = yes.you.battlefield.filter((entry) => entry.card === 'Zombie');
    expect(zombies).toHaveLength(1);
    expect(zombies[0]!.tapped).toBe(true);
    const no = attackWith(SHALLOW_GRAVES, false);
    expect(no.ok).toBe(true);
    expect(no.you.battlefield.filter((entry) => entry.card === 'Zombie')).toHaveLength(0);
  });

  it('"that attacking player may discard a card. If the player does, they draw a card."', () => {
    expect(compileCard(CHAOS).fullyEnforced).toBe(true);
    const out = attackWith(CHAOS, true);
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual(['Forest']);
    expect(out.you.hand).toEqual(['Island']);
  });

  it('"that attacking player may tap or untap target permanent of their choice"', () => {
    expect(compileCard(INERTIA).fullyEnforced).toBe(true);
    // The default target of a harmless effect is your first permanent: the attacking Bear, tapped by its attack, untaps.
    const out = attackWith(INERTIA, true, { opponent: { battlefield: ['Plains'] } });
    expect(out.ok).toBe(true);
    expect(bearOf(out).tapped).toBe(false);
    const declined = attackWith(INERTIA, false, { opponent: { battlefield: ['Plains'] } });
    expect(bearOf(declined).tapped).toBe(true);
  });
});

describe('aura7b: "that player may …" outside Auras (the same machinery)', () => {
  const FECUNDITY = c('Fecundity Jr', '{2}{G}', 'Enchantment', "Whenever a creature dies, that creature's controller may draw a card.");
  const MURDER = c('Murder Jr', '{1}{B}{B}', 'Instant', 'Destroy target creature.');
  const ABYSS = c('Tithe Abyss Jr', '{3}{B}', 'Enchantment', "At the beginning of each player's upkeep, that player may sacrifice a creature. If that player doesn't, they lose 2 life and you sacrifice Tithe Abyss Jr.");

  it('CR 603.10a: "that creature\'s controller may draw a card": the dead creature\'s controller (you) decides', () => {
    expect(compileCard(FECUNDITY).fullyEnforced).toBe(true);
    const out = run({ cards: [BEAR, FECUNDITY, MURDER], phase: 'main1', you: { hand: [MURDER.name], library: ['Island'], battlefield: [BEAR.name, FECUNDITY.name, 'Swamp', 'Swamp', 'Swamp'] }, actions: [{ do: 'cast', card: MURDER.name, targets: [BEAR.name] }, { do: 'resolve' }, { do: 'resolve', choice: true }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual(['Island']);
  });

  it('CR 701.17a: "that player may sacrifice a creature. If that player doesn\'t, …" also happens when there was nothing to sacrifice', () => {
    expect(compileCard(ABYSS).fullyEnforced).toBe(true);
    const out = run({ cards: [ABYSS], phase: 'main2', you: { library: ['Island', 'Island'], battlefield: [ABYSS.name] }, actions: [{ do: 'next_turn' }, { do: 'resolve', choice: true }] });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(18);
    expect(out.you.graveyard).toEqual([ABYSS.name]);
  });
});
