// "That player may pay {4}. If the player does, untap the creature." (Paralyze), "that player may
// pay {3}. If they don't, ~ deals 2 damage to that player …" (Mind Whip), "that player may discard
// a card at random. If the player does, …" (Apathy), "that attacking player may create a tapped 2/2
// black Zombie creature token" (Curse of Shallow Graves): a choice made by the player the trigger
// remembers ("that player", CR 603.7c / 608.2c), not by the ability's controller. The engine lets
// that player decide when it is the controller and has the goldfish decline (it makes no choices
// and pays nothing), as for "unless they pay" (unless-that-player.ts).
import { manaCostIfReadable } from '../../mana-symbols.ts';
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { attemptIn, type ParseContext } from './nouns.ts';
import { YOU, type Subject } from './subjects.ts';

type VerbPhrase = (c: Cursor, context: ParseContext, subject: Subject) => Effect[] | undefined;


/** "that player may pay {N}" / "that player may <verb phrase> [and <verb phrase>]": a `mayPay` or `may` the remembered player decides, or undefined. */
export function thatPlayerMay(c: Cursor, context: ParseContext, verbPhrase: VerbPhrase): Effect[] | undefined {
  const phrases = context.thatPlayer;
  if (!phrases) return undefined;
  return attemptIn(c, context, () => {
    const start = c.position;
    if (!phrases.some((phrase) => c.accept(phrase)) || !c.accept('may')) return undefined;
    if (c.accept('pay')) {
      const symbols = c.manaCost();
      if (!symbols || !c.done) return undefined;
      const mana = manaCostIfReadable(symbols);
      return mana ? [{ kind: 'mayPay', mana, effects: [], text: c.textSince(start), chooser: 'that player' }] : undefined;
    }
    const effects: Effect[] = [];
    for (;;) {
      // The engine carries the choice out only when that player is the ability's controller (else the
      // goldfish declines), so the verb ("may create", base form) is read as the controller's.
      const next = attemptIn(c, context, () => verbPhrase(c, context, YOU));
      if (!next) return undefined;
      effects.push(...next);
      if (c.done) return [{ kind: 'may', effects, text: c.textSince(start), chooser: 'that player' }];
      if (!c.accept('and')) return undefined;
    }
  });
}

const DOES = ['if the player does ,', 'if that player does ,', 'if they do ,'];
const DOES_NOT = ["if the player doesn't ,", "if that player doesn't ,", "if they don't ,"];

type TheirChoice = Extract<Effect, { kind: 'may' | 'mayPay' }>;

type Sentence = (c: Cursor, context: ParseContext) => Effect[] | undefined;

/** The rest of the sentence read whole, with "they" and "the player" naming that player (the one the trigger remembers). */
function restAboutThatPlayer(c: Cursor, context: ParseContext, sentence: Sentence): Effect[] | undefined {
  const phrases = context.thatPlayer;
  context.thatPlayer = [...(phrases ?? []), 'they', 'the player'];
  const inner = attemptIn(c, context, () => {
    const read = sentence(c, context);
    return read && c.done ? read : undefined;
  });
  context.thatPlayer = phrases;
  return inner;
}

/**
 * "If the player does, …" / "If they don't, …" after a choice of that player: reads the answer's
 * sentence with `sentence` ("they" and "the player" naming that player there) and returns the
 * choice with it added, or undefined (the cursor unmoved).
 */
export function theirChoiceFollowUp(c: Cursor, context: ParseContext, previous: Effect | undefined, sentence: Sentence, text: string): TheirChoice | undefined {
  if ((previous?.kind !== 'may' && previous?.kind !== 'mayPay') || previous.chooser !== 'that player') return undefined;
  const start = c.position;
  const does = c.acceptOne(...DOES);
  if (!does && !c.acceptOne(...DOES_NOT)) return undefined;
  const inner = restAboutThatPlayer(c, context, sentence);
  if (!inner) {
    c.position = start;
    return undefined;
  }
  const said = `${previous.text}. ${text}`;
  return does ? { ...previous, effects: [...previous.effects, ...inner], text: said } : { ...previous, otherwise: [...(previous.otherwise ?? []), ...inner], text: said };
}

const CANT = ["if the player can't ,", "if that player can't ,", "if they can't ,", "if you can't ,"];

/**
 * "That player sacrifices a creature or planeswalker. If the player can't, they lose 5 life."
 * (Cruel Reality): the sentence happens when the sacrifice before it sacrificed nothing (CR 701.17a:
 * a player who has nothing to sacrifice can't). An `if` on the count of what it did, or undefined.
 */
export function ifCouldNotSacrifice(c: Cursor, context: ParseContext, previous: Effect | undefined, sentence: Sentence): Effect | undefined {
  if (previous?.kind !== 'sacrifice' || previous.self) return undefined;
  const start = c.position;
  if (!c.acceptOne(...CANT)) return undefined;
  const inner = restAboutThatPlayer(c, context, sentence);
  if (!inner) {
    c.position = start;
    return undefined;
  }
  return { kind: 'if', condition: { kind: 'count', amount: { count: { of: 'this way' }, times: 1 }, op: '=', value: 0 }, effects: inner };
}
