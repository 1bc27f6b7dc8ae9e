// The extra cards the print job adds to the queue, by name with their counts, under the check
// boxes that add them: the tokens and related cards (one per card that makes them, so a Drake
// Haven deck shows "Drake ×1" once per Drake Haven) and the checklist cards of double-faced cards.
// The names come from the same print job the preview draws (print.preview's `extras`).
import { useTranslation } from 'react-i18next';
import type { PreviewExtras } from '../../../../app/api/commands/print.ts';

interface Props {
  extras: PreviewExtras;
  showRelated: boolean;
  showChecklists: boolean;
}

export function ExtrasList({ extras, showRelated, showChecklists }: Props) {
  const { t } = useTranslation();
  if (!showRelated && !showChecklists) return null;
  const rows = [
    ...(showRelated
      ? extras.related.map((card) => ({ key: `${card.kind}:${card.name}`, label: card.name, quantity: card.quantity, title: t('print.settings.extrasMadeBy', { cards: card.madeBy.join(', ') }) }))
      : []),
    ...(showChecklists
      ? extras.checklists.map((card) => ({ key: `checklist:${card.name}`, label: t('print.settings.checklistFor', { name: card.name }), quantity: card.quantity, title: undefined }))
      : []),
  ];
  if (rows.length === 0) return <p className="muted small print-hint" data-testid="extras-none">{t('print.settings.extrasNone')}</p>;
  return (
    <ul className="print-extras" data-testid="extras-list" aria-label={t('print.settings.extrasListed')}>
      {rows.map((row) => (
        <li key={row.key} title={row.title}>
          <span className="print-extras-name">{row.label}</span> <span className="print-extras-count">×{row.quantity}</span>
        </li>
      ))}
    </ul>
  );
}
