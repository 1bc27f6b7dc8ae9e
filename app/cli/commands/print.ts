// proxyfish print SOURCE -o FILE.pdf: a print-ready proxy sheet, or the duplex alignment test.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { Command } from 'commander';
import { loadDeckSource } from '../../collection/deck-source.ts';
import { renderAlignmentTestPdf } from '../../print/alignment-test.ts';
import { PrintImageError } from '../../print/card-image.ts';
import { loadPrintCardsJson, PrintSourceError } from '../../print/json-source.ts';
import { checklistItems } from '../../print/checklist-cards.ts';
import { readPrintJob, relatedRequests } from '../../print/print-job.ts';
import type { RelatedCard } from '../../print/related-cards.ts';
import type { PrintItem } from '../../print/print-card.ts';
import { parsePrintOptions, PrintOptionsError, type PrintOptionsInput } from '../../print/print-options.ts';
import { computeLayout } from '../../print/layout.ts';
import { exportFormatSchema, MPC_STOCKS, type ExportFormat } from '../../print/export-formats.ts';
import { exportMpc } from '../../print/mpc-export.ts';
import { zipFiles } from '../../print/mpc-zip.ts';
import { renderProxyPngs } from '../../print/png-export.ts';
import { forMissingCopies, fromDeck, fromLoadedLines, onlyMissing, type DeckPrintFilter, type SourceProblem } from '../../print/print-sources.ts';
import { renderProxyPdf } from '../../print/render.ts';
import { CliError, type CliContext } from '../context.ts';
import { fetchWithProgress } from './images.ts';

interface PrintFlags {
  output?: string;
  png?: string;
  dpi?: string;
  mpc?: string;
  mpcStock?: string;
  foil?: boolean;
  zip?: boolean;
  paper: string;
  orientation: string;
  cardSize: string;
  margin?: string;
  bleed?: string;
  gap?: string;
  cutMarks: string;
  cutMarkWidth?: string;
  cutMarkLength?: string;
  cutMarkColor?: string;
  cutLineStyle: string;
  cutMarksUnder?: boolean;
  registrationMarks?: boolean;
  registrationInset?: string;
  registrationSquare?: string;
  registrationLength?: string;
  registrationThickness?: string;
  splitPages?: string;
  scale?: string;
  backs?: boolean;
  backImage?: string;
  flip: string;
  backOffset?: string;
  lang?: string;
  missingOnly?: boolean;
  mainOnly?: boolean;
  /** undefined: skip the basic lands you own (the default); true: skip all; false: skip none. */
  skipBasics?: boolean;
  deckName?: string;
  pageNumbers: boolean;
  proxyMark: boolean;
  creationDate?: string;
  alignmentTest?: boolean;
  textOnly?: boolean;
  extras?: boolean;
  checklist?: boolean;
  json?: boolean;
}

export interface ResolvedPrintSource {
  items: PrintItem[];
  /** The deck's name, for the page footer when --deck-name is not given. */
  name: string | null;
  warnings: { card: string; message: string }[];
  /** The tokens and related cards added (--extras), with their counts. */
  related: RelatedCard[];
  /** How many checklist cards were added (--checklist). */
  checklists: number;
}

