// Amounts of damage and life riders (docs/rules-riders.md, "Round 6"): "the number of … counters on
// it" where "it" is the source, and the other amounts this file's cases name.
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { run } from '../helpers.ts';
import { card as c } from '../../../fixtures/engine/cards.ts';

const enforced = (definition: CardDefinition): boolean => compileCard(definition).lines.every((line) => line.status === 'enforced');

describe('"counters on it" as the source\'s own counters', () => {
  const phial = c('Phial', '{3}', 'Artifact', '{2}, Sacrifice Phial: Phial deals damage equal to the number of charge counters on it to any target.');

  it('CR 608.2h: a source sacrificed to pay the cost counts the counters it had on the battlefield', () => {
    expect(enforced(phial)).toBe(true);
    const output = run({ cards: [phial], you: { battlefield: ['Mountain', 'Mountain', { card: phial.name, counters: { charge: 3 } }] }, actions: [{ do: 'activate', card: phial.name, ability: 0, targets: ['opponent'] }, { do: 'resolve_all' }] });
    expect(output.opponent.life).toBe(17);
    expect(output.you.graveyard).toContain(phial.name);
  });

  it('is not read where "it" names something else (the target creature of the sentence before)', () => {
    const odd = c('Odd', '{R}', 'Instant', 'Put a +1/+1 counter on target creature. Odd deals damage equal to the number of +1/+1 counters on it to any target.');
    expect(enforced(odd)).toBe(false);
  });
});

describe('amounts of what the ability did ("this way")', () => {
  const bears = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
  const wall = c('Wall of Wood', '{G}', 'Creature — Wall', 'Defender', '0', '3');

  it('CR 608.2h: "that creature\'s toughness" after "Target opponent sacrifices a creature" is the sacrificed creature\'s', () => {
    const tribute = c('Tribute', '{2}{B}', 'Instant', 'Target opponent sacrifices a creature. You gain life equal to that creature\'s toughness.');
    expect(enforced(tribute)).toBe(true);
    const output = run({ cards: [tribute, wall], you: { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: [tribute.name] }, opponent: { battlefield: [wall.name] }, actions: [{ do: 'cast', card: tribute.name, targets: ['opponent'] }, { do: 'resolve_all' }] });
    expect(output.opponent.graveyard).toContain(wall.name);
    expect(output.you.life).toBe(23);
  });

  it('gains nothing when no creature was sacrificed', () => {
    const tribute = c('Tribute', '{2}{B}', 'Instant', 'Target opponent sacrifices a creature. You gain life equal to that creature\'s toughness.');
    const output = run({ cards: [tribute], you: { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: [tribute.name] }, actions: [{ do: 'cast', card: tribute.name, targets: ['opponent'] }, { do: 'resolve_all' }] });
    expect(output.you.life).toBe(20);
  });

  it('CR 120.3: "the damage dealt this way" is the damage dealt after prevention', () => {
    const corrupt = c('Corrupt', '{5}{B}', 'Sorcery', 'Corrupt deals damage to any target equal to the number of Swamps you control. You gain life equal to the damage dealt this way.');
    expect(enforced(corrupt)).toBe(true);
    const swamps = Array(6).fill('Swamp');
    const output = run({ cards: [corrupt], you: { battlefield: swamps, hand: [corrupt.name] }, actions: [{ do: 'cast', card: corrupt.name, targets: ['opponent'] }, { do: 'resolve_all' }] });
    expect(output.opponent.life).toBe(14);
    expect(output.you.life).toBe(26);
    // A 2/2 is dealt 6 damage: all 6 are dealt (damage is not capped by toughness, CR 120.3e).
    const creature = run({ cards: [corrupt, bears], you: { battlefield: swamps, hand: [corrupt.name] }, opponent: { battlefield: [bears.name] }, actions: [{ do: 'cast', card: corrupt.name, targets: [bears.name] }, { do: 'resolve_all' }] });
    expect(creature.you.life).toBe(26);
  });

  it('"the number of cards in that player\'s hand" is the target player\'s hand', () => {
    const seeker = c('Seeker', '{3}{R}', 'Instant', 'Seeker deals damage to target player equal to the number of cards in that player\'s hand.');
    expect(enforced(seeker)).toBe(true);
    const output = run({ cards: [seeker], you: { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: [seeker.name, 'Mountain'] }, opponent: { hand: ['Forest', 'Forest', 'Forest'] }, actions: [{ do: 'cast', card: seeker.name, targets: ['opponent'] }, { do: 'resolve_all' }] });
    expect(output.opponent.life).toBe(17);
  });
});

describe('"its controller" after "Counter target spell"', () => {
  it('CR 608.2c: the countered spell\'s controller loses the life', () => {
    const undermine = c('Undermine Jr', '{U}{B}', 'Instant', 'Counter target spell. Its controller loses 3 life.');
    const shock = c('Shock', '{R}', 'Instant', 'Shock deals 2 damage to any target.');
    expect(enforced(undermine)).toBe(true);
    const out = run({ cards: [undermine, shock], phase: 'main1', you: { battlefield: ['Mountain', 'Island', 'Swamp'], hand: [shock.name, undermine.name] }, actions: [{ do: 'cast', card: shock.name, targets: ['opponent'] }, { do: 'cast', card: undermine.name, targets: [{ stack: 0 }] }, { do: 'resolve_all' }] });
    expect(out.you.graveyard).toEqual(expect.arrayContaining([shock.name, undermine.name]));
    expect(out.opponent.life).toBe(20);
    expect(out.you.life).toBe(17);
  });
});

describe('"Reveal the top card of your library and put that card into your hand"', () => {
  it('CR 701.16a: the card goes to your hand and "its converted mana cost" is that card\'s (Dark Confidant)', () => {
    const confidant = c('Confidant', '{1}{B}', 'Creature — Human Wizard', 'At the beginning of your upkeep, reveal the top card of your library and put that card into your hand. You lose life equal to its converted mana cost.', '2', '1');
    const ogre = c('Hill Ogre', '{3}{R}', 'Creature — Ogre', '', '3', '3');
    expect(enforced(confidant)).toBe(true);
    const out = run({ cards: [confidant, ogre], you: { battlefield: [confidant.name], library: [ogre.name, 'Island', 'Island'] }, actions: [{ do: 'next_turn' }, { do: 'resolve_all' }] });
    expect(out.you.hand).toEqual(expect.arrayContaining([ogre.name]));
    expect(out.you.life).toBe(16);
  });
});

describe('"its controller" in a trigger about a creature that entered', () => {
  it('CR 603.10a: the entering creature\'s controller loses the life', () => {
    const ogre = c('Belly Ogre', '{3}{B}', 'Creature — Ogre', 'Whenever another creature enters the battlefield, its controller loses 1 life.', '3', '3');
    const bears = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
    expect(enforced(ogre)).toBe(true);
    const out = run({ cards: [ogre, bears], phase: 'main1', you: { battlefield: [ogre.name, 'Forest', 'Forest'], hand: [bears.name] }, actions: [{ do: 'cast', card: bears.name }, { do: 'resolve_all' }] });
    expect(out.you.life).toBe(19);
    expect(out.opponent.life).toBe(20);
  });
});
