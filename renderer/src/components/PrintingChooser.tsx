// Choose a card's art: every printing as a thumbnail, the default one first, odd printings
// (digital-only, oversized, gold-bordered) last and marked. Thumbnails still being fetched
// fill in as they arrive; without a picture (offline) a printing shows the card's text face
// with its set and number, as the deck view and the table do.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintingChoice } from '../../../app/images/printing-choices.ts';
import { call } from '../api/client.ts';
import { CardFace, type CardFaceData } from './CardFace.tsx';
import { textFace } from './text-face.ts';
import { refreshCardImages } from '../hooks/useCardImage.ts';
import './card-image.css';

const RETRY_MS = 1500;
/** A thumbnail's width (card-image.css: .printing-choice img). */
const THUMB_WIDTH = 88;

interface Props {
  cardId: number;
  name: string;
  current: number | null;
  onChoose(printingId: number): void;
  onClose(): void;
}

export function PrintingChooser({ cardId, name, current, onChoose, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [choices, setChoices] = useState<PrintingChoice[] | null>(null);
  const [round, setRound] = useState(0);
  const face = useTextFace(cardId);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void call('images.printings', { card_id: cardId, lang: i18n.language.slice(0, 2) })
      .catch(() => ({ printings: [] as PrintingChoice[] }))
      .then(({ printings }) => {
        if (!live) return;
        setChoices(printings);
        const waiting = printings.slice(0, 24).some((choice) => choice.hasImage && !choice.thumbnail);
        if (waiting && round < 20) timer = setTimeout(() => setRound((count) => count + 1), RETRY_MS);
      });
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [cardId, round, i18n.language]);

  return (
    <div className="printing-chooser" role="dialog" aria-label={t('images.chooseArtFor', { name })} data-testid="printing-chooser">
      <header>
        <strong>{t('images.chooseArtFor', { name })}</strong>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('cards.close')}>
          ×
        </button>
      </header>
      {choices === null ? <p className="muted">{t('common.loading')}</p> : null}
      <ul>
        {(choices ?? []).map((choice, index) => (
          <li key={choice.printing_id}>
            <button
              type="button"
              className={`printing-choice${choice.printing_id === current || (current === null && index === 0) ? ' current' : ''}${choice.odd ? ' odd' : ''}`}
              title={`${choice.set_name ?? choice.set_code.toUpperCase()} ${choice.collector_number ?? ''} · ${choice.lang} · ${choice.released_at ?? ''}`}
              onClick={() => {
                onChoose(choice.printing_id);
                refreshCardImages();
              }}
            >
              {choice.thumbnail ? (
                <img src={choice.thumbnail} alt="" loading="lazy" />
              ) : face ? (
                <CardFace card={{ ...face, set_code: choice.set_code, collector_number: choice.collector_number, lang: choice.lang }} width={THUMB_WIDTH} className="printing-choice-face" />
              ) : (
                <span className="printing-choice-blank">{choice.set_code.toUpperCase()}</span>
              )}
              <span className="printing-choice-label">
                {choice.set_code.toUpperCase()} {choice.collector_number} {choice.lang !== 'en' ? choice.lang : ''}
                {index === 0 ? ` · ${t('images.default')}` : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The card's text face, drawn for the printings without a picture; null until it is read (or if it cannot be). */
function useTextFace(cardId: number): CardFaceData | null {
  const [face, setFace] = useState<{ cardId: number; face: CardFaceData } | null>(null);
  useEffect(() => {
    let live = true;
    void call('cards.get', { id: cardId }).then(
      (card) => {
        if (live) setFace({ cardId, face: textFace(card) });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [cardId]);
  // A face read for the card chosen before is never shown for this one.
  return face?.cardId === cardId ? face.face : null;
}
