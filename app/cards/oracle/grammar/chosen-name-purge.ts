// "Choose a nonland card name. Search target player's graveyard, hand, and library for any number of
// cards with that name and exile them. Then that player shuffles their library." (Memoricide, Stain
// the Mind, Cranial Extraction, Slaughter Games; CR 201.3, 701.19): the name is the one the sentence
// before chose ("Choose a card name." as a sentence, engine/effects/choose-value.ts).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';

const THEIR_SHUFFLE = ['. then that player shuffles their library', '. that player shuffles their library', ', then that player shuffles their library'];

export function purgeChosenName(c: Cursor, context: ParseContext): Effect[] | undefined {
  return c.attempt(() => {
    const kind = c.accept("target player's graveyard , hand , and library") ? 'player' : c.accept("target opponent's graveyard , hand , and library") ? 'opponent' : undefined;
    if (!kind || !c.acceptOne('for all cards', 'for any number of cards') || !c.acceptOne('with that name', 'with the chosen name')) return undefined;
    if (!c.accept('and exile them') || !c.acceptOne(...THEIR_SHUFFLE)) return undefined;
    context.targets.push({ kind, harmful: true });
    return [{ kind: 'exileSameName', target: context.targets.length - 1, chosenName: true }];
  });
}
