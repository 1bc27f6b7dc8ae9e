// "Sacrifice it at end of combat.", "Destroy that creature at end of combat.", "At end of combat,
// sacrifice it and it deals 5 damage to you." (CR 511.2, 603.7): the words around the time are an
// ordinary sentence, carried out by a delayed ability at this turn's end of combat.
import type { Effect } from '../abilities.ts';
import { Cursor } from './cursor.ts';
import { attemptIn, type ParseContext } from './nouns.ts';

type Read = (c: Cursor, context: ParseContext) => Effect[] | undefined;

const WHEN = ['at', 'end', 'of', 'combat'];

/** "… at end of combat" / "at end of combat, …" up to the end of the sentence, or nothing. */
export function atEndOfCombat(c: Cursor, context: ParseContext, read: Read): Effect[] | undefined {
  let end = c.position;
  while (end < c.tokens.length && c.tokens[end]!.text !== '.') end += 1;
  const words = c.tokens.slice(c.position, end);
  const first = WHEN.every((word, index) => words[index]?.text === word) && words[WHEN.length]?.text === ',';
  const last = WHEN.every((word, index) => words[words.length - WHEN.length + index]?.text === word);
  if (!first && !last) return undefined;
  const inner = first ? words.slice(WHEN.length + 1) : words.slice(0, words.length - WHEN.length);
  const part = new Cursor(inner);
  const effects = attemptIn(part, context, () => {
    const found = read(part, context);
    return found && part.done ? found : undefined;
  });
  // "the token", "those creatures": what this ability made is not remembered past its resolution.
  if (!effects || inner.length === 0 || JSON.stringify(effects).includes('"ref":"those"')) return undefined;
  c.position = end;
  return [{ kind: 'at end of combat', effects, text: part.textSince(0).replace(/^./, (letter) => letter.toUpperCase()) + '.' }];
}
