// A card drawn as a card: a frame in its colours, name and mana cost, picture, type line, rules
// text with mana symbols (mana-font), P/T or loyalty, and the set/artist line. Pure display:
// the Cards page, the custom-card editor's live preview and the deck views all use it.
import type { Color } from '../../../app/cards/mana-symbols.ts';
import { ManaCost, RulesText } from './ManaCost.tsx';
import './card-face.css';

export interface CardFaceData {
  name: string;
  mana_cost: string;
  type_line: string;
  oracle_text: string;
  power?: string | null;
  toughness?: string | null;
  loyalty?: string | null;
  colors: readonly Color[];
  set_code?: string | null;
  collector_number?: string | null;
  rarity?: string | null;
  artist?: string | null;
  flavor_text?: string | null;
  lang?: string | null;
}

export interface CardFaceProps {
  card: CardFaceData;
  /** A picture URL (data: or blob:); without one the art box stays plain. */
  imageUrl?: string | null;
  /** Width in pixels; the card keeps the 63 × 88 mm proportions. */
  width?: number;
  className?: string;
}

/** The frame colour: one colour, gold for several, grey for colourless, brown for lands. */
export function frameColor(card: Pick<CardFaceData, 'colors' | 'type_line'>): string {
  if (card.colors.length > 1) return 'gold';
  if (card.colors.length === 1) return card.colors[0]!.toLowerCase();
  if (/\bLand\b|\bTierra\b/.test(card.type_line)) return 'land';
  return /\bArtifact\b|\bArtefakt\b|\bArtefacto\b/.test(card.type_line) ? 'artifact' : 'colorless';
}

export function CardFace({ card, imageUrl, width = 300, className }: CardFaceProps) {
  const stats =
    card.loyalty ? <span className="card-face-loyalty">{card.loyalty}</span>
    : card.power !== null && card.power !== undefined && card.toughness !== null && card.toughness !== undefined ? (
      <span className="card-face-pt">
        {card.power}/{card.toughness}
      </span>
    ) : null;
  const setLine = [card.set_code?.toUpperCase(), card.collector_number, card.rarity?.charAt(0).toUpperCase(), card.lang?.toUpperCase()]
    .filter(Boolean)
    .join(' · ');
  return (
    <article
      className={`card-face frame-${frameColor(card)}${className ? ` ${className}` : ''}`}
      style={{ width, fontSize: width / 22 }}
      aria-label={card.name || undefined}
      data-testid="card-face"
      lang={card.lang ?? undefined}
    >
      <div className="card-face-inner">
        <header className="card-face-title">
          <span className="card-face-name">{card.name}</span>
          <ManaCost cost={card.mana_cost} />
        </header>
        <div className="card-face-art">{imageUrl ? <img src={imageUrl} alt="" /> : null}</div>
        <div className="card-face-type">{card.type_line}</div>
        <div className="card-face-text">
          <RulesText text={card.oracle_text} />
          {card.flavor_text ? <p className="card-face-flavor">{card.flavor_text}</p> : null}
        </div>
        <footer className="card-face-footer">
          <span className="card-face-info">
            <span>{setLine}</span>
            {card.artist ? <span className="card-face-artist">✎ {card.artist}</span> : null}
          </span>
          {stats}
        </footer>
      </div>
    </article>
  );
}
