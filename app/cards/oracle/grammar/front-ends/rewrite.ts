// A language front end maps that language's templated rules text onto the English templates, word
// order included, so the one English grammar builds the ability tree for every language. Each
// rule rewrites one template phrase; rules run in order, longest phrases first.

import { parseTypeQuery } from '../../../type-line.ts';

/** Creature types in any of the three languages → English ("Soldat" → "Soldier"), as the type-line reader knows them. */
export function englishSubtypes(text: string): string {
  return parseTypeQuery(text).words.map((word) => word.english).join(' ');
}

/** A type phrase in any of the three languages → English ("Standardland", "tierra básica" → "basic land"). */
export function englishType(text: string): string {
  return parseTypeQuery(text).text;
}

export type Rewrite = readonly [RegExp, string | ((...groups: string[]) => string)];

/** Applies the rewrites; the result is English where every phrase was known. */
export function rewrite(line: string, rules: readonly Rewrite[]): string {
  let text = ` ${line.trim()} `;
  for (const [pattern, replacement] of rules) {
    text = typeof replacement === 'string' ? text.replace(pattern, replacement) : text.replace(pattern, (_match, ...groups: string[]) => replacement(...groups));
  }
  return text.replace(/\s+/g, ' ').replace(/ ([,.])/g, '$1').trim();
}
