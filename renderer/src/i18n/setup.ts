// How UI text is set up, apart from the browser: the three languages, plurals (keys ending in
// _one / _other, chosen by i18next from the count) and numbers written the way the UI language
// writes them ("{{count, number}}" gives 45,632 in English, 45.632 in German and Spanish).
import type { i18n as I18n, InitOptions } from 'i18next';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import { EN_MESSAGES } from '../../../app/engine/messages/en.ts';

type Catalog = { [key: string]: string | Catalog };

/** `over` laid on `base`, section by section. */
function merged(base: Catalog, over: Catalog): Catalog {
  const result: Catalog = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = result[key];
    result[key] = typeof value === 'object' && typeof under === 'object' ? merged(under, value) : value;
  }
  return result;
}

/** The engine's messages in English: the core's catalog, with the UI's wording from en.json laid over it. */
const englishGame = merged(EN_MESSAGES as unknown as Catalog, en.game as Catalog);

export const RESOURCES = { en: { translation: { ...en, game: englishGame } }, de: { translation: de }, es: { translation: es } };

export function i18nOptions(language: string): InitOptions {
  return {
    resources: RESOURCES,
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnObjects: true,
  };
}

/**
 * Replaces the built-in "number" format with one that leaves text alone, so a placeholder that
 * sometimes gets a dash ("—") instead of a number shows the dash rather than "NaN".
 */
export function addNumberFormat(instance: I18n): void {
  instance.services.formatter?.addCached('number', (language, options) => {
    const format = new Intl.NumberFormat(language, options as Intl.NumberFormatOptions);
    return (value: unknown) => (typeof value === 'number' ? format.format(value) : String(value));
  });
}

/** A number in the UI language, for numbers shown outside translated text. */
export function formatNumber(language: string, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(language, options).format(value);
}
