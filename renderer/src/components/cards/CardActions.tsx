// What a player does with a card they found: add copies to the collection, to a deck, or to the
// print queue. Shown in the card's detail view.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DECK_SECTIONS, type DeckSection } from '../../../../app/collection/model.ts';
import { call } from '../../api/client.ts';
import { useApi } from '../../hooks/useApi.ts';

interface CardActionsProps {
  cardId: number;
  printingId: number | null;
  name: string;
}

export function CardActions({ cardId, printingId, name }: CardActionsProps) {
  const { t } = useTranslation();
  const decks = useApi('decks.list', {});
  const [quantity, setQuantity] = useState(1);
  const [deckId, setDeckId] = useState<number | null>(null);
  const [section, setSection] = useState<DeckSection>('main');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const chosenDeck = deckId ?? decks.data?.[0]?.id ?? null;

  const done = (text: string) => setMessage({ ok: true, text });
  const failed = (failure: Error) => setMessage({ ok: false, text: failure.message });

  return (
    <div className="card-actions" data-testid="card-actions">
      <label className="card-actions-qty">
        {t('cardActions.quantity')}
        <input type="number" min={1} max={99} value={quantity} onChange={(event) => setQuantity(Math.min(99, Math.max(1, Number(event.target.value) || 1)))} />
      </label>
      <button
        type="button"
        data-testid="add-to-collection"
        onClick={() => call('collection.add', { card_id: cardId, printing_id: printingId, quantity }).then(() => done(t('cardActions.addedToCollection', { count: quantity, name })), failed)}
      >
        {t('cardActions.addToCollection')}
      </button>
      <button
        type="button"
        data-testid="add-to-print"
        onClick={() => call('printQueue.add', { items: [{ name, quantity, card_id: cardId, printing_id: printingId }] }).then(() => done(t('cardActions.addedToPrint', { count: quantity, name })), failed)}
      >
        {t('cardActions.addToPrint')}
      </button>
      {decks.data && decks.data.length > 0 && chosenDeck !== null ? (
        <span className="card-actions-deck">
          <select value={chosenDeck} onChange={(event) => setDeckId(Number(event.target.value))} aria-label={t('cardActions.deck')}>
            {decks.data.map((deck) => (
              <option key={deck.id} value={deck.id}>
                {deck.name}
              </option>
            ))}
          </select>
          <select value={section} onChange={(event) => setSection(event.target.value as DeckSection)} aria-label={t('decks.section')}>
            {DECK_SECTIONS.map((value) => (
              <option key={value} value={value}>
                {t(`decks.sections.${value}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            data-testid="add-to-deck"
            onClick={() =>
              call('decks.addCard', { deck: chosenDeck, cardId, printingId, quantity, section }).then(
                (deck) => done(t('cardActions.addedToDeck', { count: quantity, name, deck: deck.name })),
                failed,
              )
            }
          >
            {t('cardActions.addToDeck')}
          </button>
        </span>
      ) : null}
      {message ? (
        <p className={message.ok ? 'small ok-text' : 'small error'} role="status">
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
