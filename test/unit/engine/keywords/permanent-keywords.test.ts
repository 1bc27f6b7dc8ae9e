// Keyword abilities of permanents (docs/rules-kwperm.md): each played through the engine by a
// scenario against the goldfish.
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../../../app/engine/state/card-definition.ts';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { gameFromScenario } from '../../../../app/engine/index.ts';
import { tableView } from '../../../../app/goldfish/table-view.ts';
import { hasKeyword, powerOf } from '../../../../app/engine/rules/characteristics.ts';
import { eventsOf, run } from '../helpers.ts';
import { card as c } from '../../../fixtures/engine/cards.ts';

const BEAR = c('Plain Bear', '{1}{G}', 'Creature — Bear', '', '2', '2');
const PLAINS = ['Plains', 'Plains', 'Plains', 'Plains'];
const FOREST4 = ['Forest', 'Forest', 'Forest', 'Forest'];

function scenario(cards: CardDefinition[], you: Record<string, unknown>, actions: unknown[], extra: Record<string, unknown> = {}) {
  return run({ cards: [BEAR, ...cards], you, actions, ...extra });
}
const permanent = (output: ReturnType<typeof run>, name: string) => output.you.battlefield.find((entry) => entry.card === name);
const lineStatus = (definition: CardDefinition) => compileCard(definition).lines.map((line) => line.status);

describe('unleash (CR 702.98)', () => {
  const RAGER = c('Rakdos Rager', '{1}{R}', 'Creature — Devil', 'Unleash', '2', '2');

  it('CR 702.98a: it enters with a +1/+1 counter when you choose to (the default), without one when you decline', () => {
    const counter = scenario([RAGER], { battlefield: ['Mountain', 'Mountain'], hand: [RAGER.name] }, [{ do: 'cast', card: RAGER.name }, { do: 'resolve', choice: 'counter' }]);
    expect(counter.ok).toBe(true);
    expect(permanent(counter, RAGER.name)?.counters).toEqual({ '+1/+1': 1 });
    const byDefault = scenario([RAGER], { battlefield: ['Mountain', 'Mountain'], hand: [RAGER.name] }, [{ do: 'cast', card: RAGER.name }, { do: 'resolve' }]);
    expect(permanent(byDefault, RAGER.name)?.power).toBe(3);
    const none = scenario([RAGER], { battlefield: ['Mountain', 'Mountain'], hand: [RAGER.name] }, [{ do: 'cast', card: RAGER.name }, { do: 'resolve', choice: 'no counter' }]);
    expect(permanent(none, RAGER.name)?.counters).toEqual({});
    expect(permanent(none, RAGER.name)?.power).toBe(2);
  });

  it('CR 702.98a: an answer that is not a choice of unleash is rejected', () => {
    const out = scenario([RAGER], { battlefield: ['Mountain', 'Mountain'], hand: [RAGER.name] }, [{ do: 'cast', card: RAGER.name }, { do: 'resolve', choice: 'haste' }]);
    expect(out.ok).toBe(false);
    expect(out.error?.message).toMatch(/unleash/);
  });
});

describe('banding and myriad: nothing to do in a goldfish game (CR 702.22, 702.116)', () => {
  it('CR 702.22c: a creature with banding attacks like any other (no one blocks, so no band changes anything)', () => {
    const KNIGHT = c('Banded Knight', '{W}', 'Creature — Human Knight', 'Flying; banding', '1', '1');
    expect(lineStatus(KNIGHT)).toEqual(['enforced']);
    const out = scenario([KNIGHT], { battlefield: [KNIGHT.name, BEAR.name] }, [{ do: 'attack', attackers: [KNIGHT.name, BEAR.name] }], { phase: 'combat' });
    expect(out.opponent.life).toBe(17);
    expect(compileCard(KNIGHT).keywords).toEqual(['flying', 'banding']);
  });

  it('CR 702.22: "gains banding until end of turn" gives the keyword', () => {
    const GRANTER = c('Banner Jr', '{W}', 'Creature — Human', '{W}: Target creature gains banding until end of turn.', '1', '1');
    expect(lineStatus(GRANTER)).toEqual(['enforced']);
    const { game } = gameFromScenario({ cards: [BEAR, GRANTER], you: { battlefield: [GRANTER.name, BEAR.name, 'Plains'] } });
    const bear = game.state.players[0].battlefield.map((id) => game.state.objects[id]!).find((object) => object.card.name === BEAR.name)!;
    expect(game.perform({ do: 'activate', card: game.state.players[0].battlefield[0]!, ability: 0, targets: [{ object: bear.id }] }).ok).toBe(true);
    expect(game.perform({ do: 'resolve' }).ok).toBe(true);
    expect(hasKeyword(game.state, bear, 'banding')).toBe(true);
  });

  it('CR 702.116a: myriad creates no copy, for the goldfish is the only opponent', () => {
    const MYRIAD = c('Myriad Beast', '{3}{G}', 'Creature — Beast', 'Myriad', '3', '3');
    const out = scenario([MYRIAD], { battlefield: [MYRIAD.name] }, [{ do: 'attack', attackers: [MYRIAD.name] }], { phase: 'combat' });
    expect(out.you.battlefield.map((entry) => entry.card)).toEqual([MYRIAD.name]);
    expect(out.opponent.life).toBe(17);
  });
});

