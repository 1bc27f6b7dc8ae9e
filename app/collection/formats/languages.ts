// Card languages: Scryfall's codes in the model, each tool's spelling on the way in and out.

import { dictionary } from '../../dictionary.ts';

export const LANGUAGE_NAMES: Record<string, string> = dictionary({
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  ja: 'Japanese',
  ko: 'Korean',
  ru: 'Russian',
  zhs: 'Simplified Chinese',
  zht: 'Traditional Chinese',
  he: 'Hebrew',
  la: 'Latin',
  grc: 'Ancient Greek',
  ar: 'Arabic',
  sa: 'Sanskrit',
  ph: 'Phyrexian',
});

// Every spelling seen in the tools' exports and imports, lower-cased: names, Scryfall codes,
// the "printed" codes (Moxfield's import table, Archidekt's JP/KR/CS/CT), ManaBox's zh_CN/zh_TW.
const ALIASES: Record<string, string> = dictionary({
  ...Object.fromEntries(Object.entries(LANGUAGE_NAMES).map(([code, name]) => [name.toLowerCase(), code])),
  ...Object.fromEntries(Object.keys(LANGUAGE_NAMES).map((code) => [code, code])),
  chinese: 'zhs',
  'chinese simplified': 'zhs',
  'chinese traditional': 'zht',
  sp: 'es',
  jp: 'ja',
  kr: 'ko',
  cs: 'zhs',
  ct: 'zht',
  cn: 'zhs',
  tw: 'zht',
  zh_cn: 'zhs',
  'zh-cn': 'zhs',
  zh_tw: 'zht',
  'zh-tw': 'zht',
  'zh-hans': 'zhs',
  'zh-hant': 'zht',
  deutsch: 'de',
  español: 'es',
  espanol: 'es',
  français: 'fr',
  francais: 'fr',
  italiano: 'it',
  português: 'pt',
  portugues: 'pt',
  日本語: 'ja',
});

/** A tool's spelling → Scryfall code; '' → undefined; something unknown → 'unknown'. */
export function readLanguage(value: string): string | undefined | 'unknown' {
  const k = value.trim().toLowerCase().replace(/\s+/g, ' ');
  if (k === '') return undefined;
  return ALIASES[k] ?? 'unknown';
}

/** English names, as Moxfield and Deckbox write them (Simplified Chinese is plain "Chinese"). */
export function moxfieldLanguage(code: string): string {
  return code === 'zhs' ? 'Chinese' : (LANGUAGE_NAMES[code] ?? code);
}

/** English names, as Dragon Shield writes them ("Simplified Chinese" in full). */
export function languageName(code: string): string {
  return LANGUAGE_NAMES[code] ?? code;
}

/** ManaBox: lower-case codes, Chinese as zh_CN / zh_TW. */
export function manaboxLanguage(code: string): string {
  return code === 'zhs' ? 'zh_CN' : code === 'zht' ? 'zh_TW' : code;
}

const ARCHIDEKT_OWN_CODES: Record<string, string> = dictionary({ ja: 'JP', ko: 'KR', zhs: 'CS', zht: 'CT' });

/** Archidekt: upper-case codes, with its own JP, KR, CS, CT. */
export function archidektLanguage(code: string): string {
  return ARCHIDEKT_OWN_CODES[code] ?? code.toUpperCase();
}
