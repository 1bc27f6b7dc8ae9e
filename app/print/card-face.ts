// A card without an image, drawn from its text: coloured frame, name and mana cost, a faint type
// icon where the art would be, type line with the set code, rules text fitted to its box, P/T or
// loyalty, and the collector/artist line with the proxy mark. Drawn in millimetres with (0, 0)
// at the card's top-left trim corner; the black border runs on into the bleed.
import type { Color } from '../cards/mana-symbols.ts';
import { FONT } from './fonts.ts';
import { frameColors, typeGlyph, type FramePalette } from './frame-colors.ts';
import { labels } from './labels.ts';
import { costSymbols } from './mana-glyphs.ts';
import type { PdfDoc } from './pdf-doc.ts';
import { drawFittedText, drawSymbol, drawText, PT } from './pdf-text.ts';
import type { PrintCard, PrintFace } from './print-card.ts';
import { fitText, parseRulesText, type Paragraph, type Piece, type TextMeasurer } from './text-fit.ts';
import { dictionary } from '../dictionary.ts';

export interface FaceContext {
  doc: PdfDoc;
  measurer: TextMeasurer;
  language: string;
  proxyMark: boolean;
  widthMm: number;
  heightMm: number;
  /** The bleed drawn around the card, in mm on each side. */
  bleedMm: number;
}

/** What could not be printed in full, for the report. */
export interface FaceWarning {
  card: string;
  message: string;
}

/** The face's words in the chosen language when the card carries them, else in English. */
export function localizedFace(card: PrintCard, face: PrintFace, language: string) {
  const local = card.lang === language && language !== 'en';
  return {
    name: (local && face.printedName) || face.name,
    typeLine: (local && face.printedTypeLine) || face.typeLine,
    text: (local && face.printedText) || face.oracleText,
  };
}

const BORDER = '#161616';
const RARITY_COLORS: Record<string, string> = dictionary({
  common: '#1a1a1a',
  uncommon: '#6d7c86',
  rare: '#a8862f',
  mythic: '#c8511f',
  special: '#6b3f8f',
  bonus: '#6b3f8f',
});

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function geometry(width: number, height: number) {
  const s = width / 63;
  const border = 2.5 * s;
  const pad = 1.1 * s;
  const frame: Box = { x: border, y: border, w: width - 2 * border, h: height - border - 5.2 * s };
  const frameBottom = frame.y + frame.h;
  const nameBar: Box = { x: border + pad, y: border + pad, w: width - 2 * (border + pad), h: 5.6 * s };
  const inset = border + pad + 0.6 * s;
  const art: Box = { x: inset, y: nameBar.y + nameBar.h + 0.8 * s, w: width - 2 * inset, h: 20 * s };
  const typeBar: Box = { x: nameBar.x, y: art.y + art.h + 0.8 * s, w: nameBar.w, h: 5.2 * s };
  const textTop = typeBar.y + typeBar.h + 0.8 * s;
  const textBox: Box = { x: inset, y: textTop, w: width - 2 * inset, h: frameBottom - 1.4 * s - textTop };
  const statBox: Box = { x: width - border - pad - 12 * s, y: frameBottom - 3.1 * s, w: 12.4 * s, h: 5.3 * s };
  return { s, border, frame, nameBar, art, typeBar, textBox, statBox, infoTop: frameBottom };
}

function roundedBar(ctx: FaceContext, box: Box, palette: FramePalette, radius: number): void {
  ctx.doc
    .roundedRect(box.x, box.y, box.w, box.h, radius)
    .lineWidth(0.25)
    .fillAndStroke(palette.bar, palette.edge);
}

const MIN_LINE_SQUEEZE = 0.72;

/** Shrinks a one-line text (name, type line) to fit its width: smaller down to `minPt`, then
 * narrower, and only when even that is not enough, smaller again; it never runs over. */
function fitLine(ctx: FaceContext, text: string, font: typeof FONT.textBold, maxPt: number, minPt: number, width: number) {
  const natural = Math.max(ctx.measurer.width(text, font), 1e-6);
  let size = maxPt * PT;
  if (natural * size > width) size = Math.max(minPt * PT, width / natural);
  let squeeze = Math.min(1, width / (natural * size));
  if (squeeze < MIN_LINE_SQUEEZE) {
    squeeze = MIN_LINE_SQUEEZE;
    size = width / (natural * squeeze);
  }
  return { size, squeeze };
}

