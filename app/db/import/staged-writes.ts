// Writes an import's cards into its staging database in batches: one savepoint per batch instead
// of one per card (the two statements of a savepoint per card were about 4 % of a Scryfall
// import). A batch the database refuses is rolled back and written again one card at a time, each
// in its own savepoint, so a card it rejects is still skipped alone and reported by name.
import Database from 'better-sqlite3';
import type { CardRecord } from '../../cards/model.ts';
import type { CardWriter, UpsertResult } from '../card-writer.ts';
import type { Db } from '../connection.ts';
import type { RecordLocation } from './types.ts';

/** Cards per savepoint: small enough that replaying a refused batch card by card costs nothing. */
const BATCH_SIZE = 64;

interface PendingCard {
  record: CardRecord;
  at: RecordLocation;
}

export interface StagedWriteEvents {
  /** A card was written (in order); its printings written, repeats in the file included. */
  written(result: UpsertResult): void;
  /** The database refused the card: nothing of it was written. */
  rejected(error: unknown, at: RecordLocation): void;
}

export class StagedWrites {
  /** Cards written in this import: their oracle data is written once, later printings only merge. */
  private readonly written = new Map<string, number>();
  private pending: PendingCard[] = [];
  private readonly writeBatch;
  private readonly writeAlone;

  constructor(
    private readonly db: Db,
    private readonly writer: CardWriter,
    private readonly events: StagedWriteEvents,
  ) {
    this.writeBatch = db.transaction((cards: PendingCard[], added: string[]): UpsertResult[] =>
      cards.map((card) => this.writeOne(card.record, added)),
    );
    this.writeAlone = db.transaction((record: CardRecord): UpsertResult => this.writeOne(record, []));
  }

  /** Queues a card; it is written with its batch, or by flush(). */
  add(record: CardRecord, at: RecordLocation): void {
    this.pending.push({ record, at });
    if (this.pending.length >= BATCH_SIZE) this.flush();
  }

  /**
   * Writes the queued cards. Called before anything that must see them (a lookup of staged cards,
   * a skip reported in record order, the end of the file).
   */
  flush(): void {
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    /** Oracle keys first written by this batch: forgotten again if the batch is rolled back. */
    const added: string[] = [];
    let results: UpsertResult[];
    try {
      results = this.writeBatch(batch, added);
    } catch (error) {
      if (!this.db.inTransaction || !isRecordError(error)) throw error;
      for (const key of added) this.written.delete(key);
      for (const card of batch) this.writeOneAlone(card);
      return;
    }
    for (const result of results) this.events.written(result);
  }

  private writeOneAlone(card: PendingCard): void {
    let result: UpsertResult;
    try {
      result = this.writeAlone(card.record);
    } catch (error) {
      // Only a card the database refuses is skipped; a full disk or an I/O error ends the import.
      if (!this.db.inTransaction || !isRecordError(error)) throw error;
      this.events.rejected(error, card.at);
      return;
    }
    this.events.written(result);
  }

  private writeOne(record: CardRecord, added: string[]): UpsertResult {
    const cardId = this.written.get(record.oracle_key);
    if (cardId !== undefined) return { card: 'updated', cardId, ...this.writer.mergePrintings(cardId, record) };
    const result = this.writer.upsert(record);
    const key = detached(record.oracle_key);
    this.written.set(key, result.cardId);
    added.push(key);
    return result;
  }
}

/**
 * True for an error that concerns one record (a constraint, a value of the wrong type), after
 * which the import can go on without it. Anything else (SQLITE_FULL, SQLITE_IOERR, a corrupt or
 * read-only file) means the transaction can no longer be trusted and ends the import.
 */
function isRecordError(error: unknown): boolean {
  if (error instanceof Database.SqliteError) return /^SQLITE_(CONSTRAINT|MISMATCH|TOOBIG|RANGE)/.test(error.code);
  return error instanceof TypeError || error instanceof RangeError;
}

/**
 * A copy of a string that shares no memory with the text it was cut from. The JSON parser's
 * strings are slices of its input chunks, so keeping one (a map key, a skip detail) would keep
 * its whole chunk alive: twenty thousand oracle ids kept the entire 127 MB file in memory.
 */
export function detached(value: string): string {
  return Buffer.from(value, 'utf8').toString('utf8');
}
