import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppInfo } from '../../../app/services.ts';
import { onCardDatabaseChange } from '../api/card-database-changes.ts';
import { call } from '../api/client.ts';

export function StatusBar() {
  const { t } = useTranslation();
  const [info, setInfo] = useState<AppInfo | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const load = () =>
      call('system.info', {}).then(
        (loaded) => {
          setInfo(loaded);
          setError(null);
        },
        (failure: Error) => setError(failure.message),
      );
    void load();
    // The card count changes with imports and custom cards: fetch it again after each.
    return onCardDatabaseChange(() => void load());
  }, []);

  return (
    <footer className="statusbar" role="status">
      {error ? <span className="error">{t('status.error', { message: error })}</span> : null}
      {info ? (
        <>
          <span data-testid="card-count">{t('status.cards', { count: info.cardCount })}</span>
          <span title={info.database}>
            {t('status.dataFolder')}: {info.home}
          </span>
          <span className="muted">
            Proxyfish {info.version} · schema {info.schemaVersion}
          </span>
        </>
      ) : null}
      <span className="statusbar-end muted">{t('settings.shortcuts')}</span>
    </footer>
  );
}
