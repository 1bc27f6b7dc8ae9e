// Custom cards as a Cockatrice custom-set file: cards.xml version 4 with a <sets> entry per set,
// to drop into Cockatrice's customsets folder. Written with fast-xml-parser's XMLBuilder, which
// escapes every text and attribute.
import { XMLBuilder } from 'fast-xml-parser';
import { parseManaCost } from '../mana-symbols.ts';
import type { CustomCard } from './custom-cards.ts';
import { dictionary } from '../../dictionary.ts';

/** Cockatrice writes simple symbols bare ("2WU") and keeps braces for the rest ("{W/U}"). */
export function cockatriceManaCost(manaCost: string): string {
  return parseManaCost(manaCost)
    .map((symbol) => {
      const inner = symbol.text.slice(1, -1);
      return /^(?:\d+|[WUBRGCSXYZ])$/.test(inner) ? inner : symbol.text;
    })
    .join('');
}

// Card types of cards written in German or Spanish, so they land in the right table row too.
const TYPE_NAMES: Record<string, string> = dictionary({
  Kreatur: 'Creature', Spontanzauber: 'Instant', Hexerei: 'Sorcery', Artefakt: 'Artifact', Verzauberung: 'Enchantment',
  Criatura: 'Creature', Tierra: 'Land', Instantáneo: 'Instant', Conjuro: 'Sorcery', Artefacto: 'Artifact',
  Encantamiento: 'Enchantment', Batalla: 'Battle', Schlacht: 'Battle',
});

/** The main type Cockatrice groups by, in English: creature before land before the rest. */
export function mainType(typeLine: string): string {
  const types = (typeLine.split(/\s+[—-]\s+/)[0] ?? '').split(/\s+/).map((type) => TYPE_NAMES[type] ?? type);
  const order = ['Creature', 'Land', 'Planeswalker', 'Instant', 'Sorcery', 'Artifact', 'Enchantment', 'Battle'];
  return order.find((type) => types.includes(type)) ?? types.at(-1) ?? '';
}

/**
 * Cockatrice's table row: 0 lands, 1 other permanents, 2 creatures, 3 instants and sorceries.
 * Decides where the card lands on Cockatrice's table.
 */
export function tableRow(typeLine: string): number {
  const main = mainType(typeLine);
  if (main === 'Land') return 0;
  if (main === 'Creature') return 2;
  if (main === 'Instant' || main === 'Sorcery') return 3;
  return 1;
}

export interface CockatriceSet {
  code: string;
  name: string;
  releaseDate: string;
}

export function buildCockatriceXml(cards: readonly CustomCard[], now = new Date()): string {
  const sets = new Map<string, CockatriceSet>();
  for (const card of cards) {
    const code = card.set_code.toUpperCase();
    if (!sets.has(code)) sets.set(code, { code, name: card.set_name ?? code, releaseDate: now.toISOString().slice(0, 10) });
  }
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    cockatrice_carddatabase: {
      '@_version': '4',
      info: { author: 'Proxyfish', createdAt: now.toISOString(), sourceVersion: 'proxyfish-custom-cards 1' },
      sets: {
        set: [...sets.values()].map((set) => ({
          name: set.code,
          longname: set.name,
          settype: 'Custom',
          releasedate: set.releaseDate,
        })),
      },
      cards: { card: cards.map(cardElement) },
    },
  };
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    indentBy: '  ',
    suppressEmptyNode: true,
  });
  return builder.build(document) as string;
}

function cardElement(card: CustomCard) {
  const prop: Record<string, string | number> = {
    layout: 'normal',
    side: 'front',
    type: card.type_line,
    maintype: mainType(card.type_line),
    manacost: cockatriceManaCost(card.mana_cost),
    cmc: card.cmc,
    colors: card.colors.join(''),
    coloridentity: card.color_identity.join(''),
  };
  if (card.power !== null && card.toughness !== null) prop.pt = `${card.power}/${card.toughness}`;
  if (card.loyalty !== null) prop.loyalty = card.loyalty;
  const set: Record<string, string> = { '#text': card.set_code.toUpperCase() };
  if (card.rarity) set['@_rarity'] = card.rarity;
  if (card.collector_number) set['@_num'] = card.collector_number;
  return {
    name: card.name,
    text: card.oracle_text,
    prop,
    set,
    tablerow: tableRow(card.type_line),
    // "enters tapped": Cockatrice puts the card onto the table tapped.
    ...(/\benters (?:the battlefield )?tapped\b/.test(card.oracle_text) ? { cipt: 1 } : {}),
  };
}
