import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionEntry } from '../../../../app/collection/collection-service.ts';
import { decimals, useNumberFormat } from '../../i18n/useNumberFormat.ts';
import { ManaCost } from '../ManaCost.tsx';

interface CollectionTableProps {
  entries: CollectionEntry[];
  selected: ReadonlySet<number>;
  onSelectionChange(selected: ReadonlySet<number>): void;
}

const ROW_HEIGHT = 26;

/** A virtualised table: only the visible rows are in the DOM, so 50,000 entries scroll smoothly. */
export function CollectionTable({ entries, selected, onSelectionChange }: CollectionTableProps) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: entries.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const allSelected = entries.length > 0 && entries.every((entry) => selected.has(entry.id));

  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectionChange(next);
  };

  return (
    <div className="data-table" role="table" aria-label={t('pages.collection.title')} aria-rowcount={entries.length + 1}>
      <div className="data-row data-head collection-columns" role="row">
        <span role="columnheader">
          <input
            type="checkbox"
            checked={allSelected}
            onChange={() => onSelectionChange(allSelected ? new Set() : new Set(entries.map((entry) => entry.id)))}
            aria-label={t('collection.selectAll')}
          />
        </span>
        <span role="columnheader">{t('collection.quantity')}</span>
        <span role="columnheader">{t('collection.name')}</span>
        <span role="columnheader">{t('collection.cost')}</span>
        <span role="columnheader">{t('collection.set')}</span>
        <span role="columnheader">{t('collection.finish')}</span>
        <span role="columnheader">{t('collection.condition')}</span>
        <span role="columnheader">{t('collection.language')}</span>
        <span role="columnheader">{t('collection.price')}</span>
        <span role="columnheader">{t('collection.tags')}</span>
      </div>
      <div ref={scroller} className="data-body">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const entry = entries[item.index]!;
            return (
              <div
                key={entry.id}
                role="row"
                className={`data-row collection-columns${selected.has(entry.id) ? ' selected' : ''}${entry.card_id === null ? ' unresolved' : ''}`}
                style={{ position: 'absolute', top: 0, left: 0, right: 0, height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
              >
                <span role="cell">
                  <input type="checkbox" checked={selected.has(entry.id)} onChange={() => toggle(entry.id)} aria-label={t('collection.select', { name: entry.name })} />
                </span>
                <span role="cell" className="num">{entry.quantity}</span>
                <span role="cell" className="entry-name" title={entry.card_id === null ? t('collection.unresolvedHint', { line: entry.source_line ?? '?' }) : (entry.type_line ?? '')}>
                  {entry.name}
                </span>
                <span role="cell">{entry.mana_cost ? <ManaCost cost={entry.mana_cost} /> : null}</span>
                <span role="cell" className="mono">{entry.set_code ? `${entry.set_code.toUpperCase()} ${entry.collector_number ?? ''}` : ''}</span>
                <span role="cell">{t(`collection.finishes.${entry.finish}`)}</span>
                <span role="cell">{t(`collection.conditions.${entry.condition}`)}</span>
                <span role="cell" className="mono">{entry.lang}</span>
                <span role="cell" className="num">{entry.purchase_price === null ? '' : number(entry.purchase_price, decimals(2))}</span>
                <span role="cell" className="tags">{entry.tags.join(', ')}</span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
