// Language and theme: applied at once, then remembered through the core's settings.
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from './api/client.ts';
import i18next, { isLanguage, rememberLanguageLocally, type LanguageCode } from './i18n/index.ts';

export type ThemeChoice = 'system' | 'light' | 'dark';
const THEME_KEY = 'proxyfish.theme';

function isTheme(value: unknown): value is ThemeChoice {
  return value === 'system' || value === 'light' || value === 'dark';
}

function applyTheme(theme: ThemeChoice): void {
  if (theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
}

export function usePreferences() {
  const [theme, setThemeState] = useState<ThemeChoice>(() => {
    const stored = localStorage.getItem(THEME_KEY);
    return isTheme(stored) ? stored : 'system';
  });

  useEffect(() => applyTheme(theme), [theme]);

  // The core's settings win over localStorage (they are shared by every window and mode), but
  // not over a choice the user made while they were loading.
  const chosen = useRef({ language: false, theme: false });
  useEffect(() => {
    call('settings.get', {})
      .then((settings) => {
        const language = settings['ui.language'];
        if (!chosen.current.language && isLanguage(language) && language !== i18next.language) void i18next.changeLanguage(language);
        const storedTheme = settings['ui.theme'];
        if (!chosen.current.theme && isTheme(storedTheme)) setThemeState(storedTheme);
      })
      .catch(() => {
        // Without the core the local choices still apply; the status bar reports the error.
      });
  }, []);

  const setLanguage = useCallback((language: LanguageCode) => {
    chosen.current.language = true;
    void i18next.changeLanguage(language);
    rememberLanguageLocally(language);
    void call('settings.set', { key: 'ui.language', value: language });
  }, []);

  const setTheme = useCallback((next: ThemeChoice) => {
    chosen.current.theme = true;
    setThemeState(next);
    localStorage.setItem(THEME_KEY, next);
    void call('settings.set', { key: 'ui.theme', value: next });
  }, []);

  return { theme, setTheme, setLanguage };
}
