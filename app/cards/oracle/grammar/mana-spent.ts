// Which mana was spent to cast the spell (CR 601.2h): "{R} was spent to cast ~", adamant's "at least
// three white mana was spent to cast this spell" / "at least three mana of the same color was spent
// to cast it", and the same condition after "unless" ("sacrifice it unless {W} was spent to cast it").
// engine/mana-spent.ts checks it against the mana the cast remembered.
import type { Amount, Condition, ManaColor } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { COLORS, numberWord } from './words.ts';

const SPENT_TO_CAST = ['was spent to cast ~', 'was spent to cast it', 'was spent to cast this spell'];

/** "{R} was spent to cast ~", "at least three blue mana was spent to cast this spell". */
export function manaSpentCondition(c: Cursor): Condition | undefined {
  return c.attempt((): Condition | undefined => {
    const symbol = /^\{([wubrgc])\}$/.exec(c.peek() ?? '');
    if (symbol) {
      c.next();
      return c.acceptOne(...SPENT_TO_CAST) ? { kind: 'mana spent', color: symbol[1]!.toUpperCase() as ManaColor, atLeast: 1 } : undefined;
    }
    if (!c.accept('at least')) return undefined;
    const amount = numberWord(c.next());
    if (typeof amount !== 'number') return undefined;
    const color = c.accept('mana of the same color') ? 'same' : (COLORS.get(c.next() ?? '') as ManaColor | undefined);
    if (color === undefined || (color !== 'same' && !c.accept('mana'))) return undefined;
    return c.acceptOne(...SPENT_TO_CAST) ? { kind: 'mana spent', color, atLeast: amount } : undefined;
  });
}

/** "… unless {W} was spent to cast it" (the effects happen when it was not), "… if {W} was spent to cast ~." (Repel Intruders). */
export function trailingManaSpent(c: Cursor): Condition | undefined {
  return c.attempt((): Condition | undefined => {
    const unless = c.accept('unless');
    if (!unless && !c.accept('if')) return undefined;
    const test = manaSpentCondition(c);
    if (!test || !c.done) return undefined;
    return unless ? { kind: 'not', condition: test } : test;
  });
}

/** "the amount of mana spent to cast it" (Marath, Prossh). */
export function manaSpentAmount(c: Cursor): Amount | undefined {
  return c.attempt(() => (c.accept('the amount of mana spent to cast') && c.acceptOne('~', 'it', 'this spell') ? { count: { of: 'mana spent' }, times: 1 } : undefined));
}
