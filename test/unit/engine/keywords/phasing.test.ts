// Phasing (CR 702.26): a phased-out permanent is treated as though it doesn't exist; in its
// controller's untap step, before anything untaps (CR 502.1), phased-out permanents phase in and
// permanents with phasing phase out, simultaneously (702.26a). Attached permanents phase with it
// (702.26g). "~ phases out" effects, "Whenever ~ phases in / out" triggers.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { definition, eventTypes, idOf, inOrder, run, table } from '../helpers.ts';

const statuses = (card: CardDefinition): string[] => compileCard(card).lines.map((line) => line.status);

const SHARK = definition('Phasing Shark Jr', '{2}{U}', 'Creature — Fish', 'Phasing', '3', '3');
const DRAGON = definition('Mist Jr', '{U}', 'Creature — Dragon', '{U}: Mist Jr phases out.', '4', '4');
const RIPPLE = definition('Ripple Jr', '{U}', 'Instant', 'Target artifact, creature, or land phases out.');
const IMP = definition('Imp Jr', '{U}', 'Creature — Imp', 'Phasing\nWhenever Imp Jr phases in, draw a card.\nWhenever Imp Jr phases out, you gain 2 life.', '1', '1');
const SWORD = definition('Plain Sword', '{1}', 'Artifact — Equipment', 'Equipped creature gets +2/+0.\nEquip {1}');
const BEAR = definition('Plain Bear', '{1}{G}', 'Creature — Bear', '', '2', '2');
const CARDS = [SHARK, DRAGON, RIPPLE, IMP, SWORD, BEAR];

const names = (permanents: { card: string }[]): string[] => permanents.map((permanent) => permanent.card).sort();

describe('phasing (CR 702.26)', () => {
  it('reads the keyword, the effect and the triggers as enforced', () => {
    expect(statuses(SHARK)).toEqual(['enforced']);
    expect(statuses(DRAGON)).toEqual(['enforced']);
    expect(statuses(RIPPLE)).toEqual(['enforced']);
    expect(statuses(IMP)).toEqual(['enforced', 'enforced', 'enforced']);
  });

  it('CR 702.26a: phases out in your untap step and back in the next one, keeping its counters and tapped state', () => {
    const setUp = { cards: CARDS, you: { battlefield: [{ card: SHARK.name, counters: { '+1/+1': 1 } }], library: ['Island', 'Island', 'Island'] } };
    const once = run({ ...setUp, actions: [{ do: 'next_turn' }] });
    expect(once.ok).toBe(true);
    expect(names(once.you.battlefield)).toEqual([]);
    const twice = run({ ...setUp, actions: [{ do: 'next_turn' }, { do: 'next_turn' }] });
    expect(twice.ok).toBe(true);
    expect(twice.you.battlefield.map((permanent) => [permanent.card, permanent.counters['+1/+1']])).toEqual([[SHARK.name, 1]]);
  });

  it('CR 702.26d: a phased-out creature is off the battlefield list; it is the same object when it phases in', () => {
    const game = table(CARDS, { battlefield: [DRAGON.name, 'Island'], library: ['Island', 'Island'] });
    const dragon = idOf(game, DRAGON.name, 'battlefield');
    expect(game.perform({ do: 'activate', card: dragon, ability: 0 }).ok).toBe(true);
    expect(game.perform({ do: 'resolve' }).ok).toBe(true);
    expect(game.state.players[0].battlefield).not.toContain(dragon);
    expect(game.state.objects[dragon]!.zone).toBe('phased out');
    const zcc = game.state.objects[dragon]!.zcc;
    expect(game.perform({ do: 'next_turn' }).ok).toBe(true);
    expect(game.state.players[0].battlefield).toContain(dragon);
    expect(game.state.objects[dragon]!.zcc).toBe(zcc); // no zone change (CR 702.26d)
  });

  it('CR 702.26g: an Equipment attached to it phases out and back in with it, still attached', () => {
    const game = table(CARDS, { battlefield: [SHARK.name, { card: SWORD.name, attachedTo: 0 }], library: ['Island', 'Island'] });
    const shark = idOf(game, SHARK.name, 'battlefield');
    const sword = idOf(game, SWORD.name, 'battlefield');
    expect(game.perform({ do: 'next_turn' }).ok).toBe(true);
    expect(game.state.players[0].battlefield).toEqual([]);
    expect(game.perform({ do: 'next_turn' }).ok).toBe(true);
    expect(game.state.players[0].battlefield.sort()).toEqual([shark, sword].sort());
    expect(game.state.objects[sword]!.attachedTo).toBe(shark);
  });

  it('"Target creature phases out": the goldfish\'s creature is gone for good (it takes no turns, so its untap step never comes)', () => {
    const out = run({ cards: CARDS, you: { hand: [RIPPLE.name], battlefield: ['Island'], library: ['Island', 'Island'] }, opponent: { battlefield: [BEAR.name] }, actions: [
      { do: 'cast', card: RIPPLE.name, targets: [{ name: BEAR.name, player: 'opponent' }] }, { do: 'resolve' }, { do: 'next_turn' },
    ] });
    expect(out.ok).toBe(true);
    expect(out.opponent.battlefield).toEqual([]);
    expect(eventTypes(out)).toContain('phased_out');
  });

  it('"Whenever ~ phases out / in" trigger (CR 702.26e)', () => {
    const out = run({ cards: CARDS, you: { battlefield: [IMP.name], library: ['Island', 'Island', 'Island', 'Island'] }, actions: [{ do: 'next_turn' }, { do: 'resolve' }, { do: 'next_turn' }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(22);
    expect(out.you.hand.length).toBe(2); // the first turn's draw and the phase-in trigger (resolved in the second upkeep)
    expect(inOrder(out, ['phased_out', 'life', 'drew', 'phased_in', 'triggered', 'drew'])).toBe(true);
  });
});
