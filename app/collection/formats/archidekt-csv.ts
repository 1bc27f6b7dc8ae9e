// Archidekt's collection export, default column selection (users can add or drop columns,
// e.g. MTGO ID, so columns are found by name):
//   Quantity,Name,Finish,Condition,Date Added,Language,Purchase Price,Tags,Edition Name,Edition Code,Multiverse Id,Scryfall ID,Collector Number
// Finish is Normal / Foil / Etched; conditions NM, LP, MP, HP, D (no Mint: written as NM; see
// conditions.ts for how they line up with the collection's scale); languages are upper-case codes with Archidekt's own JP, KR, CS
// (Simplified Chinese), CT (Traditional); Edition Code is Scryfall's in lower case; Multiverse
// Id is 0 when the printing has none.

import { ARCHIDEKT_CONDITIONS, conditionReader, writeCondition } from './conditions.ts';
import type { CollectionCsvFormat } from './csv-format.ts';
import { formatPrice, hasAll, hasAny, readCommonFinish, writeTags } from './csv-format.ts';
import { archidektLanguage } from './languages.ts';

export const archidektCsv: CollectionCsvFormat = {
  id: 'archidekt',
  label: 'Archidekt',
  columns: [
    'Quantity', 'Name', 'Finish', 'Condition', 'Date Added', 'Language', 'Purchase Price', 'Tags',
    'Edition Name', 'Edition Code', 'Multiverse Id', 'Scryfall ID', 'Collector Number',
  ],
  fields: {
    quantity: 'Quantity',
    name: 'Name',
    finish: 'Finish',
    condition: 'Condition',
    language: 'Language',
    purchasePrice: 'Purchase Price',
    tags: 'Tags',
    setName: 'Edition Name',
    setCode: 'Edition Code',
    scryfallId: 'Scryfall ID',
    collectorNumber: 'Collector Number',
  },
  matches: (header) =>
    hasAll(header, 'quantity', 'name') && !header.has('count') && hasAny(header, 'edition code', 'edition name', 'finish'),
  readFinish: readCommonFinish,
  readCondition: conditionReader(ARCHIDEKT_CONDITIONS),
  write: (row) => ({
    Quantity: String(row.quantity),
    Name: row.name,
    Finish: row.finish === 'nonfoil' ? 'Normal' : row.finish === 'foil' ? 'Foil' : 'Etched',
    Condition: writeCondition(ARCHIDEKT_CONDITIONS, row.condition),
    Language: row.language ? archidektLanguage(row.language) : '',
    'Purchase Price': formatPrice(row.purchasePrice),
    Tags: writeTags(row.tags),
    'Edition Name': row.setName ?? '',
    'Edition Code': row.setCode ?? '',
    'Scryfall ID': row.scryfallId ?? '',
    'Collector Number': row.collectorNumber ?? '',
  }),
  defaults: { 'Multiverse Id': '0' },
  quoteAll: false,
  recordDelimiter: '\n',
};
