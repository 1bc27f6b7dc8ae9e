// Sentences about a whole life total (CR 119.5): "Your life total becomes 26.", "Target player's life
// total becomes 10.", "Each player's life total becomes 1.", and "That player loses half their life,
// rounded up." (CR 107.1a: rounded as the card says).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { attemptIn, type ParseContext } from './nouns.ts';
import { playerPhrase } from './subjects.ts';
import { numberWord } from './words.ts';
import { lifeGainLock } from './life-gain-lock.ts';

type PlayerFields = { who: 'you' | 'each player' | 'each opponent' | 'target' | 'that player'; target?: number };

/** "your life total", "each player's life total", "target player's life total", "that player's life total". */
function lifeTotalOf(c: Cursor, context: ParseContext): PlayerFields | undefined {
  if (c.accept('your life total')) return { who: 'you' };
  if (c.accept("each player's life total")) return { who: 'each player' };
  if (context.thatPlayer?.includes('that player') && c.accept("that player's life total")) return { who: 'that player' };
  return possessiveTarget(c, context);
}

function becomes(c: Cursor, context: ParseContext): Effect[] | undefined {
  return attemptIn(c, context, () => {
    const who = lifeTotalOf(c, context);
    if (!who || !c.accept('becomes')) return undefined;
    const value = numberWord(c.next() ?? '');
    if (typeof value !== 'number' || !c.done) return undefined;
    return [{ kind: 'setLife', life: value, ...who }];
  });
}

/** "target player's life total": the tokenizer keeps "player's" one word. */
function possessiveTarget(c: Cursor, context: ParseContext): PlayerFields | undefined {
  return attemptIn(c, context, () => {
    if (!c.accept('target')) return undefined;
    const kind = c.acceptOne("player's", "opponent's");
    if (!kind || !c.accept('life total')) return undefined;
    context.targets.push({ kind: kind === "player's" ? 'player' : 'opponent', harmful: true });
    return { who: 'target', target: context.targets.length - 1 };
  });
}

function loseHalf(c: Cursor, context: ParseContext): Effect[] | undefined {
  return attemptIn(c, context, () => {
    const subject = playerPhrase(c, context, true);
    if (!subject || subject.kind !== 'player') return undefined;
    if (!c.acceptOne('lose', 'loses') || !c.accept('half') || !c.acceptOne('your', 'their', 'his or her') || !c.accept('life ,')) return undefined;
    const round = c.accept('rounded up') ? 'up' : c.accept('rounded down') ? 'down' : undefined;
    if (!round || !c.done) return undefined;
    const who = subject.who;
    if (who !== 'you' && who !== 'each player' && who !== 'each opponent' && who !== 'target' && who !== 'that player') return undefined;
    return [{ kind: 'loseHalfLife', round, who, ...(subject.slot !== undefined ? { target: subject.slot } : {}) }];
  });
}

/** "Your opponents can't gain life this turn." */
function lockThisTurn(c: Cursor): Effect[] | undefined {
  const lock = c.attempt(() => {
    const read = lifeGainLock(c);
    return read?.thisTurn ? read : undefined;
  });
  return lock ? [{ kind: 'lockLifeGainThisTurn', who: lock.who }] : undefined;
}

export function lifeTotalSentence(c: Cursor, context: ParseContext): Effect[] | undefined {
  return becomes(c, context) ?? loseHalf(c, context) ?? lockThisTurn(c);
}
