// What every importer shares: the formats it knows, the records a format reader yields, the
// progress it reports and the summary it ends with.
import type { CardRecord, CardSource } from '../../cards/model.ts';

/** The formats a user can name (`--format`). */
export const IMPORT_FORMATS = ['scryfall', 'mtgjson', 'cockatrice'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** A format with its variant, as detected or as chosen. */
export type ImportVariant = 'scryfall' | 'mtgjson-atomic' | 'mtgjson-allprintings' | 'cockatrice';

/** Where a record sits in its file, for skip reasons the user can look up. */
export interface RecordLocation {
  /** 1-based number of the record (array element, MTGJSON card entry, Cockatrice <card>). */
  record: number;
  /** 1-based line where the record starts, where the reader knows it (Cockatrice XML). */
  line?: number;
  /** The card's name, when the record has one. */
  name?: string;
}

export type ImportItem =
  /** `skippedParts`: why each malformed related-part (all_parts) entry of the card was left out. */
  | { kind: 'card'; record: CardRecord; at: RecordLocation; skippedParts?: string[] }
  | { kind: 'skip'; reason: string; at: RecordLocation };

/** What a format reader may ask the driver while it reads. */
export interface ReaderContext {
  signal?: AbortSignal;
  /** The oracle key of a card already stored under this name, so name-keyed formats merge into it. */
  existingOracleKey(name: string, source: CardSource): string | undefined;
}

/** A format reader: decompressed bytes in, cards and skips out, in file order. */
export type CardReader = (input: NodeJS.ReadableStream, context: ReaderContext) => AsyncIterable<ImportItem>;

export interface ImportProgress {
  /** 'reading': the file is read into staging; 'saving': the staged cards are merged into the card database. */
  phase: 'reading' | 'saving';
  /** Bytes of the file read so far (compressed bytes for .gz) and the file's size. */
  bytesRead: number;
  bytesTotal: number;
  /** Records read so far (cards and skips). */
  records: number;
}

export interface SkippedRecord extends RecordLocation {
  reason: string;
}

export interface ImportSummary {
  file: string;
  format: ImportVariant;
  records: number;
  /** Oracle cards: new ones, and ones that were already stored and were rewritten. */
  cards: { added: number; updated: number };
  printings: { added: number; updated: number };
  skipped: {
    count: number;
    /** How many records were skipped for each reason. */
    byReason: Record<string, number>;
    /** The first skipped records with their place in the file (at most MAX_SKIP_DETAILS). */
    details: SkippedRecord[];
  };
  /**
   * Related-part entries (Scryfall's all_parts) left out because they were malformed; their card
   * was imported without them. `details` as for skipped records.
   */
  skippedParts: { count: number; details: SkippedRecord[] };
  durationMs: number;
  /**
   * Of that, how long the card store was locked while the staged cards were merged into it; the
   * rest of the time the import wrote only its own staging file.
   */
  mergeMs: number;
}

export const MAX_SKIP_DETAILS = 200;

/** A problem with the file or the request that the user can fix; the message says what. */
export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}
