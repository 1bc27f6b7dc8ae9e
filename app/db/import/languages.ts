// Language names as MTGJSON and Cockatrice write them, to the codes Scryfall and the card store
// use ("German" → "de").

import { dictionary } from '../../dictionary.ts';
const CODES: Record<string, string> = dictionary({
  english: 'en',
  german: 'de',
  spanish: 'es',
  french: 'fr',
  italian: 'it',
  portuguese: 'pt',
  'portuguese (brazil)': 'pt',
  japanese: 'ja',
  korean: 'ko',
  russian: 'ru',
  'chinese simplified': 'zhs',
  'chinese traditional': 'zht',
  hebrew: 'he',
  latin: 'la',
  'ancient greek': 'grc',
  arabic: 'ar',
  sanskrit: 'sa',
  phyrexian: 'ph',
  quenya: 'qya',
});

/** "German" → "de"; an unknown name becomes a lower-case tag so nothing is lost. */
export function languageCode(name: string): string {
  const key = name.trim().toLowerCase();
  return CODES[key] ?? key.replace(/[^a-z]+/g, '-');
}
