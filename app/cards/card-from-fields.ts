// Builds a single-faced CardRecord from the fields a person types (the custom-card editor, the
// hand-written starter cards, a custom-set file): colours, mana value, colour identity and
// keywords are derived here, so a card can never disagree with its own cost or text.
import { keywordsFromText, stripReminderText } from './keywords.ts';
import { COLORS, costColors, manaValue, parseManaCost, splitTextSymbols, type Color, type ManaSymbol } from './mana-symbols.ts';
import type { CardFace, CardRecord, CardSource } from './model.ts';

export interface CardFields {
  name: string;
  mana_cost: string;
  type_line: string;
  oracle_text: string;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  rarity: string | null;
  set_code: string;
  set_name: string | null;
  collector_number: string | null;
  artist: string | null;
  flavor_text: string | null;
  lang: string;
  source: CardSource;
  released_at: string | null;
}

/** Colour identity (CR 903.4): the cost's colours plus those of mana symbols in the rules text. */
export function colorIdentity(manaCost: string, rulesText: string): Color[] {
  const symbols: ManaSymbol[] = parseManaCost(manaCost);
  for (const part of splitTextSymbols(stripReminderText(rulesText))) {
    if (typeof part === 'string') continue;
    try {
      symbols.push(...parseManaCost(part.symbol));
    } catch {
      // {T}, {Q}, {E} and other non-mana symbols carry no colour.
    }
  }
  const colors = costColors(symbols);
  return COLORS.filter((color) => colors.includes(color));
}

export interface CardFromFieldsOptions {
  oracleKey: string;
  sourceDetail: string;
  imagePath?: string | null;
  externalId?: string | null;
}

export function cardFromFields(fields: CardFields, options: CardFromFieldsOptions): CardRecord {
  const symbols = parseManaCost(fields.mana_cost);
  const colors = costColors(symbols);
  // A single-faced card's characteristics are its one face's (CardFace keeps this in step with the model).
  const face: CardFace = {
    name: fields.name,
    mana_cost: fields.mana_cost,
    type_line: fields.type_line,
    oracle_text: fields.oracle_text,
    power: fields.power,
    toughness: fields.toughness,
    loyalty: fields.loyalty,
    defense: null,
    colors,
  };
  return {
    oracle_key: options.oracleKey,
    ...face,
    layout: 'normal',
    cmc: manaValue(symbols),
    color_identity: colorIdentity(fields.mana_cost, fields.oracle_text),
    keywords: keywordsFromText(fields.oracle_text, fields.lang),
    faces: [face],
    source: fields.source,
    source_detail: options.sourceDetail,
    lang: fields.lang,
    // A card written in German is found by its German name in a German search too.
    localizations:
      fields.lang === 'en'
        ? []
        : [{ lang: fields.lang, face_index: 0, name: fields.name, type_line: fields.type_line, text: fields.oracle_text }],
    printings: [
      {
        external_id: options.externalId ?? null,
        set_code: fields.set_code,
        set_name: fields.set_name,
        collector_number: fields.collector_number,
        rarity: fields.rarity,
        lang: fields.lang,
        artist: fields.artist,
        released_at: fields.released_at,
        flavor_text: fields.flavor_text,
        printed_name: null,
        printed_type_line: null,
        printed_text: null,
        image_path: options.imagePath ?? null,
      },
    ],
  };
}
