import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckSummary } from '../../../../app/collection/deck-service.ts';
import { call } from '../../api/client.ts';

interface DeckSidebarProps {
  decks: DeckSummary[];
  selectedId: number | null;
  onSelect(id: number): void;
  onChanged(selectId?: number): void;
  onImport(): void;
}

export function DeckSidebar({ decks, selectedId, onSelect, onChanged, onImport }: DeckSidebarProps) {
  const { t } = useTranslation();
  const [newName, setNewName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const create = async () => {
    try {
      const { deck } = await call('decks.create', { name: newName });
      setNewName('');
      setError(null);
      onChanged(deck.id);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <aside className="split-side" aria-label={t('decks.listLabel')}>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <input value={newName} onChange={(event) => setNewName(event.target.value)} placeholder={t('decks.newPlaceholder')} aria-label={t('decks.newPlaceholder')} />
        <button type="submit" className="primary" disabled={!newName.trim()}>
          {t('decks.create')}
        </button>
      </form>
      <button type="button" className="import-button" onClick={onImport}>
        {t('decks.import')}
      </button>
      {error ? <p className="error small">{error}</p> : null}
      <ul className="item-list" role="listbox" aria-label={t('decks.listLabel')}>
        {decks.map((deck) => (
          <li key={deck.id} role="option" aria-selected={deck.id === selectedId}>
            <button type="button" className={deck.id === selectedId ? 'item active' : 'item'} onClick={() => onSelect(deck.id)}>
              <span className="item-title">{deck.name}</span>
              <span className="item-meta">
                {t('decks.cardCount', { count: deck.main + deck.commander })}
                {deck.sideboard > 0 ? ` · ${t('decks.sideCount', { count: deck.sideboard })}` : ''}
                {deck.unresolved > 0 ? <span className="warn"> · {t('decks.unknownCount', { count: deck.unresolved })}</span> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
