// "Target creature becomes blue until end of turn", "~ becomes colorless until end of turn",
// "Target permanent becomes blue in addition to its other colors until end of turn" (CR 105.3,
// layer 5), "Target land becomes an Island until end of turn" (CR 305.7, layer 4), and "becomes red
// and gains haste until end of turn". Only the forms that end with the turn: the engine keeps the
// change with the other "until end of turn" type changes (engine/effects/becomes.ts).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';
import { keywordList } from './keyword-list.ts';
import { COLORS } from './words.ts';

const BASIC_LAND_TYPES = ['plains', 'island', 'swamp', 'mountain', 'forest'];

/** "blue", "black and green", "colorless": the colour letters ([] for colourless), or undefined. */
function colorWords(c: Cursor): string[] | undefined {
  if (c.accept('colorless')) return [];
  const colors: string[] = [];
  for (;;) {
    const color = COLORS.get(c.peek() ?? '');
    if (!color) break;
    colors.push(color);
    c.next();
    if (!(c.at('and') && COLORS.has(c.peek(1) ?? ''))) break;
    c.next();
  }
  return colors.length > 0 ? colors : undefined;
}

export const becomesVerb = (c: Cursor, _context: ParseContext, subject: Subject): Effect[] | undefined => {
  if (subject.kind !== 'object' || !(c.accept('becomes') || c.accept('become'))) return undefined;
  let effect: Effect;
  const colors = colorWords(c);
  if (colors) {
    const adds = c.accept('in addition to its other colors');
    effect = { kind: 'becomes', objects: subject.ref, colors, ...(adds ? { addsColors: true } : {}) };
  } else {
    if (!(c.accept('a') || c.accept('an'))) return undefined;
    const land = c.peek();
    if (!land || !BASIC_LAND_TYPES.includes(land)) return undefined;
    c.next();
    effect = { kind: 'becomes', objects: subject.ref, land: land.charAt(0).toUpperCase() + land.slice(1) };
  }
  const effects: Effect[] = [effect];
  // "becomes red and gains haste until end of turn": the duration covers both.
  if (colors && c.accept('and gains')) {
    const keywords = keywordList(c);
    if (!keywords) return undefined;
    effects.push({ kind: 'grant', keywords, objects: subject.ref });
  }
  return c.accept('until end of turn') ? effects : undefined;
};
