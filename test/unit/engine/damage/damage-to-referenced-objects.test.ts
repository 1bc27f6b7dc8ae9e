// Damage to a referenced object or player (docs/rules-riders.md, "Round 5"): "~ deals 2 damage to
// it" (the creature a trigger is about), "That creature deals damage equal to its power to ~",
// "~ deals 2 damage to that land's / that creature's controller" — played through the engine.
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { eventsOf, run } from '../helpers.ts';
import { card as c } from '../../../fixtures/engine/cards.ts';

const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain', 'Mountain'];
const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const OGRE = c('Hill Ogre', '{2}{R}', 'Creature — Ogre', '', '3', '3');
const BOLT = c('Bolt', '{R}', 'Instant', 'Bolt deals 3 damage to any target.');
const enforced = (definition: CardDefinition): boolean => compileCard(definition).lines.every((line) => line.status === 'enforced');
const on = (output: ReturnType<typeof run>, name: string, who: 'you' | 'opponent' = 'you') => output[who].battlefield.find((entry) => entry.card === name);

describe('"it" / "that creature" of a trigger about another permanent (CR 603.2)', () => {
  const FLASH = c('Aether Flash', '{2}{R}{R}', 'Enchantment', 'Whenever a creature enters the battlefield, Aether Flash deals 2 damage to it.');

  it('"Whenever a creature enters the battlefield, ~ deals 2 damage to it": the creature that entered', () => {
    expect(enforced(FLASH)).toBe(true);
    const output = run({ cards: [FLASH, BEAR, OGRE], you: { battlefield: [FLASH.name, OGRE.name, 'Forest', 'Forest'], hand: [BEAR.name] }, actions: [{ do: 'cast', card: BEAR.name }, { do: 'resolve_all' }] });
    expect(output.ok).toBe(true);
    expect(output.you.graveyard).toContain(BEAR.name); // 2 damage to a 2/2 (CR 704.5g)
    expect(on(output, OGRE.name)).toBeDefined();
  });
});

describe('"That creature deals damage equal to its power to ~" (CR 120.3)', () => {
  const HERO = c('Tahngarth Hero', '{3}{R}{R}', 'Creature — Minotaur Warrior', '{1}{R}, {T}: Tahngarth Hero deals damage equal to its power to target creature. That creature deals damage equal to its power to Tahngarth Hero.', '4', '4');

  const WALL = c('Tall Wall', '{2}{W}', 'Creature — Wall', 'Defender', '2', '6');

  it('the target deals damage equal to its own power back to the source', () => {
    expect(enforced(HERO)).toBe(true);
    const output = run({ cards: [HERO, WALL], you: { battlefield: [HERO.name, ...MOUNTAINS] }, opponent: { battlefield: [WALL.name] }, actions: [{ do: 'activate', card: HERO.name, ability: 0, targets: [{ name: WALL.name, zone: 'battlefield', player: 'opponent' }] }, { do: 'resolve_all' }] });
    expect(output.ok).toBe(true);
    expect(eventsOf(output, 'damage').map(({ source, target, amount }) => [source, target, amount])).toEqual([
      [HERO.name, WALL.name, 4],
      [WALL.name, HERO.name, 2], // the Wall's power, from the Wall
    ]);
    expect(on(output, HERO.name)).toBeDefined();
    expect(on(output, WALL.name, 'opponent')).toBeDefined();
  });
});

