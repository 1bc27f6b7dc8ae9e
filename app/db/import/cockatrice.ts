// Cockatrice card databases (cards.xml), schema versions 3 and 4, and custom-set files in the
// same format. v3 keeps a card's fields as direct children of <card> (<manacost>, <type>, <pt>,
// one <color> per colour); v4 moves them into <prop> (with <layout>, <side>, <maintype>,
// <colors>). Both are read leniently from either place.
//
// Decisions: a card from a set whose <settype> says "Custom", or from a set the file does not
// declare, is a custom card (source 'custom') unless it also has an official printing. Cards of
// Cockatrice's token file (<token>1</token>) are skipped with a reason. A v4 transforming card's
// back face (<side>back</side>) is joined to its front (the front's <related attach="transform">)
// into one two-faced card named "Front // Back", as Scryfall names it.
import { XMLParser } from 'fast-xml-parser';
import type { CardFace, CardPrinting, CardRecord, CardSource } from '../../cards/model.ts';
import { nameOracleKey } from '../../cards/model.ts';
import { keywordsFromText } from '../../cards/keywords.ts';
import { parseManaCost, type Color } from '../../cards/mana-symbols.ts';
import { cardLevelFromFaces, isRecord, safeCostColors, safeManaValue, toColors, unionColors } from './card-faces.ts';
import type { CardReader, ImportItem, ReaderContext, RecordLocation } from './types.ts';
import { ImportError } from './types.ts';
import { splitXmlElements } from './xml-elements.ts';

type Xml = Record<string, unknown>;

interface SetInfo {
  longName: string | null;
  releaseDate: string | null;
  custom: boolean;
  playtest: boolean;
}

/** A card read from the file, before it becomes a record (a back face waits for its front). */
interface ParsedCard {
  at: RecordLocation;
  name: string;
  layout: string | null;
  side: string | null;
  transformsInto: string | null;
  face: CardFace;
  cmc: number | null;
  colorIdentity: Color[] | null;
  printings: CardPrinting[];
  source: CardSource;
  /** The face split of a split/adventure card ("Fire // Ice"). */
  faces: CardFace[];
}

const PLAYTEST_SETS = new Set(['CMB1', 'CMB2']);
const CARD_PATH = 'cockatrice_carddatabase/cards/card';
const SET_PATH = 'cockatrice_carddatabase/sets/set';

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: true,
  isArray: (name) => ['set', 'color', 'related', 'reverse-related', 'prop'].includes(name),
});

export const readCockatrice: CardReader = async function* (input, context) {
  const sets = new Map<string, SetInfo>();
  const fronts: ParsedCard[] = [];
  const backs = new Map<string, ParsedCard>();
  let record = 0;
  for await (const piece of splitXmlElements(input, [SET_PATH, CARD_PATH])) {
    if (context.signal?.aborted) return;
    if (piece.kind === 'root') {
      const version = piece.attributes.version;
      if (version && !['3', '4'].includes(version)) {
        throw new ImportError(`Cockatrice card database version ${version} is not supported (versions 3 and 4 are)`);
      }
      continue;
    }
    const parsed = xml.parse(piece.xml) as Xml;
    if (piece.path === SET_PATH) {
      readSet(parsed.set, sets);
      continue;
    }
    record += 1;
    const item = readCard(parsed.card, { record, line: piece.line }, sets);
    if ('kind' in item) {
      yield item;
    } else if (item.side === 'back') {
      backs.set(item.name.toLowerCase(), item);
    } else if (item.transformsInto) {
      fronts.push(item);
    } else {
      yield { kind: 'card', record: toRecord([item], context), at: item.at };
    }
  }
  // Join each transforming front with its back face; what finds no partner stays on its own.
  for (const front of fronts) {
    const back = backs.get(front.transformsInto!.toLowerCase());
    if (back && front.layout !== 'meld') backs.delete(back.name.toLowerCase());
    const parts = back && front.layout !== 'meld' ? [front, back] : [front];
    yield { kind: 'card', record: toRecord(parts, context), at: front.at };
  }
  for (const back of backs.values()) yield { kind: 'card', record: toRecord([back], context), at: back.at };
};

