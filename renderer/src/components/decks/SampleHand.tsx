import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckEntry } from '../../../../app/collection/deck-service.ts';
import { CardImage } from '../CardImage.tsx';
import { deckEntryFace } from '../text-face.ts';

interface CardCopy {
  key: string;
  entry: DeckEntry;
}

/** Fisher–Yates with the browser's crypto source: a sample hand need not be replayable. */
function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  const random = new Uint32Array(result.length);
  crypto.getRandomValues(random);
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = random[i]! % (i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

export function SampleHand({ entries }: { entries: DeckEntry[] }) {
  const { t } = useTranslation();
  const library = useMemo(
    () =>
      entries
        .filter((entry) => entry.section === 'main')
        .flatMap((entry) => Array.from({ length: entry.quantity }, (_, copy) => ({ key: `${entry.id}-${copy}`, entry }))),
    [entries],
  );
  const [order, setOrder] = useState<CardCopy[]>([]);
  const [drawn, setDrawn] = useState(7);

  const newHand = useCallback(() => {
    setOrder(shuffled(library));
    setDrawn(7);
  }, [library]);
  useEffect(newHand, [newHand]);

  const hand = order.slice(0, drawn);
  return (
    <section className="sample-hand" aria-label={t('decks.sampleHand')}>
      <header>
        <h3>{t('decks.sampleHand')}</h3>
        <button type="button" onClick={newHand} disabled={library.length === 0}>{t('decks.newHand')}</button>
        <button type="button" onClick={() => setDrawn((count) => count + 1)} disabled={drawn >= order.length}>{t('decks.draw')}</button>
        <span className="muted small">{t('decks.librarySize', { count: Math.max(0, order.length - drawn) })}</span>
      </header>
      <ol className="hand-list hand-pictures">
        {hand.map((copy) => (
          <li key={copy.key} title={copy.entry.name}>
            <CardImage
              width={92}
              cardRef={copy.entry.card_id === null ? null : { card_id: copy.entry.card_id, printing_id: copy.entry.printing_id }}
              card={deckEntryFace(copy.entry)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
