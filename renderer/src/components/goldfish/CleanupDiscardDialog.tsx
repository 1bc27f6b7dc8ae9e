// The cleanup step's discard to the maximum hand size (CR 514.1): the player chooses which cards.
// Keyboard: Tab or the arrow keys move between cards, Space or the card's number (1–9, 0 for the
// tenth) ticks it, Enter discards once exactly as many as asked are ticked, Escape cancels the advance.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableView } from '../../../../app/goldfish/table-view.ts';
import { ManaCost } from '../ManaCost.tsx';
import { Dialog } from './Dialog.tsx';
import { useCardName } from '../../i18n/card-names.ts';

export function CleanupDiscardDialog({ view, count, onDiscard, onClose }: { view: TableView; count: number; onDiscard(ids: number[]): void; onClose(): void }) {
  const { t } = useTranslation();
  const cardName = useCardName();
  const [chosen, setChosen] = useState<number[]>([]);
  const list = useRef<HTMLUListElement>(null);
  const hand = view.you.hand;
  const toggle = (id: number) => setChosen((current) => (current.includes(id) ? current.filter((other) => other !== id) : current.length < count ? [...current, id] : current));
  const done = chosen.length === count;
  const focusCard = (index: number) => list.current?.querySelectorAll<HTMLButtonElement>('button')[(index + hand.length) % hand.length]?.focus();
  return (
    <Dialog title={t('goldfish.cleanup.title', { count })} onClose={onClose} wide>
      <p className="muted">{t('goldfish.cleanup.hint', { count, chosen: chosen.length })}</p>
      <ul
        ref={list}
        className="gf-choice-list gf-hand-choice"
        onKeyDown={(event) => {
          const at = hand.findIndex((card) => card.id === Number((event.target as HTMLElement).dataset.card));
          if (event.key === 'ArrowDown' || event.key === 'ArrowRight') focusCard(at + 1);
          else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') focusCard(at - 1);
          else if (/^[0-9]$/.test(event.key)) {
            const card = hand[event.key === '0' ? 9 : Number(event.key) - 1];
            if (card) toggle(card.id);
          } else if (event.key === 'Enter' && done) onDiscard(chosen);
          else return;
          event.preventDefault();
        }}
      >
        {hand.map((card, index) => {
          const picked = chosen.includes(card.id);
          return (
            <li key={card.id}>
              <button type="button" data-card={card.id} data-autofocus={index === 0 ? true : undefined} className={picked ? 'chosen' : ''} aria-pressed={picked} onClick={() => toggle(card.id)}>
                {index < 10 ? <kbd>{(index + 1) % 10}</kbd> : null} <span>{cardName(card.name)}</span> <ManaCost cost={card.manaCost} /> <span className="muted small">{card.typeLine}</span>
                {picked ? <span className="badge">{t('goldfish.cleanup.discard')}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="gf-dialog-buttons">
        <button type="button" className="primary" disabled={!done} onClick={() => onDiscard(chosen)}>
          {t('goldfish.cleanup.confirm', { count })}
        </button>
        <button type="button" onClick={onClose}>
          {t('goldfish.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
