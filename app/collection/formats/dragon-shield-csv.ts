// Dragon Shield MTG Card Manager's web export: a literal "sep=," first line (Excel's hint,
// with the quotes), then
//   Folder Name,Quantity,Trade Quantity,Card Name,Set Code,Set Name,Card Number,Condition,Printing,Language,Price Bought,Date Bought,LOW,MID,MARKET
// with CRLF line ends. The last three are price columns that follow the user's price source
// (AVG,LOW,TREND for Cardmarket), so columns are found by name. Set Code is upper case;
// Printing is Normal, Foil, Etched or a named foil ("Rainbow Foil": read as foil, and written
// back as it was when the finish is unchanged); conditions are Cardmarket's run together
// (Mint, NearMint, Excellent, Good, LightPlayed, Played, Poor); languages are English names. Values holding an apostrophe are quoted ("Zur's Weirding").

import { DRAGON_SHIELD_CONDITIONS, conditionReader, writeCondition } from './conditions.ts';
import type { CollectionCsvFormat } from './csv-format.ts';
import { formatPrice, hasAll, hasAny, readCommonFinish } from './csv-format.ts';
import { languageName } from './languages.ts';

/** Where a named foil ("Rainbow Foil") is kept, so an unchanged row is written back as it was. */
const ORIGINAL_PRINTING = 'Printing';

export const dragonShieldCsv: CollectionCsvFormat = {
  id: 'dragonshield',
  label: 'Dragon Shield',
  columns: [
    'Folder Name', 'Quantity', 'Trade Quantity', 'Card Name', 'Set Code', 'Set Name', 'Card Number', 'Condition',
    'Printing', 'Language', 'Price Bought', 'Date Bought', 'LOW', 'MID', 'MARKET',
  ],
  fields: {
    quantity: 'Quantity',
    name: 'Card Name',
    setCode: 'Set Code',
    setName: 'Set Name',
    collectorNumber: 'Card Number',
    finish: 'Printing',
    condition: 'Condition',
    language: 'Language',
    purchasePrice: 'Price Bought',
  },
  matches: (header) => hasAll(header, 'quantity', 'card name') && hasAny(header, 'folder name', 'printing', 'trade quantity'),
  readFinish: readCommonFinish,
  readCondition: conditionReader(DRAGON_SHIELD_CONDITIONS),
  afterRead(row, cell) {
    const printing = cell('Printing') ?? '';
    if (!['', 'normal', 'foil', 'etched'].includes(printing.toLowerCase())) row.extra[ORIGINAL_PRINTING] = printing;
  },
  write(row) {
    const original = row.extra[ORIGINAL_PRINTING];
    const printing =
      original !== undefined && readCommonFinish(original) === row.finish
        ? original
        : row.finish === 'nonfoil'
          ? 'Normal'
          : row.finish === 'foil'
            ? 'Foil'
            : 'Etched';
    return {
      Quantity: String(row.quantity),
      'Card Name': row.name,
      'Set Code': row.setCode?.toUpperCase() ?? '',
      'Set Name': row.setName ?? '',
      'Card Number': row.collectorNumber ?? '',
      Condition: writeCondition(DRAGON_SHIELD_CONDITIONS, row.condition),
      Printing: printing,
      Language: row.language ? languageName(row.language) : '',
      'Price Bought': formatPrice(row.purchasePrice),
    };
  },
  defaults: { 'Folder Name': 'Proxyfish', 'Trade Quantity': '0' },
  quoteAll: false,
  quoteMatch: /'/,
  recordDelimiter: '\r\n',
  preamble: '"sep=,"',
};
