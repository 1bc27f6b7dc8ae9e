// Replacement effects on where a card goes and on a cycling draw, and the permission to cast from
// the graveyard, read as whole lines (CR 614.1a, 614.6, 614.11, 601.3):
//   "If a card or token would be put into a graveyard from anywhere, exile it instead." (Rest in Peace)
//   "If a card that has a cycling ability would be put into your graveyard from anywhere and it
//    wasn't cycled, exile it instead." (Abandoned Sarcophagus; the 2019 text says "a card with cycling")
//   "You may cast spells that have a cycling ability from your graveyard." (2019: "nonland cards with cycling")
//   "If a cycling ability of another nonland card would cause you to draw a card, instead exile …"
//    (Unpredictable Cyclone, the whole line)
// German and Spanish lines reach these rules through the language front ends.
import type { StaticEffect } from '../abilities.ts';

const EXILE_ANY = /^if a card or token would be put into a graveyard from anywhere, exile it instead$/i;
const EXILE_CYCLING = /^if a card (?:that has a cycling ability|with cycling) would be put into your graveyard from anywhere and it wasn't cycled, exile it instead$/i;
const CAST_CYCLING = /^you may cast (?:spells that have a cycling ability|nonland cards with cycling) from your graveyard$/i;
const CYCLONE = /^if a cycling ability of another nonland card would cause you to draw a card, instead exile cards from the top of your library until you exile a card that shares a card type with the cycled card\. you may cast that card without paying its mana cost\. then put the exiled cards that weren't cast this way on the bottom of your library in a random order$/i;

export function zoneReplacementLine(line: string): StaticEffect[] | undefined {
  const text = line.trim().replace(/\.$/, '');
  if (EXILE_ANY.test(text)) return [{ kind: 'exile instead of graveyard', into: 'any graveyard' }];
  if (EXILE_CYCLING.test(text)) return [{ kind: 'exile instead of graveyard', into: 'your graveyard', cyclingNotCycled: true }];
  if (CAST_CYCLING.test(text)) return [{ kind: 'cast from graveyard', filter: 'spells with cycling' }];
  if (CYCLONE.test(text)) return [{ kind: 'cycling draw becomes exile until shared type' }];
  return undefined;
}
