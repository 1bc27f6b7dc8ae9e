// "As ~ enters the battlefield, choose a color." (and a creature type, an opponent, a player):
// a replacement effect that makes a choice as the permanent enters (CR 614.12), read by the engine
// in app/engine/rules/enters-choices.ts. German: "Während ~ ins Spiel kommt, bestimme eine Farbe";
// Spanish: "En cuanto ~ entre al campo de batalla, elige un color".
import type { StaticAbility } from '../abilities.ts';

type What = 'color' | 'creature type' | 'opponent' | 'player' | 'card name' | 'nonland card name' | 'basic land type' | 'land type';

const PATTERNS: [RegExp, What][] = [
  [/^as ~ enters(?: the battlefield)?, choose a colou?r\.?$/i, 'color'],
  [/^as ~ enters(?: the battlefield)?, choose a creature type\.?$/i, 'creature type'],
  [/^as ~ enters(?: the battlefield)?, choose an opponent\.?$/i, 'opponent'],
  [/^as ~ enters(?: the battlefield)?, choose a player\.?$/i, 'player'],
  [/^as ~ enters(?: the battlefield)?, choose a card name\.?$/i, 'card name'],
  [/^as ~ enters(?: the battlefield)?, choose a nonland card name\.?$/i, 'nonland card name'],
  [/^as ~ enters(?: the battlefield)?, choose a basic land type\.?$/i, 'basic land type'],
  [/^as ~ enters(?: the battlefield)?, choose a land type\.?$/i, 'land type'],
  [/^(?:während|wenn) ~ ins spiel kommt, (?:bestimme|wähle) eine farbe\.?$/i, 'color'],
  [/^(?:während|wenn) ~ ins spiel kommt, (?:bestimme|wähle) einen kreaturentyp\.?$/i, 'creature type'],
  [/^en cuanto ~ entre al campo de batalla, elige un color\.?$/i, 'color'],
  [/^en cuanto ~ entre al campo de batalla, elige un tipo de criatura\.?$/i, 'creature type'],
];

export function parseEntersChoice(line: string): StaticAbility | undefined {
  const trimmed = line.trim();
  for (const [pattern, what] of PATTERNS) if (pattern.test(trimmed)) return { kind: 'static', effect: { kind: 'choose as enters', what } };
  return undefined;
}
