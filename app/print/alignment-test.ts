// One duplex sheet to calibrate a printer. The front has the card outlines, a cross through the
// page centre and two 100 mm rulers (to measure the printer's scale); the back has the outlines
// where the backs will go and two scales across the lines of the front's cross. Held against a
// light, the front's line crosses each scale at the number to enter as the back offset: the
// scales are drawn with the current offset already applied, so once it is right both read it.
import { defaultFontDirectory, FONT } from './fonts.ts';
import { computeLayout, type Rect } from './layout.ts';
import type { PdfDoc } from './pdf-doc.ts';
import { drawText, PT } from './pdf-text.ts';
import { parsePrintOptions, type PrintOptionsInput } from './print-options.ts';
import { addSheetPage, finishDocument, openDocument, type RenderControl } from './render.ts';
import type { TextMeasurer } from './text-fit.ts';

const SCALE_RANGE_MM = 6;
const LINE_COLOR = '#000000';

function outline(doc: PdfDoc, rect: Rect): void {
  doc.rect(rect.x, rect.y, rect.width, rect.height).lineWidth(0.15).dash(1.5, { space: 1 }).stroke('#9a9a9a');
  doc.undash();
}

function centred(doc: PdfDoc, measurer: TextMeasurer, text: string, cx: number, baseline: number, size: number, bold = false): void {
  const font = bold ? FONT.smallBold : FONT.small;
  const width = measurer.width(text, font) * size;
  drawText(doc, text, cx - width / 2, baseline, { font, size });
}

/**
 * Lines of text on a white panel: the card outlines run under the instructions on most papers,
 * and a line through the words makes them hard to read, so the panel covers that part of them.
 */
function paragraph(doc: PdfDoc, measurer: TextMeasurer, lines: string[], x: number, y: number, size: number): void {
  const pad = 1.5;
  const width = Math.max(...lines.map((line) => measurer.width(line, FONT.small) * size));
  const lineHeight = size * 1.35;
  doc.rect(x - pad, y - size - pad, width + 2 * pad, lineHeight * (lines.length - 1) + size * 1.3 + 2 * pad).fill('#ffffff');
  lines.forEach((line, index) => drawText(doc, line, x, y + index * size * 1.35, { font: FONT.small, size }));
}

/** A ruler of `length` mm along x (or y), drawn in printed millimetres. */
function ruler(doc: PdfDoc, measurer: TextMeasurer, x: number, y: number, length: number, scale: number, vertical: boolean): void {
  doc.save();
  doc.translate(x, y);
  if (vertical) doc.rotate(90);
  doc.lineWidth(0.15);
  doc.moveTo(0, 0).lineTo(length * scale, 0).stroke(LINE_COLOR);
  for (let mm = 0; mm <= length; mm += 1) {
    const tick = mm % 10 === 0 ? 3 : mm % 5 === 0 ? 2 : 1.2;
    doc.moveTo(mm * scale, 0).lineTo(mm * scale, tick).stroke(LINE_COLOR);
    if (mm % 10 === 0) centred(doc, measurer, String(mm), mm * scale, 5.4, 5 * PT);
  }
  doc.restore();
}

/**
 * The back's reading scale: ticks every 0.5 mm around `zero`, each whole millimetre labelled with
 * the offset to enter (labels alternate sides so they stay legible 1 mm apart).
 */
function offsetScale(doc: PdfDoc, measurer: TextMeasurer, zero: number, across: number, current: number, vertical: boolean): void {
  const size = 4.2 * PT;
  doc.lineWidth(0.1);
  const line = (a: number, from: number, to: number) =>
    (vertical ? doc.moveTo(across + from, a).lineTo(across + to, a) : doc.moveTo(a, across + from).lineTo(a, across + to)).stroke(LINE_COLOR);
  if (vertical) doc.moveTo(across, zero - SCALE_RANGE_MM).lineTo(across, zero + SCALE_RANGE_MM).stroke(LINE_COLOR);
  else doc.moveTo(zero - SCALE_RANGE_MM, across).lineTo(zero + SCALE_RANGE_MM, across).stroke(LINE_COLOR);
  for (let half = -2 * SCALE_RANGE_MM; half <= 2 * SCALE_RANGE_MM; half += 1) {
    const at = zero + half / 2;
    const value = Math.round((current + half / 2) * 10) / 10;
    const whole = Number.isInteger(value);
    line(at, -(whole ? 2.5 : 1.2), whole ? 2.5 : 1.2);
    if (!whole) continue;
    const side = Math.abs(value) % 2 === 0 ? 1 : -1;
    const label = formatOffset(value);
    const font = half === 0 ? FONT.smallBold : FONT.small;
    const width = measurer.width(label, font) * size;
    if (vertical) drawText(doc, label, side > 0 ? across + 3.2 : across - 3.2 - width, at + size * 0.35, { font, size });
    else drawText(doc, label, at - width / 2, side > 0 ? across + 3.2 + size * 0.75 : across - 3.2, { font, size });
  }
}

