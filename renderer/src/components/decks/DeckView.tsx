import { useEffect, useState } from 'react';
import { RulesCoverage } from '../RulesCoverage.tsx';
import { useTranslation } from 'react-i18next';
import type { DeckEntry, DeckSection } from '../../../../app/collection/deck-service.ts';
import { call } from '../../api/client.ts';
import { useApi } from '../../hooks/useApi.ts';
import { navigate } from '../../routes.ts';
import { ManaCost } from '../ManaCost.tsx';
import { DeckCharts } from './DeckCharts.tsx';
import { DeckExportMenu } from './DeckExportMenu.tsx';
import { DeckNotes } from './DeckNotes.tsx';
import { DeckPictures } from './DeckPictures.tsx';
import { SampleHand } from './SampleHand.tsx';
import { UnresolvedReview, type ImportReport } from './UnresolvedReview.tsx';
import { SimulationPanel } from '../sim/SimulationPanel.tsx';
import { DeckPrintFilterFields, useDeckPrintFilter } from '../print/DeckPrintFilterFields.tsx';
import { decimals, useNumberFormat } from '../../i18n/useNumberFormat.ts';

interface DeckViewProps {
  deckId: number;
  /** What the last import said about this deck (lines of unknown names, unreadable lines). */
  importReport?: ImportReport | null;
  onChanged(): void;
  onDeleted(): void;
}

type SavedEntry = Pick<DeckEntry, 'section' | 'name' | 'quantity' | 'set_code' | 'collector_number'>;

function entriesForSave(entries: SavedEntry[]): SavedEntry[] {
  return entries.map(({ section, name, quantity, set_code, collector_number }) => ({ section, name, quantity, set_code, collector_number }));
}

