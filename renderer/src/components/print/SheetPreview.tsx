// One sheet of the live preview, drawn in SVG in page millimetres straight from the core's
// computeLayout: the paper, its printable area, every card's bleed and trim rectangle with the
// card's name, the cut marks or lines, and the footer. The back page shows the mirrored slots
// with the back offset, so what the preview shows is where the PDF prints.
import { useTranslation } from 'react-i18next';
import type { PrintPreview } from '../../../../app/api/commands/print.ts';
import { cornerMarkSegments, cutLineSegments, dashPattern } from '../../../../app/print/cut-marks.ts';
import { useNumberFormat } from '../../i18n/useNumberFormat.ts';
import { CardFace } from '../CardFace.tsx';

/** Frame colours for the preview, close to the printed frames. */
const FRAME: Record<string, string> = { W: '#efe6c8', U: '#9ec3e6', B: '#8d8582', R: '#e7a28a', G: '#9cc7a0' };
const GOLD = '#e0c77a';
const COLOURLESS = '#c9ccd1';

function frameColour(colors: string[]): string {
  if (colors.length === 0) return COLOURLESS;
  if (colors.length > 1) return GOLD;
  return FRAME[colors[0]!] ?? COLOURLESS;
}


export function SheetPreview({ preview, sheet, side }: { preview: PrintPreview; sheet: number; side: 'front' | 'back' }) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const { layout, options } = preview;
  const { page, printable } = layout;
  const cards = preview.sheets[sheet]?.cards ?? [];
  const slots = side === 'front' ? layout.fronts : layout.backs;
  const marks = options.cutMarks;
  // The same segments the PDF draws, so the preview cannot disagree with the print.
  const segments =
    side === 'front' ? [...(marks.lines ? cutLineSegments(layout) : []), ...(marks.corners ? cornerMarkSegments(layout, cards.length, marks.lengthMm) : [])] : [];
  const sheets = Math.max(1, preview.sheets.length);
  const footer = [options.deckName, options.pageNumbers ? t('print.preview.pageOf', { page: sheet + 1, pages: sheets }) : null].filter(Boolean).join(' · ');
  const nameSize = Math.min(4.2, layout.card.drawnWidthMm / 14);
  const clipId = `printable-${side}`;
  const dash = dashPattern(marks.style, marks.widthMm);
  const registration = side === 'front' ? layout.registration : null;
  // Drawn after the cards (over them) or before (the cards cover them), as the PDF does.
  const cutGuides =
    segments.length > 0 ? (
      <g clipPath={`url(#${clipId})`} strokeLinecap={marks.style === 'dotted' ? 'round' : 'butt'} strokeDasharray={dash ? `${dash.dash} ${dash.space}` : undefined}>
        {segments.map(([x1, y1, x2, y2], index) => (
          <line key={`h${index}`} x1={x1} y1={y1} x2={x2} y2={y2} stroke="#ffffff" strokeWidth={marks.widthMm + 0.3} />
        ))}
        {segments.map(([x1, y1, x2, y2], index) => (
          <line key={`m${index}`} x1={x1} y1={y1} x2={x2} y2={y2} stroke={marks.color} strokeWidth={marks.widthMm} />
        ))}
      </g>
    ) : null;

  return (
    <svg
      className="sheet-preview"
      data-testid="sheet-preview"
      data-page-width={page.widthMm.toFixed(1)}
      data-page-height={page.heightMm.toFixed(1)}
      data-cards={cards.length}
      viewBox={`-4 -4 ${page.widthMm + 8} ${page.heightMm + 8}`}
      role="img"
      aria-label={t('print.preview.label', { width: number(page.widthMm, { maximumFractionDigits: 1 }), height: number(page.heightMm, { maximumFractionDigits: 1 }), count: cards.length })}
    >
      <defs>
        <clipPath id={clipId}>
          <rect x={printable.x} y={printable.y} width={printable.width} height={printable.height} />
        </clipPath>
      </defs>
      <rect className="sheet-paper" x={0} y={0} width={page.widthMm} height={page.heightMm} />
      <rect className="sheet-printable" x={printable.x} y={printable.y} width={printable.width} height={printable.height} />
      {marks.overCards ? null : cutGuides}
      {slots.slice(0, cards.length).map((slot, index) => {
        const card = cards[index]!;
        const colour = side === 'front' ? frameColour(card.colors) : '#6b4f3a';
        const { trim, bleed } = slot;
        const label = side === 'front' ? card.name : card.doubleFaced ? t('print.preview.otherFace') : preview.hasBackImage ? t('print.preview.ownBack') : t('print.preview.back');
        return (
          <g key={index} className="sheet-card" data-name={card.name}>
            {layout.bleedMm.x > 0 ? <rect className="sheet-bleed" x={bleed.x} y={bleed.y} width={bleed.width} height={bleed.height} fill={colour} /> : null}
            <rect className="sheet-trim" x={trim.x} y={trim.y} width={trim.width} height={trim.height} rx={2.5} fill={colour} />
            {side === 'front' && card.imageUrl ? (
              // The picture the PDF prints, over the card (its bleed, if any, is cut off here).
              <image className="sheet-image" href={card.imageUrl} x={trim.x} y={trim.y} width={trim.width} height={trim.height} preserveAspectRatio="xMidYMid slice" />
            ) : side === 'front' && card.face ? (
              // The card drawn from its text, at card size in page millimetres.
              <foreignObject x={trim.x} y={trim.y} width={trim.width} height={trim.height}>
                <CardFace card={card.face} width={trim.width} className="sheet-face" />
              </foreignObject>
            ) : (
              <>
                <rect className="sheet-inner" x={trim.x + 3} y={trim.y + 3} width={trim.width - 6} height={trim.height - 6} rx={1.2} />
                <foreignObject x={trim.x + 4} y={trim.y + 4} width={trim.width - 8} height={trim.height - 8}>
                  <div className="sheet-card-name" style={{ fontSize: `${nameSize}px` }}>
                    {label}
                    {side === 'front' && card.image ? <span className="sheet-card-tag">{t('print.preview.image')}</span> : null}
                  </div>
                </foreignObject>
              </>
            )}
          </g>
        );
      })}
      {marks.overCards ? cutGuides : null}
      {registration ? (
        <g className="sheet-registration" data-testid="registration-marks" fill="#000000">
          {[registration.square, ...registration.corners.flatMap((corner) => corner.bars)].map((rect, index) => (
            <rect key={index} x={rect.x} y={rect.y} width={rect.width} height={rect.height} />
          ))}
        </g>
      ) : null}
      {side === 'front' && layout.footer && footer ? (
        <text className="sheet-footer" x={layout.footer.x + layout.footer.width / 2} y={layout.footer.y + Math.min(layout.footer.height, 6) - 1.2} fontSize={2.6} textAnchor="middle">
          {footer}
        </text>
      ) : null}
    </svg>
  );
}
