// German and Spanish forms of entering and leaving the battlefield the English grammar reads:
// exile until this leaves (CR 610.3: "schicke … ins Exil, bis ~ das Spiel verlässt", "exilia …
// hasta que ~ deje el campo de batalla"), "an opponent controls" after a target, the older German
// "Wenn ~ in einen Friedhof gelegt wird" for dying, and the effect written before its trigger
// ("Ziehe eine Karte, wenn ~ ins Spiel kommt"). They run first in each front end's rules.
import type { Rewrite } from './rewrite.ts';

export const GERMAN_ENTER_LEAVE: readonly Rewrite[] = [
  [/^ ?(.+?), wenn ~ ins Spiel kommt\.? $/i, ' Wenn ~ ins Spiel kommt, $1. '],
  [/^ ?Wenn ~ in einen Friedhof gelegt wird, /i, ' When ~ dies, '],
  [/\b(target [a-z ]+?), die ein Gegner kontrolliert,?/g, '$1 an opponent controls'],
  [/\bschicke (.+?) ins Exil, bis ~ das Spiel verlässt\b/gi, 'exile $1 until ~ leaves the battlefield'],
];

export const SPANISH_ENTER_LEAVE: readonly Rewrite[] = [
  [/\b(target [a-z ]+?) que controla un oponente\b/g, '$1 an opponent controls'],
  [/\bexilia (.+?) hasta que ~ deje el campo de batalla\b/gi, 'exile $1 until ~ leaves the battlefield'],
];
