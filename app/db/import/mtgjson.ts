// MTGJSON v5 files. AtomicCards: card name → array of faces, oracle data only (no printings).
// AllPrintings: set code → set object whose "cards" (and "tokens") list one object per face of
// each printing; the faces of one printing share a Scryfall id (or a collector number and name).
// Both carry "foreignData": each language's name, type line and text, stored as localisations.
// Cards are keyed by identifiers.scryfallOracleId so they merge with Scryfall imports.
import type { CardFace, CardLocalization, CardPrinting, CardRecord, CardSource } from '../../cards/model.ts';
import { nameOracleKey } from '../../cards/model.ts';
import { keywordsFromText } from '../../cards/keywords.ts';
import { cardLevelFromFaces, isRecord, safeManaValue, text, toColors, unionColors } from './card-faces.ts';
import { streamJson } from './json-stream.ts';
import { languageCode } from './languages.ts';
import type { CardReader, ImportItem, ReaderContext } from './types.ts';

type Json = Record<string, unknown>;

const PLAYTEST_SETS = new Set(['CMB1', 'CMB2']);

export function readMtgjsonAtomic(wrapped: boolean): CardReader {
  return async function* (input, context) {
    let record = 0;
    const options = { shape: 'object' as const, data: wrapped, ...(context.signal ? { signal: context.signal } : {}) };
    for await (const { key, value } of streamJson(input, options)) {
      record += 1;
      const name = String(key);
      const at = { record, name };
      const faces = Array.isArray(value) ? value.filter(isRecord) : [];
      if (faces.length === 0) {
        yield { kind: 'skip', reason: 'card entry is not a list of faces', at };
        continue;
      }
      yield { kind: 'card', record: mtgjsonCard(name, faces, context, null), at };
    }
  };
}

export function readMtgjsonAllPrintings(wrapped: boolean): CardReader {
  return async function* (input, context) {
    let record = 0;
    const options = { shape: 'object' as const, data: wrapped, ...(context.signal ? { signal: context.signal } : {}) };
    for await (const { key, value } of streamJson(input, options)) {
      if (!isRecord(value) || !Array.isArray(value.cards)) {
        record += 1;
        yield { kind: 'skip', reason: 'set without a "cards" list', at: { record, name: String(key) } };
        continue;
      }
      const set: SetInfo = {
        code: (text(value.code) ?? String(key)).toLowerCase(),
        name: text(value.name),
        releaseDate: text(value.releaseDate),
        type: text(value.type),
      };
      const cards = [...value.cards, ...(Array.isArray(value.tokens) ? value.tokens : [])];
      for (const group of groupPrintings(cards)) {
        record += 1;
        yield printingItem(group, set, record, context);
      }
    }
  };
}

interface SetInfo {
  code: string;
  name: string | null;
  releaseDate: string | null;
  type: string | null;
}

/** Groups the face objects of each printing, keeping file order. */
function groupPrintings(cards: unknown[]): unknown[][] {
  const groups = new Map<string, unknown[]>();
  let anonymous = 0;
  for (const card of cards) {
    let key: string;
    if (isRecord(card)) {
      const identifiers = isRecord(card.identifiers) ? card.identifiers : {};
      key = text(identifiers.scryfallId) ?? `${text(card.number) ?? ''}|${text(card.name) ?? ''}|${text(card.language) ?? ''}`;
    } else {
      key = `#${(anonymous += 1)}`;
    }
    const group = groups.get(key);
    if (group) group.push(card);
    else groups.set(key, [card]);
  }
  return [...groups.values()];
}

function printingItem(group: unknown[], set: SetInfo, record: number, context: ReaderContext): ImportItem {
  const faces = group.filter(isRecord);
  const first = faces[0];
  const name = first ? text(first.name) : null;
  const at = name ? { record, name } : { record };
  if (!first || faces.length !== group.length) return { kind: 'skip', reason: 'card is not a JSON object', at };
  if (!name) return { kind: 'skip', reason: 'card without a name', at };
  faces.sort((a, b) => String(a.side ?? '').localeCompare(String(b.side ?? '')));
  return { kind: 'card', record: mtgjsonCard(name, faces, context, set), at };
}

