import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeckImportPanel } from '../components/decks/DeckImportPanel.tsx';
import type { ImportReport } from '../components/decks/UnresolvedReview.tsx';
import { DeckSidebar } from '../components/decks/DeckSidebar.tsx';
import { DeckView } from '../components/decks/DeckView.tsx';
import { useApi } from '../hooks/useApi.ts';
import { navigate, useRouteDetail } from '../routes.ts';

export function DecksPage() {
  const { t } = useTranslation();
  const decks = useApi('decks.list', {});
  const detail = useRouteDetail();
  const selectedId = detail === null ? (decks.data?.[0]?.id ?? null) : Number(detail);
  const [importing, setImporting] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);

  return (
    <div className="split-page">
      <DeckSidebar
        decks={decks.data ?? []}
        selectedId={selectedId}
        onSelect={(id) => {
          setImporting(false);
          navigate('decks', id);
        }}
        onImport={() => setImporting(true)}
        onChanged={(id) => {
          if (id !== undefined) setImporting(false);
          decks.reload();
          if (id !== undefined) navigate('decks', id);
        }}
      />
      <section className="split-main">
        {decks.error ? <p className="error">{decks.error}</p> : null}
        {importing ? (
          <DeckImportPanel
            onCancel={() => setImporting(false)}
            onImported={(result) => {
              setReport({
                deckId: result.deck.id,
                lines: Object.fromEntries(result.unresolved.map((entry) => [entry.entryId, entry.line])),
                problems: result.problems,
              });
              setImporting(false);
              decks.reload();
              navigate('decks', result.deck.id);
            }}
          />
        ) : selectedId !== null && Number.isInteger(selectedId) ? (
          <DeckView deckId={selectedId} importReport={report} onChanged={decks.reload} onDeleted={() => {
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