function drawCost(ctx: FaceContext, symbols: string[], right: number, cy: number, d: number): number {
  const step = d * 1.08;
  let x = right - d / 2;
  for (const symbol of [...symbols].reverse()) {
    drawSymbol(ctx.doc, symbol, x, cy, d, true);
    x -= step;
  }
  return symbols.length * step;
}

function faceColors(card: PrintCard, faces: PrintFace[]): Color[] {
  const own = faces[0]?.colors ?? [];
  if (own.length > 0 || faces.length === 1) return own.length > 0 ? own : card.colors;
  const union = new Set<Color>(faces.flatMap((face) => face.colors));
  return [...union];
}

/** Split cards show their halves as equals: the whole name on top, every half as a section. */
const EQUAL_HALVES_LAYOUTS = ['split', 'aftermath'];

/** Text of a face's section: its name and cost in bold, its type line, its rules text. */
function sectionParagraphs(ctx: FaceContext, card: PrintCard, face: PrintFace, isFirst: boolean): Paragraph[] {
  const words = localizedFace(card, face, ctx.language);
  const header: Piece[][] = words.name.split(' ').map((word) => [{ kind: 'text', text: word, font: FONT.textBold }]);
  const symbols = costSymbols(face.manaCost);
  if (symbols.length > 0) header.push(symbols.map((symbol) => ({ kind: 'symbol', symbol })));
  return [
    { words: header, spaceBefore: isFirst ? 0 : 0.9, ...(isFirst ? {} : { rule: true }) },
    ...(words.typeLine ? parseRulesText(words.typeLine, { italic: true, spaceBefore: 0.05 }) : []),
    ...parseRulesText(words.text, { spaceBefore: 0.2 }),
  ];
}

/** The rules text of the face, plus flavour text and, for split and adventure cards, the other halves. */
function paragraphsFor(ctx: FaceContext, card: PrintCard, faces: PrintFace[]): Paragraph[] {
  const [first, ...others] = faces;
  if (!first) return [];
  if (others.length > 0 && EQUAL_HALVES_LAYOUTS.includes(card.layout)) {
    return faces.flatMap((face, index) => sectionParagraphs(ctx, card, face, index === 0));
  }
  const paragraphs = [...parseRulesText(localizedFace(card, first, ctx.language).text, { spaceBefore: 0 })];
  if (first.flavorText) paragraphs.push(...parseRulesText(first.flavorText, { italic: true, rule: true, spaceBefore: 0.7 }));
  for (const face of others) paragraphs.push(...sectionParagraphs(ctx, card, face, false));
  return paragraphs;
}

