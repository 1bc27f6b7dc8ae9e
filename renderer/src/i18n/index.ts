// UI text in English, German and Spanish. The choice is remembered in the core's settings
// (so Electron and browser mode share it) and in localStorage for an instant first paint.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addNumberFormat, i18nOptions } from './setup.ts';

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

void i18next.use(initReactI18next).init(i18nOptions(initialLanguage()));
addNumberFormat(i18next);

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18next.language;

export default i18next;
