// The Pacts (CR 603.7, 118.12): "At the beginning of your next upkeep, pay {2}{B}. If you don't,
// you lose the game." A delayed triggered ability set up as the spell resolves; at your next upkeep
// it asks for the mana (paid automatically when you can, as "unless you pay") and otherwise does
// what follows "If you don't". Read over the two sentences together (the sentence grammar tries a
// sentence with the next one).
import type { Effect } from '../abilities.ts';
import { manaCostIfReadable } from '../../mana-symbols.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';

type Read = (c: Cursor, context: ParseContext) => Effect[] | undefined;

/** "Pay {2}{B}. If you don't, you lose the game.": the effects happen unless the mana is paid. */
function payOrElse(c: Cursor, context: ParseContext, read: Read): Effect[] | undefined {
  return c.attempt((): Effect[] | undefined => {
    const start = c.position;
    if (!c.accept('pay')) return undefined;
    const symbols = c.manaCost();
    if (!symbols || /\{E\}/.test(symbols) || !c.accept(". if you don't ,")) return undefined;
    const effects = read(c, context);
    if (!effects || !c.done) return undefined;
    const mana = manaCostIfReadable(symbols);
    return mana ? [{ kind: 'unlessPay', mana, effects, text: c.textSince(start) }] : undefined;
  });
}

/** "At the beginning of your next upkeep, pay {2}{B}. If you don't, you lose the game." */
export function atYourNextUpkeep(c: Cursor, context: ParseContext, read: Read): Effect[] | undefined {
  return c.attempt((): Effect[] | undefined => {
    if (!c.accept('at the beginning of your next upkeep ,')) return undefined;
    const start = c.position;
    const effects = payOrElse(c, context, read);
    return effects ? [{ kind: 'at your next upkeep', effects, text: c.textSince(start).replace(/^./, (letter) => letter.toUpperCase()) }] : undefined;
  });
}
