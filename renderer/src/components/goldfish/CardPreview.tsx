// The hovered (or focused) card at a readable size, with what the engine enforces of its text,
// line by line. `big` (the `z` key, or Shift held) shows it at half the window's height.
import { useTranslation } from 'react-i18next';
import type { TableCard } from '../../../../app/goldfish/table-view.ts';
import { LINE_MARK } from './line-marks.ts';
import { CardPicture } from '../CardImage.tsx';
import { faceOf } from './CardTile.tsx';
import { useCardName } from '../../i18n/card-names.ts';

/** The preview's width: the side column's (goldfish.css: 20% of the window), or 60% of the window's height when big. */
const previewWidth = (big: boolean): number =>
  Math.round(big ? window.innerHeight * 0.6 * (63 / 88) : Math.min(366, Math.max(248, window.innerWidth * 0.2) - 14));

export function CardPreview({ card, imageUrl, big = false }: { card: TableCard | null; imageUrl?: string | null | undefined; big?: boolean }) {
  const { t } = useTranslation();
  const cardName = useCardName();
  if (!card) return <div className="gf-preview gf-preview-empty muted small">{t('goldfish.previewHint')}</div>;
  const width = previewWidth(big);
  return (
    <div className={`gf-preview${big ? ' big' : ''}`} aria-live="polite" data-testid="card-preview" style={{ width: width + 14 }}>
      <CardPicture width={width} imageUrl={imageUrl ?? null} card={faceOf(card, cardName(card.name))} />
      <ul className="gf-enforced small">
        {card.lines.map((line, index) => (
          <li key={index} className={line.status}>
            <span aria-hidden="true">{LINE_MARK[line.status]}</span>{' '}
            {line.status === 'enforced' ? t('goldfish.card.enforced', { what: line.abilities.join(', ') || line.text }) : t('goldfish.card.manual', { text: line.text })}
          </li>
        ))}
      </ul>
    </div>
  );
}
