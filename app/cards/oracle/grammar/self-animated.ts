// "~ is a 4/4 Gorgon creature with deathtouch and lifelink in addition to its other types" (a solved
// Case, CR 719; CR 205.1b): a static ability that makes the permanent itself a creature while it
// applies — creature type and subtypes in layer 4, base power and toughness in layer 7b (CR 613.4b),
// the keywords in layer 6 as a self anthem.
import type { StaticEffect } from '../abilities.ts';
import { KNOWN_KEYWORDS } from './words.ts';

const SELF_CREATURE = /^~ is an? (\d+)\/(\d+) ((?:[A-Z][\w'-]* )*)creature(?: with (.+?))? in addition to its other types\.?$/;

export function selfAnimatedLine(line: string): StaticEffect[] | undefined {
  const match = line.match(SELF_CREATURE);
  if (!match) return undefined;
  const keywords = match[4] ? match[4].split(/,\s*(?:and\s+)?|\s+and\s+/).map((word) => word.trim().toLowerCase()) : [];
  if (!keywords.every((keyword) => KNOWN_KEYWORDS.has(keyword))) return undefined;
  const subtypes = match[3]!.trim().split(/\s+/).filter((word) => word !== '');
  const animated: StaticEffect = { kind: 'self animated', power: Number(match[1]), toughness: Number(match[2]), subtypes };
  if (keywords.length === 0) return [animated];
  return [animated, { kind: 'anthem', filter: { anyOf: [], none: [], colors: [], notColors: [], text: '~' }, self: true, power: 0, toughness: 0, keywords }];
}
