// Planeswalkers (CR 306, 606, 120.3c, 704.5i): loyalty abilities read from "+1: …", "−2: …",
// "0: …", "−X: …" lines and played through the scenario runner.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { definition as c, eventsOf, run } from '../helpers.ts';

const walker = (name: string, cost: string, text: string, loyalty: string): CardDefinition => ({ ...c(name, cost, 'Legendary Planeswalker — Garruk', text), loyalty });
const GARRUK = walker('Garruk Jr', '{2}{G}{G}', '+1: Untap two target lands.\n−1: Create a 3/3 green Beast creature token.\n−4: Creatures you control get +3/+3 and gain trample until end of turn.', '3');
const CHANDRA = walker('Chandra Jr', '{2}{R}{R}', '0: Draw a card.\n−X: Chandra Jr deals X damage to target creature.', '4');
const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const BOLT = c('Lightning Bolt', '{R}', 'Instant', 'Lightning Bolt deals 3 damage to any target.');
const CARDS = [GARRUK, CHANDRA, BEAR, BOLT];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const loyaltyOf = (out: ReturnType<typeof run>, name: string) => out.you.battlefield.find((entry) => entry.card === name)?.counters?.loyalty;

describe('loyalty abilities (CR 606)', () => {
  it('reads "+N", "−N", "0" and "−X" lines as loyalty abilities, every line enforced', () => {
    for (const card of [GARRUK, CHANDRA]) {
      const compiled = compileCard(card);
      expect(compiled.fullyEnforced).toBe(true);
      expect(compiled.activated.every((ability) => ability.isLoyalty && ability.sorcerySpeed)).toBe(true);
    }
    expect(compileCard(GARRUK).activated.map((ability) => ability.cost.text)).toEqual(['+1', '−1', '−4']);
    // A plain number is not a loyalty cost: "2: …" stays unread.
    expect(compileCard(c('Odd Walker', '{2}', 'Artifact', '2: Draw a card.')).lines[0]!.status).toBe('text');
  });

  it('CR 306.5b: a planeswalker cast from the hand enters with its printed loyalty', () => {
    const out = scenario({ you: { hand: [GARRUK.name], battlefield: ['Forest', 'Forest', 'Forest', 'Forest'] }, actions: [{ do: 'cast', card: GARRUK.name }, { do: 'resolve' }] });
    expect(loyaltyOf(out, GARRUK.name)).toBe(3);
  });

  it('CR 606.4: a minus ability removes counters as its cost and its effect happens', () => {
    const out = scenario({ you: { battlefield: [GARRUK.name] }, actions: [{ do: 'activate', card: GARRUK.name, ability: 1 }, { do: 'resolve' }] });
    expect(loyaltyOf(out, GARRUK.name)).toBe(2);
    expect(out.you.battlefield.some((entry) => entry.card.includes('Beast'))).toBe(true);
  });

  it('CR 606.3: only one loyalty ability of a permanent each turn; the refused action changes nothing', () => {
    const out = scenario({
      you: { battlefield: [GARRUK.name, 'Forest', 'Forest'] },
      actions: [{ do: 'activate', card: GARRUK.name, ability: 0, targets: [{ name: 'Forest', zone: 'battlefield', index: 0 }, { name: 'Forest', zone: 'battlefield', index: 1 }] }, { do: 'resolve' }, { do: 'activate', card: GARRUK.name, ability: 1 }],
    });
    expect(out.error).toMatchObject({ action: 2 });
    expect(out.error?.message).toMatch(/already activated a loyalty ability/);
    expect(loyaltyOf(out, GARRUK.name)).toBe(4);
    expect(out.you.battlefield.some((entry) => entry.card.includes('Beast'))).toBe(false);
  });

  it('CR 606.3: the limit is per turn — next turn the planeswalker may activate again', () => {
    const out = scenario({
      you: { battlefield: [GARRUK.name], library: ['Forest', 'Forest'] },
      actions: [{ do: 'activate', card: GARRUK.name, ability: 1 }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'activate', card: GARRUK.name, ability: 1 }, { do: 'resolve' }],
    });
    expect(loyaltyOf(out, GARRUK.name)).toBe(1);
    expect(out.you.battlefield.filter((entry) => entry.card.includes('Beast'))).toHaveLength(2);
  });

  it('CR 606.6: a minus ability costing more loyalty than it has can\'t be activated', () => {
    const out = scenario({ you: { battlefield: [GARRUK.name] }, actions: [{ do: 'activate', card: GARRUK.name, ability: 2 }] });
    expect(out.error?.message).toMatch(/too few loyalty counters/);
    expect(loyaltyOf(out, GARRUK.name)).toBe(3);
  });

  it('CR 606.5, 107.3: "−X" removes X counters and deals X damage', () => {
    const out = scenario({
      you: { battlefield: [CHANDRA.name] },
      opponent: { battlefield: [BEAR.name] },
      actions: [{ do: 'activate', card: CHANDRA.name, ability: 1, x: 2, targets: [{ name: BEAR.name, zone: 'battlefield', index: 0, player: 'opponent' }] }, { do: 'resolve' }],
    });
    expect(out.opponent.battlefield.some((entry) => entry.card === BEAR.name)).toBe(false);
    expect(loyaltyOf(out, CHANDRA.name)).toBe(2);
  });

  it('CR 606.3: loyalty abilities are sorcery speed — not with a spell on the stack', () => {
    const out = scenario({
      you: { hand: [BOLT.name], battlefield: [CHANDRA.name, 'Mountain'] },
      actions: [{ do: 'cast', card: BOLT.name, targets: ['opponent'] }, { do: 'activate', card: CHANDRA.name, ability: 0 }],
    });
    expect(out.error).toMatchObject({ action: 1 });
    expect(loyaltyOf(out, CHANDRA.name)).toBe(4);
  });

  it('CR 120.3c, 704.5i: damage removes loyalty; at 0 loyalty the planeswalker goes to the graveyard', () => {
    const hurt = scenario({ you: { hand: [BOLT.name], battlefield: [CHANDRA.name, 'Mountain'] }, actions: [{ do: 'cast', card: BOLT.name, targets: [{ name: CHANDRA.name, zone: 'battlefield', index: 0 }] }, { do: 'resolve' }] });
    expect(loyaltyOf(hurt, CHANDRA.name)).toBe(1);
    const dead = scenario({ you: { hand: [BOLT.name], battlefield: [GARRUK.name, 'Mountain'] }, actions: [{ do: 'cast', card: BOLT.name, targets: [{ name: GARRUK.name, zone: 'battlefield', index: 0 }] }, { do: 'resolve' }] });
    expect(dead.you.battlefield.some((entry) => entry.card === GARRUK.name)).toBe(false);
    expect(dead.you.graveyard).toContain(GARRUK.name);
    expect(eventsOf(dead, 'moved').some((event) => event.card === GARRUK.name && event.to === 'graveyard')).toBe(true);
  });
});
