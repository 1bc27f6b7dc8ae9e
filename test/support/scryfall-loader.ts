// A throwaway loader for tests and the search benchmark: streams a Scryfall bulk file
// (`.json.gz`) into CardRecords and writes them with CardWriter. The real importer (issue 3,
// item 3) replaces it; this one is minimal on purpose. The 2019 data has no `keywords` field,
// so keywords are read from the rules text (enough for keyword: searches).
import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import streamArray from 'stream-json/streamers/stream-array.js';
import type { CardFace, CardRecord } from '../../app/cards/model.ts';
import { nameOracleKey } from '../../app/cards/model.ts';
import type { Color } from '../../app/cards/mana-symbols.ts';
import { CardWriter } from '../../app/db/card-writer.ts';
import type { Db } from '../../app/db/connection.ts';

export const SCRYFALL_2019 = fileURLToPath(new URL('../../../../shared/data/scryfall-default-cards-2019.json.gz', import.meta.url));

interface ScryfallFace {
  name: string;
  mana_cost?: string;
  type_line?: string;
  oracle_text?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  colors?: Color[];
}
interface ScryfallCard extends ScryfallFace {
  id: string;
  oracle_id?: string;
  layout: string;
  cmc?: number;
  color_identity?: Color[];
  card_faces?: ScryfallFace[];
  lang: string;
  set: string;
  set_name?: string;
  collector_number?: string;
  rarity?: string;
  artist?: string;
  released_at?: string;
  flavor_text?: string;
  printed_name?: string;
  printed_type_line?: string;
  printed_text?: string;
}

const SIMPLE_KEYWORDS = [
  'flying', 'first strike', 'double strike', 'deathtouch', 'haste', 'hexproof', 'indestructible', 'lifelink', 'menace',
  'reach', 'trample', 'vigilance', 'defender', 'flash', 'prowess', 'shroud', 'fear', 'intimidate', 'flanking', 'banding',
  'kicker', 'flashback', 'madness', 'morph', 'megamorph', 'echo', 'evoke', 'convoke', 'delve', 'protection', 'equip',
  'enchant', 'aura swap', 'changeling', 'persist', 'undying', 'wither', 'infect', 'affinity', 'storm', 'cascade',
  'suspend', 'unearth', 'exalted', 'annihilator', 'buyback', 'entwine', 'dash', 'embalm', 'eternalize', 'escape',
  'mutate', 'riot', 'afflict', 'crew', 'fabricate', 'transmute', 'replicate', 'splice', 'horsemanship', 'shadow',
  'phasing', 'cumulative upkeep', 'landwalk', 'swampwalk', 'islandwalk', 'forestwalk', 'mountainwalk', 'plainswalk',
  'ninjutsu', 'bushido', 'rampage', 'provoke', 'bloodthirst', 'graft', 'dredge', 'scavenge', 'evolve', 'extort',
  'bestow', 'tribute', 'outlast', 'prowl', 'emerge', 'surge', 'awaken', 'ingest', 'improvise', 'revolt', 'afterlife',
  'spectacle', 'adapt', 'amass', 'proliferate', 'jump-start', 'mentor', 'companion',
];
const CYCLING = /\b((?:basic |artifact |snow )?[a-z'-]*cycling)(?= ?(?:\{|—))/gi;

/** Keywords as Scryfall would list them, from the rules text: every cycling kind, plus common ones. */
export function keywordsFromText(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(CYCLING)) found.add(match[1]!.toLowerCase());
  for (const rawLine of text.split('\n')) {
    const line = rawLine.replace(/\([^()]*\)/g, '').trim().toLowerCase();
    const items = line.split(/,\s*|;\s*/);
    const matched = items.map((item) => SIMPLE_KEYWORDS.find((keyword) => item === keyword || item.startsWith(`${keyword} `)));
    if (matched.every(Boolean)) matched.forEach((keyword) => found.add(keyword!));
  }
  return [...found];
}

function toFace(face: ScryfallFace, fallbackColors: Color[]): CardFace {
  return {
    name: face.name, mana_cost: face.mana_cost ?? '', type_line: face.type_line ?? '', oracle_text: face.oracle_text ?? '',
    power: face.power ?? null, toughness: face.toughness ?? null, loyalty: face.loyalty ?? null, defense: null,
    colors: face.colors ?? fallbackColors,
  };
}

function toRecord(card: ScryfallCard): CardRecord {
  const colors = card.colors ?? card.card_faces?.[0]?.colors ?? [];
  const faces = (card.card_faces ?? [card]).map((face) => toFace(face, colors));
  const front = faces[0]!;
  const oracleText = card.oracle_text ?? faces.map((face) => face.oracle_text).join('\n//\n');
  return {
    oracle_key: card.oracle_id ?? nameOracleKey(card.name), name: card.name, layout: card.layout,
    mana_cost: card.mana_cost ?? faces.map((face) => face.mana_cost).filter(Boolean).join(' // '), cmc: card.cmc ?? 0,
    type_line: card.type_line ?? front.type_line, oracle_text: oracleText, power: card.power ?? front.power,
    toughness: card.toughness ?? front.toughness, loyalty: card.loyalty ?? front.loyalty, defense: null, colors,
    color_identity: card.color_identity ?? colors, keywords: keywordsFromText(oracleText), faces, source: 'import',
    source_detail: 'scryfall', lang: 'en', localizations: [], printings: [],
  };
}

/** Streams the file, groups printings per oracle card, writes everything in one transaction. */
export async function loadScryfallFile(db: Db, file = SCRYFALL_2019): Promise<{ cards: number; printings: number }> {
  const records = new Map<string, CardRecord>();
  let printings = 0;
  const stream = createReadStream(file).pipe(createGunzip()).pipe(streamArray.withParserAsStream());
  for await (const item of stream as AsyncIterable<{ value: ScryfallCard }>) {
    const card = item.value;
    const key = card.oracle_id ?? nameOracleKey(card.name);
    let record = records.get(key);
    // The English printing carries the oracle text; a foreign one only its printed text.
    if (!record || (record.printings.every((p) => p.lang !== 'en') && card.lang === 'en')) {
      const fresh = toRecord(card);
      if (record) fresh.printings = record.printings;
      record = fresh;
      records.set(key, record);
    }
    record.printings.push({
      external_id: card.id, set_code: card.set, set_name: card.set_name ?? null, collector_number: card.collector_number ?? null,
      rarity: card.rarity ?? null, lang: card.lang, artist: card.artist ?? null, released_at: card.released_at ?? null,
      flavor_text: card.flavor_text ?? null, printed_name: card.printed_name ?? null,
      printed_type_line: card.printed_type_line ?? null, printed_text: card.printed_text ?? null, image_path: null,
    });
    printings += 1;
  }
  const writer = new CardWriter(db);
  db.transaction(() => {
    for (const record of records.values()) writer.upsert(record);
  })();
  return { cards: records.size, printings };
}
