// UI text in English, German and Spanish. The choice is remembered in the core's settings
// (so Electron and browser mode share it) and in localStorage for an instant first paint.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import { EN_MESSAGES } from '../../../app/engine/messages/en.ts';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'es', label: 'Español' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

const STORAGE_KEY = 'proxyfish.language';

export function isLanguage(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

function initialLanguage(): LanguageCode {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const fromSystem = navigator.language.slice(0, 2);
  return isLanguage(fromSystem) ? fromSystem : 'en';
}

export function rememberLanguageLocally(language: LanguageCode): void {
  localStorage.setItem(STORAGE_KEY, language);
}

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
const englishGame = merged(EN_MESSAGES as unknown as Catalog, en.game);

void i18next.use(initReactI18next).init({
  resources: { en: { translation: { ...en, game: englishGame } }, de: { translation: de }, es: { translation: es } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnObjects: true,
});

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18next.language;

export default i18next;