describe('combat-damage and attack keywords', () => {
  it('CR 702.115a: ingest exiles the top card of the damaged player’s library', () => {
    const INGESTER = c('Mist Intruder', '{1}{U}', 'Creature — Eldrazi Drone', 'Ingest', '1', '2');
    const out = scenario([INGESTER], { battlefield: [INGESTER.name] }, [{ do: 'attack', attackers: [INGESTER.name] }, { do: 'resolve' }], { phase: 'combat', opponent: { library: ['Island', 'Swamp'] } });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(19);
    expect(out.opponent.library).toEqual(['Swamp']);
    expect(out.you.library).toEqual([]);
  });

  it('CR 702.105a: dethrone puts a +1/+1 counter on it when the goldfish has the most life or is tied', () => {
    const DETHRONER = c('Marchesa Kid', '{2}{B}', 'Creature — Human', 'Dethrone', '2', '2');
    const tied = scenario([DETHRONER], { battlefield: [DETHRONER.name] }, [{ do: 'attack', attackers: [DETHRONER.name] }, { do: 'resolve' }, { do: 'next_phase' }], { phase: 'combat' });
    expect(permanent(tied, DETHRONER.name)?.counters).toEqual({ '+1/+1': 1 });
    expect(tied.opponent.life).toBe(17);
    // You have more life than the goldfish: it does not trigger at all.
    const behind = scenario([DETHRONER], { battlefield: [DETHRONER.name], life: 25 }, [{ do: 'attack', attackers: [DETHRONER.name] }], { phase: 'combat' });
    expect(behind.stack).toEqual([]);
    expect(permanent(behind, DETHRONER.name)?.counters).toEqual({});
    expect(behind.opponent.life).toBe(18);
  });

  it('CR 702.121a: melee gives +1/+1 for the one opponent attacked', () => {
    const MELEE = c('Melee Brute', '{1}{R}', 'Creature — Ogre', 'Melee', '2', '2');
    const out = scenario([MELEE], { battlefield: [MELEE.name] }, [{ do: 'attack', attackers: [MELEE.name] }, { do: 'resolve' }, { do: 'next_phase' }], { phase: 'combat' });
    expect(out.opponent.life).toBe(17);
    expect(eventsOf(out, 'damage')).toEqual([{ type: 'damage', source: MELEE.name, target: 'opponent', amount: 3 }]);
  });
});

