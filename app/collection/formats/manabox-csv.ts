// ManaBox's collection export, whole-collection form (a single binder's export lacks the two
// Binder columns; newer versions add Signed, Proxy and Added, so columns are found by name):
//   Binder Name,Binder Type,Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency
// Set code is Scryfall's in upper case; Foil is normal / foil / etched; conditions are
// Cardmarket's in snake case (mint, near_mint, excellent, good, light_played, played, poor);
// languages are codes (en, de, …, zh_CN, zh_TW). Rows whose Binder Type is "deck" or "list"
// are read like any other and keep the type in `extra` for the caller to judge.

import { MANABOX_CONDITIONS, conditionReader, writeCondition } from './conditions.ts';
import type { CollectionCsvFormat } from './csv-format.ts';
import { hasAll, hasAny, readCommonFinish } from './csv-format.ts';
import { manaboxLanguage } from './languages.ts';

/** ManaBox writes prices as a plain decimal with at least one fraction digit: 12.0, 1.5, 0.08. */
const manaboxPrice = (price: number): string => (Number.isInteger(price) ? price.toFixed(1) : String(price));

export const manaboxCsv: CollectionCsvFormat = {
  id: 'manabox',
  label: 'ManaBox',
  columns: [
    'Binder Name', 'Binder Type', 'Name', 'Set code', 'Set name', 'Collector number', 'Foil', 'Rarity', 'Quantity',
    'ManaBox ID', 'Scryfall ID', 'Purchase price', 'Misprint', 'Altered', 'Condition', 'Language', 'Purchase price currency',
  ],
  fields: {
    quantity: 'Quantity',
    name: 'Name',
    setCode: 'Set code',
    setName: 'Set name',
    collectorNumber: 'Collector number',
    finish: 'Foil',
    condition: 'Condition',
    language: 'Language',
    purchasePrice: 'Purchase price',
    purchaseCurrency: 'Purchase price currency',
    scryfallId: 'Scryfall ID',
  },
  matches: (header) =>
    hasAll(header, 'name', 'quantity') &&
    !header.has('card name') &&
    (hasAny(header, 'manabox id', 'binder type') || hasAll(header, 'set code', 'collector number')),
  readFinish: readCommonFinish,
  readCondition: conditionReader(MANABOX_CONDITIONS),
  write: (row) => ({
    Name: row.name,
    'Set code': row.setCode?.toUpperCase() ?? '',
    'Set name': row.setName ?? '',
    'Collector number': row.collectorNumber ?? '',
    Foil: row.finish === 'nonfoil' ? 'normal' : row.finish,
    Quantity: String(row.quantity),
    'Scryfall ID': row.scryfallId ?? '',
    'Purchase price': row.purchasePrice === undefined ? '' : manaboxPrice(row.purchasePrice),
    Condition: writeCondition(MANABOX_CONDITIONS, row.condition),
    Language: row.language ? manaboxLanguage(row.language) : '',
    'Purchase price currency': row.purchaseCurrency ?? '',
  }),
  defaults: { 'Binder Name': 'Proxyfish', 'Binder Type': 'binder', Misprint: 'false', Altered: 'false' },
  quoteAll: false,
  recordDelimiter: '\r\n',
};
