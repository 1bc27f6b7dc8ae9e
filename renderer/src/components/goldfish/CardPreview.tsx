// The hovered card at a readable size, with what the engine enforces of its text, line by line.
import { useTranslation } from 'react-i18next';
import type { TableCard } from '../../../../app/goldfish/table-view.ts';
import { LINE_MARK } from './line-marks.ts';
import { CardPicture } from '../CardImage.tsx';

export function CardPreview({ card, imageUrl }: { card: TableCard | null; imageUrl?: string | null }) {
  const { t } = useTranslation();
  if (!card) return <div className="gf-preview gf-preview-empty muted small">{t('goldfish.previewHint')}</div>;
  return (
    <div className="gf-preview" aria-live="polite">
      <CardPicture
        width={210}
        imageUrl={imageUrl ?? null}
        card={{
          name: card.name,
          mana_cost: card.manaCost,
          type_line: card.typeLine,
          oracle_text: card.oracleText,
          power: card.power === null ? null : String(card.power),
          toughness: card.toughness === null ? null : String(card.toughness),
          colors: card.colors as never,
        }}
      />
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
