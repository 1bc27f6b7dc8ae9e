// Aura swap (CR 702.65a–b, 702.62 in older numbering) and its rulings, in English, German and
// Spanish: the German Aurentausch and the Spanish card swap exactly like the English one.
import { describe, expect, it } from 'vitest';
import { BEARS, HOLY_STRENGTH, LAND_AURA, OWN_CREATURE_AURA, PACIFISM, STIFLE, SWAP_NON_AURA, WINGS } from '../../../fixtures/engine/cards.ts';
import { eventsOf, eventTypes, run } from '../helpers.ts';

describe.each(['en', 'de', 'es'] as const)('aura swap in %s', (language) => {
  const wings = WINGS[language];
  const base = (hand: string[], extra: Record<string, unknown> = {}) => ({
    cards: [wings, BEARS, HOLY_STRENGTH, LAND_AURA, OWN_CREATURE_AURA, PACIFISM],
    you: {
      hand,
      battlefield: [BEARS.name, { card: wings.name, attachedTo: 0 }, 'Island', 'Island', 'Island'],
      ...extra,
    },
  });

  it('CR 702.65a: "[Cost]: You may exchange this permanent with an Aura card in your hand"', () => {
    const out = run({
      ...base([HOLY_STRENGTH.name]),
      actions: [{ do: 'activate', card: wings.name, ability: 'aura swap' }, { do: 'resolve', choice: HOLY_STRENGTH.name }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([wings.name]);
    const strength = out.you.battlefield.find((permanent) => permanent.card === HOLY_STRENGTH.name)!;
    expect(strength.attachedTo).toBe(0);
    expect(out.you.battlefield[0]).toMatchObject({ card: BEARS.name, power: 3, toughness: 4 });
    expect(out.you.battlefield.filter((permanent) => permanent.tapped)).toHaveLength(3);
    expect(eventsOf(out, 'exchanged')).toEqual([{ type: 'exchanged', left: wings.name, entered: HOLY_STRENGTH.name }]);
    // The Aura from hand is not cast (ruling).
    expect(eventTypes(out)).not.toContain('cast');
  });

  it('ruling: the exchange is simultaneous: the creature is never enchanted by both or neither (one exchanged event, both moves together)', () => {
    const out = run({
      ...base([HOLY_STRENGTH.name]),
      actions: [{ do: 'activate', card: wings.name, ability: 'aura swap' }, { do: 'resolve', choice: HOLY_STRENGTH.name }],
    });
    const moves = out.events.filter((event) => event.type === 'moved' || event.type === 'exchanged').map((event) => event.type);
    expect(moves).toEqual(['moved', 'moved', 'exchanged']);
  });

  it('ruling: choosing no Aura (the default) does nothing', () => {
    const out = run({ ...base([HOLY_STRENGTH.name]), actions: [{ do: 'activate', card: wings.name, ability: 'aura swap' }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([HOLY_STRENGTH.name]);
    expect(out.you.battlefield[1]).toMatchObject({ card: wings.name, attachedTo: 0 });
    expect(eventTypes(out)).not.toContain('exchanged');
  });

  it('CR 702.65b: the chosen Aura must be able to enchant the enchanted permanent, else the ability has no effect', () => {
    const out = run({
      ...base([LAND_AURA.name]),
      actions: [{ do: 'activate', card: wings.name, ability: 'aura swap' }, { do: 'resolve', choice: LAND_AURA.name }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([LAND_AURA.name]);
    expect(out.you.battlefield[1]).toMatchObject({ card: wings.name, attachedTo: 0 });
    expect(eventsOf(out, 'fizzled')).toEqual([{ type: 'fizzled', source: wings.name }]);
    expect(eventTypes(out)).not.toContain('exchanged');
  });

  it('CR 702.65b ruling: "can enchant" is checked against the permanent as it currently exists (Enchant creature you control on an opponent\'s creature fails)', () => {
    const out = run({
      cards: [wings, BEARS, OWN_CREATURE_AURA],
      you: { hand: [OWN_CREATURE_AURA.name], battlefield: [{ card: wings.name, attachedTo: { player: 'opponent', index: 0 } }, 'Island', 'Island', 'Island'] },
      opponent: { battlefield: [BEARS.name] },
      actions: [{ do: 'activate', card: wings.name, ability: 'aura swap' }, { do: 'resolve', choice: OWN_CREATURE_AURA.name }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([OWN_CREATURE_AURA.name]);
    expect(eventTypes(out)).toContain('fizzled');
  });

  it('CR 702.65b: you must own the Aura with aura swap; one you control but don\'t own does nothing', () => {
    const out = run({
      cards: [wings, BEARS, HOLY_STRENGTH],
      you: { hand: [HOLY_STRENGTH.name], battlefield: [BEARS.name, { card: wings.name, attachedTo: 0, owner: 'opponent' }, 'Island', 'Island', 'Island'] },
      actions: [{ do: 'activate', card: wings.name, ability: 'aura swap' }, { do: 'resolve', choice: HOLY_STRENGTH.name }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([HOLY_STRENGTH.name]);
    expect(out.you.battlefield[1]).toMatchObject({ card: wings.name, owner: 'opponent' });
    expect(eventsOf(out, 'fizzled')).toHaveLength(1);
  });

  it('CR 702.65b: the Aura with aura swap must still be on the battlefield when the ability resolves', () => {
    const out = run({
      ...base([HOLY_STRENGTH.name]),
      actions: [
        { do: 'activate', card: wings.name, ability: 'aura swap' },
        { do: 'move', card: wings.name, to: 'graveyard' },
        { do: 'resolve', choice: HOLY_STRENGTH.name },
      ],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([HOLY_STRENGTH.name]);
    expect(out.you.graveyard).toEqual([wings.name]);
    expect(eventTypes(out)).toContain('fizzled');
  });

  it('spec: choosing a card that isn\'t an Aura card in your hand rejects the resolve and changes nothing', () => {
    const out = run({
      ...base([BEARS.name]),
      actions: [{ do: 'activate', card: wings.name, ability: 'aura swap' }, { do: 'resolve', choice: BEARS.name }],
    });
    expect(out.ok).toBe(false);
    expect(out.error).toMatchObject({ action: 1 });
    expect(out.stack).toHaveLength(1);
    const notInHand = run({ ...base([]), actions: [{ do: 'activate', card: wings.name, ability: 'aura swap' }, { do: 'resolve', choice: PACIFISM.name }] });
    expect(notInHand.ok).toBe(false);
  });

  it('CR 702.65a: aura swap is activated from the battlefield, not from hand, and its cost must be paid', () => {
    const fromHand = run({ cards: [wings], you: { hand: [wings.name], battlefield: ['Island', 'Island', 'Island'] }, actions: [{ do: 'activate', card: wings.name, ability: 'aura swap' }] });
    expect(fromHand.ok).toBe(false);
    const unpaid = run({
      cards: [wings, BEARS, HOLY_STRENGTH],
      you: { hand: [HOLY_STRENGTH.name], battlefield: [BEARS.name, { card: wings.name, attachedTo: 0 }, 'Island', 'Island'] },
      actions: [{ do: 'activate', card: wings.name, ability: 'aura swap' }],
    });
    expect(unpaid.ok).toBe(false);
    expect(unpaid.error?.message).toMatch(/can't pay \{2\}\{U\}/);
  });

  it('aura swap is an activated ability: Stifle counters it', () => {
    const out = run({
      cards: [wings, BEARS, HOLY_STRENGTH, STIFLE],
      you: { hand: [HOLY_STRENGTH.name, STIFLE.name], battlefield: [BEARS.name, { card: wings.name, attachedTo: 0 }, 'Island', 'Island', 'Island', 'Island'] },
      actions: [{ do: 'activate', card: wings.name, ability: 'aura swap' }, { do: 'cast', card: STIFLE.name, targets: [{ stack: 0 }] }, { do: 'resolve' }],
    });
    expect(out.ok).toBe(true);
    expect(out.stack).toEqual([]);
    expect(out.you.hand).toEqual([HOLY_STRENGTH.name]);
  });

  it('the swapped-in Aura\'s statics apply at once (Pacifism: the creature can\'t attack)', () => {
    const out = run({
      ...base([PACIFISM.name]),
      actions: [
        { do: 'activate', card: wings.name, ability: 'aura swap' },
        { do: 'resolve', choice: PACIFISM.name },
        { do: 'next_phase' },
        { do: 'attack', attackers: [BEARS.name] },
      ],
    });
    expect(out.ok).toBe(false);
    expect(out.error).toMatchObject({ action: 3 });
    expect(out.error?.message).toMatch(/can't attack/);
  });
});

describe('aura swap on a non-Aura (ruling)', () => {
  it('ruling: if a non-Aura has aura swap, the ability does nothing when it resolves', () => {
    const out = run({
      cards: [SWAP_NON_AURA, HOLY_STRENGTH],
      you: { hand: [HOLY_STRENGTH.name], battlefield: [SWAP_NON_AURA.name, 'Island'] },
      actions: [{ do: 'activate', card: SWAP_NON_AURA.name, ability: 'aura swap' }, { do: 'resolve', choice: HOLY_STRENGTH.name }],
    });
    expect(out.ok).toBe(true);
    expect(out.you.hand).toEqual([HOLY_STRENGTH.name]);
    expect(out.you.battlefield[0]).toMatchObject({ card: SWAP_NON_AURA.name });
    expect(eventsOf(out, 'fizzled')).toEqual([{ type: 'fizzled', source: SWAP_NON_AURA.name }]);
  });
});
