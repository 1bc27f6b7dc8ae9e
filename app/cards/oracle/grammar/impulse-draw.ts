// Impulse draw: the permission that follows "Exile the top card(s) of your library." (CR 601.2,
// 305.1: the card is played from exile with the usual costs, timing and land drop):
//   "Until end of turn, you may play that card."            (Abbot of Keral Keep, Stromkirk Occultist)
//   "You may play it this turn." / "You may play that card this turn." (Chandra, Pyromaster)
//   "Until the end of your next turn, you may play those cards." (Light Up the Stage, Commune with Lava)
//   "… you may cast that card …" (spells only: no land drop, CR 305.9).
// Read as a sentence after the exile it refers to; the engine keeps the permission (engine/impulse-draw.ts).
//   "… you may play that card without paying its mana cost." (Mind's Desire: CR 118.9, X is 0, CR 107.3b).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';

type Permission = Extract<Effect, { kind: 'mayPlayExiled' }>;

const OBJECTS = ['that card', 'those cards', 'it', 'them', 'the exiled card', 'the exiled cards'];

function verbAndObject(c: Cursor): boolean | undefined {
  if (!c.accept('you may')) return undefined;
  const verb = c.acceptOne('play', 'cast');
  if (!verb || !c.acceptOne(...OBJECTS)) return undefined;
  return verb === 'play';
}

/** The permission sentence; undefined unless the whole sentence is one of the forms above. */
export function impulsePermission(c: Cursor): Permission | undefined {
  const found = c.attempt((): Permission | undefined => {
    const leading = c.accept('until end of turn ,') ? 'this turn' : c.accept('until the end of your next turn ,') ? 'next turn' : undefined;
    const lands = verbAndObject(c);
    if (lands === undefined) return undefined;
    const free = c.acceptOne('without paying its mana cost', 'without paying their mana costs', 'without paying their mana cost') !== undefined;
    const until = leading ?? (c.accept('this turn') || c.accept('until end of turn') ? 'this turn' : c.accept('until the end of your next turn') ? 'next turn' : undefined);
    return until ? { kind: 'mayPlayExiled', until, lands, free } : undefined;
  });
  return found && c.done ? found : undefined;
}
