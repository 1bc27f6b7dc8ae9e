// The built-in card back: dark frame, a blue oval with the app's name and the five mana
// symbols. Deliberately not the real Magic back, which is Wizards' trade dress. Drawn in mm with
// (0, 0) at the top-left trim corner; the dark border runs on into the bleed.
import { FONT } from './fonts.ts';
import type { PdfDoc } from './pdf-doc.ts';
import { drawSymbol, drawText, PT } from './pdf-text.ts';
import type { TextMeasurer } from './text-fit.ts';

export function drawBuiltInBack(doc: PdfDoc, measurer: TextMeasurer, width: number, height: number, bleed: number): void {
  const s = width / 63;
  doc.rect(-bleed, -bleed, width + 2 * bleed, height + 2 * bleed).fill('#24160e');

  const inset = 3 * s;
  const panel = doc.linearGradient(0, inset, 0, height - inset);
  panel.stop(0, '#6b4429').stop(0.5, '#4a2d1b').stop(1, '#6b4429');
  doc
    .roundedRect(inset, inset, width - 2 * inset, height - 2 * inset, 2.5 * s)
    .lineWidth(0.5 * s)
    .fillAndStroke(panel, '#b08a4a');

  const cx = width / 2;
  const cy = height / 2;
  const rx = width * 0.36;
  const ry = height * 0.3;
  const oval = doc.radialGradient(cx, cy - ry * 0.3, 0, cx, cy, Math.max(rx, ry));
  oval.stop(0, '#5d93c4').stop(1, '#16314d');
  doc.ellipse(cx, cy, rx, ry).lineWidth(0.8 * s).fillAndStroke(oval, '#d4b061');
  doc.ellipse(cx, cy, rx - 1.6 * s, ry - 1.6 * s).lineWidth(0.25 * s).stroke('#d4b061');

  const title = 'PROXYFISH';
  const size = 11 * PT * s;
  const titleWidth = measurer.width(title, FONT.textBold) * size;
  drawText(doc, title, cx - titleWidth / 2, cy + size * 0.35, { font: FONT.textBold, size, color: '#f3d98b' });
  const subtitle = 'PLAYTEST · PROXY';
  const subSize = 4.6 * PT * s;
  const subWidth = measurer.width(subtitle, FONT.smallBold) * subSize;
  drawText(doc, subtitle, cx - subWidth / 2, cy + size * 0.35 + 3.2 * s, { font: FONT.smallBold, size: subSize, color: '#d9e6f2' });

  // The five mana symbols on an arc above the name.
  const colors = ['{W}', '{U}', '{B}', '{R}', '{G}'];
  colors.forEach((symbol, index) => {
    const angle = Math.PI * (0.5 + (index - 2) * 0.16);
    const x = cx - Math.cos(angle) * rx * 0.62;
    const y = cy - 2.5 * s - Math.sin(angle) * ry * 0.62;
    drawSymbol(doc, symbol, x, y, 4.2 * s, true);
  });
}
