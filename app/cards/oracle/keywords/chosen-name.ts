// What a permanent that chose a card name as it entered does with it (Meddling Mage, Nevermore,
// Pithing Needle, Phyrexian Revoker, Voidstone Gargoyle; CR 201.3): spells with that name can't be
// cast, activated abilities of sources with that name can't be activated. Read by the engine in
// app/engine/rules/name-locks.ts.
import type { StaticAbility } from '../abilities.ts';

type What = Extract<StaticAbility['effect'], { kind: 'chosen name lock' }>['what'];

const PATTERNS: [RegExp, What][] = [
  [/^spells with the chosen name can't be cast\.?$/i, 'cast'],
  [/^your opponents can't cast spells with the chosen name\.?$/i, 'cast by opponents'],
  [/^activated abilities of sources with the chosen name can't be activated\.?$/i, 'activate'],
  [/^activated abilities of sources with the chosen name can't be activated unless they're mana abilities\.?$/i, 'activate nonmana'],
];

export function parseChosenNameLock(line: string): StaticAbility | undefined {
  const trimmed = line.trim();
  for (const [pattern, what] of PATTERNS) if (pattern.test(trimmed)) return { kind: 'static', effect: { kind: 'chosen name lock', what } };
  return undefined;
}
