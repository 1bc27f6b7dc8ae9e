// The deck as its cards' pictures: click a card to choose its art from its printings'
// thumbnails (the choice is kept with the deck), or drop a picture file on it to use your own.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckEntry } from '../../../../app/collection/deck-service.ts';
import { call } from '../../api/client.ts';
import { uploadFile } from '../../api/uploads.ts';
import { refreshCardImages } from '../../hooks/useCardImage.ts';
import { CardImage } from '../CardImage.tsx';
import { PrintingChooser } from '../PrintingChooser.tsx';
import { deckEntryFace } from '../text-face.ts';

interface Props {
  deckId: number;
  entries: DeckEntry[];
  onChanged(): void;
  onError(message: string): void;
}

export function DeckPictures({ deckId, entries, onChanged, onError }: Props) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState<DeckEntry | null>(null);
  const shown = entries.filter((entry) => entry.card && entry.section !== 'maybeboard');
  /** A picture dropped on a card becomes that printing's own picture (the default printing's, if none is chosen). */
  const dropPicture = async (entry: DeckEntry, file: File) => {
    const printing = entry.printing_id ?? (await call('images.forCards', { cards: [{ card_id: entry.card_id!, printing_id: null }] })).cards[0]?.printing_id;
    if (!printing) return;
    await call('images.importForCard', { uploadId: await uploadFile(file), printing_id: printing });
    refreshCardImages();
  };
  return (
    <div className="deck-pictures" data-testid="deck-pictures">
      {choosing?.card_id ? (
        <div className="deck-pictures-chooser">
          <PrintingChooser
            cardId={choosing.card_id}
            name={choosing.name}
            current={choosing.printing_id}
            onClose={() => setChoosing(null)}
            onChoose={(printingId) =>
              void call('images.setDeckPrinting', { deck: deckId, entry: choosing.id, printing_id: printingId }).then(
                () => {
                  setChoosing(null);
                  onChanged();
                },
                (failure: Error) => onError(failure.message),
              )
            }
          />
        </div>
      ) : null}
      {shown.map((entry) => (
        <button
          key={entry.id}
          type="button"
          className="deck-picture"
          title={t('images.chooseArtFor', { name: entry.name })}
          aria-label={t('images.chooseArtFor', { name: entry.name })}
          onClick={() => setChoosing(entry)}
          onDragOver={(event) => {
            if (event.dataTransfer.types.includes('Files')) event.preventDefault();
          }}
          onDrop={(event) => {
            const file = event.dataTransfer.files[0];
            if (!file) return;
            event.preventDefault();
            void dropPicture(entry, file).catch((failure: Error) => onError(failure.message));
          }}
        >
          <CardImage
            width={130}
            cardRef={{ card_id: entry.card_id!, printing_id: entry.printing_id }}
            card={deckEntryFace(entry)}
          />
          <span className="deck-picture-qty">{entry.quantity}</span>
        </button>
      ))}
    </div>
  );
}
