// UI text in English, German and Spanish. The choice is remembered in the core's settings
// (so Electron and browser mode share it) and in localStorage for an instant first paint.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };

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

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en }, de: { translation: de }, es: { translation: es } },
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
