// Auras, round 7 (aura7c): "if you control a Desert or there is a Desert card in your graveyard"
// (CR 603.4: an intervening "if", checked on resolution too). Each test plays the card.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../../../app/cards/oracle/compile.ts';
import { definition as c, run } from '../helpers.ts';

const BEAR = c('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2', '2');
const DESERT = c('Desert', '', 'Land — Desert', '{T}: Add {C}.\n{T}: Desert deals 1 damage to target attacking creature. Activate only during the end of combat step.');
const HOLD = c("Desert's Hold Jr", '{2}{W}', 'Enchantment — Aura', "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated.\nWhen Desert's Hold Jr enters the battlefield, if you control a Desert or there is a Desert card in your graveyard, you gain 3 life.");

describe('aura7c: either of two conditions', () => {
  it('CR 603.4: "if you control a Desert or there is a Desert card in your graveyard" holds with either, not with neither', () => {
    expect(compileCard(HOLD).fullyEnforced).toBe(true);
    const cast = (you: Record<string, unknown>) => run({
      cards: [BEAR, DESERT, HOLD],
      you: { hand: [HOLD.name], ...you, battlefield: ['Plains', 'Plains', 'Plains', ...((you.battlefield as string[] | undefined) ?? [])] },
      opponent: { battlefield: [BEAR.name] },
      actions: [{ do: 'cast', card: HOLD.name, targets: [BEAR.name] }, { do: 'resolve_all' }],
    });
    expect(cast({ battlefield: [DESERT.name] }).you.life).toBe(23);
    expect(cast({ graveyard: [DESERT.name] }).you.life).toBe(23);
    expect(cast({ graveyard: ['Forest'] }).you.life).toBe(20);
  });
});
