// The user's own card pictures, imported from disk and matched to printings:
// - Cockatrice picture folders: <SET>/<Card Name>.full.jpg (custom sets too; a folder that is
//   no set of the card is ignored and the name alone decides);
// - MPCFill and other proxy-tool downloads: "Lightning Bolt (M10) 146.png", "Lightning Bolt (M10).jpg",
//   "Lightning Bolt.jpg";
// - one picture dropped on a card (importSingleImage).
// A double-faced card's faces are matched by face name. Every picture passes the picture gate
// (see picture-gate.ts), is scaled to card size when larger, and is stored in images/local/
// under the SHA-256 of its bytes (stored once); it wins over fetched images.
// Files that match no card, or several printings with nothing to choose between them, are
// reported, not guessed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative } from 'node:path';
import type { Services } from '../services.ts';
import { checkPicture, type CheckedPicture } from './picture-gate.ts';

export interface ImageCandidate {
  printing_id: number;
  set_code: string;
  collector_number: string | null;
  lang: string;
}

export interface FolderImportReport {
  folder: string;
  matched: { file: string; card: string; printing_id: number; set_code: string; collector_number: string | null; face_index: number }[];
  /** Several printings fit: choose one (images.assignLocal / --printing). */
  ambiguous: { file: string; card: string; candidates: ImageCandidate[] }[];
  unmatched: { file: string; reason: string }[];
}

const PICTURE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png']);
const MAX_FILES = 50_000;

export class LocalImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LocalImageError';
  }
}

/** What a file name says: the card name, and the set and collector number where it gives them. */
export function parseImageName(file: string): { name: string; set: string | null; number: string | null } {
  const stem = basename(file, extname(file))
    .replace(/\.full$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  const withSet = /^(.+?)\s*[([]([A-Za-z0-9]{2,6})[)\]]\s*(\S+)?$/.exec(stem);
  if (withSet) return { name: withSet[1]!.trim(), set: withSet[2]!.toLowerCase(), number: withSet[3] ?? null };
  return { name: stem, set: null, number: null };
}

/** A picture to import: its file, and its path inside the folder (matched and shown; never a temporary path). */
interface PictureEntry {
  file: string;
  path: string;
}

/** Every picture file under a folder (recursively), sorted. */
function pictureFiles(folder: string): PictureEntry[] {
  const found: PictureEntry[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && PICTURE_EXTENSIONS.has(extname(entry.name).toLowerCase())) found.push({ file: path, path: relative(folder, path) });
      if (found.length > MAX_FILES) throw new LocalImageError(`${folder} holds more than ${MAX_FILES} pictures; import a smaller folder`);
    }
  };
  walk(folder);
  return found;
}

/** Imports a folder of pictures and reports what matched. */
export async function importImageFolder(services: Services, folder: string): Promise<FolderImportReport> {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new LocalImageError(`${folder} is not a folder`);
  return importPictures(services, pictureFiles(folder), folder);
}

/**
 * A folder the app sent as uploads (a browser cannot hand over a path): each file with its path
 * inside the folder ("M10/Lightning Bolt.full.jpg"), matched by that path.
 */
export async function importUploadedFolder(services: Services, files: readonly { file: string; path: string }[]): Promise<FolderImportReport> {
  const entries = files.map(({ file, path }) => {
    const parts = path.split(/[\\/]+/).filter((part) => part !== '' && part !== '.');
    if (parts.length === 0 || parts.some((part) => part === '..')) throw new LocalImageError(`"${path}" is not a path inside the folder`);
    return { file, path: parts.join('/') };
  });
  const pictures = entries.filter((entry) => PICTURE_EXTENSIONS.has(extname(entry.path).toLowerCase()));
  return importPictures(services, pictures.sort((a, b) => a.path.localeCompare(b.path)), 'uploaded folder');
}

/** Names matched per turn of the event loop: a 5,000-picture folder must not hold up other requests. */
const MATCH_CHUNK = 200;

/**
 * Matches every picture by its path, then takes each matched one through the picture gate and
 * stores it. Matching runs in chunks and the gate on libvips' threads, so the thread that
 * answers requests is never held for long.
 */
async function importPictures(services: Services, entries: readonly PictureEntry[], folder: string): Promise<FolderImportReport> {
  const report: FolderImportReport = { folder, matched: [], ambiguous: [], unmatched: [] };
  const matcher = new ImageMatcher(services);
  const chosen: { entry: PictureEntry; card: string; printing: ImageCandidate; faceIndex: number }[] = [];
  for (let start = 0; start < entries.length; start += MATCH_CHUNK) {
    if (start > 0) await nextTurn();
    services.resolver.batch(() => {
      for (const entry of entries.slice(start, start + MATCH_CHUNK)) {
        const parsed = parseImageName(entry.path);
        // Cockatrice: the folder a picture is in names its set.
        const parent = dirname(entry.path);
        const folderSet = parent === '.' ? null : basename(parent).toLowerCase();
        const match = matcher.match(parsed.name, parsed.set ?? folderSet, parsed.number, parsed.set !== null);
        if ('reason' in match) report.unmatched.push({ file: entry.path, reason: match.reason });
        else if (match.candidates.length > 1) report.ambiguous.push({ file: entry.path, card: match.card, candidates: match.candidates });
        else chosen.push({ entry, card: match.card, printing: match.candidates[0]!, faceIndex: match.faceIndex });
      }
    });
  }
  for (const { entry, card, printing, faceIndex } of chosen) {
    try {
      await storeLocalImage(services, await readPicture(entry.file, entry.path), entry.path, printing.printing_id, faceIndex);
    } catch (error) {
      report.unmatched.push({ file: entry.path, reason: (error as Error).message });
      continue;
    }
    report.matched.push({ file: entry.path, card, printing_id: printing.printing_id, set_code: printing.set_code, collector_number: printing.collector_number, face_index: faceIndex });
  }
  return report;
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** A picture file through the gate, scaled to card size; `label` names it in errors. */
async function readPicture(file: string, label: string): Promise<CheckedPicture> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    throw new LocalImageError(`${label} cannot be read`);
  }
  return checkPicture(bytes, label, { scaleToCard: true });
}

