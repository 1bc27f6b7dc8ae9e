// One-off: builds assets/starter/cards.json from a Scryfall default-cards bulk file.
//
//   node --import tsx scripts/build-starter-data.ts [../shared/data/scryfall-default-cards-2019.json.gz]
//
// Streams the file (stream-json + zlib), keeps the cards named in scripts/starter/selection.ts,
// picks one ordinary paper printing of each, brings the 2019 Oracle text up to today's
// templating (scripts/starter/oracle-updates.ts), adds the hand-authored cards and writes the
// CardRecords. Every text change is listed in assets/starter/oracle-updates.txt for review.
import { createReadStream, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { cardFromFields } from '../app/cards/card-from-fields.ts';
import { keywordsFromText } from '../app/cards/keywords.ts';
import { COLORS, costColors, manaValue, parseManaCost, type Color } from '../app/cards/mana-symbols.ts';
import type { CardFace, CardLocalization, CardRecord } from '../app/cards/model.ts';
import { readParts } from '../app/db/import/card-parts.ts';
import { HAND_AUTHORED } from './starter/hand-authored.ts';
import { modernizeOracleText, ORACLE_RULES, type OracleChange } from './starter/oracle-updates.ts';
import { starterNames, STARTER_FAMILIES } from './starter/selection.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_INPUT = resolve(ROOT, '../../shared/data/scryfall-default-cards-2019.json.gz');
const OUTPUT_DIR = join(ROOT, 'assets/starter');

/** The fields of a Scryfall card object this script reads. */
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
  oracle_id: string;
  lang: string;
  layout: string;
  cmc?: number;
  color_identity?: Color[];
  card_faces?: ScryfallFace[];
  set: string;
  set_name: string;
  collector_number: string;
  rarity: string;
  artist?: string;
  released_at: string;
  flavor_text?: string;
  printed_name?: string;
  promo?: boolean;
  digital?: boolean;
  oversized?: boolean;
  border_color?: string;
  /** Tokens, emblems and meld cards the card names (stored for printing a deck's extras). */
  all_parts?: unknown;
}

// German names of the basic lands, known for certain; the 2019 file has no German printings
// of the starter cards. Spanish names come from the file's Spanish printings.
const GERMAN_BASICS: Record<string, string> = { Plains: 'Ebene', Island: 'Insel', Swamp: 'Sumpf', Mountain: 'Gebirge', Forest: 'Wald' };

/** An ordinary paper printing ranks first, then the oldest: the card as first printed. */
function printingRank(card: ScryfallCard): [number, string] {
  const unusual = card.promo || card.digital || card.oversized || card.border_color === 'gold' || card.set.length > 3;
  return [unusual ? 1 : 0, card.released_at];
}

function better(a: ScryfallCard, b: ScryfallCard): boolean {
  const [ua, da] = printingRank(a);
  const [ub, db] = printingRank(b);
  return ua !== ub ? ua < ub : da < db;
}

async function readWanted(input: string, wanted: Set<string>) {
  const chosen = new Map<string, ScryfallCard>();
  const localized = new Map<string, Map<string, string>>(); // oracle_id → lang → printed name
  const stream = createReadStream(input).pipe(createGunzip()).pipe(streamArray.withParserAsStream());
  for await (const { value } of stream as AsyncIterable<{ value: ScryfallCard }>) {
    if (!wanted.has(value.name)) continue;
    if (value.lang === 'en') {
      const current = chosen.get(value.name);
      if (!current || better(value, current)) chosen.set(value.name, value);
    } else if ((value.lang === 'de' || value.lang === 'es') && value.printed_name) {
      const names = localized.get(value.oracle_id) ?? new Map<string, string>();
      names.set(value.lang, value.printed_name);
      localized.set(value.oracle_id, names);
    }
  }
  return { chosen, localized };
}