describe('counter keywords: reinforce, scavenge, outlast', () => {
  it('CR 702.77a: reinforce discards the card from hand as a cost and puts N counters on the target, at instant speed', () => {
    const REINFORCER = c('Mosquito Guard Jr', '{W}', 'Creature — Kithkin', 'Reinforce 2—{1}{W}', '1', '1');
    const out = scenario([REINFORCER], { battlefield: [BEAR.name, ...PLAINS], hand: [REINFORCER.name] }, [{ do: 'activate', card: REINFORCER.name, ability: 'reinforce', targets: [BEAR.name] }, { do: 'resolve' }], { phase: 'combat' });
    expect(out.ok).toBe(true);
    expect(out.you.graveyard).toEqual([REINFORCER.name]);
    expect(permanent(out, BEAR.name)?.counters).toEqual({ '+1/+1': 2 });
  });

  it('CR 702.77a: reinforce X puts X counters', () => {
    const SWELL = c('Swell Jr', '{W}', 'Instant', 'Reinforce X—{X}{W}{W}');
    const out = scenario([SWELL], { battlefield: [BEAR.name, ...PLAINS], hand: [SWELL.name] }, [{ do: 'activate', card: SWELL.name, ability: 'reinforce', targets: [BEAR.name], x: 2 }, { do: 'resolve' }]);
    expect(out.ok).toBe(true);
    expect(permanent(out, BEAR.name)?.counters).toEqual({ '+1/+1': 2 });
  });

  it('CR 702.97a: scavenge exiles the card from the graveyard and puts counters equal to its power, only as a sorcery', () => {
    const SCAVENGER = c('Slitherhead Jr', '{B/G}', 'Creature — Plant Zombie', 'Scavenge {1}', '3', '1');
    const out = scenario([SCAVENGER], { battlefield: [BEAR.name, 'Forest'], graveyard: [SCAVENGER.name] }, [{ do: 'activate', card: SCAVENGER.name, ability: 'scavenge', targets: [BEAR.name] }, { do: 'resolve' }]);
    expect(out.ok).toBe(true);
    expect(out.you.exile).toEqual([SCAVENGER.name]);
    expect(permanent(out, BEAR.name)?.counters).toEqual({ '+1/+1': 3 });
    const inCombat = scenario([SCAVENGER], { battlefield: [BEAR.name, 'Forest'], graveyard: [SCAVENGER.name] }, [{ do: 'activate', card: SCAVENGER.name, ability: 'scavenge', targets: [BEAR.name] }], { phase: 'combat' });
    expect(inCombat.ok).toBe(false);
    expect(inCombat.you.graveyard).toEqual([SCAVENGER.name]);
  });

  it('CR 702.107a: outlast taps the creature and puts a +1/+1 counter on it, only as a sorcery', () => {
    const OUTLASTER = c('Salt Road Jr', '{3}{W}', 'Creature — Human', 'Outlast {1}{W}', '3', '3');
    const out = scenario([OUTLASTER], { battlefield: [OUTLASTER.name, ...PLAINS] }, [{ do: 'activate', card: OUTLASTER.name, ability: 'outlast' }, { do: 'resolve' }]);
    expect(out.ok).toBe(true);
    expect(permanent(out, OUTLASTER.name)).toMatchObject({ tapped: true, counters: { '+1/+1': 1 } });
    const inCombat = scenario([OUTLASTER], { battlefield: [OUTLASTER.name, ...PLAINS] }, [{ do: 'activate', card: OUTLASTER.name, ability: 'outlast' }], { phase: 'combat' });
    expect(inCombat.ok).toBe(false);
  });
});

