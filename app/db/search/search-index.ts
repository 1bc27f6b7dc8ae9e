// Keeps the search documents (`card_search_text` and its FTS5 index `card_search`, see
// migration 003) in step with the card store. Triggers record changed cards in
// `card_search_dirty`; refresh() rebuilds just those, or everything at once after a big import.
// One document per card and language, doc_id = card_id * 64 + slot (0 = the card's own text).
import type { Db } from '../connection.ts';
import { normalizeText } from './parser.ts';

export const SLOTS_PER_CARD = 64;

interface CardRow {
  id: number;
  name: string;
  type_line: string;
  oracle_text: string;
}
interface FaceRow {
  card_id: number;
  name: string;
  type_line: string;
  oracle_text: string;
}
interface LocalizationRow {
  card_id: number;
  lang: string;
  name: string;
  type_line: string | null;
  text: string | null;
}

interface SearchDocument {
  name: string;
  type_line: string;
  oracle: string;
  oracle_tilde: string;
  full_oracle: string;
  /** 1 when the rules text names the card itself (`o:~`). */
  self_named: number;
}

const BATCH = 2000;

export class SearchIndex {
  private readonly hasDirty;
  private readonly dirtyIds;
  private readonly countCards;
  private readonly allIds;
  private readonly clearDirty;
  private readonly unindexRange;
  private readonly deleteRange;
  private readonly insertText;
  private readonly indexDocument;
  private readonly cards;
  private readonly faces;
  private readonly localizations;

