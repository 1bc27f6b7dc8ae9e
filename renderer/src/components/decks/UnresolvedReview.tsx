import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckImportProblem, UnresolvedDeckEntry } from '../../../../app/collection/deck-io.ts';
import { call } from '../../api/client.ts';
import { useApi } from '../../hooks/useApi.ts';

export interface ImportReport {
  deckId: number;
  /** Line of the imported file of each unresolved entry. */
  lines: Record<number, number | null>;
  problems: DeckImportProblem[];
}

interface UnresolvedReviewProps {
  deckId: number;
  /** Changes whenever the deck was saved, so the list is asked for again. */
  version: string;
  report: ImportReport | null;
  onFixed(): void;
}

/** The names of a deck that match no card, with "Did you mean …" buttons that fix the entry. */
export function UnresolvedReview({ deckId, version, report, onFixed }: UnresolvedReviewProps) {
  const { t } = useTranslation();
  const state = useApi('decks.unresolved', { deck: deckId });
  const { reload } = state;
  useEffect(() => reload(), [version, reload]);
  const [error, setError] = useState<string | null>(null);
  const entries: UnresolvedDeckEntry[] = state.data ?? [];
  const skipped = report?.deckId === deckId ? report.problems.filter((problem) => problem.severity === 'error') : [];
  if (entries.length === 0 && skipped.length === 0) return null;

  const fix = (entry: UnresolvedDeckEntry, name: string) =>
    call('decks.resolveEntry', { deck: deckId, entryId: entry.entryId, name }).then(
      () => {
        setError(null);
        onFixed();
      },
      (failure: Error) => setError(failure.message),
    );

  return (
    <section className="review-panel" aria-label={t('decks.unresolvedTitle')} data-testid="deck-unresolved">
      {entries.length > 0 ? (
        <>
          <h3>{t('decks.unresolvedTitle', { count: entries.length })}</h3>
          <ul>
            {entries.map((entry) => {
              const line = report?.deckId === deckId ? report.lines[entry.entryId] : null;
              return (
                <li key={entry.entryId}>
                  {line ? <span className="muted mono">{t('decks.line', { line })}</span> : null}
                  <span>
                    {entry.quantity} <strong>{entry.name}</strong>
                  </span>
                  {entry.suggestions.length > 0 ? (
                    <span className="did-you-mean" data-testid="did-you-mean">
                      <span className="muted">{t('decks.didYouMean')}</span>
                      {entry.suggestions.map((suggestion) => (
                        <button key={suggestion} type="button" onClick={() => void fix(entry, suggestion)}>
                          {suggestion}
                        </button>
                      ))}
                    </span>
                  ) : (
                    <span className="muted">{t('decks.noSuggestion')}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {skipped.length > 0 ? (
        <>
          <h3>{t('decks.skippedTitle', { count: skipped.length })}</h3>
          <ul>
            {skipped.map((problem) => (
              <li key={problem.line}>
                <span className="muted mono">{t('decks.line', { line: problem.line })}</span>
                <code>{problem.text?.trim()}</code>
                <span className="muted">{problem.message}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {error ? <p className="error small">{error}</p> : null}
    </section>
  );
}
