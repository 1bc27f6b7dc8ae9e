// Effects of the player-choice, copy and one-sentence verbs (docs/rules-choices.md), each run by its
// unit in app/engine/effects/choice-verbs.ts.
import type { CopyExceptions, Effect, ObjectFilter, ObjectRef, PlayerRef } from './abilities.ts';

export type ChoiceEffect =
  /** "Shuffle ~ into its owner's library" (a resolving spell or the permanent itself; CR 701.20). */
  /** `bottom`: "Put ~ on the bottom of its owner's library" (no shuffle). */
  | { kind: 'shuffleSelfIn'; bottom?: boolean }
  /** "Exile all cards from target player's graveyard". */
  /** `zones`: the zones emptied (the graveyard by default; grammar/exile-zones.ts). */
  | { kind: 'exileGraveyard'; who: PlayerRef; target?: number; zones?: readonly ('graveyard' | 'hand' | 'library')[] }
  /** "Discard your hand", "each player discards their hand" (CR 701.8). */
  | { kind: 'discardHand'; who: PlayerRef }
  /** "Each player shuffles their hand and graveyard into their library" (Timetwister). */
  | { kind: 'shuffleHandAndGraveyard'; who: PlayerRef }
  /** "Take an extra turn after this one" (CR 500.7); `loseAtEnd`: "At the beginning of that turn's end step, you lose the game." */
  | { kind: 'extraTurn'; loseAtEnd: boolean; who?: PlayerRef; target?: number }
  /** Populate (CR 701.30): a token that's a copy of a creature token you control. */
  | { kind: 'populate' }
  /** "Create a token that's a copy of ~ / target creature you control" (CR 707.2: the copiable values). */
  | { kind: 'copyToken'; objects: ObjectRef; except?: CopyExceptions }
  /** "~ becomes a copy of target artifact[, except it has this ability][ until end of turn]" (CR 707.2; engine/effects/become-copy.ts). */
  | { kind: 'becomeCopy'; of: number; thisAbility: boolean; untilEndOfTurn: boolean; except?: CopyExceptions }
  /** "Choose a color." / "Choose a creature type." as a sentence of its own: the source keeps the choice for "of the chosen color / of that type" (engine/effects/choose-value.ts). */
  | { kind: 'chooseValue'; what: 'color' | 'creature type' | 'card name' | 'nonland card name' }
  /** "Return a creature you control to its owner's hand": not targeted, chosen on resolution (CR 608.2d). */
  | { kind: 'returnOwn'; filter: ObjectFilter }
  /** "… gains protection from the color of your choice until end of turn" (CR 702.16; the colour chosen on resolution). */
  | { kind: 'chosenProtection'; objects: ObjectRef }
  /** "Target land becomes the basic land type of your choice until end of turn" (CR 305.7), "~ becomes the creature type of your choice until end of turn" (CR 205.1b), "… becomes the color of your choice until end of turn" (CR 105.3); chosen on resolution. */
  | { kind: 'chosenType'; objects: ObjectRef; what: 'basic land type' | 'creature type' | 'color' }
  /** Clash (CR 701.23): `win` if you win, else `lose` ("Otherwise, …"). */
  | { kind: 'clash'; win: readonly Effect[]; lose: readonly Effect[] }
  /** "Copy target instant or sorcery spell. You may choose new targets for the copy." (CR 707.10: the copy keeps the targets by default.) */
  /** `cast`: the spell whose casting triggered the ability (its `subject`; `target` unused), "copy that spell" (grammar/spell-copies.ts). */
  | { kind: 'copySpell'; target: number; times: number; cast?: boolean }
  /** "When you cast your next instant or sorcery spell this turn, copy that spell [twice]" (CR 603.7c; engine/next-spell-copies.ts). */
  | { kind: 'nextSpellCopy'; times: number }
  /** "Sacrifice it unless you return an untapped Plains you control to its owner's hand" (CR 118.12: returning is the cost; by default paid whenever it can be). */
  /** Detain (CR 701.28a). */
  | { kind: 'detain'; objects: ObjectRef }
  | { kind: 'unlessReturn'; filter: ObjectFilter; effects: readonly Effect[]; text: string }
  /** "Roll a six-sided die / two six-sided dice" (CR 706): `then` after the roll, then each outcome whose range holds the total, else `otherwise` (engine/effects/dice.ts). */
  | { kind: 'rollDice'; count: number; then: readonly Effect[]; outcomes: readonly DieOutcome[]; otherwise: readonly Effect[] };

/** "If you roll a 1, …", "On a 3 or 4, …", "On a 5 or higher, …": the totals (inclusive) and what they do. */
export interface DieOutcome {
  readonly min: number;
  readonly max: number;
  readonly effects: readonly Effect[];
}