function mtgjsonCard(name: string, rawFaces: Json[], context: ReaderContext, set: SetInfo | null): CardRecord {
  const first = rawFaces[0]!;
  const layout = text(first.layout) ?? 'normal';
  const multiFace = rawFaces.length > 1 || text(first.faceName) !== null;
  const faces: CardFace[] = rawFaces.map((face) => ({
    name: (multiFace ? text(face.faceName) : null) ?? text(face.name) ?? name,
    mana_cost: text(face.manaCost) ?? '',
    type_line: text(face.type) ?? '',
    oracle_text: text(face.text) ?? '',
    power: text(face.power),
    toughness: text(face.toughness),
    loyalty: text(face.loyalty),
    defense: text(face.defense),
    colors: toColors(face.colors),
  }));
  const level = cardLevelFromFaces(layout, faces);
  const source: CardSource = isPlaytest(rawFaces, set) ? 'playtest' : 'import';
  const identifiers = isRecord(first.identifiers) ? first.identifiers : {};
  const oracleKey = text(identifiers.scryfallOracleId) ?? context.existingOracleKey(name, source) ?? nameOracleKey(name, source);
  const listedKeywords = rawFaces.flatMap((face) => (Array.isArray(face.keywords) ? face.keywords.filter((k): k is string => typeof k === 'string') : []));
  const hasKeywordLists = rawFaces.some((face) => Array.isArray(face.keywords));
  const manaValue = typeof first.manaValue === 'number' ? first.manaValue : first.convertedManaCost;
  return {
    oracle_key: oracleKey,
    name,
    layout,
    ...level,
    cmc: typeof manaValue === 'number' ? manaValue : safeManaValue(faces[0]!.mana_cost),
    colors: unionColors(faces.map((face) => face.colors)),
    color_identity: toColors(first.colorIdentity),
    keywords: [...new Set(hasKeywordLists ? listedKeywords : faces.flatMap((face) => keywordsFromText(face.oracle_text)))],
    faces,
    source,
    source_detail: 'mtgjson',
    lang: 'en',
    localizations: foreignLocalizations(rawFaces, multiFace),
    printings: set ? [printingOf(rawFaces, set)] : [],
  };
}

function isPlaytest(faces: Json[], set: SetInfo | null): boolean {
  const first = faces[0]!;
  const promoTypes = Array.isArray(first.promoTypes) ? first.promoTypes : [];
  if (promoTypes.includes('playtest')) return true;
  if (set) return PLAYTEST_SETS.has(set.code.toUpperCase());
  // AtomicCards lists the sets a card was printed in: playtest when those are all playtest sets.
  const printings = Array.isArray(first.printings) ? first.printings : [];
  return printings.length > 0 && printings.every((code) => PLAYTEST_SETS.has(String(code).toUpperCase()));
}

/** Each face's foreignData entries; the last entry per language and face wins. */
function foreignLocalizations(faces: Json[], multiFace: boolean): CardLocalization[] {
  const byKey = new Map<string, CardLocalization>();
  faces.forEach((face, face_index) => {
    if (!Array.isArray(face.foreignData)) return;
    for (const entry of face.foreignData) {
      if (!isRecord(entry)) continue;
      const language = text(entry.language);
      const name = (multiFace ? text(entry.faceName) : null) ?? text(entry.name);
      if (!language || !name) continue;
      const lang = languageCode(language);
      if (lang === 'en') continue;
      byKey.set(`${lang}|${face_index}`, { lang, face_index, name, type_line: text(entry.type), text: text(entry.text) });
    }
  });
  return [...byKey.values()];
}

function printingOf(faces: Json[], set: SetInfo): CardPrinting {
  const first = faces[0]!;
  const identifiers = isRecord(first.identifiers) ? first.identifiers : {};
  const distinct = (key: string, separator: string) => {
    const values = [...new Set(faces.map((face) => text(face[key])).filter((value): value is string => value !== null))];
    return values.length > 0 ? values.join(separator) : null;
  };
  const lang = languageCode(text(first.language) ?? 'English');
  return {
    external_id: text(identifiers.scryfallId) ?? text(first.uuid),
    set_code: set.code,
    set_name: set.name,
    collector_number: text(first.number),
    rarity: text(first.rarity),
    lang,
    artist: distinct('artist', ' & '),
    released_at: text(first.originalReleaseDate) ?? set.releaseDate,
    flavor_text: distinct('flavorText', '\n//\n'),
    printed_name: lang === 'en' ? null : text(first.printedName),
    printed_type_line: lang === 'en' ? null : text(first.printedType),
    printed_text: lang === 'en' ? null : text(first.printedText),
    image_path: null,
  };
}
