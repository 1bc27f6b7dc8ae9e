// Cut guides, drawn over the cards in page millimetres. Every mark lies on a cut line (an edge
// of a card extended), so it only ever touches what is cut away. Each is drawn twice: a white
// halo under the chosen colour, so marks stay visible over black borders and white paper alike.
import type { SheetLayout } from './layout.ts';
import type { PdfDoc } from './pdf-doc.ts';
import type { PrintOptions } from './print-options.ts';

type Segment = [x1: number, y1: number, x2: number, y2: number];

/** Short marks running outward from every card corner, along both edges. */
export function cornerMarkSegments(layout: SheetLayout, count: number, length: number): Segment[] {
  const segments: Segment[] = [];
  for (const slot of layout.fronts.slice(0, count)) {
    const { x, y, width, height } = slot.trim;
    const right = x + width;
    const bottom = y + height;
    segments.push(
      [x, y, x - length, y],
      [x, y, x, y - length],
      [right, y, right + length, y],
      [right, y, right, y - length],
      [x, bottom, x - length, bottom],
      [x, bottom, x, bottom + length],
      [right, bottom, right + length, bottom],
      [right, bottom, right, bottom + length],
    );
  }
  return segments;
}

/** Lines at every cut across the printable area, the vertical ones ending above the footer. */
export function cutLineSegments(layout: SheetLayout): Segment[] {
  const { top, bottom, left, right } = layout.cuts.lines;
  return [...layout.cuts.xs.map((x): Segment => [x, top, x, bottom]), ...layout.cuts.ys.map((y): Segment => [left, y, right, y])];
}

export function drawCutMarks(doc: PdfDoc, layout: SheetLayout, options: PrintOptions, cardsOnPage: number): void {
  const marks = options.cutMarks;
  const segments = [
    ...(marks.lines ? cutLineSegments(layout) : []),
    ...(marks.corners ? cornerMarkSegments(layout, cardsOnPage, marks.lengthMm) : []),
  ];
  if (segments.length === 0) return;
  const { printable } = layout;
  doc.save();
  doc.rect(printable.x, printable.y, printable.width, printable.height).clip();
  const pattern = dashPattern(marks.style, marks.widthMm);
  doc.lineCap(marks.style === 'dotted' ? 'round' : 'butt');
  if (pattern) doc.dash(pattern.dash, { space: pattern.space });
  for (const [width, color] of [
    [marks.widthMm + 0.3, '#ffffff'],
    [marks.widthMm, marks.color],
  ] as const) {
    for (const [x1, y1, x2, y2] of segments) doc.moveTo(x1, y1).lineTo(x2, y2);
    doc.lineWidth(width).stroke(color);
  }
  doc.restore();
}

/**
 * Dashes of 2 mm with 1 mm gaps, or dots: a near-zero dash with round caps is a dot as wide as
 * the line, one every 1 mm (plus the line width). Null for a solid line.
 */
export function dashPattern(style: PrintOptions['cutMarks']['style'], widthMm: number): { dash: number; space: number } | null {
  if (style === 'dashed') return { dash: 2, space: 1 };
  if (style === 'dotted') return { dash: 0.001, space: 1 + widthMm };
  return null;
}

/** The print-and-cut registration marks (layout.registration), solid black as cutters read best. */
export function drawRegistrationMarks(doc: PdfDoc, layout: SheetLayout): void {
  const marks = layout.registration;
  if (!marks) return;
  doc.save();
  for (const rect of [marks.square, ...marks.corners.flatMap((corner) => corner.bars)]) doc.rect(rect.x, rect.y, rect.width, rect.height);
  doc.fill('#000000');
  doc.restore();
}
