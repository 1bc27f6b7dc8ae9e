// Scryfall bulk files (oracle_cards, default_cards, all_cards): one JSON array of card objects,
// streamed element by element. Each object is one printing of an oracle card; the card writer
// merges the printings of one oracle_id into one card. Image addresses are kept (per face for
// double-faced cards) for fetching the images later, when online. Tokens, emblems and game-variant cards are stored (their layout says what they are,
// and they are worth printing as proxies); art-series cards have no rules and are skipped.
import type { CardFace, CardLocalization, CardPrinting, CardRecord, CardSource, PrintingImageUris, PrintingTraits } from '../../cards/model.ts';
import { nameOracleKey } from '../../cards/model.ts';
import { keywordsFromText } from '../../cards/keywords.ts';
import { streamJson } from './json-stream.ts';
import { cardLevelFromFaces, isRecord, safeCostColors, safeManaValue, text, toColors, unionColors } from './card-faces.ts';
import type { CardReader, ImportItem } from './types.ts';
import { readParts } from './card-parts.ts';
import { dictionary } from '../../dictionary.ts';

type Json = Record<string, unknown>;

/** Layouts with no rules text to play or print: skipped with this reason. */
const SKIPPED_LAYOUTS: Record<string, string> = dictionary({
  art_series: 'art series card (no rules text)',
});

/** Mystery Booster playtest cards (CMB1, CMB2) and every card Scryfall tags as a playtest promo. */
const PLAYTEST_SETS = new Set(['cmb1', 'cmb2']);

export const readScryfall: CardReader = async function* (input, context) {
  let index = 0;
  const keywords = keywordReader();
  for await (const element of streamJson(input, { shape: 'array', ...(context.signal ? { signal: context.signal } : {}) })) {
    index += 1;
    yield scryfallItem(element.value, index, keywords);
  }
};

/** Reads the keywords of a rules text. */
type KeywordReader = (oracleText: string) => readonly string[];

/**
 * keywordsFromText, remembering each text's answer for one file: bulk files older than
 * Scryfall's "keywords" field repeat one card's text in each of its printings (45,851 printings
 * of 20,030 cards in the 2019 file), and reading a text took 0.8 s of its import's profile.
 */
function keywordReader(): KeywordReader {
  const known = new Map<string, readonly string[]>();
  return (oracleText) => {
    let keywords = known.get(oracleText);
    if (!keywords) {
      keywords = keywordsFromText(oracleText);
      known.set(oracleText, keywords);
    }
    return keywords;
  };
}

export function scryfallItem(value: unknown, record: number, keywords: KeywordReader = keywordsFromText): ImportItem {
  if (!isRecord(value)) return { kind: 'skip', reason: 'not a JSON object', at: { record } };
  const name = text(value.name);
  const at = name ? { record, name } : { record };
  if (value.object !== 'card') return { kind: 'skip', reason: `not a card object ("object": ${JSON.stringify(value.object ?? null)})`, at };
  if (!name) return { kind: 'skip', reason: 'card without a name', at };
  const layout = text(value.layout) ?? 'normal';
  const skipReason = SKIPPED_LAYOUTS[layout];
  if (skipReason) return { kind: 'skip', reason: skipReason, at };
  const { parts, skipped } = readParts(value.all_parts, name);
  const card = scryfallCard(value, name, layout, keywords);
  // A Scryfall card names its parts or has none: [] rewrites a re-imported card's parts to none.
  card.parts = parts ?? [];
  return { kind: 'card', record: card, at, ...(skipped.length > 0 ? { skippedParts: skipped } : {}) };
}

function scryfallCard(card: Json, name: string, layout: string, keywordsOf: KeywordReader): CardRecord {
  const rawFaces = Array.isArray(card.card_faces) ? card.card_faces.filter(isRecord) : [];
  const cardColors = Array.isArray(card.colors) ? toColors(card.colors) : null;
  const faces: CardFace[] = rawFaces.length > 0 ? rawFaces.map((face) => faceOf(face, layout, cardColors)) : [faceOf(card, layout, cardColors)];
  const level = cardLevelFromFaces(layout, faces);
  const colors = cardColors ?? unionColors(faces.map((face) => face.colors));
  const mana_cost = text(card.mana_cost) ?? level.mana_cost;
  const lang = text(card.lang) ?? 'en';
  const oracleId = text(card.oracle_id) ?? (rawFaces[0] ? text(rawFaces[0].oracle_id) : null);
  const source: CardSource = isPlaytest(card) ? 'playtest' : 'import';
  const keywords = Array.isArray(card.keywords)
    ? card.keywords.filter((keyword): keyword is string => typeof keyword === 'string')
    : [...new Set(faces.flatMap((face) => keywordsOf(face.oracle_text)))];
  return {
    oracle_key: oracleId ?? nameOracleKey(name, source),
    name,
    layout,
    mana_cost,
    cmc: typeof card.cmc === 'number' ? card.cmc : safeManaValue(mana_cost.split(' // ')[0] ?? ''),
    type_line: text(card.type_line) ?? level.type_line,
    oracle_text: text(card.oracle_text) ?? level.oracle_text,
    power: text(card.power) ?? level.power,
    toughness: text(card.toughness) ?? level.toughness,
    loyalty: text(card.loyalty) ?? level.loyalty,
    defense: text(card.defense) ?? level.defense,
    colors,
    color_identity: Array.isArray(card.color_identity) ? toColors(card.color_identity) : colors,
    keywords,
    faces,
    source,
    source_detail: 'scryfall',
    lang: 'en',
    localizations: lang !== 'en' && rawFaces.length > 1 ? faceLocalizations(rawFaces, lang) : [],
    printings: [printingOf(card, rawFaces, lang)],
  };
}