describe('"that land\'s / that creature\'s controller" of an enters or dies trigger (CR 603.10a)', () => {
  const ZOZU = c('Zo-Zu the Punisher', '{1}{R}{R}', 'Legendary Creature — Goblin Warrior', 'Whenever a land enters the battlefield, Zo-Zu the Punisher deals 2 damage to that land\'s controller.', '2', '2');
  const STAFF = c('Dingus Staff', '{4}', 'Artifact', 'Whenever a creature dies, Dingus Staff deals 2 damage to that creature\'s controller.');

  it('a land you play: you are dealt the damage', () => {
    expect(enforced(ZOZU)).toBe(true);
    const output = run({ cards: [ZOZU], you: { battlefield: [ZOZU.name], hand: ['Mountain'] }, actions: [{ do: 'play_land', card: 'Mountain' }, { do: 'resolve_all' }] });
    expect(output.ok).toBe(true);
    expect(output.you.life).toBe(18);
    expect(output.opponent.life).toBe(20);
  });

  it("the opponent's creature dies: its controller as it died is dealt the damage", () => {
    expect(enforced(STAFF)).toBe(true);
    const output = run({ cards: [STAFF, BEAR, BOLT], you: { battlefield: [STAFF.name, 'Mountain'], hand: [BOLT.name] }, opponent: { battlefield: [BEAR.name] }, actions: [{ do: 'cast', card: BOLT.name, targets: [{ name: BEAR.name, zone: 'battlefield', player: 'opponent' }] }, { do: 'resolve_all' }] });
    expect(output.ok).toBe(true);
    expect(output.opponent.life).toBe(18);
    expect(output.you.life).toBe(20);
  });
});

describe('"target creature that was dealt damage this turn" (CR 115.1)', () => {
  const SIEGE = c('Siege Ogre', '{2}{B}{R}', 'Creature — Ogre', '{B}: Destroy target creature that was dealt damage this turn.', '3', '3');
  const BIG = c('Big Ogre', '{4}{R}', 'Creature — Ogre', '', '5', '5');
  const destroyBig = { do: 'activate', card: SIEGE.name, ability: 0, targets: [{ name: BIG.name, zone: 'battlefield', player: 'opponent' }] };

  it('a creature dealt damage this turn is a legal target; one not dealt damage is not', () => {
    expect(enforced(SIEGE)).toBe(true);
    const damaged = run({ cards: [SIEGE, BIG, BOLT], you: { battlefield: [SIEGE.name, 'Mountain', 'Swamp'], hand: [BOLT.name] }, opponent: { battlefield: [BIG.name] }, actions: [{ do: 'cast', card: BOLT.name, targets: [{ name: BIG.name, zone: 'battlefield', player: 'opponent' }] }, { do: 'resolve_all' }, destroyBig, { do: 'resolve_all' }] });
    expect(damaged.ok).toBe(true);
    expect(damaged.opponent.graveyard).toContain(BIG.name);
    const untouched = run({ cards: [SIEGE, BIG], you: { battlefield: [SIEGE.name, 'Swamp'] }, opponent: { battlefield: [BIG.name] }, actions: [destroyBig] });
    expect(untouched.ok).toBe(false);
    expect(untouched.opponent.battlefield.map((entry) => entry.card)).toContain(BIG.name);
  });
});

describe('"Whenever ~ becomes blocked by a creature, ~ deals 1 damage to that creature" (CR 509.3c)', () => {
  const VIGILANTE = c('Somberwald Vigilante', '{R}', 'Creature — Human Warrior', 'Whenever Somberwald Vigilante becomes blocked by a creature, Somberwald Vigilante deals 1 damage to that creature.', '1', '1');

  it('"that creature" is the blocker, never the Vigilante itself; a goldfish never blocks, so an attack triggers nothing', () => {
    expect(compileCard(VIGILANTE).unexercised).toBe(true); // read; not exercised by a goldfish game (issue 26)
    const effect = compileCard(VIGILANTE).triggered[0]!.effects[0]!;
    expect(effect).toMatchObject({ kind: 'damage', to: 'objects', objects: { ref: 'subject' } });
    const output = run({ cards: [VIGILANTE], phase: 'combat', turn: 2, you: { battlefield: [VIGILANTE.name] }, actions: [{ do: 'attack', attackers: [VIGILANTE.name] }, { do: 'resolve_all' }] });
    expect(output.opponent.life).toBe(19);
    expect(eventsOf(output, 'damage')).toHaveLength(1);
  });
});

