// The Cards page: search with Scryfall's syntax, a virtualised list or grid of results, and the
// chosen card in full beside them. "/" focuses the search, arrows move, Enter opens.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardDetail } from '../components/cards/CardDetail.tsx';
import { ResultList, type ResultListHandle, type ResultView } from '../components/cards/ResultList.tsx';
import { SearchBox } from '../components/cards/SearchBox.tsx';
import { useCardPages } from '../components/cards/useCardPages.ts';

const VIEW_KEY = 'proxyfish.cards.view';
const TYPING_PAUSE_MS = 250;

export function CardsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.slice(0, 2);
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [view, setView] = useState<ResultView>(() => (localStorage.getItem(VIEW_KEY) === 'grid' ? 'grid' : 'list'));
  const [selected, setSelected] = useState(-1);
  const [opened, setOpened] = useState<{ id: number; printingId: number | null } | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<ResultListHandle>(null);
  const pages = useCardPages(query, lang);

  // Search after a pause in typing; Enter searches at once.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [input]);

  useEffect(() => setSelected(-1), [query]);

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
        <SearchBox
          ref={searchRef}
          value={input}
          lang={lang}
          onChange={setInput}
          onSubmit={(value) => setQuery(value.trim())}
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
      </div>
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
          <p className="muted empty-results">{query ? t('cards.noResults') : t('cards.emptyDatabase')}</p>
        ) : (
          <ResultList ref={listRef} pages={pages} view={view} selected={selected} onSelect={setSelected} onOpen={open} />
        )}
        {opened ? <CardDetail id={opened.id} printingId={opened.printingId} lang={lang} onClose={() => setOpened(null)} /> : null}
      </div>
    </section>
  );
}
