import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCollectionForm } from '../components/collection/AddToCollectionForm.tsx';
import { BulkEditBar } from '../components/collection/BulkEditBar.tsx';
import { CollectionExportMenu } from '../components/collection/CollectionExportMenu.tsx';
import { CollectionImportPanel } from '../components/collection/CollectionImportPanel.tsx';
import { CollectionTable } from '../components/collection/CollectionTable.tsx';
import { useNumberFormat } from '../i18n/useNumberFormat.ts';
import { useApi } from '../hooks/useApi.ts';

export function CollectionPage() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState('');
  const [unresolvedOnly, setUnresolvedOnly] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [importing, setImporting] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const totals = useApi('collection.totals', {});
  const list = useApi('collection.list', { nameContains: filter || undefined, unresolvedOnly, limit: 5000 });
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  const number = useNumberFormat();

  const changed = () => {
    list.reload();
    totals.reload();
  };

  return (
    <div className="collection-page">
      <header className="page-header">
        <h1 id="page-title">{t('pages.collection.title')}</h1>
        {totals.data ? (
          <dl className="totals" data-testid="collection-totals">
            <div><dt>{t('collection.totalCards')}</dt><dd>{number(totals.data.cards)}</dd></div>
            <div><dt>{t('collection.uniqueCards')}</dt><dd>{number(totals.data.unique)}</dd></div>
            <div><dt>{t('collection.value')}</dt><dd title={t('collection.valueHint', { count: totals.data.priced })}>{money.format(totals.data.value)}</dd></div>
            {totals.data.unresolved > 0 ? (
              <div className="warn"><dt>{t('collection.unresolved')}</dt><dd>{number(totals.data.unresolved)}</dd></div>
            ) : null}
          </dl>
        ) : null}
        <span className="header-actions">
          <button type="button" onClick={() => setImporting(true)} disabled={importing}>{t('collection.importCsv')}</button>
          <CollectionExportMenu onError={setFileError} />
        </span>
      </header>
      {fileError ? <p className="error">{fileError}</p> : null}
      {importing ? <CollectionImportPanel onImported={changed} onClose={() => setImporting(false)} /> : null}
      <div className="toolbar">
        <input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t('collection.filter')}
          aria-label={t('collection.filter')}
        />
        <label className="check">
          <input type="checkbox" checked={unresolvedOnly} onChange={(event) => setUnresolvedOnly(event.target.checked)} />
          {t('collection.unresolvedOnly')}
        </label>
        <AddToCollectionForm onAdded={changed} />
      </div>
      {selected.size > 0 ? <BulkEditBar ids={[...selected]} onDone={() => { setSelected(new Set()); changed(); }} /> : null}
      {list.error ? <p className="error">{list.error}</p> : null}
      {list.data && list.data.total === 0 && !filter && !unresolvedOnly ? <p className="muted">{t('collection.empty')}</p> : null}
      <CollectionTable entries={list.data?.entries ?? []} selected={selected} onSelectionChange={setSelected} />
    </div>
  );
}
