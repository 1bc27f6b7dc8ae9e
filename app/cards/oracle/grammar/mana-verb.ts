// "Add {B}{B}{B}." as an effect of a spell or a trigger (CR 106.4), not a mana ability: Dark
// Ritual, "Add {R} for each creature you control", "Add three mana of any one color", "Add two
// mana in any combination of colors". Mana abilities proper are read by ../mana-abilities.ts.
import type { Effect, ManaColor } from '../abilities.ts';
import { amountWord, forEach } from './amounts.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

export const FIVE_COLORS: readonly ManaColor[] = ['W', 'U', 'B', 'R', 'G'];

/** "{R}{R}" → ['R', 'R']; undefined for generic, hybrid or other symbols. */
function symbolsOf(cost: string): ManaColor[] | undefined {
  const letters = cost.match(/\{([WUBRGC])\}/g);
  if (!letters || letters.join('') !== cost) return undefined;
  return letters.map((symbol) => symbol[1] as ManaColor);
}

/** "{R} or {G}", "{W}, {U}, or {B}", "{B}{B}{B}". */
function symbolOptions(c: Cursor): ManaColor[][] | undefined {
  const options: ManaColor[][] = [];
  for (;;) {
    const cost = c.manaCost();
    const option = cost === undefined ? undefined : symbolsOf(cost);
    if (!option) return undefined;
    options.push(option);
    const mark = c.position;
    if ((c.accept(', or') || c.accept('or') || c.accept(',')) && c.peek()?.startsWith('{')) continue;
    c.position = mark;
    return options;
  }
}

export const addManaVerb = (c: Cursor, _context: ParseContext, subject: Subject): Effect[] | undefined => {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('add')) return undefined;
  if (c.peek()?.startsWith('{')) {
    const options = symbolOptions(c);
    if (!options) return undefined;
    const times = forEach(c, 1);
    return [{ kind: 'addMana', options, ...(times !== undefined ? { times } : {}) }];
  }
  const amount = amountWord(c);
  if (amount === undefined || !c.accept('mana')) return undefined;
  const singles = FIVE_COLORS.map((color) => [color]);
  const times = amount === 1 ? {} : { times: amount };
  if (c.accept('of any color') || c.accept('of any one color')) return [{ kind: 'addMana', options: singles, ...times }];
  if (c.accept('in any combination of colors')) return [{ kind: 'addMana', options: singles, ...times, eachUnitApart: true }];
  return undefined;
};
