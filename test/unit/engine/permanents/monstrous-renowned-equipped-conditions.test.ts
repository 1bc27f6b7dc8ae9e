// "As long as ~ is monstrous / renowned, it has …" (CR 701.37b, 702.112b) and "As long as equipped
// creature is a Human, it gets [an additional] +1/+1" (CR 301.5, 611.3a: checked all the time).
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { hasKeyword, powerOf } from '../../../../app/engine/rules/characteristics.ts';
import { definition, idOf, table } from '../helpers.ts';

const statuses = (card: CardDefinition): string[] => compileCard(card).lines.map((line) => line.status);

const LION = definition('Fleece Jr', '{G}{W}', 'Creature — Cat', '{1}: Monstrosity 4.\nAs long as Fleece Jr is monstrous, it has hexproof and indestructible.', '3', '3');
const BLADE = definition('Human Blade Jr', '{1}', 'Artifact — Equipment', 'Equipped creature gets +1/+1.\nAs long as equipped creature is a Human, it gets an additional +1/+1.\nEquip {1}');
const HUMAN = definition('Test Human', '{W}', 'Creature — Human Soldier', '', '1', '1');
const BEAR = definition('Plain Bear', '{1}{G}', 'Creature — Bear', '', '2', '2');

describe('"as long as ~ is monstrous" (CR 701.37b)', () => {
  it('has the keywords only once it is monstrous', () => {
    expect(statuses(LION)).toEqual(['enforced', 'enforced']);
    const before = table([LION], { battlefield: [LION.name] });
    expect(hasKeyword(before.state, before.state.objects[idOf(before, LION.name, 'battlefield')]!, 'hexproof')).toBe(false);
    const lands = ['Forest'];
    const game = table([LION], { battlefield: [LION.name, ...lands] });
    expect(game.perform({ do: 'activate', card: idOf(game, LION.name, 'battlefield'), ability: 0 }).ok).toBe(true);
    expect(game.perform({ do: 'resolve' }).ok).toBe(true);
    const lion = game.state.objects[idOf(game, LION.name, 'battlefield')]!;
    expect(lion.monstrous).toBe(true);
    expect(hasKeyword(game.state, lion, 'hexproof')).toBe(true);
    expect(hasKeyword(game.state, lion, 'indestructible')).toBe(true);
  });
});

describe('"as long as equipped creature is a Human, it gets an additional +1/+1" (CR 301.5)', () => {
  it('the equipped creature gets the bonus only when it is a Human; the Equipment gets nothing', () => {
    expect(statuses(BLADE)).toEqual(['enforced', 'enforced', 'enforced']);
    const human = table([BLADE, HUMAN], { battlefield: [HUMAN.name, { card: BLADE.name, attachedTo: 0 }] });
    expect(powerOf(human.state, human.state.objects[idOf(human, HUMAN.name, 'battlefield')]!)).toBe(3);
    const bear = table([BLADE, BEAR], { battlefield: [BEAR.name, { card: BLADE.name, attachedTo: 0 }] });
    expect(powerOf(bear.state, bear.state.objects[idOf(bear, BEAR.name, 'battlefield')]!)).toBe(3);
    expect(powerOf(bear.state, bear.state.objects[idOf(bear, BLADE.name, 'battlefield')]!)).toBe(null);
  });
});
