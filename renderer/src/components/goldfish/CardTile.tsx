// One card on the table, card-shaped (63:88) at the table's tile width: its whole picture, or its
// whole text face when there is none (CardPicture); turned 90° to landscape when tapped, as on a
// real table. Counters, a changed P/T, damage, summoning sickness, token and copy marks sit on the
// face. Draggable for drops; a permanent is also a drop target (attach an Aura to it).
// Memoised on the card's content: the api sends new objects each step, and a board of 40
// permanents must not redraw every tile when one changes.
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableCard } from '../../../../app/goldfish/table-view.ts';
import { useCardName } from '../../i18n/card-names.ts';
import { CardPicture } from '../CardImage.tsx';
import { LINE_MARK } from './line-marks.ts';

export interface CardTileProps {
  card: TableCard;
  imageUrl?: string | null | undefined;
  /** The tile's width in px (its height follows 63:88). */
  width: number;
  /** A legal target while the player picks one. */
  candidate?: boolean;
  selected?: boolean;
  /** Automatic payment will tap this land for the action the player is looking at. */
  paying?: boolean;
  dropTarget?: boolean;
  onActivate(card: TableCard, element: HTMLElement): void;
  onHover(card: TableCard | null): void;
}

/** Tiles narrower than this get the card's name over the title bar in a readable size. */
const SMALL_TILE = 118;
/** Tiles narrower than this (a pile's top card) have no room for a name: hovering previews them. */
const TINY_TILE = 60;

