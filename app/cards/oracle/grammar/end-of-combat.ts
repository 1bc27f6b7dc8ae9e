// "Sacrifice it at end of combat.", "Destroy that creature at end of combat.", "At end of combat,
// sacrifice it and it deals 5 damage to you." (CR 511.2, 603.7): the words around the time are an
// ordinary sentence, carried out by a delayed ability at this turn's end of combat. The same holds
// for "… at the beginning of the next end step" ("Destroy it at the beginning of the next end step.",
// "Create a 4/4 red Bird creature token with flying at the beginning of the next end step.").
import type { Effect } from '../abilities.ts';
import { Cursor } from './cursor.ts';
import { attemptIn, type ParseContext } from './nouns.ts';

type Read = (c: Cursor, context: ParseContext) => Effect[] | undefined;

const END_OF_COMBAT = ['at', 'end', 'of', 'combat'];
const NEXT_END_STEP = ['at', 'the', 'beginning', 'of', 'the', 'next', 'end', 'step'];

/** The sentence's words without its time ("… WHEN" or "WHEN, …"), or nothing when it names no such time. */
function withoutTime(c: Cursor, when: readonly string[]): { inner: Cursor['tokens']; end: number } | undefined {
  let end = c.position;
  while (end < c.tokens.length && c.tokens[end]!.text !== '.') end += 1;
  const words = c.tokens.slice(c.position, end);
  const first = when.every((word, index) => words[index]?.text === word) && words[when.length]?.text === ',';
  const last = words.length > when.length && when.every((word, index) => words[words.length - when.length + index]?.text === word);
  if (!first && !last) return undefined;
  return { inner: first ? words.slice(when.length + 1) : words.slice(0, words.length - when.length), end };
}

/** The effects of the words without their time, or nothing ("the token", "those creatures": not remembered past this resolution). */
function readInner(c: Cursor, context: ParseContext, read: Read, when: readonly string[]): { effects: Effect[]; text: string; end: number } | undefined {
  const found = withoutTime(c, when);
  if (!found || found.inner.length === 0) return undefined;
  const part = new Cursor(found.inner);
  const effects = attemptIn(part, context, () => {
    const inner = read(part, context);
    return inner && part.done ? inner : undefined;
  });
  if (!effects || JSON.stringify(effects).includes('"ref":"those"')) return undefined;
  return { effects, text: part.textSince(0).replace(/^./, (letter) => letter.toUpperCase()) + '.', end: found.end };
}

/** "… at end of combat" / "at end of combat, …" up to the end of the sentence, or nothing. */
export function atEndOfCombat(c: Cursor, context: ParseContext, read: Read): Effect[] | undefined {
  const found = readInner(c, context, read, END_OF_COMBAT);
  if (!found) return undefined;
  c.position = found.end;
  return [{ kind: 'at end of combat', effects: found.effects, text: found.text }];
}

/**
 * "… at the beginning of the next end step" / "At the beginning of the next end step, …" (CR 513.1,
 * 603.7), when no verb reads the whole sentence itself (the delayed returns and sacrifices of
 * `delayedVerb` keep their own reading).
 */
export function atNextEndStep(c: Cursor, context: ParseContext, read: Read): Effect[] | undefined {
  if (!withoutTime(c, NEXT_END_STEP)) return undefined;
  const start = c.position;
  const targets = context.targets.length;
  const it = context.it;
  const effects = c.attempt(() => read(c, context));
  const whole = effects !== undefined && (c.done || c.peek() === '.');
  c.position = start;
  context.targets.length = targets;
  context.it = it;
  if (whole) return undefined;
  const found = readInner(c, context, read, NEXT_END_STEP);
  if (!found) return undefined;
  c.position = found.end;
  return [{ kind: 'at the next end step', effects: found.effects, text: found.text }];
}