export function drawTextCard(ctx: FaceContext, card: PrintCard, faces: PrintFace[]): FaceWarning[] {
  const { doc } = ctx;
  const first = faces[0] ?? card;
  const g = geometry(ctx.widthMm, ctx.heightMm);
  const colors = frameColors(faceColors(card, faces), first.typeLine);
  const palette = colors.main;
  const equalHalves = faces.length > 1 && EQUAL_HALVES_LAYOUTS.includes(card.layout);
  const words = equalHalves
    ? {
        name: faces.map((face) => localizedFace(card, face, ctx.language).name).join(' // '),
        typeLine: [...new Set(faces.map((face) => localizedFace(card, face, ctx.language).typeLine))].join(' // '),
      }
    : localizedFace(card, first, ctx.language);
  const warnings: FaceWarning[] = [];

  // Border into the bleed, then the frame (a blend for two colours).
  const b = ctx.bleedMm;
  doc.rect(-b, -b, ctx.widthMm + 2 * b, ctx.heightMm + 2 * b).fill(BORDER);
  const [left, right] = colors.palettes;
  if (right) {
    const gradient = doc.linearGradient(g.frame.x, 0, g.frame.x + g.frame.w, 0);
    gradient.stop(0, left.frame).stop(0.35, left.frame).stop(0.65, right.frame).stop(1, right.frame);
    doc.roundedRect(g.frame.x, g.frame.y, g.frame.w, g.frame.h, 1.2 * g.s).fill(gradient);
  } else {
    doc.roundedRect(g.frame.x, g.frame.y, g.frame.w, g.frame.h, 1.2 * g.s).fill(left.frame);
  }

  // Art box: no art, so a soft gradient with the card type's icon.
  const artGradient = doc.linearGradient(0, g.art.y, 0, g.art.y + g.art.h);
  artGradient.stop(0, palette.bar).stop(1, palette.edge);
  doc.rect(g.art.x, g.art.y, g.art.w, g.art.h).lineWidth(0.25).fill(artGradient);
  doc.rect(g.art.x, g.art.y, g.art.w, g.art.h).lineWidth(0.3).stroke(palette.edge);
  doc.save();
  doc.fillOpacity(0.35);
  const iconSize = g.art.h * 0.8;
  const icon = String.fromCodePoint(typeGlyph(first.typeLine));
  doc.font(FONT.mana).fontSize(iconSize);
  const iconWidth = doc.widthOfString(icon);
  drawText(doc, icon, g.art.x + (g.art.w - iconWidth) / 2, g.art.y + g.art.h / 2 + 0.427 * iconSize, {
    font: FONT.mana,
    size: iconSize,
    color: '#ffffff',
  });
  doc.restore();

  // Name bar: name on the left, mana cost on the right.
  roundedBar(ctx, g.nameBar, palette, 1.4 * g.s);
  const symbols = equalHalves ? [] : costSymbols(first.manaCost);
  const disc = 3.5 * g.s;
  const costWidth = drawCost(ctx, symbols, g.nameBar.x + g.nameBar.w - 1.1 * g.s, g.nameBar.y + g.nameBar.h / 2, disc);
  const nameRoom = g.nameBar.w - 2.4 * g.s - costWidth - (symbols.length > 0 ? 0.8 * g.s : 0);
  const name = fitLine(ctx, words.name, FONT.textBold, 9.4 * g.s, 6.5 * g.s, nameRoom);
  drawText(doc, words.name, g.nameBar.x + 1.3 * g.s, g.nameBar.y + g.nameBar.h / 2 + name.size * 0.36, {
    font: FONT.textBold,
    size: name.size,
    squeeze: name.squeeze,
  });

  // Type bar: type line on the left, the set code in its rarity's colour on the right.
  roundedBar(ctx, g.typeBar, palette, 1.2 * g.s);
  const setCode = card.set.toUpperCase();
  const setSize = 6 * PT * g.s;
  const setWidth = setCode ? ctx.measurer.width(setCode, FONT.smallBold) * setSize : 0;
  if (setCode) {
    drawText(doc, setCode, g.typeBar.x + g.typeBar.w - 1.3 * g.s - setWidth, g.typeBar.y + g.typeBar.h / 2 + setSize * 0.36, {
      font: FONT.smallBold,
      size: setSize,
      color: RARITY_COLORS[card.rarity ?? 'common'] ?? '#1a1a1a',
    });
  }
  const typeRoom = g.typeBar.w - 2.6 * g.s - (setWidth > 0 ? setWidth + 1 * g.s : 0);
  const type = fitLine(ctx, words.typeLine, FONT.textBold, 7.8 * g.s, 6.2 * g.s, typeRoom);
  drawText(doc, words.typeLine, g.typeBar.x + 1.3 * g.s, g.typeBar.y + g.typeBar.h / 2 + type.size * 0.36, {
    font: FONT.textBold,
    size: type.size,
    squeeze: type.squeeze,
  });

  // Text box, with the rules text fitted inside its padding (above the P/T box, if any).
  doc.rect(g.textBox.x, g.textBox.y, g.textBox.w, g.textBox.h).lineWidth(0.3).fillAndStroke(palette.textBox, palette.edge);
  const stat = statText(first);
  const padX = 1.4 * g.s;
  const padTop = 1.1 * g.s;
  const bottom = stat ? g.statBox.y - 0.4 * g.s : g.textBox.y + g.textBox.h - 0.9 * g.s;
  const area = { width: g.textBox.w - 2 * padX, height: bottom - g.textBox.y - padTop };
  const paragraphs = paragraphsFor(ctx, card, faces);
  if (paragraphs.length > 0) {
    const fitted = fitText(paragraphs, area, { maxSize: 9 * PT * g.s, minSize: 6 * PT * g.s, minSqueeze: 0.85 }, ctx.measurer);
    // Short texts sit in the middle of the box, as on printed cards.
    const slack = Math.max(0, area.height - fitted.height);
    drawFittedText(doc, fitted, g.textBox.x + padX, g.textBox.y + padTop + slack / 2, area.width);
    if (!fitted.fits) {
      warnings.push({ card: words.name, message: `rules text does not fit even at 6 pt; left out: "${fitted.overflow}"` });
    }
  }

  if (stat) drawStat(ctx, g.statBox, stat, palette, g.s);
  drawInfo(ctx, card, g.infoTop, g.s);
  return warnings;
}