function CardTileView({ card, imageUrl, width, candidate, selected, paying, dropTarget, onActivate, onHover }: CardTileProps) {
  const { t } = useTranslation();
  const cardName = useCardName();
  const name = cardName(card.name);
  const drag = useDraggable({ id: `card-${card.id}`, data: { card } });
  const drop = useDroppable({ id: `on-${card.id}`, data: { host: card }, disabled: !dropTarget });
  const partial = !card.fullyEnforced;
  const enforcedTitle = partial ? card.lines.map((line) => `${LINE_MARK[line.status]} ${line.text}`).join('\n') : undefined;
  const counters = Object.entries(card.counters).filter(([, count]) => count !== 0);
  const ptChanged = card.power !== card.basePower || card.toughness !== card.baseToughness;
  const classes = [
    'gf-card',
    card.tapped ? 'tapped' : '',
    candidate ? 'candidate' : '',
    selected ? 'selected' : '',
    paying ? 'paying' : '',
    drop.isOver ? 'drop-over' : '',
    drag.isDragging ? 'dragging' : '',
    card.summoningSick && card.isCreature ? 'sick' : '',
    card.faceDownName ? 'face-down' : '',
    imageUrl ? 'has-picture' : '',
    width < SMALL_TILE ? 'small' : '',
    width < TINY_TILE ? 'tiny' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const setRefs = (element: HTMLElement | null) => {
    drag.setNodeRef(element);
    drop.setNodeRef(element);
  };
  const height = Math.round((width * 88) / 63);
  const marks = [card.tapped ? t('goldfish.card.tapped') : '', card.token ? t('goldfish.card.token') : '', card.copyOf ? t('goldfish.card.copyOf', { name: cardName(card.copyOf) }) : '']
    .filter(Boolean)
    .join(', ');
  return (
    // A tapped card's slot takes the turned (landscape) size, so its neighbours don't overlap it.
    <div className={`gf-card-slot${card.tapped ? ' tapped' : ''}`} style={card.tapped ? { width: height, height: width } : { width, height }}>
      <button
        type="button"
        ref={setRefs}
        className={classes}
        style={{ width, height }}
        data-card={card.name}
        data-id={card.id}
        aria-label={`${name}${marks ? ` (${marks})` : ''}`}
        onClick={(event) => onActivate(card, event.currentTarget)}
        onContextMenu={(event) => {
          event.preventDefault();
          onActivate(card, event.currentTarget);
        }}
        onMouseEnter={() => onHover(card)}
        onMouseLeave={() => onHover(null)}
        onFocus={() => onHover(card)}
        {...drag.listeners}
        {...drag.attributes}
        role="button"
      >
        {card.faceDownName ? (
          // CR 708: a card back; its controller may look at it (CR 708.5), so the real name is written small.
          <span className="gf-card-back" title={`${t('goldfish.card.faceDown')}: ${cardName(card.faceDownName)}`}>
            <span className="gf-card-back-label">{t('goldfish.card.faceDown')}</span>
            <span className="gf-card-back-name">{cardName(card.faceDownName)}</span>
          </span>
        ) : (
          <>
            <CardPicture width={width} imageUrl={imageUrl ?? null} card={faceOf(card, name)} className="gf-card-face" />
            {/* Below SMALL_TILE the printed name is too small to read: the name is laid over the title bar. */}
            <span className="gf-card-label" style={width < SMALL_TILE ? { fontSize: labelFontSize(name, width) } : undefined}>
              {name}
            </span>
          </>
        )}
        <span className="gf-card-marks">
          {card.token ? <span className="gf-mark gf-token-mark">{t('goldfish.card.token')}</span> : null}
          {card.copyOf ? (
            <span className="gf-mark gf-copy-mark" title={t('goldfish.card.copyOf', { name: cardName(card.copyOf) })}>
              {t('goldfish.card.copy')}
            </span>
          ) : null}
          {card.summoningSick && card.isCreature ? (
            <span className="gf-mark gf-sick-mark" title={t('goldfish.card.sick')} aria-label={t('goldfish.card.sick')}>
              zZ
            </span>
          ) : null}
          {partial ? (
            <span className="gf-mark gf-partial" title={`${t('goldfish.card.partly')}\n${enforcedTitle}`} aria-label={t('goldfish.card.partly')}>
              ◐
            </span>
          ) : null}
        </span>
        {counters.length > 0 ? (
          <span className="gf-card-counters">
            {counters.map(([kind, count]) => (
              <span key={kind} className="gf-counter" title={kind} data-testid="counter">
                {count}× {kind}
              </span>
            ))}
          </span>
        ) : null}
        {card.damage > 0 ? (
          <span className="gf-card-damage" title={t('goldfish.card.damage', { count: card.damage })} data-testid="damage">
            ✹{card.damage}
          </span>
        ) : null}
        {card.power !== null && card.toughness !== null && card.isCreature ? (
          <span className={`gf-card-pt${ptChanged ? ' changed' : ''}`} data-testid="pt" title={ptChanged ? t('goldfish.card.printedPt', { pt: `${card.basePower ?? '–'}/${card.baseToughness ?? '–'}` }) : undefined}>
            {card.power}/{card.toughness}
          </span>
        ) : null}
      </button>
    </div>
  );
}

/** The label's bold 10 px, smaller (down to 8 px) when the name's longest word would not fit the
 * tile's width: "Shadowstorm" was broken mid-word ("Shadowstor / m Vizier") on 78 px tiles. */
export function labelFontSize(name: string, width: number): number {
  const longest = Math.max(...name.split(/\s+/).map((word) => word.length));
  // 8 px of padding; a bold character is about 0.68 em wide on average.
  const fits = (width - 8) / (longest * 0.68);
  return Math.max(8, Math.min(10, Math.floor(fits * 2) / 2));
}

/** What CardPicture draws for a table card (its text face when there is no picture), titled `name` (the name as shown: useCardName). */
export function faceOf(card: TableCard, name: string) {
  return {
    name,
    mana_cost: card.manaCost,
    type_line: card.typeLine,
    oracle_text: card.oracleText,
    power: card.power === null ? null : String(card.power),
    toughness: card.toughness === null ? null : String(card.toughness),
    colors: card.colors as never,
  };
}

/** The card's content and the tile's state: the api sends new card objects after every step. */
function sameTile(before: CardTileProps, after: CardTileProps): boolean {
  return (
    before.imageUrl === after.imageUrl &&
    before.width === after.width &&
    before.candidate === after.candidate &&
    before.selected === after.selected &&
    before.paying === after.paying &&
    before.dropTarget === after.dropTarget &&
    before.onActivate === after.onActivate &&
    before.onHover === after.onHover &&
    (before.card === after.card || JSON.stringify(before.card) === JSON.stringify(after.card))
  );
}

export const CardTile = memo(CardTileView, sameTile);
