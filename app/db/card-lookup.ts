// Finds a card by its name as a user types it: the card's name, one of its faces' names or a
// localised name, case-insensitively, and suggests near misses when nothing matches. Loads the
// whole card (faces, keywords, printings, localisations) for a detail view.
import type { Db } from './connection.ts';

export interface CardDetail {
  id: number;
  oracle_key: string;
  name: string;
  layout: string;
  mana_cost: string;
  cmc: number;
  type_line: string;
  oracle_text: string;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  defense: string | null;
  colors: string;
  color_identity: string;
  source: string;
  source_detail: string;
  lang: string;
  keywords: string[];
  faces: { name: string; mana_cost: string; type_line: string; oracle_text: string; power: string | null; toughness: string | null; loyalty: string | null; defense: string | null; colors: string }[];
  localizations: { lang: string; face_index: number; name: string; type_line: string | null; text: string | null }[];
  printings: {
    set_code: string; set_name: string | null; collector_number: string | null; rarity: string | null; lang: string;
    artist: string | null; released_at: string | null; printed_name: string | null; external_id: string | null; image_path: string | null;
  }[];
  /** How the name matched: the card's own name, a face's name or a localised name. */
  matched: 'name' | 'face' | 'localized';
}

type CardRow = Omit<CardDetail, 'keywords' | 'faces' | 'localizations' | 'printings' | 'matched'>;

const CARD_COLUMNS = `id, oracle_key, name, layout, mana_cost, cmc, type_line, oracle_text, power, toughness, loyalty, defense,
  colors, color_identity, source, source_detail, lang`;

/** Every card whose name, face name or localised name is `name` (ignoring case), best kind of match first. */
export function findCardsByName(db: Db, name: string): CardDetail[] {
  const wanted = name.trim();
  const attempts: [CardDetail['matched'], string][] = [
    ['name', `SELECT ${CARD_COLUMNS} FROM cards WHERE name = ? COLLATE NOCASE ORDER BY source, id`],
    ['face', `SELECT ${CARD_COLUMNS} FROM cards WHERE id IN (SELECT card_id FROM card_faces WHERE name = ? COLLATE NOCASE) ORDER BY id`],
    ['localized', `SELECT ${CARD_COLUMNS} FROM cards WHERE id IN (SELECT card_id FROM card_localizations WHERE name = ? COLLATE NOCASE) ORDER BY id`],
  ];
  for (const [matched, sql] of attempts) {
    const rows = db.prepare<[string], CardRow>(sql).all(wanted);
    if (rows.length > 0) return rows.map((row) => ({ ...row, ...cardParts(db, row.id), matched }));
  }
  return [];
}

function cardParts(db: Db, id: number): Pick<CardDetail, 'keywords' | 'faces' | 'localizations' | 'printings'> {
  return {
    keywords: db.prepare<[number], string>('SELECT keyword FROM card_keywords WHERE card_id = ? ORDER BY keyword').pluck().all(id),
    faces: db
      .prepare<[number], CardDetail['faces'][number]>(
        `SELECT name, mana_cost, type_line, oracle_text, power, toughness, loyalty, defense, colors
         FROM card_faces WHERE card_id = ? ORDER BY face_index`,
      )
      .all(id),
    localizations: db
      .prepare<[number], CardDetail['localizations'][number]>(
        'SELECT lang, face_index, name, type_line, text FROM card_localizations WHERE card_id = ? ORDER BY lang, face_index',
      )
      .all(id),
    printings: db
      .prepare<[number], CardDetail['printings'][number]>(
        `SELECT set_code, set_name, collector_number, rarity, lang, artist, released_at, printed_name, external_id, image_path
         FROM printings WHERE card_id = ? ORDER BY released_at, set_code, collector_number, lang`,
      )
      .all(id),
  };
}
