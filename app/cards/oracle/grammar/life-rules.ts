// The static life rules of app/cards/oracle/life-rules.ts, each about its controller ("you"):
// "You don't lose the game for having 0 or less life.", "Damage that would reduce your life total to
// less than 1 reduces it to 1 instead.", "If you would gain life, you gain twice that much life
// instead.", "If you would gain life, you gain that much life plus 1 instead."
import type { StaticEffect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';

const whole = (word: string | undefined): number | undefined => (word !== undefined && /^\d+$/.test(word) ? Number(word) : undefined);

export function lifeRuleStatic(c: Cursor): StaticEffect[] | undefined {
  return c.attempt((): StaticEffect[] | undefined => {
    if (c.accept("you don't lose the game for having 0 or less life")) return c.done ? [{ kind: 'life rule', rule: 'no loss at zero life' }] : undefined;
    if (c.accept('damage that would reduce your life total to less than')) {
      const floor = whole(c.next());
      if (floor === undefined || !c.accept('reduces it to') || whole(c.next()) !== floor) return undefined;
      return c.accept('instead') && c.done ? [{ kind: 'life rule', rule: 'life floor', floor }] : undefined;
    }
    if (!c.accept('if you would gain life , you gain')) return undefined;
    if (c.accept('twice that much life instead')) return c.done ? [{ kind: 'life rule', rule: 'gain twice' }] : undefined;
    if (!c.accept('that much life plus')) return undefined;
    const amount = whole(c.next());
    return amount !== undefined && c.accept('instead') && c.done ? [{ kind: 'life rule', rule: 'gain plus', amount }] : undefined;
  });
}