describe('exert (CR 701.39)', () => {
  const BRAWLER = c('Hooded Brawler Jr', '{2}{G}', 'Creature — Naga Warrior', 'You may exert Hooded Brawler Jr as it attacks. When you do, it gets +2/+2 until end of turn. (An exerted creature won\u2019t untap during your next untap step.)', '3', '2');
  const TWINS = c('Trueheart Twins Jr', '{4}{R}', 'Creature — Jackal Warrior', 'You may exert Trueheart Twins Jr as it attacks. (It won\u2019t untap during your next untap step.)\nWhenever you exert a creature, creatures you control get +1/+0 until end of turn.', '4', '4');

  it('CR 701.39a: exerting as it attacks fires "When you do" and the creature skips your next untap step', () => {
    const actions = [{ do: 'attack', attackers: [BRAWLER.name], exert: [BRAWLER.name] }, { do: 'resolve' }, { do: 'next_phase' }];
    const out = scenario([BRAWLER], { battlefield: [BRAWLER.name] }, actions, { phase: 'combat' });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(15); // 3 + 2
    const nextTurn = scenario([BRAWLER], { battlefield: [BRAWLER.name], library: ['Forest', 'Forest'] }, [...actions, { do: 'next_turn' }], { phase: 'combat' });
    expect(permanent(nextTurn, BRAWLER.name)?.tapped).toBe(true); // didn't untap
    const turnAfter = scenario([BRAWLER], { battlefield: [BRAWLER.name], library: ['Forest', 'Forest'] }, [...actions, { do: 'next_turn' }, { do: 'next_turn' }], { phase: 'combat' });
    expect(permanent(turnAfter, BRAWLER.name)?.tapped).toBe(false);
  });

  it('CR 701.39a: not exerted (the default), nothing triggers and it untaps as usual', () => {
    const out = scenario([BRAWLER], { battlefield: [BRAWLER.name], library: ['Forest'] }, [{ do: 'attack', attackers: [BRAWLER.name] }, { do: 'next_turn' }], { phase: 'combat' });
    expect(out.opponent.life).toBe(17);
    expect(permanent(out, BRAWLER.name)?.tapped).toBe(false);
  });

  it('CR 701.39: "Whenever you exert a creature" triggers; exerting a creature without the ability, or one not attacking, is rejected', () => {
    const out = scenario([TWINS], { battlefield: [TWINS.name, BEAR.name] }, [{ do: 'attack', attackers: [TWINS.name, BEAR.name], exert: [TWINS.name] }, { do: 'resolve' }, { do: 'next_phase' }], { phase: 'combat' });
    expect(out.ok).toBe(true);
    expect(out.opponent.life).toBe(12); // (4 + 1) + (2 + 1)
    const bear = scenario([TWINS], { battlefield: [TWINS.name, BEAR.name] }, [{ do: 'attack', attackers: [TWINS.name, BEAR.name], exert: [BEAR.name] }], { phase: 'combat' });
    expect(bear.ok).toBe(false);
    expect(bear.error?.message).toMatch(/exert/);
    expect(bear.opponent.life).toBe(20);
    expect(permanent(bear, TWINS.name)?.tapped).toBe(false); // the rejected declaration changed nothing
    const notAttacking = scenario([TWINS], { battlefield: [TWINS.name, BEAR.name] }, [{ do: 'attack', attackers: [BEAR.name], exert: [TWINS.name] }], { phase: 'combat' });
    expect(notAttacking.ok).toBe(false);
  });

  it('CR 701.39: the table\'s attack dialog offers exerting only the creatures that may be exerted', () => {
    const { game } = gameFromScenario({ cards: [BRAWLER, BEAR], you: { battlefield: [BRAWLER.name, BEAR.name] }, phase: 'combat' });
    const view = tableView(game, { id: 'g1', deckName: 'test', seed: 1, log: [], images: new Map(), unresolved: [], cardNames: {} });
    expect(view.attackers.map((attacker) => [attacker.name, attacker.mayExert])).toEqual([[BRAWLER.name, true], [BEAR.name, false]]);
  });

  it('CR 701.39a: "Exert ~" as a cost: the creature skips your next untap step', () => {
    const STEWARD = c('Steward Jr', '{1}{W}', 'Creature — Human Warrior', '{T}, Exert Steward Jr: You gain 2 life. (An exerted creature won\u2019t untap during your next untap step.)', '1', '1');
    const out = scenario([STEWARD], { battlefield: [STEWARD.name], library: ['Plains', 'Plains'] }, [{ do: 'activate', card: STEWARD.name, ability: 0 }, { do: 'resolve' }, { do: 'next_turn' }]);
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(22);
    expect(permanent(out, STEWARD.name)?.tapped).toBe(true);
    expect(lineStatus(STEWARD)).toEqual(['enforced']);
  });
});

describe('undaunted (CR 702.125)', () => {
  it('CR 702.125a: the spell costs {1} less for the one opponent', () => {
    const UNDAUNTED = c('Dauntless Jr', '{3}{W}', 'Creature — Human', 'Undaunted', '3', '3');
    const cheaper = scenario([UNDAUNTED], { battlefield: ['Plains', 'Plains', 'Plains'], hand: [UNDAUNTED.name] }, [{ do: 'cast', card: UNDAUNTED.name }, { do: 'resolve' }]);
    expect(cheaper.ok).toBe(true);
    expect(permanent(cheaper, UNDAUNTED.name)).toBeDefined();
    const tooFew = scenario([UNDAUNTED], { battlefield: ['Plains', 'Plains'], hand: [UNDAUNTED.name] }, [{ do: 'cast', card: UNDAUNTED.name }]);
    expect(tooFew.ok).toBe(false);
    expect(lineStatus(UNDAUNTED)).toEqual(['enforced']);
  });
});

