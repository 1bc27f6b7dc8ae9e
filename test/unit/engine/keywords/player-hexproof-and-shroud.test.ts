// "You have hexproof" / "You have shroud" (CR 702.11d, 702.18d, 115.4): a player with hexproof can't be
// the target of an opponent's spells or abilities; with shroud, of any.
import { describe, expect, it } from 'vitest';
import { compileCard, type CardDefinition } from '../../../../app/engine/index.ts';
import { run } from '../helpers.ts';

const card = (name: string, cost: string, type: string, text: string): CardDefinition => ({ name, mana_cost: cost, type_line: type, oracle_text: text });
const statuses = (definition: CardDefinition): string[] => compileCard(definition).lines.map((line) => line.status);

const leyline = card('Leyline of Sanctity', '{2}{W}{W}', 'Enchantment', 'If Leyline of Sanctity is in your opening hand, you may begin the game with it on the battlefield.\nYou have hexproof.');
const ivory = card('Ivory Mask', '{2}{W}{W}', 'Enchantment', 'You have shroud.');
const shock = card('Shock', '{R}', 'Instant', 'Shock deals 2 damage to any target.');

describe('players with hexproof and shroud (CR 702.11d, 702.18d)', () => {
  it('CR 702.11d: an opponent with hexproof can\'t be targeted by your spell', () => {
    expect(statuses(leyline)[1]).toBe('enforced');
    const out = run({ cards: [leyline, shock], you: { hand: [shock.name], battlefield: ['Mountain'] }, opponent: { battlefield: [leyline.name] }, actions: [{ do: 'cast', card: shock.name, targets: ['opponent'] }] });
    expect(out.ok).toBe(false);
    expect(out.opponent.life).toBe(20);
  });

  it('CR 702.11d: hexproof does not stop your own spells targeting you', () => {
    const out = run({ cards: [leyline, shock], you: { hand: [shock.name], battlefield: ['Mountain', leyline.name] }, actions: [{ do: 'cast', card: shock.name, targets: ['you'] }, { do: 'resolve' }] });
    expect(out.ok).toBe(true);
    expect(out.you.life).toBe(18);
  });

  it('CR 702.18d: with shroud, not even your own spells can target you', () => {
    expect(statuses(ivory)).toEqual(['enforced']);
    const out = run({ cards: [ivory, shock], you: { hand: [shock.name], battlefield: ['Mountain', ivory.name] }, actions: [{ do: 'cast', card: shock.name, targets: ['you'] }] });
    expect(out.ok).toBe(false);
  });
});
