import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';

export function AddToCollectionForm({ onAdded }: { onAdded(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="inline-form add-form"
      onSubmit={(event) => {
        event.preventDefault();
        call('collection.add', { name: name.trim(), quantity }).then(
          (entry) => {
            setError(entry.card_id === null ? t('collection.addedUnresolved', { name: entry.name }) : null);
            setName('');
            setQuantity(1);
            onAdded();
          },
          (failure: Error) => setError(failure.message),
        );
      }}
    >
      <input className="qty-input" type="number" min={1} max={9999} value={quantity} onChange={(event) => setQuantity(Math.max(1, Number(event.target.value)))} aria-label={t('collection.quantity')} />
      <input value={name} onChange={(event) => setName(event.target.value)} placeholder={t('collection.addPlaceholder')} aria-label={t('collection.addPlaceholder')} />
      <button type="submit" className="primary" disabled={!name.trim()}>{t('collection.add')}</button>
      {error ? <span className="warn small">{error}</span> : null}
    </form>
  );
}
