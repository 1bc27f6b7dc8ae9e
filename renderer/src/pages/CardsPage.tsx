// The Cards page: search with Scryfall's syntax, a virtualised list or grid of results, and the
// chosen card in full beside them. "/" focuses the search, arrows move, Enter opens.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client.ts';
import { CardDetail } from '../components/cards/CardDetail.tsx';
import { ImportCardsPanel } from '../components/cards/ImportCardsPanel.tsx';
import { ResultList, type ResultListHandle, type ResultView } from '../components/cards/ResultList.tsx';
import { SearchBox } from '../components/cards/SearchBox.tsx';
import { rememberedSearch, rememberSearch } from '../components/cards/search-memory.ts';
import { useCardPages } from '../components/cards/useCardPages.ts';
import { CustomCardsPanel } from '../components/custom/CustomCardsPanel.tsx';
import { navigate } from '../routes.ts';

const VIEW_KEY = 'proxyfish.cards.view';
/** "Print these" sends at most this many results (one copy each) to the Print page. */
const PRINT_LIMIT = 500;
const TYPING_PAUSE_MS = 250;

export function CardsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.slice(0, 2);
  // Back from another page, the search, the chosen result and the opened card are as they were.
  const [input, setInput] = useState(() => rememberedSearch().input);
  const [query, setQuery] = useState(() => rememberedSearch().input.trim());
  const [view, setView] = useState<ResultView>(() => (localStorage.getItem(VIEW_KEY) === 'grid' ? 'grid' : 'list'));
  const [selected, setSelected] = useState(() => rememberedSearch().selected);
  const [opened, setOpened] = useState(() => rememberedSearch().opened);
  const [tab, setTab] = useState<'search' | 'custom'>('search');
  const [importing, setImporting] = useState(false);
  const [printError, setPrintError] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<ResultListHandle>(null);
  const [generation, setGeneration] = useState(0);
  const pages = useCardPages(query, lang, generation);

  const printResults = async () => {
    setPrintError(null);
    try {
      const found = await call('cards.search', { query, lang, limit: PRINT_LIMIT });
      if (found.results.length === 0) return;
      await call('print.queueFrom', {
        source: { kind: 'search', title: query || t('pages.cards.title'), cards: found.results.map((card) => ({ card_id: card.id, quantity: 1 })) },
      });
      navigate('print');
    } catch (failure) {
      setPrintError((failure as Error).message);
    }
  };

  // Search after a pause in typing; Enter searches at once.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  // A new query starts at its top; the one the page came back with keeps its chosen result.
  const shownQuery = useRef(query);
  useEffect(() => {
    if (shownQuery.current === query) return;
    shownQuery.current = query;
    setSelected(-1);
  }, [query]);

  useEffect(() => rememberSearch({ input, selected, opened }), [input, selected, opened]);

  // The results can change under an open card without the user choosing another: the UI language
  // changes what a query matches ("ins" also finds Island as "Insel" in German, so every row after
  // it moves down one), or the cards changed while another page was shown. Each time a result set
  // arrives, the highlight goes to the open card where the results have it, else nowhere; never
  // to another card beside the detail (issue 23: a stale detail after a language change).
  const checkedResults = useRef(0);
  useEffect(() => {
    if (pages.loaded === checkedResults.current) return;
    checkedResults.current = pages.loaded;
    if (!opened || (selected >= 0 && pages.row(selected)?.id === opened.id)) return;
    setSelected(pages.indexOf(opened.id));
  }, [pages, opened, selected]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      const typing = target.closest('input, textarea, select, [contenteditable="true"]');
      if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        searchRef.current?.focus();
        searchRef.current?.select();
      } else if (event.key === 'Escape' && !typing) {
        setOpened(null);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const open = useCallback(
    (index: number) => {
      const card = pages.row(index);
      setSelected(index);
      if (card) setOpened({ id: card.id, printingId: card.printing_id });
    },
    [pages],
  );

  // While a card is open, the detail follows the highlighted result, so it never shows another
  // card than the one highlighted (issue 23 saw a stale detail beside a different selection).
  const select = useCallback(
    (index: number) => {
      if (opened) open(index);
      else setSelected(index);
    },
    [opened, open],
  );

  const chooseView = (next: ResultView) => {
    setView(next);
    localStorage.setItem(VIEW_KEY, next);
  };

  const count =
    pages.total === null
      ? ''
      : t(pages.unique === 'prints' ? 'cards.countPrints' : 'cards.count', { count: pages.total });

  return (
    <section className="cards-page" data-page="cards">
      <div className="cards-toolbar">
        <h1 id="page-title">{t('pages.cards.title')}</h1>
        <div className="view-switch" role="tablist" aria-label={t('pages.cards.title')}>
          <button type="button" role="tab" aria-selected={tab === 'search'} aria-pressed={tab === 'search'} onClick={() => setTab('search')}>
            {t('cards.searchTab')}
          </button>
          <button type="button" role="tab" aria-selected={tab === 'custom'} aria-pressed={tab === 'custom'} onClick={() => setTab('custom')} data-testid="custom-tab">
            {t('cards.customTab')}
          </button>
        </div>
        <SearchBox
          ref={searchRef}
          value={input}
          lang={lang}
          onChange={setInput}
          onSubmit={(value) => setQuery(value.trim())}
          onEscape={() => {
            if (!opened) return false;
            setOpened(null);
            return true;
          }}
          onLeave={() => {
            listRef.current?.focus();
            if (selected < 0 && (pages.total ?? 0) > 0) setSelected(0);
          }}
        />
        <div className="view-switch" role="group" aria-label={t('cards.view')}>
          <button type="button" aria-pressed={view === 'list'} onClick={() => chooseView('list')} title={t('cards.viewList')}>
            ☰ {t('cards.viewList')}
          </button>
          <button type="button" aria-pressed={view === 'grid'} onClick={() => chooseView('grid')} title={t('cards.viewGrid')}>
            ▦ {t('cards.viewGrid')}
          </button>
        </div>
        <button type="button" onClick={() => void printResults()} disabled={!pages.total} title={t('cards.printTheseHint', { limit: PRINT_LIMIT })} data-testid="print-results">
          {t('cards.printThese')}
        </button>
        <button type="button" onClick={() => setImporting((open) => !open)} title={t('cardImport.openHint')} aria-expanded={importing} data-testid="open-card-import">
          {t('cardImport.open')}
        </button>
      </div>
      {importing ? <ImportCardsPanel onClose={() => setImporting(false)} onImported={() => setGeneration((value) => value + 1)} /> : null}
      {printError ? <p className="error">{printError}</p> : null}
      {tab === 'custom' ? (
        <div className="cards-custom">
          <CustomCardsPanel />
        </div>
      ) : (
        <>
      <div className="cards-status" aria-live="polite">
        {pages.error ? (
          <span className="error" data-testid="search-error">
            {pages.error}
          </span>
        ) : (
          <span data-testid="result-count">{count}</span>
        )}
        {pages.loading ? <span className="muted">{t('cards.loading')}</span> : null}
        <span className="muted cards-keys">{t('cards.keys')}</span>
      </div>
      <div className={`cards-body${opened ? ' with-detail' : ''}`}>
        {pages.total === 0 && !pages.error ? (
          <div className="empty-results">
            <p className="muted">{query ? t('cards.noResults') : t('cards.emptyDatabase')}</p>
            {pages.suggestion ? (
              <p data-testid="search-suggestion">
                {t('cards.didYouMean')}{' '}
                <button type="button" className="link" onClick={() => {
                  setInput(pages.suggestion!);
                  setQuery(pages.suggestion!);
                }}>
                  {pages.suggestion}
                </button>
              </p>
            ) : null}
          </div>
        ) : (
          <ResultList ref={listRef} pages={pages} view={view} selected={selected} onSelect={select} onOpen={open} />
        )}
        {opened ? <CardDetail id={opened.id} printingId={opened.printingId} lang={lang} onClose={() => setOpened(null)} /> : null}
      </div>
        </>
      )}
    </section>
  );
}
