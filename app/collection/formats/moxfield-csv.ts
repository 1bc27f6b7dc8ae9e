// Moxfield's collection export ("moxfield_haves_<date>.csv"): every field quoted, CRLF.
//   "Count","Tradelist Count","Name","Edition","Condition","Language","Foil","Tags","Last Modified","Collector Number","Alter","Proxy","Purchase Price"
// Edition is the Scryfall set code in lower case; Foil is "", "foil" or "etched"; conditions
// are Deckbox's ladder (Mint, Near Mint, Good (Lightly Played), Played, Heavily Played,
// Damaged) and the import also takes its own words (Lightly Played, Moderately Played) and
// M/NM/LP/MP/HP/D; languages are English names with
// Simplified Chinese as "Chinese". Moxfield's import documents "Playtest Card" where the
// export writes "Proxy"; both are recognised.

import { US_LONG_CONDITIONS, conditionReader, writeCondition } from './conditions.ts';
import type { CollectionCsvFormat } from './csv-format.ts';
import { formatPrice, hasAll, hasAny, readCommonFinish, writeTags } from './csv-format.ts';
import { moxfieldLanguage } from './languages.ts';

export const moxfieldCsv: CollectionCsvFormat = {
  id: 'moxfield',
  label: 'Moxfield',
  columns: ['Count', 'Tradelist Count', 'Name', 'Edition', 'Condition', 'Language', 'Foil', 'Tags', 'Last Modified', 'Collector Number', 'Alter', 'Proxy', 'Purchase Price'],
  fields: {
    quantity: 'Count',
    name: 'Name',
    setCode: 'Edition',
    collectorNumber: 'Collector Number',
    finish: 'Foil',
    condition: 'Condition',
    language: 'Language',
    tags: 'Tags',
    purchasePrice: 'Purchase Price',
  },
  matches: (header) =>
    hasAll(header, 'count', 'name') && hasAny(header, 'edition', 'collector number', 'alter', 'proxy', 'playtest card', 'last modified'),
  readFinish: readCommonFinish,
  readCondition: conditionReader(US_LONG_CONDITIONS),
  write: (row) => ({
    Count: String(row.quantity),
    Name: row.name,
    Edition: row.setCode ?? '',
    Condition: writeCondition(US_LONG_CONDITIONS, row.condition),
    Language: row.language ? moxfieldLanguage(row.language) : '',
    Foil: row.finish === 'nonfoil' ? '' : row.finish,
    Tags: writeTags(row.tags),
    'Collector Number': row.collectorNumber ?? '',
    'Purchase Price': formatPrice(row.purchasePrice),
  }),
  defaults: { 'Tradelist Count': '0', Alter: 'False', Proxy: 'False' },
  quoteAll: true,
  recordDelimiter: '\r\n',
};
