// Damage spread over several recipients (docs/rules-riders.md, "Round 5"): "each of two target
// creatures", "each of two targets", "target player or planeswalker and each creature that player
// or that planeswalker's controller controls" — played through the engine.
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { eventsOf, run } from '../helpers.ts';
import { card as c } from '../../../fixtures/engine/cards.ts';

const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'];
const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const ELF = c('Llanowar Elves', '{G}', 'Creature — Elf Druid', '', '1', '1');
const OGRE = c('Big Ogre', '{4}{R}', 'Creature — Ogre', '', '5', '5');
const enforced = (definition: CardDefinition): boolean => compileCard(definition).lines.every((line) => line.status === 'enforced');
const onTheirs = (name: string) => ({ name, zone: 'battlefield', player: 'opponent' });

describe('"~ deals N damage to each of two targets" (CR 115.3, 120.3)', () => {
  const TWIN = c('Twin Bolt', '{1}{R}', 'Instant', 'Twin Bolt deals 2 damage to each of two target creatures.');
  const PINNACLE = c('Pinnacle of Rage', '{4}{R}{R}', 'Sorcery', 'Pinnacle of Rage deals 3 damage to each of two targets.');

  it('each target creature is dealt the full amount', () => {
    expect(enforced(TWIN)).toBe(true);
    const output = run({ cards: [TWIN, BEAR, ELF], you: { battlefield: MOUNTAINS, hand: [TWIN.name] }, opponent: { battlefield: [BEAR.name, ELF.name] }, actions: [{ do: 'cast', card: TWIN.name, targets: [onTheirs(BEAR.name), onTheirs(ELF.name)] }, { do: 'resolve_all' }] });
    expect(output.ok).toBe(true);
    expect(output.opponent.graveyard).toEqual(expect.arrayContaining([BEAR.name, ELF.name]));
  });

  it('a player and a creature; a player chosen for both slots is one target, dealt the damage once', () => {
    expect(enforced(PINNACLE)).toBe(true);
    const split = run({ cards: [PINNACLE, BEAR], you: { battlefield: [...MOUNTAINS, 'Mountain'], hand: [PINNACLE.name] }, opponent: { battlefield: [BEAR.name] }, actions: [{ do: 'cast', card: PINNACLE.name, targets: ['opponent', onTheirs(BEAR.name)] }, { do: 'resolve_all' }] });
    expect(split.ok).toBe(true);
    expect(split.opponent.life).toBe(17);
    expect(split.opponent.graveyard).toContain(BEAR.name);
    const twice = run({ cards: [PINNACLE], you: { battlefield: [...MOUNTAINS, 'Mountain'], hand: [PINNACLE.name] }, actions: [{ do: 'cast', card: PINNACLE.name, targets: ['opponent', 'opponent'] }, { do: 'resolve_all' }] });
    expect(eventsOf(twice, 'damage')).toHaveLength(1);
    expect(twice.opponent.life).toBe(17);
  });
});

describe('"target player or planeswalker and each creature that player … controls" (CR 120.3)', () => {
  const WAVE = c('Flame Wave', '{3}{R}{R}{R}{R}', 'Sorcery', "Flame Wave deals 4 damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.");
  const RADIATING = c('Radiating Lightning', '{3}{R}', 'Instant', 'Radiating Lightning deals 3 damage to target player and 1 damage to each creature that player controls.');

  it("the player and each of that player's creatures; yours are spared", () => {
    expect(enforced(WAVE)).toBe(true);
    const output = run({ cards: [WAVE, BEAR, OGRE], you: { battlefield: [...MOUNTAINS, 'Mountain', 'Mountain', BEAR.name], hand: [WAVE.name] }, opponent: { battlefield: [BEAR.name, OGRE.name] }, actions: [{ do: 'cast', card: WAVE.name, targets: ['opponent'] }, { do: 'resolve_all' }] });
    expect(output.ok).toBe(true);
    expect(output.opponent.life).toBe(16);
    expect(output.opponent.graveyard).toContain(BEAR.name);
    expect(output.opponent.battlefield.map((entry) => entry.card)).toContain(OGRE.name); // 4 damage to a 5/5
    expect(output.you.battlefield.map((entry) => entry.card)).toContain(BEAR.name);
  });

  it('a second amount for the creatures', () => {
    expect(enforced(RADIATING)).toBe(true);
    const output = run({ cards: [RADIATING, ELF, BEAR], you: { battlefield: MOUNTAINS, hand: [RADIATING.name] }, opponent: { battlefield: [ELF.name, BEAR.name] }, actions: [{ do: 'cast', card: RADIATING.name, targets: ['opponent'] }, { do: 'resolve_all' }] });
    expect(output.opponent.life).toBe(17);
    expect(output.opponent.graveyard).toEqual([ELF.name]);
  });
});
