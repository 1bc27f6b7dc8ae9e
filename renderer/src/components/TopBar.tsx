import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage, type LanguageCode } from '../i18n/index.ts';
import type { ThemeChoice } from '../preferences.ts';

interface TopBarProps {
  theme: ThemeChoice;
  setTheme(theme: ThemeChoice): void;
  setLanguage(language: LanguageCode): void;
}

export function TopBar({ theme, setTheme, setLanguage }: TopBarProps) {
  const { t, i18n } = useTranslation();
  return (
    <header className="topbar">
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          <i className="ms ms-u ms-cost" />
        </span>
        <strong>{t('app.name')}</strong>
        <span className="brand-tagline">{t('app.tagline')}</span>
      </div>
      <div className="topbar-controls">
        <label>
          <span>{t('settings.language')}</span>
          <select
            id="language-select"
            value={i18n.language}
            onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}
          >
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code}>
                {language.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('settings.theme')}</span>
          <select id="theme-select" value={theme} onChange={(event) => setTheme(event.target.value as ThemeChoice)}>
            <option value="system">{t('settings.themeSystem')}</option>
            <option value="light">{t('settings.themeLight')}</option>
            <option value="dark">{t('settings.themeDark')}</option>
          </select>
        </label>
      </div>
    </header>
  );
}
