import { useTranslation } from 'react-i18next';
import { DeckSidebar } from '../components/decks/DeckSidebar.tsx';
import { DeckView } from '../components/decks/DeckView.tsx';
import { useApi } from '../hooks/useApi.ts';
import { navigate, useRouteDetail } from '../routes.ts';

export function DecksPage() {
  const { t } = useTranslation();
  const decks = useApi('decks.list', {});
  const detail = useRouteDetail();
  const selectedId = detail === null ? (decks.data?.[0]?.id ?? null) : Number(detail);

  return (
    <div className="split-page">
      <DeckSidebar
        decks={decks.data ?? []}
        selectedId={selectedId}
        onSelect={(id) => navigate('decks', id)}
        onChanged={(id) => {
          decks.reload();
          if (id !== undefined) navigate('decks', id);
        }}
      />
      <section className="split-main">
        {decks.error ? <p className="error">{decks.error}</p> : null}
        {selectedId !== null && Number.isInteger(selectedId) ? (
          <DeckView deckId={selectedId} onChanged={decks.reload} onDeleted={() => {
            navigate('decks');
            decks.reload();
          }} />
        ) : (
          <div className="empty-state">
            <h1 id="page-title">{t('pages.decks.title')}</h1>
            <p className="lead">{t('decks.empty')}</p>
          </div>
        )}
      </section>
    </div>
  );
}