function readSet(value: unknown, sets: Map<string, SetInfo>): void {
  const set = (Array.isArray(value) ? value[0] : value) as unknown;
  if (!isRecord(set)) return;
  const code = field(set, 'name');
  if (!code) return;
  const type = field(set, 'settype') ?? '';
  sets.set(code.toUpperCase(), {
    longName: field(set, 'longname'),
    releaseDate: field(set, 'releasedate'),
    custom: /custom/i.test(type),
    playtest: PLAYTEST_SETS.has(code.toUpperCase()),
  });
}

/** A child element's text ("<name>x</name>" or "<name attr="…">x</name>"), or null. */
function field(element: Xml, key: string): string | null {
  const value = element[key];
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first;
  if (typeof first === 'number') return String(first);
  if (isRecord(first) && typeof first['#text'] === 'string') return first['#text'];
  return null;
}

function readCard(value: unknown, at: RecordLocation, sets: Map<string, SetInfo>): ParsedCard | ImportItem {
  if (!isRecord(value)) return { kind: 'skip', reason: 'empty <card> element', at };
  const name = field(value, 'name');
  if (!name) return { kind: 'skip', reason: '<card> without a <name>', at };
  const located = { ...at, name };
  if (field(value, 'token') === '1') return { kind: 'skip', reason: "token from Cockatrice's token file (tokens.xml is not imported)", at: located };
  const prop = Array.isArray(value.prop) && isRecord(value.prop[0]) ? (value.prop[0] as Xml) : {};
  const get = (key: string) => field(prop, key) ?? field(value, key);

  const mana_cost = cockatriceCost(get('manacost') ?? '');
  const pt = get('pt');
  const slash = pt ? pt.indexOf('/') : -1;
  const colorText = get('colors') ?? (Array.isArray(value.color) ? value.color.map(String).join('') : '');
  const colors = colorText ? toColors([...colorText.toUpperCase()]) : safeCostColors(mana_cost);
  const face: CardFace = {
    name,
    mana_cost,
    type_line: get('type') ?? '',
    oracle_text: field(value, 'text') ?? '',
    power: pt && slash >= 0 ? pt.slice(0, slash) : pt,
    toughness: pt && slash >= 0 ? pt.slice(slash + 1) : null,
    loyalty: get('loyalty'),
    defense: get('defense') ?? get('battle'),
    colors,
  };
  const layout = get('layout') ?? (name.includes(' // ') ? 'split' : null);
  const related = [...(Array.isArray(value.related) ? value.related : [])];
  const transform = related.find((entry) => isRecord(entry) && entry.attach === 'transform');
  const identity = get('coloridentity');
  const cmc = get('cmc');

  const printings: CardPrinting[] = [];
  let official = false;
  let playtest = false;
  for (const entry of Array.isArray(value.set) ? value.set : []) {
    const code = typeof entry === 'string' ? entry : isRecord(entry) && typeof entry['#text'] === 'string' ? entry['#text'] : null;
    if (!code) continue;
    const attributes = isRecord(entry) ? entry : {};
    const set = sets.get(code.toUpperCase());
    if (set?.playtest) playtest = true;
    else if (set && !set.custom) official = true;
    printings.push({
      external_id: typeof attributes.uuid === 'string' && attributes.uuid !== '' ? attributes.uuid : null,
      set_code: code.toLowerCase(),
      set_name: set?.longName ?? null,
      collector_number: typeof attributes.num === 'string' ? attributes.num : null,
      rarity: typeof attributes.rarity === 'string' ? attributes.rarity : null,
      lang: 'en',
      artist: null,
      released_at: set?.releaseDate ?? null,
      flavor_text: null,
      printed_name: null,
      printed_type_line: null,
      printed_text: null,
      image_path: null,
    });
  }
  return {
    at: located,
    name,
    layout,
    side: get('side'),
    transformsInto: isRecord(transform) && typeof transform['#text'] === 'string' ? transform['#text'] : null,
    face,
    cmc: cmc !== null && cmc.trim() !== '' && Number.isFinite(Number(cmc)) ? Number(cmc) : null,
    colorIdentity: identity !== null ? toColors([...identity.toUpperCase()]) : null,
    printings,
    source: official || printings.length === 0 ? 'import' : playtest ? 'playtest' : 'custom',
    faces: splitFaces(face, layout),
  };
}

