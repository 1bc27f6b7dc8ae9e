// The public face of the format layer: decklists and collection CSVs in and out, and the
// name helpers that need no database. Everything here is pure (no file system, no SQLite).

export type { DeckEntry, DeckList, DeckSection } from './deck-list.ts';
export { DECK_SECTIONS, countCards, emptyDeck } from './deck-list.ts';
export type { DeckFormat, ParseDeckOptions, ParsedDeck } from './deck-formats.ts';
export {
  DECK_FORMATS,
  DECK_FORMAT_EXTENSIONS,
  DECK_FORMAT_KEEPS,
  DECK_FORMAT_LABELS,
  DECK_FORMAT_SECTIONS,
  detectDeckFormat,
  isDeckFormat,
  MAX_DECK_CARDS,
  MAX_DECK_LINES,
  parseDeck,
  serializeDeck,
} from './deck-formats.ts';

export type { CollectionRow, Condition, Finish } from './collection-row.ts';
export { CONDITIONS, FINISHES } from './collection-row.ts';
export type { CollectionFormat } from './csv-format.ts';
export { COLLECTION_FORMATS } from './csv-format.ts';
export type { CollectionCsvInput, ParseCollectionOptions, ParsedCollection } from './collection-csv.ts';
export {
  COLLECTION_CSV_FORMATS,
  detectCollectionFormat,
  isCollectionFormat,
  parseCollectionCsv,
  serializeCollectionCsv,
} from './collection-csv.ts';
export { LANGUAGE_NAMES } from './languages.ts';

export type { FormatProblem, ProblemSeverity } from './format-problem.ts';
export { FormatError } from './format-problem.ts';

export { cardNameKeys, frontFace, normaliseCardName } from './card-names.ts';
export type { NameSuggestion, SuggestOptions } from './name-suggester.ts';
export { NameSuggester, editDistance } from './name-suggester.ts';