type Stat = { kind: 'pt' | 'loyalty' | 'defense'; text: string };

function statText(face: PrintFace): Stat | null {
  if (face.power !== undefined && face.toughness !== undefined) return { kind: 'pt', text: `${face.power}/${face.toughness}` };
  if (face.loyalty !== undefined) return { kind: 'loyalty', text: face.loyalty };
  if (face.defense !== undefined) return { kind: 'defense', text: face.defense };
  return null;
}

function drawStat(ctx: FaceContext, box: Box, stat: Stat, palette: FramePalette, s: number): void {
  const { doc } = ctx;
  const size = 10 * PT * s;
  let { x, w } = box;
  if (stat.kind === 'pt') {
    doc.roundedRect(x, box.y, w, box.h, 1.2 * s).lineWidth(0.3).fillAndStroke(palette.bar, palette.edge);
  } else {
    // Loyalty and defense: a dark shield, narrower than a P/T box.
    w = 9 * s;
    x = box.x + box.w - w;
    const fill = stat.kind === 'loyalty' ? '#2b2b2b' : '#7a2a1e';
    doc
      .moveTo(x, box.y)
      .lineTo(x + w, box.y)
      .lineTo(x + w, box.y + box.h * 0.55)
      .lineTo(x + w / 2, box.y + box.h)
      .lineTo(x, box.y + box.h * 0.55)
      .closePath()
      .lineWidth(0.3)
      .fillAndStroke(fill, '#d8d8d8');
  }
  const width = ctx.measurer.width(stat.text, FONT.textBold) * size;
  const squeeze = Math.min(1, (w - 1.2 * s) / width);
  drawText(doc, stat.text, x + (w - width * squeeze) / 2, box.y + box.h / 2 + size * 0.36, {
    font: FONT.textBold,
    size,
    squeeze,
    color: stat.kind === 'pt' ? '#111111' : '#ffffff',
  });
}

/** Collector number and rarity, set and language, artist, and the proxy or playtest mark. */
function drawInfo(ctx: FaceContext, card: PrintCard, top: number, s: number): void {
  const size = 4.4 * PT * s;
  const x = 3.2 * s;
  const color = '#f2f2f2';
  const firstLine = top + 1.95 * s;
  const secondLine = top + 3.75 * s;
  const rarity = card.rarity ? card.rarity[0]!.toUpperCase() : '';
  drawText(ctx.doc, [card.collectorNumber, rarity].filter(Boolean).join(' '), x, firstLine, { font: FONT.smallBold, size, color });

  let markLeft = ctx.widthMm - 3.2 * s;
  if (ctx.proxyMark) {
    const words = labels(ctx.language);
    const mark = card.source === 'import' ? words.proxy : words.playtest;
    markLeft -= ctx.measurer.width(mark, FONT.smallBold) * size;
    drawText(ctx.doc, mark, markLeft, secondLine, { font: FONT.smallBold, size, color });
  }
  const setAndLanguage = [card.set.toUpperCase(), card.lang.toUpperCase()].filter(Boolean).join(' • ');
  drawText(ctx.doc, setAndLanguage, x, secondLine, { font: FONT.small, size, color });
  if (card.artist) {
    const brush = String.fromCodePoint(0xe923); // mana-font's artist brush
    let artistX = x + ctx.measurer.width(setAndLanguage, FONT.small) * size + (setAndLanguage ? 1.2 * s : 0);
    drawText(ctx.doc, brush, artistX, secondLine, { font: FONT.mana, size: size * 1.1, color });
    artistX += ctx.measurer.width(brush, FONT.mana) * size * 1.1 + 0.5 * s;
    const room = markLeft - 1.2 * s - artistX;
    const width = ctx.measurer.width(card.artist, FONT.small) * size;
    if (room > 0) {
      // Squeezed to fit; a very long name is clipped rather than run into the proxy mark.
      ctx.doc.save();
      ctx.doc.rect(artistX, secondLine - size, room, size * 1.4).clip();
      drawText(ctx.doc, card.artist, artistX, secondLine, { font: FONT.small, size, color, squeeze: Math.max(0.6, Math.min(1, room / width)) });
      ctx.doc.restore();
    }
  }
}
