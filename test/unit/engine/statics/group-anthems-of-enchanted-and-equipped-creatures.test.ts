// "Enchanted creatures you control …" and "Equipped creatures you control get +1/+1" are anthems
// over the creatures an Aura or an Equipment is attached to (CR 611.3a, 613.4c). The removed
// second reader took "Enchanted" / "Equipped" for a creature type and built a lord that matched
// no creature, while reporting the line enforced (issue 26).
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const OUTFITTER = c('Haven Outfitter Jr', '{1}{W}', 'Creature — Kor Soldier', 'Equipped creatures you control get +1/+1.', '2', '1');
const AURAMANCER = c('Auramancy Jr', '{4}{W}', 'Enchantment', 'Enchanted creatures you control have hexproof.');
const PICK = c('Bone Pick Jr', '{1}', 'Artifact — Equipment', 'Equip {1}');
const CARDS = [BEAR, OUTFITTER, AURAMANCER, PICK];
const scenario = (rest: Record<string, unknown>) => run({ cards: CARDS, ...rest });
const bears = (out: ReturnType<typeof run>) => out.you.battlefield.filter((found) => found.card === BEAR.name).map((found) => [found.power, found.toughness]);

describe('anthems of enchanted and equipped creatures (CR 611.3a)', () => {
  it('both lines are read as anthems, enforced', () => {
    expect(compileCard(OUTFITTER).statics.map((ability) => ability.effect)).toMatchObject([{ kind: 'anthem', filter: { equipped: true, controller: 'you' }, power: 1, toughness: 1 }]);
    expect(compileCard(AURAMANCER).statics.map((ability) => ability.effect)).toMatchObject([{ kind: 'anthem', filter: { enchanted: true, controller: 'you' }, keywords: ['hexproof'] }]);
    expect(compileCard(OUTFITTER).fullyEnforced).toBe(true);
  });

  it('only the equipped creature gets +1/+1', () => {
    const out = scenario({ you: { battlefield: [BEAR.name, BEAR.name, OUTFITTER.name, { card: PICK.name, attachedTo: 0 }] } });
    expect(out.ok).toBe(true);
    expect(bears(out)).toEqual([
      [3, 3],
      [2, 2],
    ]);
  });
});
