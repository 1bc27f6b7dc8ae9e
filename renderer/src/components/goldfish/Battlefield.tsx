// A battlefield laid out like a table: creatures in the front row; behind them the other
// permanents and the lands, side by side. Identical untapped lands (same name, nothing attached,
// no counters or damage) sit in one pile with a count; every card of a pile stays a tile of its
// own, slightly offset, so each can still be clicked, dragged and highlighted. Auras and
// Equipment are fanned behind their host with their title bars showing above it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardName } from '../../i18n/card-names.ts';
import type { TableCard } from '../../../../app/goldfish/table-view.ts';

export type TileFor = (card: TableCard, dropTarget?: boolean) => ReactNode;

/** The height of an attachment's strip above its host: the card's title bar, never under 28 px (two lines of its name). */
export const attachmentPeek = (width: number): number => Math.max(28, Math.round(((width * 88) / 63) * 0.14));

/** A permanent with the Auras and Equipment attached to it fanned behind it. */
export function Permanent({ card, battlefield, tile, width }: { card: TableCard; battlefield: readonly TableCard[]; tile: TileFor; width: number }) {
  const attached = battlefield.filter((other) => other.attachedTo === card.id);
  const height = Math.round((width * 88) / 63);
  const peek = attachmentPeek(width);
  return (
    <div className={`gf-permanent${attached.length ? ' has-attachments' : ''}`} data-host={attached.length ? card.name : undefined}>
      {attached.map((aura) => (
        // Each attachment shows its top `peek` px above the next card (CR 303.4: it stays a card of its own).
        <div key={aura.id} className="gf-attached" style={{ marginBottom: -(height - peek) }}>
          {tile(aura)}
        </div>
      ))}
      <div className="gf-host">{tile(card, true)}</div>
    </div>
  );
}

/** A key shared by lands that look and play alike; null for one that must stay on its own. */
function pileKey(card: TableCard, battlefield: readonly TableCard[]): string | null {
  if (card.tapped || card.token || card.damage > 0 || card.faceDownName || card.copyOf) return null;
  if (Object.values(card.counters).some((count) => count !== 0)) return null;
  if (battlefield.some((other) => other.attachedTo === card.id)) return null;
  return card.name;
}

/** The lands in table order: piles of identical untapped lands first (in the order they came), then each other land. */
export function landPiles(lands: readonly TableCard[], battlefield: readonly TableCard[]): TableCard[][] {
  const piles = new Map<string, TableCard[]>();
  const single: TableCard[][] = [];
  for (const land of lands) {
    const key = pileKey(land, battlefield);
    if (key === null) single.push([land]);
    else piles.set(key, [...(piles.get(key) ?? []), land]);
  }
  return [...piles.values(), ...single];
}

/** The offset between the cards of a pile. */
const PILE_STEP = 5;

function LandPile({ cards, tile, width }: { cards: TableCard[]; tile: TileFor; width: number }) {
  const { t } = useTranslation();
  const cardName = useCardName();
  const height = Math.round((width * 88) / 63);
  const spread = PILE_STEP * (cards.length - 1);
  return (
    <div className="gf-land-pile" data-card={cards[0]!.name} data-count={cards.length} style={{ width: width + spread, height: height + spread }} aria-label={t('goldfish.landPile', { count: cards.length, name: cardName(cards[0]!.name) })}>
      {/* The last card of the pile is on top: clicking the pile uses one of them, the others stay. */}
      {cards.map((card, index) => (
        <div key={card.id} className="gf-pile-card" style={{ left: index * PILE_STEP, top: spread - index * PILE_STEP, zIndex: index }}>
          {tile(card, true)}
        </div>
      ))}
      <span className="gf-pile-count" data-testid="land-pile-count">
        ×{cards.length}
      </span>
    </div>
  );
}

export function BattlefieldRows({ battlefield, tile, width, emptyLabel }: { battlefield: readonly TableCard[]; tile: TileFor; width: number; emptyLabel: string }) {
  const isAttached = (card: TableCard) => card.attachedTo !== null && battlefield.some((host) => host.id === card.attachedTo);
  const free = battlefield.filter((card) => !isAttached(card));
  const creatures = free.filter((card) => card.isCreature && !card.isLand);
  const others = free.filter((card) => !card.isCreature && !card.isLand);
  const lands = free.filter((card) => card.isLand);
  const permanent = (card: TableCard) => <Permanent key={card.id} card={card} battlefield={battlefield} tile={tile} width={width} />;
  return (
    <>
      <div className="gf-row gf-creatures" data-testid="creatures">
        {creatures.map(permanent)}
        {free.length === 0 ? <span className="muted small gf-zone-hint">{emptyLabel}</span> : null}
      </div>
      <div className="gf-back-row">
        <div className="gf-row gf-nonlands" data-testid="permanents">
          {others.map(permanent)}
        </div>
        <div className="gf-row gf-lands" data-testid="lands">
          {landPiles(lands, battlefield).map((pile) => (pile.length === 1 ? permanent(pile[0]!) : <LandPile key={pile[0]!.id} cards={pile} tile={tile} width={width} />))}
        </div>
      </div>
    </>
  );
}
