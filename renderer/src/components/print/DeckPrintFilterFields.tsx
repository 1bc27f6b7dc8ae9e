// Which of a deck's cards go to the Print page: only the main deck, and what to do with basic
// lands (print them, skip those you own, skip all). Remembered in this browser; the Decks page
// and the pasted decklist on the Print page share the choice.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckPrintFilter } from '../../../../app/print/print-sources.ts';

const STORAGE_KEY = 'proxyfish.print.deckFilter';
/** Proxies are for the deck you play; basic lands you own need none. */
const DEFAULT_FILTER: DeckPrintFilter = { mainOnly: true, skipBasics: 'owned' };
const BASICS = ['none', 'owned', 'all'] as const;

function storedFilter(): DeckPrintFilter {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<DeckPrintFilter> | null;
    return {
      mainOnly: typeof stored?.mainOnly === 'boolean' ? stored.mainOnly : DEFAULT_FILTER.mainOnly,
      skipBasics: BASICS.find((value) => value === stored?.skipBasics) ?? DEFAULT_FILTER.skipBasics,
    };
  } catch {
    return DEFAULT_FILTER;
  }
}

export function useDeckPrintFilter(): [DeckPrintFilter, (next: DeckPrintFilter) => void] {
  const [filter, setFilter] = useState(storedFilter);
  const choose = (next: DeckPrintFilter) => {
    setFilter(next);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  };
  return [filter, choose];
}

export function DeckPrintFilterFields({ filter, onChange }: { filter: DeckPrintFilter; onChange(next: DeckPrintFilter): void }) {
  const { t } = useTranslation();
  return (
    <span className="deck-print-filter" data-testid="deck-print-filter">
      <label className="check">
        <input type="checkbox" checked={filter.mainOnly} onChange={(event) => onChange({ ...filter, mainOnly: event.target.checked })} />
        {t('print.deckFilter.mainOnly')}
      </label>
      <label className="check">
        {t('print.deckFilter.basics')}
        <select value={filter.skipBasics} onChange={(event) => onChange({ ...filter, skipBasics: event.target.value as DeckPrintFilter['skipBasics'] })}>
          {BASICS.map((value) => (
            <option key={value} value={value}>
              {t(`print.deckFilter.basicsChoice.${value}`)}
            </option>
          ))}
        </select>
      </label>
    </span>
  );
}