/** One picture for one printing's face (dropped on a card, or an ambiguous file chosen); `label` names it in errors. */
export async function importSingleImage(
  services: Services,
  file: string,
  printingId: number,
  faceIndex = 0,
  label = basename(file),
): Promise<{ printing_id: number; face_index: number; file: string }> {
  const exists = services.db.prepare('SELECT 1 FROM printings WHERE id = ?').get(printingId);
  if (!exists) throw new LocalImageError(`printing ${printingId} is not in the card database`);
  const picture = await readPicture(file, label);
  return { printing_id: printingId, face_index: faceIndex, file: await storeLocalImage(services, picture, label, printingId, faceIndex) };
}

/**
 * Stores a checked picture in images/local/ (once per content) and links it to the face. The
 * picture it replaces goes, unless another face still uses it: re-importing never piles up files.
 */
async function storeLocalImage(services: Services, picture: CheckedPicture, source: string, printingId: number, faceIndex: number): Promise<string> {
  const name = `${createHash('sha256').update(picture.bytes).digest('hex')}.${picture.kind === 'png' ? 'png' : 'jpg'}`;
  const folder = join(services.paths.images, 'local');
  await mkdir(folder, { recursive: true });
  if (!existsSync(join(folder, name))) {
    const part = join(folder, `${name}.part`);
    await writeFile(part, picture.bytes);
    await rename(part, join(folder, name)); // a reader never sees half a file
  }
  const db = services.db;
  const previous = db.prepare<[number, number], string>('SELECT file FROM local_images WHERE printing_id = ? AND face_index = ?').pluck().get(printingId, faceIndex);
  db.prepare(
    `INSERT INTO local_images (printing_id, face_index, file, source, width, height) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (printing_id, face_index) DO UPDATE SET file = excluded.file, source = excluded.source, width = excluded.width, height = excluded.height`,
  ).run(printingId, faceIndex, name, source, picture.width, picture.height);
  if (previous && previous !== name) {
    const used = db.prepare<[string], number>('SELECT count(*) FROM local_images WHERE file = ?').pluck().get(previous);
    if (used === 0) await rm(join(folder, previous), { force: true });
  }
  return `local/${name}`;
}

type MatchResult = { card: string; faceIndex: number; candidates: ImageCandidate[] } | { reason: string };

class ImageMatcher {
  private readonly faceIndex;
  private readonly inSet;
  private readonly inSetWithNumber;

  constructor(private readonly services: Services) {
    const db = services.db;
    this.faceIndex = db.prepare<[number, string], number>('SELECT face_index FROM card_faces WHERE card_id = ? AND name = ? COLLATE NOCASE').pluck();
    const columns = 'id AS printing_id, set_code, collector_number, lang';
    this.inSet = db.prepare<[number, string], ImageCandidate>(`SELECT ${columns} FROM printings WHERE card_id = ? AND set_code = ? COLLATE NOCASE ORDER BY lang = 'en' DESC, id`);
    this.inSetWithNumber = db.prepare<[number, string, string], ImageCandidate>(
      `SELECT ${columns} FROM printings WHERE card_id = ? AND set_code = ? COLLATE NOCASE AND collector_number = ? ORDER BY lang = 'en' DESC, id`,
    );
  }

  /**
   * The printing(s) a picture belongs to. A set named in the file name must exist for the card;
   * a set from the folder (Cockatrice) only narrows when it does. Without a set, the card's
   * default printing takes the picture.
   */
  match(name: string, set: string | null, number: string | null, setIsExplicit: boolean): MatchResult {
    const resolved = this.services.resolver.resolve({ name });
    if (!resolved) return { reason: `no card named "${name}"` };
    const faceIndex = this.faceIndex.get(resolved.cardId, name) ?? 0;
    const base = { card: resolved.name, faceIndex };
    if (set) {
      const exact = number ? this.inSetWithNumber.all(resolved.cardId, set, number) : [];
      const inSet = exact.length > 0 ? exact : this.inSet.all(resolved.cardId, set);
      // One printing per collector number: the English one, when the set has it in several languages.
      const byNumber = new Map<string, ImageCandidate>();
      for (const row of inSet) if (!byNumber.has(row.collector_number ?? '')) byNumber.set(row.collector_number ?? '', row);
      if (byNumber.size > 0) return { ...base, candidates: [...byNumber.values()] };
      if (setIsExplicit) return { reason: `${resolved.name} has no printing in set ${set.toUpperCase()}${number ? ` numbered ${number}` : ''}` };
    }
    const fallback = this.services.images.printingFor(resolved.cardId, null);
    if (fallback === null) return { reason: `${resolved.name} has no printing` };
    const row = this.services.db.prepare<[number], ImageCandidate>('SELECT id AS printing_id, set_code, collector_number, lang FROM printings WHERE id = ?').get(fallback)!;
    return { ...base, candidates: [row] };
  }
}
