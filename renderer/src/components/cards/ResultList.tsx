// The results, virtualised so that 45,000 printings scroll as smoothly as 45: only the rows in
// view exist in the DOM, and their pages are fetched as they come into view.
import { useVirtualizer } from '@tanstack/react-virtual';
import { forwardRef, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardSearchResult } from '../../../../app/db/search/card-search.ts';
import { frameColor } from '../CardFace.tsx';
import { CardImage } from '../CardImage.tsx';
import { ManaCost } from '../ManaCost.tsx';
import { textFace } from '../text-face.ts';
import type { CardPages } from './useCardPages.ts';

export type ResultView = 'list' | 'grid';

const ROW_HEIGHT = 26;
const TILE_WIDTH = 200;
const TILE_HEIGHT = 280;
const FETCH_PAUSE_MS = 60;

interface ResultListProps {
  pages: CardPages;
  view: ResultView;
  selected: number;
  onSelect(index: number): void;
  onOpen(index: number): void;
}

export interface ResultListHandle {
  focus(): void;
}

export const ResultList = forwardRef<ResultListHandle, ResultListProps>(function ResultList(
  { pages, view, selected, onSelect, onOpen },
  ref,
) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(800);
  const total = pages.total ?? 0;
  const columns = view === 'grid' ? Math.max(1, Math.floor(width / TILE_WIDTH)) : 1;
  const rowCount = Math.ceil(total / columns);

  useImperativeHandle(ref, () => ({ focus: () => scrollRef.current?.focus() }), []);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (view === 'grid' ? TILE_HEIGHT : ROW_HEIGHT),
    overscan: view === 'grid' ? 2 : 20,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;

  // Fetch the rows in view once scrolling pauses, so a fast fling does not queue every page
  // it passes.
  useEffect(() => {
    if (total === 0) return;
    const timer = setTimeout(() => pages.ensure(first * columns, Math.min(total - 1, (last + 1) * columns - 1)), FETCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [first, last, columns, total, pages]);

  useEffect(() => {
    virtualizer.measure();
  }, [view, virtualizer]);

  useEffect(() => {
    if (selected >= 0) virtualizer.scrollToIndex(Math.floor(selected / columns), { align: 'auto' });
  }, [selected, columns, virtualizer]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const step: Record<string, number> = {
      ArrowDown: columns,
      ArrowUp: -columns,
      ArrowRight: view === 'grid' ? 1 : 0,
      ArrowLeft: view === 'grid' ? -1 : 0,
      PageDown: columns * 20,
      PageUp: -columns * 20,
    };
    if (event.key in step) {
      event.preventDefault();
      onSelect(Math.min(total - 1, Math.max(0, selected + step[event.key]!)));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      onSelect(event.key === 'Home' ? 0 : total - 1);
    } else if (event.key === 'Enter' && selected >= 0) {
      event.preventDefault();
      onOpen(selected);
    }
  };

  return (
    <div
      ref={scrollRef}
      className={`result-scroll result-${view}`}
      tabIndex={0}
      role="listbox"
      aria-label={t('cards.results')}
      aria-activedescendant={selected >= 0 ? `card-row-${selected}` : undefined}
      onKeyDown={onKeyDown}
      data-testid="results"
    >
      {view === 'list' ? <ListHeader /> : null}
      <div className="result-canvas" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => (
          <div
            key={item.key}
            className={view === 'grid' ? 'result-grid-row' : undefined}
            style={{ transform: `translateY(${item.start}px)`, height: item.size }}
          >
            {Array.from({ length: columns }, (_, column) => {
              const index = item.index * columns + column;
              if (index >= total) return null;
              const card = pages.row(index);
              const props = {
                index,
                card,
                active: index === selected,
                onClick: () => onOpen(index),
                onDoubleClick: () => onOpen(index),
              };
              return view === 'grid' ? <ResultTile key={index} {...props} eachPrinting={pages.unique === 'prints'} /> : <ResultRow key={index} {...props} />;
            })}
          </div>
        ))}
      </div>
    </div>
  );
});

function ListHeader() {
  const { t } = useTranslation();
  return (
    <div className="result-row result-header" aria-hidden="true">
      <span>{t('cards.column.name')}</span>
      <span>{t('cards.column.cost')}</span>
      <span>{t('cards.column.type')}</span>
      <span>{t('cards.column.stats')}</span>
      <span>{t('cards.column.set')}</span>
      <span>{t('cards.column.rarity')}</span>
      <span>{t('cards.column.lang')}</span>
    </div>
  );
}

interface ItemProps {
  index: number;
  card: CardSearchResult | undefined;
  active: boolean;
  onClick(): void;
  onDoubleClick(): void;
}

function stats(card: CardSearchResult): string {
  if (card.power !== null && card.toughness !== null) return `${card.power}/${card.toughness}`;
  return card.loyalty ?? '';
}

function ResultRow({ index, card, active, onClick, onDoubleClick }: ItemProps) {
  const className = `result-row${active ? ' active' : ''}`;
  if (!card) {
    return <div id={`card-row-${index}`} className={`${className} loading`} role="option" aria-selected={active} />;
  }
  return (
    <div
      id={`card-row-${index}`}
      className={className}
      role="option"
      aria-selected={active}
      data-testid="card-row"
      onClick={onClick}
      onDoubleClick={onDoubleClick}
    >
      <span className="result-name">
        <i className={`color-pip frame-${frameColor(card)}`} aria-hidden="true" />
        {card.localized ? (
          <>
            {card.localized.name} <span className="muted">{card.name}</span>
          </>
        ) : (
          card.name
        )}
      </span>
      <span>
        <ManaCost cost={card.mana_cost} />
      </span>
      <span className="result-type">{card.localized?.type_line ?? card.type_line}</span>
      <span className="result-stats">{stats(card)}</span>
      <span className="result-set">
        {card.set?.toUpperCase()} {card.collector_number}
      </span>
      <span className={`rarity rarity-${card.rarity ?? 'none'}`}>{card.rarity?.[0]?.toUpperCase()}</span>
      <span className="muted">{card.lang}</span>
    </div>
  );
}

/** A tile shows the default printing's picture, or each printing's own with unique:prints. */
function ResultTile({ index, card, active, onClick, onDoubleClick, eachPrinting }: ItemProps & { eachPrinting: boolean }) {
  return (
    <div
      id={`card-row-${index}`}
      className={`result-tile${active ? ' active' : ''}`}
      role="option"
      aria-selected={active}
      data-testid={card ? 'card-row' : undefined}
      onClick={onClick}
      onDoubleClick={onDoubleClick}
    >
      {card ? (
        <CardImage
          width={TILE_WIDTH - 10}
          cardRef={{ card_id: card.id, printing_id: eachPrinting ? card.printing_id : null }}
          card={{ ...textFace(card), name: card.localized?.name ?? textFace(card).name, set_code: card.set, collector_number: card.collector_number, rarity: card.rarity }}
        />
      ) : null}
    </div>
  );
}
