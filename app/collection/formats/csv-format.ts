// What a collection CSV format is: the columns its tool exports, which column holds which
// field, how it spells finishes and conditions, and how to write a row back. The tool files
// (moxfield-csv.ts, …) are declarations of this shape; collection-csv.ts does the reading.

import type { CollectionRow, Condition, Finish } from './collection-row.ts';

export const COLLECTION_FORMATS = ['moxfield', 'deckbox', 'manabox', 'archidekt', 'dragonshield'] as const;
export type CollectionFormat = (typeof COLLECTION_FORMATS)[number];

/** Header names (as the tool writes them) of the columns that feed model fields. */
export interface FieldColumns {
  quantity: string;
  name: string;
  setCode?: string;
  setName?: string;
  collectorNumber?: string;
  finish?: string;
  condition?: string;
  language?: string;
  tags?: string;
  purchasePrice?: string;
  purchaseCurrency?: string;
  scryfallId?: string;
}

export interface CollectionCsvFormat {
  id: CollectionFormat;
  label: string;
  /** The header the tool exports, in its order; export writes exactly these columns. */
  columns: readonly string[];
  fields: FieldColumns;
  /** Whether this header (lower-cased, trimmed names) is this tool's. */
  matches(header: ReadonlySet<string>): boolean;
  readFinish(value: string): Finish | 'unknown';
  readCondition(value: string): Condition | undefined | 'unknown';
  /** Cells for a row, by column name; columns left out come from the row's `extra`, then `defaults`. */
  write(row: CollectionRow): Record<string, string>;
  defaults: Record<string, string>;
  /** Tool-specific reading after the common fields (e.g. Dragon Shield's "Rainbow Foil"). */
  afterRead?(row: CollectionRow, cell: (column: string) => string | undefined): void;
  quoteAll: boolean;
  /** Also quote fields matching this (Dragon Shield quotes any value with an apostrophe). */
  quoteMatch?: RegExp;
  recordDelimiter: '\n' | '\r\n';
  /** A line written before the header: Dragon Shield's `"sep=,"`. */
  preamble?: string;
}

/** Finish words most tools use; a tool file adds its own before falling back to these. */
export function readCommonFinish(value: string): Finish | 'unknown' {
  const k = value.trim().toLowerCase();
  if (k === '' || k === 'normal' || k === 'nonfoil' || k === 'non-foil' || k === 'regular' || k === 'false' || k === 'no' || k === '0') {
    return 'nonfoil';
  }
  if (k.includes('etched')) return 'etched';
  if (k.includes('foil') || k === 'true' || k === 'yes' || k === '1') return 'foil';
  return 'unknown';
}

/** "$1.50", "1,50", "€ 1,77", "1,234.50" → a number; '' → undefined; otherwise 'invalid'. */
export function readPrice(value: string): number | undefined | 'invalid' {
  let text = value.trim().replace(/^[$€£¥]\s*|\s*[$€£¥]$/g, '').replace(/^(USD|EUR|GBP)\s*/i, '').trim();
  if (text === '') return undefined;
  if (text.includes(',') && !text.includes('.')) text = text.replace(',', '.');
  else text = text.replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(text)) return 'invalid';
  return Number(text);
}

export const formatPrice = (price: number | undefined): string => (price === undefined ? '' : price.toFixed(2));

/** Tags as Moxfield, Archidekt and Deckbox hold them in one cell: comma-separated. */
export const readTags = (value: string): string[] =>
  value
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

export const writeTags = (tags: readonly string[]): string => tags.join(', ');

export const hasAll = (header: ReadonlySet<string>, ...names: string[]): boolean => names.every((name) => header.has(name));
export const hasAny = (header: ReadonlySet<string>, ...names: string[]): boolean => names.some((name) => header.has(name));
