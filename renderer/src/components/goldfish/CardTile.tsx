// One card on the table: a compact tile (frame colour, name, mana cost, type, P/T, counters) or
// its local picture; turned 90° when tapped; a mark when the engine only partly enforces its text.
// Draggable for manual moves; a permanent is also a drop target (attach an Aura to it).
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { TableCard } from '../../../../app/goldfish/table-view.ts';
import { frameColor } from '../CardFace.tsx';
import { isWholeCardUrl } from '../CardImage.tsx';
import { ManaCost } from '../ManaCost.tsx';
import { LINE_MARK } from './line-marks.ts';

export interface CardTileProps {
  card: TableCard;
  imageUrl?: string | null;
  /** A legal target while the player picks one. */
  candidate?: boolean;
  selected?: boolean;
  /** Automatic payment will tap this land for the action the player is looking at. */
  paying?: boolean;
  dropTarget?: boolean;
  onActivate(card: TableCard, element: HTMLElement): void;
  onHover(card: TableCard | null): void;
}

export function CardTile({ card, imageUrl, candidate, selected, paying, dropTarget, onActivate, onHover }: CardTileProps) {
  const { t } = useTranslation();
  const drag = useDraggable({ id: `card-${card.id}`, data: { card } });
  const drop = useDroppable({ id: `on-${card.id}`, data: { host: card }, disabled: !dropTarget });
  const partial = !card.fullyEnforced;
  const enforcedTitle = partial
    ? card.lines.map((line) => `${LINE_MARK[line.status]} ${line.text}`).join('\n')
    : undefined;
  const counters = Object.entries(card.counters).filter(([, count]) => count !== 0);
  const classes = [
    'gf-card',
    `frame-${frameColor({ colors: card.colors as never, type_line: card.typeLine })}`,
    card.tapped ? 'tapped' : '',
    candidate ? 'candidate' : '',
    selected ? 'selected' : '',
    paying ? 'paying' : '',
    drop.isOver ? 'drop-over' : '',
    drag.isDragging ? 'dragging' : '',
    card.summoningSick ? 'sick' : '',
    imageUrl ? 'has-picture' : '',
    card.faceDownName ? 'face-down' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const setRefs = (element: HTMLElement | null) => {
    drag.setNodeRef(element);
    drop.setNodeRef(element);
  };
  return (
    <div className={`gf-card-slot${card.tapped ? ' tapped' : ''}`}>
      <button
        type="button"
        ref={setRefs}
        className={classes}
        data-card={card.name}
        data-id={card.id}
        aria-label={`${card.name}${card.tapped ? ` (${t('goldfish.card.tapped')})` : ''}`}
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
          <span className="gf-card-back" title={`${t('goldfish.card.faceDown')}: ${card.faceDownName}`}>
            <span className="gf-card-back-label">{t('goldfish.card.faceDown')}</span>
            <span className="gf-card-back-name">{card.faceDownName}</span>
          </span>
        ) : imageUrl ? (
          <>
            <img className={`gf-card-image${isWholeCardUrl(imageUrl) ? ' whole' : ''}`} src={imageUrl} alt="" />
            <span className="gf-card-label">{card.name}</span>
          </>
        ) : (
          <>
            <span className="gf-card-title">
              <span className="gf-card-name">{card.name}</span>
              {card.manaCost ? <ManaCost cost={card.manaCost} /> : null}
            </span>
            <span className="gf-card-type">{card.typeLine}</span>
          </>
        )}
        {card.power !== null && card.toughness !== null && card.isCreature ? (
          <span className="gf-card-pt">
            {card.power}/{card.toughness}
          </span>
        ) : null}
        {counters.length > 0 ? (
          <span className="gf-card-counters">
            {counters.map(([kind, count]) => (
              <span key={kind} className="gf-counter" title={kind}>
                {count}× {kind}
              </span>
            ))}
          </span>
        ) : null}
        {card.damage > 0 ? (
          <span className="gf-card-damage" title={t('goldfish.card.damage', { count: card.damage })}>
            {card.damage}
          </span>
        ) : null}
        {card.token ? <span className="gf-token-mark">{t('goldfish.card.token')}</span> : null}
        {partial ? (
          <span className="gf-partial" title={`${t('goldfish.card.partly')}\n${enforcedTitle}`} aria-label={t('goldfish.card.partly')}>
            ◐
          </span>
        ) : null}
      </button>
    </div>
  );
}
