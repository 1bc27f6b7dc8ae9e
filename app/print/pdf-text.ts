// Drawing text and mana symbols with pdfkit at exact baselines. Card faces are drawn in
// millimetres (the card transform scales mm to points), so sizes given in points are converted.
import type { PdfDoc } from './pdf-doc.ts';
import { FONT, type FontName } from './fonts.ts';
import { symbolArt } from './mana-glyphs.ts';
import { SYMBOL_EM, type FittedText, type TextMeasurer } from './text-fit.ts';

export const PT = 25.4 / 72; // one point in mm

/** mana.ttf glyphs sit on a 1024 em with their visual centre 0.427 em above the baseline. */
const MANA_GLYPH_CENTRE = 0.427;

/** Measures with the document's fonts; widths per (font, text) are cached because the same
 * words recur on every card and fontkit's shaping is the slow part of rendering. */
export function pdfMeasurer(doc: PdfDoc): TextMeasurer {
  const cache = new Map<string, number>();
  return {
    width(text: string, font: FontName): number {
      const key = `${font}\u0000${text}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      doc.font(font).fontSize(1);
      const width = doc.widthOfString(text);
      cache.set(key, width);
      return width;
    },
  };
}

export interface TextStyle {
  font: FontName;
  /** In mm. */
  size: number;
  color?: string;
  squeeze?: number;
}

/** Draws `text` with its baseline at y. */
export function drawText(doc: PdfDoc, text: string, x: number, baseline: number, style: TextStyle): void {
  if (text === '') return;
  doc
    .font(style.font)
    .fontSize(style.size)
    .fillColor(style.color ?? '#111111');
  const squeeze = style.squeeze ?? 1;
  doc.text(text, x, baseline, {
    lineBreak: false,
    baseline: 'alphabetic',
    ...(squeeze !== 1 ? { horizontalScaling: squeeze * 100 } : {}),
  });
}

/**
 * Draws one {…} symbol as a disc of diameter `d` centred on (cx, cy). `shadow` adds the dark
 * offset disc printed cards show under the symbols of a mana cost.
 */
export function drawSymbol(doc: PdfDoc, symbol: string, cx: number, cy: number, d: number, shadow = false): void {
  const art = symbolArt(symbol);
  const r = d / 2;
  if (shadow && art.discs.length > 0) doc.circle(cx - d * 0.045, cy + d * 0.06, r).fill('#161616');
  const [first, second] = art.discs;
  if (first) doc.circle(cx, cy, r).fill(first);
  if (second) {
    // Split diagonally like mana-font's 135° gradient: first colour top-left, second bottom-right.
    doc.save();
    doc
      .moveTo(cx + r * 1.1, cy - r * 1.1)
      .lineTo(cx + r * 1.1, cy + r * 1.1)
      .lineTo(cx - r * 1.1, cy + r * 1.1)
      .closePath()
      .clip();
    doc.circle(cx, cy, r).fill(second);
    doc.restore();
  }
  const ink = art.ink ?? '#111111';
  if (art.glyphs.length === 2) {
    const small = d * 0.5;
    drawGlyph(doc, art.glyphs[0]!, cx - r * 0.36, cy - r * 0.36, small, ink);
    drawGlyph(doc, art.glyphs[1]!, cx + r * 0.36, cy + r * 0.36, small, ink);
  } else if (art.glyphs[0]) {
    drawGlyph(doc, art.glyphs[0], cx, cy, art.discs.length > 0 ? d * 0.74 : d, ink);
  }
}

function drawGlyph(
  doc: PdfDoc,
  glyph: { codePoint?: number; text?: string },
  cx: number,
  cy: number,
  size: number,
  ink: string,
): void {
  if (glyph.codePoint !== undefined) {
    const char = String.fromCodePoint(glyph.codePoint);
    doc.font(FONT.mana).fontSize(size);
    const width = doc.widthOfString(char);
    drawText(doc, char, cx - width / 2, cy + MANA_GLYPH_CENTRE * size, { font: FONT.mana, size, color: ink });
    return;
  }
  const text = glyph.text ?? '?';
  const textSize = size * (text.length > 1 ? 0.62 : 0.85);
  doc.font(FONT.smallBold).fontSize(textSize);
  const width = doc.widthOfString(text);
  drawText(doc, text, cx - width / 2, cy + 0.36 * textSize, { font: FONT.smallBold, size: textSize, color: ink });
}

/** Draws fitted rules text with the box's top-left at (x, y). */
export function drawFittedText(doc: PdfDoc, fitted: FittedText, x: number, y: number, width: number, color = '#111111'): void {
  for (const ruleY of fitted.rules) {
    doc
      .moveTo(x + width * 0.12, y + ruleY)
      .lineTo(x + width * 0.88, y + ruleY)
      .lineWidth(0.15)
      .stroke('#8a8378');
  }
  for (const line of fitted.lines) {
    for (const placed of line.pieces) {
      const { piece } = placed;
      if (piece.kind === 'symbol') {
        // The disc sits on the x-height's middle so it lines up with lower-case text.
        const d = SYMBOL_EM * fitted.size;
        drawSymbol(doc, piece.symbol, x + placed.x + placed.width / 2, y + line.baseline - fitted.size * 0.3, d);
      } else {
        drawText(doc, piece.text, x + placed.x, y + line.baseline, {
          font: piece.font,
          size: fitted.size,
          color,
          squeeze: fitted.squeeze,
        });
      }
    }
  }
}
