// "Players can't gain life.", "Your opponents can't gain life." (static, CR 119.7) and the same with
// "this turn" (an effect of a spell or ability).
import type { LifeGainLock } from '../rider-effects.ts';
import type { Cursor } from './cursor.ts';

export function lifeGainLock(c: Cursor): { who: LifeGainLock['who']; thisTurn: boolean } | undefined {
  return c.attempt(() => {
    const who = c.acceptOne('players', 'each player', 'your opponents', 'each opponent', 'you');
    if (!who || !c.accept("can't gain life")) return undefined;
    const thisTurn = c.accept('this turn');
    if (!c.done) return undefined;
    return { who: who === 'players' || who === 'each player' ? 'each player' : who === 'you' ? 'you' : 'opponents', thisTurn };
  });
}
