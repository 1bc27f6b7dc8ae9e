// Deckbox's inventory export ("Inventory_<user>_<date>.csv"), current default columns:
//   Count,Tradelist Count,Name,Edition,Edition Code,Card Number,Condition,Language,Foil,Signed,Artist Proof,Altered Art,Misprint,Promo,Textless,Printing Id,Printing Note,Tags,My Price
// Older exports lack Edition Code, Printing Id, Printing Note and Tags; users may add price and
// id columns at the end (Scryfall ID among them), so columns are found by name. Edition is
// Deckbox's set NAME; Edition Code is Deckbox's own code (mostly Scryfall's for modern sets,
// not for old ones). Foil is "foil" or empty: Deckbox has no etched, so etched is written as
// "foil" (lossy). Conditions are Mint, Near Mint, Good (Lightly Played), Played, Heavily
// Played, Damaged, often blank. My Price carries a "$".

import { US_LONG_CONDITIONS, conditionReader, writeCondition } from './conditions.ts';
import type { CollectionCsvFormat } from './csv-format.ts';
import { formatPrice, hasAll, hasAny, readCommonFinish, writeTags } from './csv-format.ts';
import { moxfieldLanguage } from './languages.ts';

export const deckboxCsv: CollectionCsvFormat = {
  id: 'deckbox',
  label: 'Deckbox',
  columns: [
    'Count', 'Tradelist Count', 'Name', 'Edition', 'Edition Code', 'Card Number', 'Condition', 'Language', 'Foil',
    'Signed', 'Artist Proof', 'Altered Art', 'Misprint', 'Promo', 'Textless', 'Printing Id', 'Printing Note', 'Tags', 'My Price',
  ],
  fields: {
    quantity: 'Count',
    name: 'Name',
    setName: 'Edition',
    setCode: 'Edition Code',
    collectorNumber: 'Card Number',
    finish: 'Foil',
    condition: 'Condition',
    language: 'Language',
    tags: 'Tags',
    purchasePrice: 'My Price',
    scryfallId: 'Scryfall ID',
  },
  matches: (header) =>
    hasAll(header, 'count', 'name') && hasAny(header, 'card number', 'edition code', 'artist proof', 'altered art', 'my price', 'signed', 'textless'),
  readFinish: readCommonFinish,
  readCondition: conditionReader(US_LONG_CONDITIONS),
  write: (row) => ({
    Count: String(row.quantity),
    Name: row.name,
    Edition: row.setName ?? '',
    'Edition Code': row.setCode ?? '',
    'Card Number': row.collectorNumber ?? '',
    Condition: writeCondition(US_LONG_CONDITIONS, row.condition),
    Language: row.language ? moxfieldLanguage(row.language) : '',
    Foil: row.finish === 'nonfoil' ? '' : 'foil',
    Tags: writeTags(row.tags),
    'My Price': row.purchasePrice === undefined ? '' : `$${formatPrice(row.purchasePrice)}`,
  }),
  defaults: { 'Tradelist Count': '0' },
  quoteAll: false,
  recordDelimiter: '\n',
};