/** A JSON array of cards (docs/print.md) rather than a decklist: detected by its content. */
function isPrintCardsJson(source: string): boolean {
  if (!existsSync(source) || !statSync(source).isFile()) return /\.json$/i.test(source);
  const head = readFileSync(source, 'utf8').slice(0, 4096).trimStart();
  return head.startsWith('[') && (head.length === 1 || /^\[\s*(\]|\{)/.test(head));
}

/**
 * What SOURCE names, as cards with quantities: a saved deck's name, a decklist file in any
 * format the deck readers know, or a JSON file of cards. Names that match no card stop the
 * print with exit code 2, naming each with its line and suggestions.
 */
export async function resolvePrintSource(
  source: string,
  options: { missingOnly: boolean; language: string; filter?: DeckPrintFilter; textOnly?: boolean; extras?: boolean; checklistCards?: boolean },
  context: CliContext,
): Promise<ResolvedPrintSource> {
  if (isPrintCardsJson(source)) {
    // A JSON file's cards are not in the database, so they have no stored related cards; their faces still give checklists.
    const items = loadPrintCardsJson(source, options);
    const checklists = options.checklistCards ? checklistItems(items, options.language) : [];
    return { items: [...items, ...checklists], name: null, warnings: [], related: [], checklists: checklists.reduce((sum, item) => sum + item.quantity, 0) };
  }
  const { services } = context;
  let loaded;
  try {
    loaded = loadDeckSource(services, source);
  } catch (error) {
    throw new CliError(`print: ${(error as Error).message}`, 2);
  }
  let sourced =
    loaded.deckId !== null
      ? fromDeck(services, loaded.deckId, options.missingOnly ? 'missing' : 'all', [], options.filter)
      : fromLoadedLines(services, loaded, options.missingOnly && options.filter ? forMissingCopies(options.filter) : options.filter);
  if (options.missingOnly && loaded.deckId === null) sourced = onlyMissing(services, sourced);
  if (loaded.unresolved.length > 0) throw new CliError(unresolvedMessage(source, loaded.unresolved), 2);
  const imageWarnings = options.textOnly ? [] : await fetchPrintImages(context, [...sourced.items, ...relatedRequests(services, sourced.items, options)], options.language);
  const cards = readPrintJob(services, sourced.items, options);
  if (cards.unresolved.length > 0) {
    throw new CliError(unresolvedMessage(source, cards.unresolved.map((card) => ({ ...card, line: null }))), 2);
  }
  return { items: cards.items, name: loaded.name, warnings: [...imageWarnings, ...cards.warnings], related: cards.related, checklists: cards.checklists };
}

/** Fetches the print-size images the cards lack (offline: they print from their text). */
async function fetchPrintImages(
  context: CliContext,
  items: readonly { card_id: number | null; printing_id: number | null }[],
  language: string,
): Promise<{ card: string; message: string }[]> {
  const images = context.services.images;
  const printings = items.flatMap((item) => (item.card_id === null ? [] : [images.printingFor(item.card_id, item.printing_id, language)]));
  const summary = await fetchWithProgress(context, printings.filter((id): id is number => id !== null), 'print', 'Images');
  const warnings = summary.failed.map((failure) => ({ card: `image ${failure.url}`, message: failure.message }));
  if (summary.offline) warnings.push({ card: 'images', message: 'the image host could not be reached; cards without a stored image print from their text' });
  return warnings;
}

/** "Tokens and related cards: 2 × Drake (Drake Haven, Talrand, Sky Summoner), 1 × Brisela, Voice of Nightmares". */
function relatedSummary(related: readonly RelatedCard[]): string {
  if (related.length === 0) return 'tokens and related cards: none (the cards name none, or the card data has no related parts: import a Scryfall bulk file)';
  const listed = related.map((card) => `${card.quantity} × ${card.name} (${card.madeBy.join(', ')})`);
  return `tokens and related cards: ${listed.join(', ')}`;
}

/** "1 page", "8 pages". */
function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function unresolvedMessage(source: string, unresolved: readonly SourceProblem[]): string {
  const lines = unresolved.map((card) => {
    const where = card.line === null ? '' : `line ${card.line}: `;
    const hint = card.suggestions.length > 0 ? ` (did you mean ${card.suggestions.map((name) => `"${name}"`).join(', ')}?)` : '';
    return `  ${where}"${card.name}" is not in the card database${hint}`;
  });
  const count = counted(unresolved.length, 'card');
  return `print: ${count} in ${source} could not be found:\n${lines.join('\n')}`;
}

function number(flag: string, value: string, unit = ''): number {
  const parsed = Number(value.trim().replace(/mm$/i, ''));
  if (value.trim() === '' || !Number.isFinite(parsed)) throw new CliError(`${flag}: expected a number${unit}, got "${value}"`, 2);
  return parsed;
}

/** "x,y" or one value for both axes. */
function pair(flag: string, value: string, parse: (part: string) => number): { x: number; y: number } {
  const parts = value.split(',');
  if (parts.length > 2) throw new CliError(`${flag}: expected X,Y or one value, got "${value}"`, 2);
  const x = parse(parts[0]!);
  return { x, y: parts[1] === undefined ? x : parse(parts[1]) };
}

/** A printer scale as a factor (0.992) or a percentage (99.2%). */
function scaleValue(part: string): number {
  const percent = part.trim().endsWith('%');
  const value = number('--scale', percent ? part.trim().slice(0, -1) : part);
  return percent ? value / 100 : value;
}

function paper(value: string): PrintOptionsInput['paper'] {
  const name = value.toLowerCase();
  if (name === 'a4' || name === 'letter' || name === 'legal' || name === 'a3') return name;
  const custom = /^(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*mm$/i.exec(value.trim());
  if (!custom) throw new CliError(`--paper: expected a4, letter, a3, legal or WxHmm (e.g. 200x280mm), got "${value}"`, 2);
  return { widthMm: Number(custom[1]), heightMm: Number(custom[2]) };
}

function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw new CliError(`${flag}: expected ${allowed.join(', ')}, got "${value}"`, 2);
  return value as T;
}

/** Turns the flags into print options; ranges are checked by the options schema afterwards. */
export function optionsFromFlags(flags: PrintFlags): PrintOptionsInput {
  const cutMarks = oneOf('--cut-marks', flags.cutMarks, ['corners', 'lines', 'both', 'none'] as const);
  const offset = flags.backOffset ? pair('--back-offset', flags.backOffset, (part) => number('--back-offset', part, ' of mm')) : undefined;
  return {
    paper: paper(flags.paper),
    orientation: oneOf('--orientation', flags.orientation, ['auto', 'portrait', 'landscape'] as const),
    cardSize: oneOf('--card-size', flags.cardSize, ['standard', 'oversized'] as const),
    ...(flags.margin !== undefined ? { marginMm: number('--margin', flags.margin, ' of mm') } : {}),
    ...(flags.bleed !== undefined ? { bleedMm: number('--bleed', flags.bleed, ' of mm') } : {}),
    ...(flags.gap !== undefined ? { gapMm: number('--gap', flags.gap, ' of mm') } : {}),
    cutMarks: {
      corners: cutMarks === 'corners' || cutMarks === 'both',
      lines: cutMarks === 'lines' || cutMarks === 'both',
      ...(flags.cutMarkWidth !== undefined ? { widthMm: number('--cut-mark-width', flags.cutMarkWidth, ' of mm') } : {}),
      ...(flags.cutMarkLength !== undefined ? { lengthMm: number('--cut-mark-length', flags.cutMarkLength, ' of mm') } : {}),
      ...(flags.cutMarkColor !== undefined ? { color: flags.cutMarkColor } : {}),
      style: oneOf('--cut-line-style', flags.cutLineStyle, ['solid', 'dashed', 'dotted'] as const),
      overCards: !flags.cutMarksUnder,
    },
    registrationMarks: {
      enabled: Boolean(flags.registrationMarks),
      ...(flags.registrationInset !== undefined ? { insetMm: number('--registration-inset', flags.registrationInset, ' of mm') } : {}),
      ...(flags.registrationSquare !== undefined ? { squareMm: number('--registration-square', flags.registrationSquare, ' of mm') } : {}),
      ...(flags.registrationLength !== undefined ? { lengthMm: number('--registration-length', flags.registrationLength, ' of mm') } : {}),
      ...(flags.registrationThickness !== undefined ? { thicknessMm: number('--registration-thickness', flags.registrationThickness, ' of mm') } : {}),
    },
    ...(flags.splitPages !== undefined ? { splitPages: number('--split-pages', flags.splitPages, ' of pages') } : {}),
    ...(flags.scale !== undefined ? { printerScale: pair('--scale', flags.scale, scaleValue) } : {}),
    backs: {
      enabled: Boolean(flags.backs),
      ...(flags.backImage ? { imagePath: flags.backImage } : {}),
      flip: oneOf('--flip', flags.flip, ['long', 'short'] as const),
      ...(offset ? { offsetXMm: offset.x, offsetYMm: offset.y } : {}),
    },
    ...(flags.lang ? { language: flags.lang.toLowerCase() } : {}),
    ...(flags.deckName ? { deckName: flags.deckName } : {}),
    pageNumbers: flags.pageNumbers,
    proxyMark: flags.proxyMark,
    ...(flags.textOnly ? { textOnly: true } : {}),
    ...(flags.extras ? { extras: true } : {}),
    ...(flags.checklist ? { checklistCards: true } : {}),
    ...(flags.creationDate ? { creationDate: flags.creationDate } : {}),
  };
}

/** Option names as the user typed them, for errors from the options schema. */
const FLAG_NAMES: Record<string, string> = {
  paper: '--paper',
  'paper.widthMm': '--paper (width)',
  'paper.heightMm': '--paper (height)',
  marginMm: '--margin',
  bleedMm: '--bleed',
  gapMm: '--gap',
  'cutMarks.widthMm': '--cut-mark-width',
  'cutMarks.lengthMm': '--cut-mark-length',
  'cutMarks.color': '--cut-mark-color',
  'registrationMarks.insetMm': '--registration-inset',
  'registrationMarks.squareMm': '--registration-square',
  'registrationMarks.lengthMm': '--registration-length',
  'registrationMarks.thicknessMm': '--registration-thickness',
  splitPages: '--split-pages',
  'printerScale.x': '--scale (X)',
  'printerScale.y': '--scale (Y)',
  'backs.offsetXMm': '--back-offset (X)',
  'backs.offsetYMm': '--back-offset (Y)',
  language: '--lang',
  creationDate: '--creation-date',
  deckName: '--deck-name',
};

function userError(error: unknown): never {
  if (error instanceof PrintOptionsError) {
    let message = error.message.replace(/^invalid print settings: /, '');
    for (const [key, flag] of Object.entries(FLAG_NAMES)) message = message.replaceAll(`${key}:`, `${flag}:`);
    throw new CliError(message, 2);
  }
  if (error instanceof PrintSourceError || error instanceof PrintImageError) throw new CliError(error.message, 2);
  throw error;
}

/** The stock as MPCFill names it, from its code ("S30") or its whole name. */
function mpcStock(value: string): string {
  const code = value.trim().toUpperCase();
  return MPC_STOCKS.find((stock) => stock.toUpperCase() === code || stock.slice(1, 4) === code) ?? value;
}

/** What the flags ask to write: the PDF (default), PNG pages or cards, or the MakePlayingCards folder. */
export function formatFromFlags(flags: Pick<PrintFlags, 'png' | 'dpi' | 'mpc' | 'mpcStock' | 'foil'>): ExportFormat {
  if (flags.png !== undefined && flags.mpc !== undefined) throw new CliError('print: --png and --mpc cannot be used together', 2);
  const dpi = flags.dpi === undefined ? {} : { dpi: number('--dpi', flags.dpi, ' of dpi') };
  let input: unknown = { kind: 'pdf' };
  if (flags.png !== undefined) {
    const per = oneOf('--png', flags.png, ['pages', 'cards'] as const);
    input = { kind: 'png', per: per === 'pages' ? 'page' : 'card', ...dpi };
  } else if (flags.mpc !== undefined) {
    input = { kind: 'mpc', ...(flags.mpcStock ? { stock: mpcStock(flags.mpcStock) } : {}), foil: Boolean(flags.foil), ...dpi };
  } else if (flags.dpi !== undefined || flags.mpcStock !== undefined || flags.foil) {
    throw new CliError('print: --dpi goes with --png or --mpc; --mpc-stock and --foil go with --mpc', 2);
  }
  const parsed = exportFormatSchema.safeParse(input);
  if (!parsed.success) {
    const flag: Record<string, string> = { dpi: '--dpi', stock: '--mpc-stock', foil: '--foil' };
    throw new CliError(parsed.error.issues.map((issue) => `${flag[String(issue.path[0])] ?? 'print'}: ${issue.message}`).join('; '), 2);
  }
  return parsed.data;
}

/** "deck.png" or "deck" → "deck": the PNG files are "deck-page-001.png" …. */
function pngBase(output: string): string {
  return output.replace(/\.(png|pdf)$/i, '');
}

export function registerPrintCommand(program: Command, context: CliContext): void {
  program
    .command('print')
    .description('write a print-ready PDF of proxies (63 × 88 mm cards), PNG pages or cards, a MakePlayingCards folder, or the duplex alignment test')
    .argument('[source]', "a decklist file, a saved deck's name, or a JSON file of cards (see docs/print.md)")
    .option('-o, --output <file>', 'the PDF to write (with --png: the PNG files\' name, FILE-page-001.png …)')
    .option('--png <what>', 'write PNG files instead of a PDF: pages (one per PDF page) or cards (one per card)')
    .option('--dpi <n>', 'resolution of --png (150–1200, default 300) or --mpc (300–1200, default 300)')
    .option('--mpc <dir>', 'write a MakePlayingCards folder: card images with bleed and the MPCFill order file cards.xml')
    .option('--mpc-stock <stock>', 'card stock for --mpc: S27, S30, S33, M31 or P10 (default S30, "(S30) Standard Smooth")')
    .option('--foil', 'foil finish for --mpc')
    .option('--zip', 'with --mpc: also pack the folder as DIR.zip beside it (the images and cards.xml, same names)')
    .option('--paper <paper>', 'a4, letter, a3, legal or WxHmm', 'a4')
    .option('--orientation <orientation>', 'auto, portrait or landscape', 'auto')
    .option('--card-size <size>', 'standard (63 × 88 mm) or oversized (88.9 × 127 mm)', 'standard')
    .option('--margin <mm>', "the printer's unprintable edge, 0–50 mm (default 5)")
    .option('--bleed <mm>', 'bleed around each card, 0–3 mm (default 0)')
    .option('--gap <mm>', 'gap between cards, 0–5 mm (default 0)')
    .option('--cut-marks <kind>', 'corners, lines, both or none', 'corners')
    .option('--cut-mark-width <mm>', 'line width of cut marks, 0.05–1 mm (default 0.2)')
    .option('--cut-mark-length <mm>', 'length of corner marks, 1–10 mm (default 4)')
    .option('--cut-mark-color <#rrggbb>', 'colour of cut marks (default #000000)')
    .option('--cut-line-style <style>', 'solid, dashed or dotted cut marks and lines', 'solid')
    .option('--cut-marks-under', 'draw cut lines under the cards (only the parts between and outside them show)')
    .option('--registration-marks', 'print-and-cut registration marks (Silhouette/Cricut style; see docs/print.md)')
    .option('--registration-inset <mm>', "the marks' outer edges from the page edges, 0–30 mm (default 5)")
    .option('--registration-square <mm>', 'side of the top-left square, 3–10 mm (default 5)')
    .option('--registration-length <mm>', 'arm length of the corner marks, 5–40 mm (default 20)')
    .option('--registration-thickness <mm>', 'thickness of the corner marks, 0.2–2 mm (default 0.5)')
    .option('--split-pages <n>', 'write files of at most N pages each (FILE-1-of-3.pdf, …)')
    .option('--scale <x,y>', 'what your printer prints at, per axis: 0.992,0.995 or 99.2% (default 1)')
    .option('--backs', 'print card backs on every other page, for duplex')
    .option('--back-image <file>', 'JPEG or PNG for the backs (default: the built-in back)')
    .option('--flip <edge>', 'duplex flip edge: long or short', 'long')
    .option('--back-offset <x,y>', 'shift of the backs in mm, from the alignment test (default 0,0)')
    .option('--lang <code>', 'print in this language where cards have it (e.g. de, es)')
    .option('--missing-only', 'print only copies your collection does not have')
    .option('--main-only', 'print only the main deck (and commander), not the sideboard')
    .option('--skip-basics', 'leave out every basic land (default: only the basic lands you own)')
    .option('--no-skip-basics', 'print basic lands even where you own them')
    .option('--deck-name <name>', 'deck name for the page footer')
    .option('--no-page-numbers', 'leave out page numbers')
    .option('--no-proxy-mark', 'leave out the "PROXY — NOT FOR SALE" mark')
    .option('--creation-date <iso>', 'fixed creation date (e.g. 2024-01-01T00:00:00Z) for byte-identical output')
    .option('--alignment-test', 'write the one-sheet duplex alignment test instead of cards')
    .option('--text-only', 'draw every card from its text, not from its image')
    .option('--extras', "add the tokens, emblems and meld cards the cards make: one of each per distinct card that makes it (see docs/print.md)")
    .option('--checklist', 'add a checklist card for every copy of a double-faced card (transform or modal)')
    .option('--json', 'print the result as JSON')
    .action(async (source: string | undefined, flags: PrintFlags) => {
      try {
        const options = optionsFromFlags(flags);
        const format = formatFromFlags(flags);
        if (flags.zip && format.kind !== 'mpc') throw new CliError('print: --zip goes with --mpc (it packs the MakePlayingCards folder)', 2);
        if (format.kind !== 'mpc' && !flags.output) throw new CliError('print: missing -o FILE (the PDF, or with --png the PNG files\' name)', 2);
        const output = flags.output ?? '';
        if (flags.alignmentTest) {
          if (format.kind !== 'pdf') throw new CliError('print: the alignment test is a PDF; leave out --png and --mpc', 2);
          await renderAlignmentTestPdf(options, output);
          console.log(flags.json ? JSON.stringify({ file: output }) : `Wrote the alignment test to ${output}`);
          return;
        }
        if (!source) throw new CliError("print: missing SOURCE (a decklist file, a saved deck's name or a JSON file of cards), or use --alignment-test", 2);
        const parsed = parsePrintOptions(options);
        const language = parsed.language;
        const filter: DeckPrintFilter = {
          mainOnly: Boolean(flags.mainOnly),
          skipBasics: flags.skipBasics === undefined ? 'owned' : flags.skipBasics ? 'all' : 'none',
        };
        const resolved = await resolvePrintSource(
          source,
          { missingOnly: Boolean(flags.missingOnly), language, filter, textOnly: parsed.textOnly, extras: parsed.extras, checklistCards: parsed.checklistCards },
          context,
        );
        if (resolved.items.length === 0) {
          throw new CliError(flags.missingOnly ? `print: you own every card in ${source}; nothing to print` : `print: nothing to print in ${source}`, 2);
        }
        for (const warning of resolved.warnings) console.error(`proxyfish: warning: ${warning.card}: ${warning.message}`);
        if (flags.extras && !flags.json) console.error(`proxyfish: ${relatedSummary(resolved.related)}`);
        if (flags.checklist && !flags.json) console.error(`proxyfish: ${counted(resolved.checklists, 'checklist card')} for double-faced cards`);
        const named = options.deckName === undefined && resolved.name ? { ...options, deckName: resolved.name } : options;
        const fit = computeLayout(parsePrintOptions(named)).moreFit;
        if (fit) console.error(`proxyfish: note: a margin of ${fit.marginMm} mm or less fits ${fit.perPage} cards per sheet`);
        const progress = (what: string) => (process.stderr.isTTY ? (done: number, total: number) => process.stderr.write(`\r${what} ${done} of ${total}`) : undefined);
        if (format.kind === 'png') {
          const drawing = progress('Rendering card');
          const writing = progress('Writing PNG');
          const result = await renderProxyPngs(resolved.items, named, pngBase(output), format, {
            ...(drawing ? { onProgress: ({ done, total }) => drawing(done, total) } : {}),
            ...(writing ? { onPng: writing } : {}),
          });
          if (process.stderr.isTTY) process.stderr.write('\n');
          for (const warning of result.warnings) console.error(`proxyfish: warning: ${warning.card}: ${warning.message}`);
          if (flags.json) console.log(JSON.stringify({ ...result, dpi: format.dpi }, null, 2));
          else console.log(`Wrote ${counted(result.files.length, 'PNG file')} at ${format.dpi} dpi (${result.files[0]} … ${result.files.at(-1)}): ${counted(result.cards, 'card')}`);
          return;
        }
        if (format.kind === 'mpc') {
          if (existsSync(flags.mpc!) && (!statSync(flags.mpc!).isDirectory() || readdirSync(flags.mpc!).length > 0)) {
            throw new CliError(`--mpc: ${flags.mpc} must be a new or empty folder`, 2);
          }
          const zip = flags.zip ? `${flags.mpc!.replace(/[\\/]+$/, '')}.zip` : null;
          if (zip && existsSync(zip)) throw new CliError(`--zip: ${zip} exists; remove it or choose another --mpc folder`, 2);
          const drawing = progress('Rendering card');
          const writing = progress('Writing image');
          const result = await exportMpc(resolved.items, named, flags.mpc!, format, {
            ...(drawing ? { onProgress: ({ done, total }) => drawing(done, total) } : {}),
            ...(writing ? { onPng: writing } : {}),
          });
          if (process.stderr.isTTY) process.stderr.write('\n');
          if (zip) await zipFiles([...result.files, result.orderFile], zip);
          for (const warning of result.warnings) console.error(`proxyfish: warning: ${warning.card}: ${warning.message}`);
          if (flags.json) console.log(JSON.stringify({ ...result, ...(zip ? { zip } : {}) }, null, 2));
          else {
            console.log(
              `Wrote ${counted(result.files.length, 'image')} and ${result.orderFile} to ${result.folder}: ${counted(result.quantity, 'card')}, ` +
                `bracket ${result.bracket}, ${format.stock}${format.foil ? ', foil' : ''}`,
            );
            if (zip) console.log(`Packed the folder as ${zip}`);
          }
          return;
        }
        const result = await renderProxyPdf(resolved.items, named, output, {
          onProgress: process.stderr.isTTY
            ? ({ done, total }) => process.stderr.write(`\rRendering card ${done} of ${total}`)
            : undefined,
        });
        if (process.stderr.isTTY) process.stderr.write('\n');
        for (const warning of result.warnings) console.error(`proxyfish: warning: ${warning.card}: ${warning.message}`);
        if (flags.json) console.log(JSON.stringify({ ...result, related: resolved.related, checklists: resolved.checklists }, null, 2));
        else {
          const written = result.files.length > 1 ? `${result.files.length} files (${result.files.join(', ')})` : result.file;
          console.log(
            `Wrote ${written}: ${counted(result.cards, 'card')} on ${counted(result.sheets, 'sheet')} (${result.perPage} per sheet` +
              `${result.pages > result.sheets ? ', backs on every other page' : ''}), ${counted(result.pages, 'page')}`,
          );
        }
      } catch (error) {
        userError(error);
      }
    });
}
