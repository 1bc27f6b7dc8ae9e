// German and Spanish forms of entering and leaving the battlefield the English grammar reads:
// exile until this leaves (CR 610.3: "schicke … ins Exil, bis ~ das Spiel verlässt", "exilia …
// hasta que ~ deje el campo de batalla"), "an opponent controls" after a target, the older German
// "Wenn ~ in einen Friedhof gelegt wird" for dying, and the effect written before its trigger
// ("Ziehe eine Karte, wenn ~ ins Spiel kommt"), and the older Shards of Alara wording of what a
// "cycle or dies" trigger does. They run first in each front end's rules.
import type { Rewrite } from './rewrite.ts';

export const GERMAN_ENTER_LEAVE: readonly Rewrite[] = [
  // Shards of Alara cycle-or-dies triggers in the older wording: tokens "ins Spiel bringen", tapping or untapping.
  [/\bkannst du (einen|eine|ein|zwei|drei) (\d+\/\d+) /gi, 'you may erzeuge $1 $2 '],
  [/\bkannst du eine Karte deiner Wahl in einem Friedhof ganz aus dem Spiel entfernen\b/gi, 'you may exile target card from a graveyard'],
  [/(?<=\berzeuge .+?Kreaturenspielsteine?) ins Spiel bringen\b/gi, ''],
  [/\bkannst du (.+?) tappen oder enttappen\b/gi, 'you may tap or untap $1'],
  [/^ ?(.+?), wenn ~ ins Spiel kommt\.? $/i, ' Wenn ~ ins Spiel kommt, $1. '],
  [/^ ?Wenn ~ in einen Friedhof gelegt wird, /i, ' When ~ dies, '],
  [/\b(target [a-z ]+?), die ein Gegner kontrolliert,?/g, '$1 an opponent controls'],
  [/\bschicke (.+?) ins Exil, bis ~ das Spiel verlässt\b/gi, 'exile $1 until ~ leaves the battlefield'],
];

export const SPANISH_ENTER_LEAVE: readonly Rewrite[] = [
  [/\bpuedes poner en juego (una|dos|tres) fichas? de criatura\b/gi, (count) => `you may crea ${count} ficha${count.toLowerCase() === 'una' ? '' : 's'} de criatura`],
  [/\bpuedes girar o enderezar (.+?)(?=[.]|$)/gi, 'you may tap or untap $1'],
  [/\bpuedes remover del juego (?:a )?la carta objetivo en un cementerio\b/gi, 'you may exile target card from a graveyard'],
  [/\bpuedes hacer que le hagan\b/gi, 'puedes hacer que le haga'],
  [/\b(target [a-z ]+?) que controla un oponente\b/g, '$1 an opponent controls'],
  [/\bexilia (.+?) hasta que ~ deje el campo de batalla\b/gi, 'exile $1 until ~ leaves the battlefield'],
];
