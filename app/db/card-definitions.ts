// The card database as the engine sees it: a card's rules-relevant fields by exact name, for
// scenarios and goldfish games that name cards they do not define themselves.
import type { CardDefinition, CardLookup } from '../engine/state/card-definition.ts';
import { fieldColumns, fieldsFromRow, type StoredFields } from '../cards/model.ts';
import type { Db } from './connection.ts';

/** The card fields the rules engine reads (CardDefinition); see CARD_FIELDS in cards/model.ts. */
export const DEFINITION_FIELDS = ['name', 'mana_cost', 'type_line', 'oracle_text', 'power', 'toughness', 'loyalty', 'colors'] as const satisfies readonly (keyof CardDefinition)[];
type DefinitionRow = StoredFields<(typeof DEFINITION_FIELDS)[number]>;

export function rowToDefinition(row: DefinitionRow): CardDefinition {
  return fieldsFromRow(row, DEFINITION_FIELDS);
}

/** Looks cards up by exact name (any case); a real card wins over a custom card of the same name. */
export function cardDefinitionLookup(db: Db): CardLookup {
  const byName = db.prepare<[string], DefinitionRow>(
    `SELECT ${fieldColumns(DEFINITION_FIELDS)} FROM cards
     WHERE name = ? COLLATE NOCASE ORDER BY (source = 'custom'), id LIMIT 1`,
  );
  return (name) => {
    const row = byName.get(name);
    return row ? rowToDefinition(row) : undefined;
  };
}

/** A card's definition for the rules engine with its layout ("normal", "split", …). */
export interface CardDefinitionWithLayout {
  id: number;
  layout: string;
  definition: CardDefinition;
}

/**
 * Every card of the database (or the cards with these ids), one at a time in name order, for
 * reports over 20,000 cards without holding their rows twice.
 */
export function* cardDefinitions(db: Db, ids?: readonly number[]): Generator<CardDefinitionWithLayout> {
  const columns = `id, layout, ${fieldColumns(DEFINITION_FIELDS)}`;
  const rows =
    ids === undefined
      ? db.prepare<[], DefinitionRow & { id: number; layout: string }>(`SELECT ${columns} FROM cards ORDER BY name COLLATE NOCASE, id`).iterate()
      : db
          .prepare<[string], DefinitionRow & { id: number; layout: string }>(`SELECT ${columns} FROM cards WHERE id IN (SELECT value FROM json_each(?)) ORDER BY name COLLATE NOCASE, id`)
          .iterate(JSON.stringify(ids));
  for (const { id, layout, ...row } of rows) yield { id, layout, definition: rowToDefinition(row) };
}