/** "Fire // Ice" with "{1}{R} // {1}{U}" and "Instant // Instant": one face per half. */
function splitFaces(face: CardFace, layout: string | null): CardFace[] {
  const names = face.name.split(' // ');
  if (names.length < 2 || (layout !== null && !['split', 'adventure', 'flip', 'aftermath'].includes(layout))) return [face];
  const costs = face.mana_cost.split(' // ');
  const types = face.type_line.split(' // ');
  const texts = face.oracle_text.split(/\n*---\n*/);
  const part = <T>(values: T[], index: number, whole: T, empty: T) => (values.length === names.length ? values[index]! : index === 0 ? whole : empty);
  return names.map((name, index) => {
    const mana_cost = part(costs, index, face.mana_cost, '');
    return {
      name,
      mana_cost,
      type_line: part(types, index, face.type_line, ''),
      oracle_text: part(texts, index, face.oracle_text, ''),
      power: index === 0 ? face.power : null,
      toughness: index === 0 ? face.toughness : null,
      loyalty: index === 0 ? face.loyalty : null,
      defense: index === 0 ? face.defense : null,
      colors: costs.length === names.length ? safeCostColors(mana_cost) : face.colors,
    };
  });
}

function toRecord(parts: ParsedCard[], context: ReaderContext): CardRecord {
  const front = parts[0]!;
  const faces = parts.length > 1 ? parts.map((part) => part.face) : front.faces;
  const layout = front.layout ?? (parts.length > 1 ? 'transform' : 'normal');
  const name = parts.map((part) => part.name).join(' // ');
  const level = cardLevelFromFaces(layout, faces);
  const sourceOf = (all: ParsedCard[]): CardSource =>
    all.some((part) => part.source === 'import') ? 'import' : all.some((part) => part.source === 'playtest') ? 'playtest' : 'custom';
  const source = sourceOf(parts);
  const colors = unionColors(parts.map((part) => part.face.colors));
  return {
    oracle_key: context.existingOracleKey(name, source) ?? nameOracleKey(name, source),
    name,
    layout,
    ...level,
    cmc: front.cmc ?? safeManaValue(faces[0]!.mana_cost),
    colors,
    color_identity: front.colorIdentity ?? unionColors([colors, ...faces.map((face) => textColors(face.oracle_text))]),
    keywords: [...new Set(faces.flatMap((face) => keywordsFromText(face.oracle_text)))],
    faces,
    source,
    source_detail: 'cockatrice',
    lang: 'en',
    localizations: [],
    printings: front.printings,
  };
}

/** The colours of the mana symbols in rules text (CR 903.4: they count for colour identity). */
function textColors(text: string): Color[] {
  return unionColors((text.match(/\{[^}]+\}/g) ?? []).map((symbol) => safeCostColors(symbol)));
}

/**
 * Cockatrice writes costs without braces ("2WU", "X1B", "{W/U}{W/U}", "2 // 1R"); the card store
 * keeps Scryfall's form ("{2}{W}{U}"). A cost that already parses is kept as it is.
 */
export function cockatriceCost(cost: string): string {
  const trimmed = cost.trim();
  if (trimmed === '') return '';
  return trimmed
    .split(/\s*\/\/\s*/)
    .map((half) => {
      if (half.startsWith('{')) return half;
      const symbols = half.match(/\{[^}]*\}|\([^)]*\)|\d+|[A-Za-z](?:\/[A-Za-z])*/g) ?? [];
      const braced = symbols.map((symbol) => (symbol.startsWith('{') ? symbol : `{${symbol.replace(/[()]/g, '').toUpperCase()}}`)).join('');
      try {
        parseManaCost(braced);
        return braced;
      } catch {
        return half;
      }
    })
    .join(' // ');
}