function formatOffset(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return rounded > 0 ? `+${rounded}` : rounded === 0 ? '0' : `−${-rounded}`;
}

export async function renderAlignmentTestPdf(optionsInput: PrintOptionsInput, outFile: string, control: RenderControl = {}): Promise<void> {
  const options = parsePrintOptions({ ...optionsInput, backs: { ...optionsInput.backs, enabled: true } });
  const layout = computeLayout(options);
  const { doc, measurer } = openDocument(
    options,
    layout,
    { title: 'Proxyfish duplex alignment test', subject: 'Print double-sided to find the back offset and printer scale' },
    control.fontDirectory ?? defaultFontDirectory(),
  );
  const session = { doc, measurer, layout, options };
  const { widthMm: pageWidth, heightMm: pageHeight } = layout.page;
  const cx = pageWidth / 2;
  const cy = pageHeight / 2;
  const flip = options.backs.flip === 'long' ? 'long edge' : 'short edge';

  await finishDocument(doc, outFile, control.signal, async () => {
    // Front.
    addSheetPage(session);
    for (const slot of layout.fronts) outline(doc, slot.trim);
    doc.lineWidth(0.2);
    doc.moveTo(cx, cy - 45).lineTo(cx, cy + 45).stroke(LINE_COLOR);
    doc.moveTo(cx - 45, cy).lineTo(cx + 45, cy).stroke(LINE_COLOR);
    centred(doc, measurer, 'FRONT', cx, cy - 50, 9 * PT, true);
    const top = layout.printable.y + 4;
    paragraph(
      doc,
      measurer,
      [
        `1. Print this page double-sided, flipping on the ${flip}, at 100 % (no "fit to page").`,
        '2. Hold the sheet against a light and look at the back.',
        '3. Where the front\'s vertical line crosses the back\'s horizontal scale is your back offset X;',
        '    where the front\'s horizontal line crosses the vertical scale is your back offset Y.',
        '4. Measure the rulers: if a 100 mm ruler prints as 99.2 mm, set the printer scale to 0.992 on that axis.',
      ],
      layout.printable.x + 4,
      top,
      7 * PT,
    );
    ruler(doc, measurer, cx - 50 * layout.drawScale.x, cy + 60, 100, layout.drawScale.x, false);
    ruler(doc, measurer, cx - 60, cy - 100 * layout.drawScale.y - 10, 100, layout.drawScale.y, true);

    // Back: the same places, mirrored, with the offset applied.
    addSheetPage(session);
    for (const slot of layout.backs) outline(doc, slot.trim);
    const zeroX = (layout.mirrorsHorizontally ? pageWidth - cx : cx) + options.backs.offsetXMm;
    const zeroY = (layout.mirrorsHorizontally ? cy : pageHeight - cy) + options.backs.offsetYMm;
    offsetScale(doc, measurer, zeroX, zeroY + 20, options.backs.offsetXMm, false);
    offsetScale(doc, measurer, zeroY, zeroX + 20, options.backs.offsetYMm, true);
    centred(doc, measurer, 'BACK', zeroX, zeroY - 20, 9 * PT, true);
    centred(doc, measurer, `back offset X in mm (now ${formatOffset(options.backs.offsetXMm)})`, zeroX, zeroY + 31, 6 * PT);
    drawText(doc, `back offset Y in mm (now ${formatOffset(options.backs.offsetYMm)})`, zeroX + 14, zeroY - SCALE_RANGE_MM - 4, {
      font: FONT.small,
      size: 6 * PT,
    });
  });
}