describe('soulbond (CR 702.95)', () => {
  const SILVERHEART = c('Wolfir Jr', '{3}{G}', 'Creature — Wolf Warrior', 'Soulbond (You may pair this creature with another unpaired creature when either enters the battlefield. They remain paired for as long as you control both of them.)\nAs long as Wolfir Jr is paired with another creature, each of those creatures gets +4/+4.', '4', '4');
  const LANCER = c('Lancer Jr', '{1}{R}', 'Creature — Human Knight', 'Soulbond\nAs long as Lancer Jr is paired with another creature, both creatures have flying and first strike.', '1', '1');
  const cast = (name: string) => [{ do: 'cast', card: name }, { do: 'resolve' }];

  it('CR 702.95a: when it enters it pairs with another unpaired creature (the strongest by default); each of the pair gets the bonus', () => {
    expect(lineStatus(SILVERHEART)).toEqual(['enforced', 'enforced']);
    const out = scenario([SILVERHEART], { battlefield: [BEAR.name, ...FOREST4], hand: [SILVERHEART.name] }, [...cast(SILVERHEART.name), { do: 'resolve' }]);
    expect(out.ok).toBe(true);
    expect([permanent(out, BEAR.name)?.power, permanent(out, BEAR.name)?.toughness]).toEqual([6, 6]);
    expect(permanent(out, SILVERHEART.name)?.power).toBe(8);
  });

  it('CR 702.95a: the table asks which creature to pair with, the strongest suggested, or none', () => {
    const { game } = gameFromScenario({ cards: [BEAR, SILVERHEART], you: { battlefield: [BEAR.name, ...FOREST4], hand: [SILVERHEART.name] } });
    expect(game.perform({ do: 'cast', card: game.state.players[0].hand[0]! }).ok).toBe(true);
    expect(game.perform({ do: 'resolve' }).ok).toBe(true);
    const view = tableView(game, { id: 'g1', deckName: 'test', seed: 1, log: [], images: new Map(), unresolved: [], cardNames: {} });
    expect(view.stack[0]?.question).toEqual({ kind: 'choose', what: 'pair', options: [BEAR.name, 'no pair'], suggested: BEAR.name });
    expect(game.perform({ do: 'resolve', choice: 'no pair' }).ok).toBe(true);
    expect(game.state.objects.some((object) => object?.pairedWith)).toBe(false);
  });

  it('CR 702.95a: you may decline (null), and with no other creature nothing is paired', () => {
    const declined = scenario([SILVERHEART], { battlefield: [BEAR.name, ...FOREST4], hand: [SILVERHEART.name] }, [...cast(SILVERHEART.name), { do: 'resolve', choice: null }]);
    expect(permanent(declined, BEAR.name)?.power).toBe(2);
    expect(permanent(declined, SILVERHEART.name)?.power).toBe(4);
    const alone = scenario([SILVERHEART], { battlefield: FOREST4, hand: [SILVERHEART.name] }, [...cast(SILVERHEART.name), { do: 'resolve_all' }]);
    expect(permanent(alone, SILVERHEART.name)?.power).toBe(4);
    const wrong = scenario([SILVERHEART], { battlefield: [BEAR.name, ...FOREST4], hand: [SILVERHEART.name] }, [...cast(SILVERHEART.name), { do: 'resolve', choice: 'Forest' }]);
    expect(wrong.ok).toBe(false);
    expect(wrong.error?.message).toMatch(/unpaired creature/);
  });

  it('CR 702.95a: a creature entering later pairs with the unpaired soulbond creature (yes by default, or declined); the keywords go to both', () => {
    const keywordsOf = (choice: boolean | undefined) => {
      const { game } = gameFromScenario({ cards: [BEAR, LANCER], you: { battlefield: [LANCER.name, ...FOREST4], hand: [BEAR.name] } });
      const bear = game.state.players[0].hand[0]!;
      expect(game.perform({ do: 'cast', card: bear }).ok).toBe(true);
      expect(game.perform({ do: 'resolve' }).ok).toBe(true);
      expect(game.state.stack.map((item) => item.text)).toEqual(['Soulbond: you may pair it with the creature that entered.']);
      expect(game.perform(choice === undefined ? { do: 'resolve' } : { do: 'resolve', choice }).ok).toBe(true);
      return game.state.players[0].battlefield.map((id) => game.state.objects[id]!).filter((object) => object.card.isCreature).map((object) => [hasKeyword(game.state, object, 'flying'), hasKeyword(game.state, object, 'first strike')]);
    };
    expect(keywordsOf(undefined)).toEqual([[true, true], [true, true]]);
    expect(keywordsOf(true)).toEqual([[true, true], [true, true]]);
    expect(keywordsOf(false)).toEqual([[false, false], [false, false]]);
  });

  it('CR 702.95: \'each of those creatures has "{R}: …"\' gives the ability to both creatures while they are paired', () => {
    const STONEWRIGHT = c('Stonewright Jr', '{1}{R}', 'Creature — Human Shaman', 'Soulbond\nAs long as Stonewright Jr is paired with another creature, each of those creatures has "{R}: This creature gets +1/+0 until end of turn."', '1', '1');
    expect(lineStatus(STONEWRIGHT)).toEqual(['enforced', 'enforced']);
    const { game } = gameFromScenario({ cards: [BEAR, STONEWRIGHT], you: { battlefield: [BEAR.name, 'Mountain', 'Mountain', 'Mountain'], hand: [STONEWRIGHT.name] } });
    const bear = game.state.objects[game.state.players[0].battlefield[0]!]!;
    expect(game.perform({ do: 'activate', card: bear.id, ability: 0 }).ok).toBe(false); // not paired yet: the bear has no ability
    expect(game.perform({ do: 'cast', card: game.state.players[0].hand[0]! }).ok).toBe(true);
    expect(game.perform({ do: 'resolve' }).ok).toBe(true);
    expect(game.perform({ do: 'resolve' }).ok).toBe(true); // paired with the bear
    expect(game.perform({ do: 'activate', card: bear.id, ability: 0 }).ok).toBe(true);
    expect(game.perform({ do: 'resolve' }).ok).toBe(true);
    expect(powerOf(game.state, bear)).toBe(3);
  });

  it('CR 702.95e: the pair ends when one of them leaves the battlefield', () => {
    const paired = [...cast(SILVERHEART.name), { do: 'resolve' }];
    const out = scenario([SILVERHEART], { battlefield: [BEAR.name, ...FOREST4], hand: [SILVERHEART.name] }, paired);
    expect(permanent(out, BEAR.name)?.power).toBe(6);
    const gone = scenario([SILVERHEART], { battlefield: [BEAR.name, ...FOREST4], hand: [SILVERHEART.name] }, [...paired, { do: 'move', card: { name: SILVERHEART.name, zone: 'battlefield' }, to: 'graveyard' }]);
    expect(permanent(gone, BEAR.name)?.power).toBe(2);
    // Back on the battlefield it is a new object (CR 400.7): unpaired, and it pairs again only by its own trigger.
    const back = scenario([SILVERHEART], { battlefield: [BEAR.name, ...FOREST4], hand: [SILVERHEART.name] }, [
      ...paired, { do: 'move', card: { name: SILVERHEART.name, zone: 'battlefield' }, to: 'hand' }, { do: 'move', card: { name: SILVERHEART.name, zone: 'hand' }, to: 'battlefield' },
    ]);
    expect(permanent(back, BEAR.name)?.power).toBe(2);
    expect(permanent(back, SILVERHEART.name)?.power).toBe(4);
  });
});

describe("outlast's companion line", () => {
  it('"Each creature you control with a +1/+1 counter on it has flying": only those with a counter have it', () => {
    const FALCONER = c('Falconer Jr', '{2}{W}', 'Creature — Human Soldier', 'Outlast {W}\nEach creature you control with a +1/+1 counter on it has flying.', '2', '3');
    expect(lineStatus(FALCONER)).toEqual(['enforced', 'enforced']);
    const { game } = gameFromScenario({ cards: [BEAR, FALCONER], you: { battlefield: [FALCONER.name, BEAR.name, 'Plains'] } });
    const [falconer, bear] = game.state.players[0].battlefield.map((id) => game.state.objects[id]!);
    expect(hasKeyword(game.state, falconer!, 'flying')).toBe(false);
    expect(game.perform({ do: 'activate', card: falconer!.id, ability: 0 }).ok).toBe(true);
    expect(game.perform({ do: 'resolve' }).ok).toBe(true);
    expect(hasKeyword(game.state, falconer!, 'flying')).toBe(true);
    expect(hasKeyword(game.state, bear!, 'flying')).toBe(false);
  });
});