export function DeckView({ deckId, importReport = null, onChanged, onDeleted }: DeckViewProps) {
  const { t } = useTranslation();
  const state = useApi('decks.analysis', { deck: deckId });
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [addName, setAddName] = useState('');
  const [addSection, setAddSection] = useState<DeckSection>('main');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [printFilter, setPrintFilter] = useDeckPrintFilter();
  const number = useNumberFormat();
  const toggleSelected = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const deck = state.data?.deck;
  const analysis = state.data?.analysis;

  useEffect(() => {
    if (deck) setName(deck.name);
    setConfirmDelete(false);
  }, [deck]);

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      setError(null);
      state.reload();
      onChanged();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  if (state.error) return <p className="error">{state.error}</p>;
  if (!deck || !analysis) return <p className="muted">{t('common.loading')}</p>;

  const save = (entries: SavedEntry[]) => run(() => call('decks.setEntries', { deck: deck.id, entries: entriesForSave(entries) }));
  const changeQuantity = (entry: DeckEntry, delta: number) =>
    save(deck.entries.flatMap((other) => (other.id !== entry.id ? [other] : other.quantity + delta > 0 ? [{ ...other, quantity: other.quantity + delta }] : [])));
  const missingOf = new Map(analysis.ownership.map((line) => [line.entryId, line]));

  const entryRow = (entry: DeckEntry) => {
    const ownership = missingOf.get(entry.id);
    return (
      <li key={entry.id} className={entry.card ? 'deck-entry' : 'deck-entry unresolved'}>
        <input type="checkbox" checked={selected.has(entry.id)} onChange={() => toggleSelected(entry.id)} aria-label={t('decks.select', { name: entry.name })} />
        <span className="qty">{entry.quantity}</span>
        <span className="entry-name" title={entry.card?.type_line ?? t('decks.unknownCard')}>
          {entry.name}
        </span>
        {entry.card ? <ManaCost cost={entry.card.mana_cost} /> : <span className="warn small">{t('decks.unknownCard')}</span>}
        {ownership && ownership.missing > 0 ? (
          <span className="badge missing" title={t('decks.missingTitle', { owned: ownership.owned, needed: ownership.needed })}>
            −{ownership.missing}
          </span>
        ) : ownership ? (
          <span className="badge owned" title={t('decks.ownedTitle')}>✓</span>
        ) : null}
        <span className="row-actions">
          <button type="button" aria-label={t('decks.more', { name: entry.name })} onClick={() => void changeQuantity(entry, 1)}>+</button>
          <button type="button" aria-label={t('decks.less', { name: entry.name })} onClick={() => void changeQuantity(entry, -1)}>−</button>
        </span>
      </li>
    );
  };

  const otherSections = (['sideboard', 'maybeboard'] as const).map((section) => ({
    section,
    entries: deck.entries.filter((entry) => entry.section === section),
  }));

  // The filter applies to "all" and "missing"; a selection prints what was chosen.
  const printFromDeck = (which: 'all' | 'missing' | 'selection') =>
    void call('printQueue.fromDeck', { deck: deck.id, which, ...(which === 'selection' ? { entryIds: [...selected] } : printFilter) }).then(
      () => navigate('print'),
      (failure: Error) => setError(failure.message),
    );

  return (
    <div className="deck-view">
      <header className="deck-header">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => call('decks.update', { deck: deck.id, name }));
          }}
        >
          <input id="page-title" className="title-input" value={name} onChange={(event) => setName(event.target.value)} aria-label={t('decks.name')} />
        </form>
        <span className="muted">
          {t('decks.cardCount', { count: deck.main + deck.commander })} · {t('decks.averageMv', { value: number(analysis.averageManaValue, decimals(2)) })} ·{' '}
          {t('decks.ownedMissing', { owned: analysis.owned, missing: analysis.missing })}
        </span>
        <span className="header-actions">
          <DeckPrintFilterFields filter={printFilter} onChange={setPrintFilter} />
          <button type="button" title={t('decks.printMissingTitle')} disabled={analysis.missing === 0} onClick={() => printFromDeck('missing')}>
            {t('decks.printMissing', { count: analysis.missing })}
          </button>
          <button type="button" onClick={() => printFromDeck('all')} data-testid="print-all">
            {t('decks.printAll')}
          </button>
          <button type="button" data-testid="print-selected" disabled={selected.size === 0} onClick={() => printFromDeck('selection')}>
            {t('decks.printSelected', { count: selected.size })}
          </button>
          <DeckExportMenu deckId={deck.id} onError={setError} />
          <button type="button" onClick={() => void run(() => call('decks.duplicate', { deck: deck.id }))}>{t('decks.duplicate')}</button>
          {confirmDelete ? (
            <button type="button" className="danger" onClick={() => void call('decks.delete', { deck: deck.id }).then(onDeleted, (failure: Error) => setError(failure.message))}>
              {t('decks.confirmDelete')}
            </button>
          ) : (
            <button type="button" onClick={() => setConfirmDelete(true)}>{t('decks.delete')}</button>
          )}
        </span>
      </header>
      <RulesCoverage deck={{ deckId: deck.id }} version={deck.updated_at} />
      {error ? <p className="error">{error}</p> : null}

      <div className="deck-columns">
        <div className="deck-list-column">
          <UnresolvedReview deckId={deck.id} version={deck.updated_at} report={importReport} onFixed={() => void run(async () => undefined)} />
          <form
            className="inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (!addName.trim()) return;
              void save([...deck.entries, { section: addSection, name: addName.trim(), quantity: 1, set_code: null, collector_number: null }]).then(() => setAddName(''));
            }}
          >
            <input value={addName} onChange={(event) => setAddName(event.target.value)} placeholder={t('decks.addPlaceholder')} aria-label={t('decks.addPlaceholder')} />
            <select value={addSection} onChange={(event) => setAddSection(event.target.value as DeckSection)} aria-label={t('decks.section')}>
              {(['main', 'sideboard', 'commander', 'maybeboard'] as const).map((section) => (
                <option key={section} value={section}>{t(`decks.sections.${section}`)}</option>
              ))}
            </select>
            <button type="submit" disabled={!addName.trim()}>{t('decks.add')}</button>
          </form>
          <details className="deck-pictures-section" open>
            <summary>{t('images.deckPictures')}</summary>
            <DeckPictures deckId={deck.id} entries={deck.entries} onChanged={() => void run(async () => undefined)} onError={setError} />
          </details>
          {analysis.groups.map((group) => (
            <section key={group.group} className="deck-group">
              <h3>
                {t(`decks.groups.${group.group}`)} <span className="muted">({group.count})</span>
              </h3>
              <ul>{group.entries.map(entryRow)}</ul>
            </section>
          ))}
          {otherSections.map(({ section, entries }) =>
            entries.length === 0 ? null : (
              <section key={section} className="deck-group">
                <h3>
                  {t(`decks.sections.${section}`)} <span className="muted">({entries.reduce((sum, entry) => sum + entry.quantity, 0)})</span>
                </h3>
                <ul>{entries.map(entryRow)}</ul>
              </section>
            ),
          )}
          {deck.entries.length === 0 ? <p className="muted">{t('decks.noCards')}</p> : null}
          <DeckNotes deckId={deck.id} notes={deck.notes} onSaved={() => void run(async () => undefined)} />
        </div>
        <div className="deck-side-column">
          <DeckCharts analysis={analysis} />
          <SampleHand entries={deck.entries} />
        </div>
      </div>
      {/* Full width below the deck: the charts and tables need more than the side column. */}
      <SimulationPanel deckId={deck.id} />
    </div>
  );
}