function faceOf(face: Json, layout: string, cardColors: ReturnType<typeof toColors> | null): CardFace {
  const mana_cost = text(face.mana_cost) ?? '';
  let colors = Array.isArray(face.colors) ? toColors(face.colors) : null;
  if (!colors && Array.isArray(face.color_indicator)) colors = toColors(face.color_indicator);
  // A flipped half has no cost of its own; it keeps the colour of the card.
  if (!colors) colors = mana_cost === '' && layout === 'flip' && cardColors ? cardColors : safeCostColors(mana_cost);
  return {
    name: text(face.name) ?? '',
    mana_cost,
    type_line: text(face.type_line) ?? '',
    oracle_text: text(face.oracle_text) ?? '',
    power: text(face.power),
    toughness: text(face.toughness),
    loyalty: text(face.loyalty),
    defense: text(face.defense),
    colors,
  };
}

function isPlaytest(card: Json): boolean {
  const promoTypes = Array.isArray(card.promo_types) ? card.promo_types : [];
  return promoTypes.includes('playtest') || PLAYTEST_SETS.has(String(card.set ?? '').toLowerCase());
}

/** The printed name, type line and text of each face of a non-English multi-face printing. */
function faceLocalizations(faces: Json[], lang: string): CardLocalization[] {
  const localizations: CardLocalization[] = [];
  faces.forEach((face, face_index) => {
    const name = text(face.printed_name);
    if (name) localizations.push({ lang, face_index, name, type_line: text(face.printed_type_line), text: text(face.printed_text) });
  });
  return localizations;
}

function joinFaces(faces: Json[], key: string, separator: string): string | null {
  const values = faces.map((face) => text(face[key]));
  return values.some((value) => value !== null) ? values.map((value) => value ?? '').join(separator) : null;
}

function printingOf(card: Json, faces: Json[], lang: string): CardPrinting {
  return {
    external_id: text(card.id),
    set_code: (text(card.set) ?? '').toLowerCase(),
    set_name: text(card.set_name),
    collector_number: text(card.collector_number),
    rarity: text(card.rarity),
    lang,
    artist: text(card.artist) ?? joinFaces(faces, 'artist', ' & '),
    released_at: text(card.released_at),
    flavor_text: text(card.flavor_text) ?? joinFaces(faces, 'flavor_text', '\n//\n'),
    printed_name: text(card.printed_name) ?? joinFaces(faces, 'printed_name', ' // '),
    printed_type_line: text(card.printed_type_line) ?? joinFaces(faces, 'printed_type_line', ' // '),
    printed_text: text(card.printed_text) ?? joinFaces(faces, 'printed_text', '\n//\n'),
    image_path: null,
    images: imageUrisOf(card, faces),
    traits: traitsOf(card),
  };
}

/** The card's own image_uris, else each face's (double-faced cards have one image per face). */
function imageUrisOf(card: Json, faces: Json[]): PrintingImageUris[] {
  if (isRecord(card.image_uris)) return imageUris(card.image_uris, 0);
  return faces.flatMap((face, index) => imageUris(face.image_uris, index));
}

/** One image_uris object, when it names an image (a module function: it runs for every printing). */
function imageUris(value: unknown, face_index: number): PrintingImageUris[] {
  if (!isRecord(value)) return [];
  const entry = { face_index, normal: text(value.normal), large: text(value.large), png: text(value.png) };
  return entry.normal || entry.large || entry.png ? [entry] : [];
}

function traitsOf(card: Json): PrintingTraits {
  const games = Array.isArray(card.games) ? card.games : null;
  return {
    digital: card.digital === true,
    paper: games ? games.includes('paper') : card.digital !== true,
    oversized: card.oversized === true,
    promo: card.promo === true,
    border_color: text(card.border_color),
    set_type: text(card.set_type),
    image_status: text(card.image_status),
  };
}
