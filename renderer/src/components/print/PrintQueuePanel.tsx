// The cards waiting to be printed: title, quantities, remove, add by name, paste a decklist,
// add the custom and playtest cards, clear. Every edit replaces the queue in the core, which
// keeps it across restarts. Names the card database does not know are marked, with suggestions.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnresolvedPrintCard } from '../../../../app/print/from-database.ts';
import type { CommandInput } from '../../../../app/api/registry.ts';
import type { PrintQueue } from '../../../../app/print/print-queue.ts';
import { call } from '../../api/client.ts';
import { DeckPrintFilterFields, useDeckPrintFilter } from './DeckPrintFilterFields.tsx';
import { PrintingChooser } from '../PrintingChooser.tsx';

interface Props {
  queue: PrintQueue;
  unresolved: UnresolvedPrintCard[];
  /** Per card: what prints less well than it could (a picture under 300 dpi, a missing file). */
  warnings: { card: string; message: string }[];
  onChange(queue: PrintQueue): void;
  onError(message: string | null): void;
}

export function PrintQueuePanel({ queue, unresolved, warnings, onChange, onError }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [pasting, setPasting] = useState(false);
  const [decklist, setDecklist] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [deckFilter, setDeckFilter] = useDeckPrintFilter();
  const total = queue.items.reduce((sum, item) => sum + item.quantity, 0);
  const unknown = new Map(unresolved.map((card) => [card.name, card]));
  const [choosing, setChoosing] = useState<number | null>(null);
  const choosingItem = choosing === null ? undefined : queue.items[choosing];

  const replace = (next: PrintQueue) => {
    onError(null);
    call('printQueue.replace', next).then(onChange, (failure: Error) => onError(failure.message));
  };

  const addFrom = async (source: CommandInput<'print.queueFrom'>['source']) => {
    onError(null);
    try {
      const result = await call('print.queueFrom', { source, mode: 'add' });
      onChange(result.queue);
      setNotice(
        result.unresolved.length > 0
          ? t('print.queue.notFound', { names: result.unresolved.map((card) => card.name + (card.suggestions[0] ? ` (${t('print.queue.didYouMean', { name: card.suggestions[0] })})` : '')).join(', ') })
          : t('print.queue.added', { count: result.added }),
      );
      return result;
    } catch (failure) {
      onError((failure as Error).message);
      return null;
    }
  };

  const submitName = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    void addFrom({ kind: 'cards', cards: [{ name: name.trim(), quantity }] }).then((result) => {
      if (result && result.unresolved.length === 0) setName('');
    });
  };

  return (
    <section className="print-queue" aria-labelledby="print-queue-heading">
      <h2 id="print-queue-heading">{t('print.queue.heading', { count: total })}</h2>
      <label className="print-field">
        <span>{t('print.queue.title')}</span>
        <input
          value={queue.title}
          maxLength={200}
          placeholder={t('print.queue.titlePlaceholder')}
          onChange={(event) => onChange({ ...queue, title: event.target.value })}
          onBlur={() => replace(queue)}
        />
      </label>
      {queue.items.length === 0 ? <p className="muted">{t('print.queue.empty')}</p> : null}
      <ul className="print-queue-list" data-testid="print-queue">
        {queue.items.map((item, index) => {
          const missing = unknown.get(item.name);
          return (
            <li key={`${item.name}-${item.printing_id ?? ''}-${index}`} className={missing ? 'print-queue-item unknown' : 'print-queue-item'}>
              <input
                type="number"
                className="qty-input"
                min={1}
                max={999}
                value={item.quantity}
                aria-label={t('print.queue.quantityOf', { name: item.name })}
                onChange={(event) => {
                  const value = event.target.valueAsNumber;
                  if (!Number.isInteger(value) || value < 1 || value > 999) return;
                  replace({ ...queue, items: queue.items.map((other, at) => (at === index ? { ...other, quantity: value } : other)) });
                }}
              />
              <span className="print-queue-name" title={missing ? t('print.queue.unknown') : undefined}>
                {item.name}
                {missing ? (
                  <span className="error small">
                    {' '}
                    — {t('print.queue.unknown')}
                    {missing.suggestions.length > 0 ? ` (${t('print.queue.didYouMean', { name: missing.suggestions.join(', ') })})` : ''}
                  </span>
                ) : null}
                {warnings
                  .filter((warning) => warning.card === item.name)
                  .map((warning, at) => (
                    <span key={at} className="warn small print-queue-warning" title={warning.message}>
                      {' '}
                      ⚠ {warning.message}
                    </span>
                  ))}
              </span>
              {item.card_id !== null ? (
                <button type="button" className="icon-button print-queue-art" title={t('images.chooseArtFor', { name: item.name })} aria-label={t('images.chooseArtFor', { name: item.name })} onClick={() => setChoosing(choosing === index ? null : index)}>
                  {t('images.chooseArt')}
                </button>
              ) : null}
              <button type="button" className="icon-button" aria-label={t('print.queue.remove', { name: item.name })} onClick={() => replace({ ...queue, items: queue.items.filter((_, at) => at !== index) })}>
                ×
              </button>
            </li>
          );
        })}
      </ul>
      {choosingItem?.card_id ? (
        <PrintingChooser
          cardId={choosingItem.card_id}
          name={choosingItem.name}
          current={choosingItem.printing_id}
          onClose={() => setChoosing(null)}
          onChoose={(printingId) => {
            setChoosing(null);
            replace({ ...queue, items: queue.items.map((other, at) => (at === choosing ? { ...other, printing_id: printingId } : other)) });
          }}
        />
      ) : null}
      <form className="inline-form" onSubmit={submitName}>
        <input type="number" className="qty-input" min={1} max={999} value={quantity} aria-label={t('print.queue.quantity')} onChange={(event) => setQuantity(Math.max(1, event.target.valueAsNumber || 1))} />
        <input value={name} onChange={(event) => setName(event.target.value)} placeholder={t('print.queue.addPlaceholder')} aria-label={t('print.queue.addPlaceholder')} />
        <button type="submit">{t('print.queue.add')}</button>
      </form>
      <div className="print-queue-actions">
        <button type="button" onClick={() => setPasting((open) => !open)} aria-expanded={pasting}>
          {t('print.queue.pasteDecklist')}
        </button>
        <button type="button" onClick={() => void addFrom({ kind: 'customSet' })}>
          {t('print.queue.addCustom')}
        </button>
        <button type="button" disabled={queue.items.length === 0} onClick={() => replace({ title: '', items: [] })}>
          {t('print.queue.clear')}
        </button>
      </div>
      {pasting ? (
        <div className="print-paste">
          <textarea rows={8} value={decklist} onChange={(event) => setDecklist(event.target.value)} placeholder={t('print.queue.pastePlaceholder')} aria-label={t('print.queue.pasteDecklist')} />
          <DeckPrintFilterFields filter={deckFilter} onChange={setDeckFilter} />
          <button
            type="button"
            disabled={!decklist.trim()}
            onClick={() =>
              void addFrom({ kind: 'decklist', text: decklist, ...deckFilter }).then((result) => {
                if (result) {
                  setDecklist('');
                  setPasting(false);
                }
              })
            }
          >
            {t('print.queue.addDecklist')}
          </button>
        </div>
      ) : null}
      {notice ? <p className="muted small" role="status">{notice}</p> : null}
    </section>
  );
}