  constructor(private readonly db: Db) {
    this.hasDirty = db.prepare('SELECT EXISTS (SELECT 1 FROM card_search_dirty)').pluck();
    this.dirtyIds = db.prepare<[], number>('SELECT card_id FROM card_search_dirty ORDER BY card_id').pluck();
    this.countCards = db.prepare<[], number>('SELECT count(*) FROM cards').pluck();
    this.allIds = db.prepare<[], number>('SELECT id FROM cards ORDER BY id').pluck();
    this.clearDirty = db.prepare('DELETE FROM card_search_dirty WHERE card_id <= ?');
    // An external-content FTS5 index forgets a document only when told its old text.
    this.unindexRange = db.prepare(`INSERT INTO card_search (card_search, rowid, name, full_oracle)
      SELECT 'delete', doc_id, name, full_oracle FROM card_search_text WHERE doc_id >= ? AND doc_id < ?`);
    this.deleteRange = db.prepare('DELETE FROM card_search_text WHERE doc_id >= ? AND doc_id < ?');
    // Bound by position: bound by name (an object per document) the documents of a full rebuild took 1.27 s, not 1.03 s.
    this.insertText = db.prepare<[number, string, string, string, string, string, string, number]>(`INSERT INTO card_search_text
      (doc_id, lang, name, type_line, oracle, oracle_tilde, full_oracle, self_named) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    this.indexDocument = db.prepare<[number, string, string]>('INSERT INTO card_search (rowid, name, full_oracle) VALUES (?, ?, ?)');
    const inBatch = 'IN (SELECT value FROM json_each(?))';
    this.cards = db.prepare<[string], CardRow>(`SELECT id, name, type_line, oracle_text FROM cards WHERE id ${inBatch}`);
    this.faces = db.prepare<[string], FaceRow>(
      `SELECT card_id, name, type_line, oracle_text FROM card_faces WHERE card_id ${inBatch} ORDER BY card_id, face_index`,
    );
    this.localizations = db.prepare<[string], LocalizationRow>(
      `SELECT card_id, lang, name, type_line, text FROM card_localizations WHERE card_id ${inBatch} ORDER BY card_id, lang, face_index`,
    );
  }

  /** True when some cards changed since the last refresh. */
  isStale(): boolean {
    return this.hasDirty.get() === 1;
  }

  /** Rebuilds the documents of every changed card; returns how many cards it looked at. */
  refresh(): number {
    if (!this.isStale()) return 0;
    return this.db.transaction(() => {
      const dirty = this.dirtyIds.all();
      // After a big import, rebuilding the whole FTS index in one go is much faster. Whole means
      // whole: every card's documents are written again, the untouched ones too, or they would
      // vanish from name and text search.
      if (dirty.length > this.countCards.get()! / 2) {
        this.rebuildAll();
      } else {
        for (let start = 0; start < dirty.length; start += BATCH) this.rebuild(dirty.slice(start, start + BATCH), true);
        this.clearDirty.run(dirty.at(-1));
      }
      return dirty.length;
    }).immediate();
  }

  /** Writes every card's documents and the whole FTS index from scratch, whatever changed. */
  rebuildAll(): void {
    this.db.transaction(() => {
      const ids = this.allIds.all();
      this.db.exec('DELETE FROM card_search_text');
      for (let start = 0; start < ids.length; start += BATCH) this.rebuild(ids.slice(start, start + BATCH), false);
      this.db.exec(`INSERT INTO card_search (card_search) VALUES ('rebuild')`);
      this.db.exec('DELETE FROM card_search_dirty');
    }).immediate();
  }

  private rebuild(ids: number[], indexEach: boolean): void {
    const json = JSON.stringify(ids);
    const faces = groupBy(this.faces.all(json));
    const localizations = groupBy(this.localizations.all(json));
    if (indexEach) {
      for (const id of ids) {
        this.unindexRange.run(id * SLOTS_PER_CARD, (id + 1) * SLOTS_PER_CARD);
        this.deleteRange.run(id * SLOTS_PER_CARD, (id + 1) * SLOTS_PER_CARD);
      }
    }
    const insert = (cardId: number, slot: number, lang: string, doc: SearchDocument) => {
      const docId = cardId * SLOTS_PER_CARD + slot;
      this.insertText.run(docId, lang, doc.name, doc.type_line, doc.oracle, doc.oracle_tilde, doc.full_oracle, doc.self_named);
      if (indexEach) this.indexDocument.run(docId, doc.name, doc.full_oracle);
    };
    for (const card of this.cards.all(json)) {
      const cardFaces = faces.get(card.id) ?? [];
      const names = unique([card.name, ...cardFaces.map((face) => face.name)]);
      const texts = combinedTexts(card.oracle_text, cardFaces.map((face) => face.oracle_text));
      const types = card.type_line || cardFaces.map((face) => face.type_line).join(' // ');
      insert(card.id, 0, '', document(names, types, texts));

      const byLanguage = new Map<string, LocalizationRow[]>();
      for (const row of localizations.get(card.id) ?? []) byLanguage.set(row.lang, [...(byLanguage.get(row.lang) ?? []), row]);
      let slot = 1;
      for (const [lang, rows] of byLanguage) {
        if (slot >= SLOTS_PER_CARD) break;
        const localizedNames = unique(rows.map((row) => row.name));
        const localizedTypes = rows.map((row) => row.type_line ?? '').filter(Boolean).join(' // ');
        const localizedTexts = rows.map((row) => row.text ?? '').filter(Boolean).join('\n');
        insert(card.id, slot, lang, document(localizedNames, localizedTypes, localizedTexts));
        slot += 1;
      }
    }
  }
}

function groupBy<Row extends { card_id: number }>(rows: Row[]): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.card_id);
    if (group) group.push(row);
    else groups.set(row.card_id, [row]);
  }
  return groups;
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))];
}

/** The card's text plus any face text it does not already contain (importers differ here). */
function combinedTexts(cardText: string, faceTexts: string[]): string {
  const parts = cardText ? [cardText] : [];
  for (const text of faceTexts) if (text && !parts.some((part) => part.includes(text))) parts.push(text);
  return parts.join('\n');
}

/** Reminder text is the parenthesised part of rules text (CR 207.2); o: ignores it. */
function withoutReminders(text: string): string {
  return text.replace(/\([^()]*\)/g, '').replace(/[ \t]+\n/g, '\n');
}

/** The rules text with the card's own names replaced by "~", longest name first. */
function withTilde(text: string, names: string[]): string {
  let result = text;
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    if (name.length >= 2) result = result.split(name).join('~');
  }
  return result;
}

function document(names: string[], typeLine: string, text: string): SearchDocument {
  const oracle = withoutReminders(text);
  // Split cards name every face ("Fire // Ice"); their texts say "Fire", "Ice".
  const nameParts = unique(names.flatMap((name) => [name, ...name.split(' // ')]));
  const oracleTilde = normalizeText(withTilde(oracle, nameParts));
  return {
    self_named: oracleTilde.includes('~') ? 1 : 0,
    // " | " keeps a phrase from matching across two names.
    name: names.map(normalizeText).join(' | '),
    type_line: normalizeText(typeLine),
    oracle: normalizeText(oracle),
    oracle_tilde: oracleTilde,
    full_oracle: normalizeText(text),
  };
}
