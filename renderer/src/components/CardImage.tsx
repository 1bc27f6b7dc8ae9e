// A card as the player knows it: its picture where one is stored (fetched from Scryfall or
// the user's own), else the card drawn from its text (CardFace). Custom cards' pictures are
// only the art, so they go into the drawn frame. Used by the search grid, deck view, sample
// hand, card detail, goldfish preview and print preview.
import { useCardImage, type CardRef } from '../hooks/useCardImage.ts';
import { CardFace, type CardFaceData } from './CardFace.tsx';
import './card-image.css';

/** Fetched (cache/) and imported (local/) pictures are whole cards; custom/ ones are art. */
export function isWholeCardUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^media\/(cache|local)\//.test(url);
}

export interface CardPictureProps {
  card: CardFaceData;
  /** A picture URL already known; else looked up from `cardRef`. */
  imageUrl?: string | null;
  width?: number;
  className?: string;
}

/** A card with a known picture URL (or none). */
export function CardPicture({ card, imageUrl, width = 300, className }: CardPictureProps) {
  if (isWholeCardUrl(imageUrl)) {
    return (
      <img
        className={`card-image${className ? ` ${className}` : ''}`}
        src={imageUrl}
        alt={card.name}
        width={width}
        height={Math.round((width * 88) / 63)}
        loading="lazy"
        data-testid="card-image"
      />
    );
  }
  return <CardFace card={card} imageUrl={imageUrl ?? null} width={width} {...(className ? { className } : {})} />;
}

/** A card looked up by id (and printing): its picture once stored, its text face until then. */
export function CardImage({ cardRef, face = 0, ...props }: Omit<CardPictureProps, 'imageUrl'> & { cardRef: CardRef | null; face?: number }) {
  const url = useCardImage(cardRef, face);
  return <CardPicture {...props} imageUrl={url} />;
}