function toRecord(card: ScryfallCard, localizedNames: Map<string, string> | undefined, log: OracleChange[]): CardRecord {
  const faces: CardFace[] = (card.card_faces ?? [card]).map((face) => {
    const typeLine = face.type_line ?? '';
    return {
      name: face.name,
      mana_cost: face.mana_cost ?? '',
      type_line: typeLine,
      oracle_text: modernizeOracleText(face.oracle_text ?? '', face.name, typeLine, log),
      power: face.power ?? null,
      toughness: face.toughness ?? null,
      loyalty: face.loyalty ?? null,
      defense: null,
      colors: face.colors ?? costColors(parseManaCost(face.mana_cost ?? '')),
    };
  });
  for (const face of faces) parseManaCost(face.mana_cost); // every cost must parse; throws otherwise
  const oracleText = faces.map((face) => face.oracle_text).join('\n//\n');
  const localizations: CardLocalization[] = [];
  for (const [lang, name] of localizedNames ?? []) localizations.push({ lang, face_index: 0, name, type_line: null, text: null });
  const german = GERMAN_BASICS[card.name];
  if (german) localizations.push({ lang: 'de', face_index: 0, name: german, type_line: null, text: null });
  const first = faces[0]!;
  return {
    oracle_key: card.oracle_id,
    name: card.name,
    layout: card.layout,
    mana_cost: card.mana_cost ?? first.mana_cost,
    cmc: card.cmc ?? manaValue(parseManaCost(first.mana_cost)),
    type_line: card.type_line ?? first.type_line,
    oracle_text: oracleText,
    power: card.power ?? first.power,
    toughness: card.toughness ?? first.toughness,
    loyalty: card.loyalty ?? first.loyalty,
    defense: null,
    colors: card.colors ?? COLORS.filter((color) => faces.some((face) => face.colors.includes(color))),
    color_identity: card.color_identity ?? [],
    keywords: keywordsFromText(oracleText, 'en'),
    faces,
    source: 'import',
    source_detail: 'starter',
    lang: 'en',
    localizations,
    parts: readParts(card.all_parts, card.name).parts ?? [],
    printings: [
      {
        external_id: card.id,
        set_code: card.set,
        set_name: card.set_name,
        collector_number: card.collector_number,
        rarity: card.rarity,
        lang: 'en',
        artist: card.artist ?? null,
        released_at: card.released_at,
        flavor_text: card.flavor_text ?? null,
        printed_name: null,
        printed_type_line: null,
        printed_text: null,
        image_path: null,
      },
    ],
  };
}

function handAuthoredRecords(): CardRecord[] {
  return HAND_AUTHORED.map((card) =>
    cardFromFields(
      {
        name: card.name,
        mana_cost: card.mana_cost,
        type_line: card.type_line,
        oracle_text: card.oracle_text,
        power: card.power ?? null,
        toughness: card.toughness ?? null,
        loyalty: card.loyalty ?? null,
        rarity: card.rarity,
        set_code: card.set_code,
        set_name: card.set_name,
        collector_number: card.collector_number,
        artist: card.artist,
        flavor_text: null,
        lang: card.lang,
        source: card.source,
        released_at: card.released_at,
      },
      { oracleKey: card.oracle_key, sourceDetail: 'starter' },
    ),
  );
}

function describeChanges(log: OracleChange[]): string {
  const lines = [
    '# Oracle text brought up to date by scripts/build-starter-data.ts',
    '# Rules applied (see scripts/starter/oracle-updates.ts):',
    ...ORACLE_RULES.map((rule) => `#   - ${rule.name} (${rule.since})`),
    `# ${log.length} changes:`,
    '',
  ];
  for (const change of log) {
    lines.push(`${change.card}: ${change.rule}`, `  before: ${change.before.replace(/\n/g, ' / ')}`, `  after:  ${change.after.replace(/\n/g, ' / ')}`, '');
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const input = resolve(process.argv[2] ?? DEFAULT_INPUT);
  const names = starterNames();
  const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
  if (duplicates.length > 0) throw new Error(`Listed twice in selection.ts: ${duplicates.join(', ')}`);

  const { chosen, localized } = await readWanted(input, new Set(names));
  const missing = names.filter((name) => !chosen.has(name));
  if (missing.length > 0) throw new Error(`Not in ${input}: ${missing.join(', ')}`);

  const log: OracleChange[] = [];
  const real = names.map((name) => {
    const card = chosen.get(name)!;
    return toRecord(card, localized.get(card.oracle_id), log);
  });
  const cards = [...real, ...handAuthoredRecords()];

  mkdirSync(OUTPUT_DIR, { recursive: true });
  writeFileSync(join(OUTPUT_DIR, 'cards.json'), `${JSON.stringify({ version: 1, families: Object.keys(STARTER_FAMILIES), cards }, null, 1)}\n`);
  writeFileSync(join(OUTPUT_DIR, 'oracle-updates.txt'), describeChanges(log));
  const bySource = cards.reduce<Record<string, number>>((counts, card) => ({ ...counts, [card.source]: (counts[card.source] ?? 0) + 1 }), {});
  console.log(`Wrote ${cards.length} cards (${JSON.stringify(bySource)}), ${log.length} Oracle text updates.`);
}

await main();
