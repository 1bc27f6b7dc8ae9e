// The user's own card pictures, imported from disk and matched to printings:
// - Cockatrice picture folders: <SET>/<Card Name>.full.jpg (custom sets too; a folder that is
//   no set of the card is ignored and the name alone decides);
// - MPCFill and other proxy-tool downloads: "Lightning Bolt (M10) 146.png", "Lightning Bolt (M10).jpg",
//   "Lightning Bolt.jpg";
// - one picture dropped on a card (importSingleImage).
// A double-faced card's faces are matched by face name. The pictures are copied into
// images/local/ under the SHA-256 of their bytes (stored once) and win over fetched images.
// Files that match no card, or several printings with nothing to choose between them, are
// reported, not guessed.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, relative } from 'node:path';
import type { Services } from '../services.ts';
import { imageInfo } from './image-info.ts';

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

/** Every picture file under a folder (recursively), sorted. */
function pictureFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && PICTURE_EXTENSIONS.has(extname(entry.name).toLowerCase())) found.push(path);
      if (found.length > MAX_FILES) throw new LocalImageError(`${folder} holds more than ${MAX_FILES} pictures; import a smaller folder`);
    }
  };
  walk(folder);
  return found;
}

/** Imports a folder of pictures and reports what matched. */
export function importImageFolder(services: Services, folder: string): FolderImportReport {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new LocalImageError(`${folder} is not a folder`);
  const report: FolderImportReport = { folder, matched: [], ambiguous: [], unmatched: [] };
  const matcher = new ImageMatcher(services);
  services.resolver.batch(() => {
    for (const file of pictureFiles(folder)) {
      const shown = relative(folder, file);
      const parsed = parseImageName(file);
      // Cockatrice: the folder a picture is in names its set.
      const folderSet = dirname(file) === folder ? null : basename(dirname(file)).toLowerCase();
      const match = matcher.match(parsed.name, parsed.set ?? folderSet, parsed.number, parsed.set !== null);
      if ('reason' in match) {
        report.unmatched.push({ file: shown, reason: match.reason });
        continue;
      }
      if (match.candidates.length > 1) {
        report.ambiguous.push({ file: shown, card: match.card, candidates: match.candidates });
        continue;
      }
      const printing = match.candidates[0]!;
      try {
        storeLocalImage(services, file, printing.printing_id, match.faceIndex);
      } catch (error) {
        report.unmatched.push({ file: shown, reason: (error as Error).message });
        continue;
      }
      report.matched.push({ file: shown, card: match.card, printing_id: printing.printing_id, set_code: printing.set_code, collector_number: printing.collector_number, face_index: match.faceIndex });
    }
  });
  return report;
}

/**
 * A folder the app sent as uploads (a browser cannot hand over a path): each file with its path
 * inside the folder ("M10/Lightning Bolt.full.jpg"), laid out again in a temporary folder and
 * imported like any folder.
 */
export function importUploadedFolder(services: Services, files: readonly { file: string; path: string }[]): FolderImportReport {
  const folder = mkdtempSync(join(tmpdir(), 'proxyfish-pictures-'));
  try {
    for (const { file, path } of files) {
      const parts = path.split(/[\\/]+/).filter((part) => part !== '' && part !== '.');
      if (parts.length === 0 || parts.some((part) => part === '..')) throw new LocalImageError(`"${path}" is not a path inside the folder`);
      mkdirSync(join(folder, ...parts.slice(0, -1)), { recursive: true });
      copyFileSync(file, join(folder, ...parts));
    }
    return { ...importImageFolder(services, folder), folder: 'uploaded folder' };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** One picture for one printing's face (dropped on a card, or an ambiguous file chosen). */
export function importSingleImage(services: Services, file: string, printingId: number, faceIndex = 0): { printing_id: number; face_index: number; file: string } {
  const exists = services.db.prepare('SELECT 1 FROM printings WHERE id = ?').get(printingId);
  if (!exists) throw new LocalImageError(`printing ${printingId} is not in the card database`);
  return { printing_id: printingId, face_index: faceIndex, file: storeLocalImage(services, file, printingId, faceIndex) };
}

/** Copies a checked picture into images/local/ (once per content) and links it to the face. */
function storeLocalImage(services: Services, file: string, printingId: number, faceIndex: number): string {
  const bytes = readFileSync(file);
  const info = imageInfo(bytes);
  if (!info || info.kind === 'webp') throw new LocalImageError(`${basename(file)} is not a JPEG or PNG picture`);
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${info.kind === 'png' ? 'png' : 'jpg'}`;
  const folder = join(services.paths.images, 'local');
  mkdirSync(folder, { recursive: true });
  if (!existsSync(join(folder, name))) copyFileSync(file, join(folder, name));
  services.db
    .prepare(
      `INSERT INTO local_images (printing_id, face_index, file, source, width, height) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (printing_id, face_index) DO UPDATE SET file = excluded.file, source = excluded.source, width = excluded.width, height = excluded.height`,
    )
    .run(printingId, faceIndex, name, file, info.width, info.height);
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
