import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionPatch } from '../../../../app/collection/collection-service.ts';
import { CONDITIONS, FINISHES } from '../../../../app/collection/model.ts';
import { call } from '../../api/client.ts';

/** Sets the same fields on every selected entry; empty fields are left as they are. */
export function BulkEditBar({ ids, onDone }: { ids: number[]; onDone(): void }) {
  const { t } = useTranslation();
  const [condition, setCondition] = useState('');
  const [finish, setFinish] = useState('');
  const [lang, setLang] = useState('');
  const [tags, setTags] = useState('');
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const patch: CollectionPatch = {};
    if (condition) patch.condition = condition as CollectionPatch['condition'];
    if (finish) patch.finish = finish as CollectionPatch['finish'];
    if (lang) patch.lang = lang;
    if (tags.trim()) patch.tags = tags.split(',').map((tag) => tag.trim()).filter(Boolean);
    if (price.trim()) patch.purchase_price = Number(price);
    call('collection.update', { ids, patch }).then(onDone, (failure: Error) => setError(failure.message));
  };

  return (
    <div className="bulk-bar" role="region" aria-label={t('collection.bulkEdit')}>
      <strong>{t('collection.selected', { count: ids.length })}</strong>
      <select value={condition} onChange={(event) => setCondition(event.target.value)} aria-label={t('collection.condition')}>
        <option value="">{t('collection.condition')}…</option>
        {CONDITIONS.map((value) => <option key={value} value={value}>{t(`collection.conditions.${value}`)}</option>)}
      </select>
      <select value={finish} onChange={(event) => setFinish(event.target.value)} aria-label={t('collection.finish')}>
        <option value="">{t('collection.finish')}…</option>
        {FINISHES.map((value) => <option key={value} value={value}>{t(`collection.finishes.${value}`)}</option>)}
      </select>
      <input className="lang-input" value={lang} onChange={(event) => setLang(event.target.value)} placeholder={t('collection.language')} aria-label={t('collection.language')} />
      <input value={tags} onChange={(event) => setTags(event.target.value)} placeholder={t('collection.tagsPlaceholder')} aria-label={t('collection.tags')} />
      <input className="price-input" type="number" min={0} step="0.01" value={price} onChange={(event) => setPrice(event.target.value)} placeholder={t('collection.price')} aria-label={t('collection.price')} />
      <button type="button" className="primary" onClick={apply}>{t('collection.apply')}</button>
      <button type="button" className="danger" onClick={() => call('collection.remove', { ids }).then(onDone, (failure: Error) => setError(failure.message))}>
        {t('collection.remove')}
      </button>
      {error ? <span className="error small">{error}</span> : null}
    </div>
  );
}
