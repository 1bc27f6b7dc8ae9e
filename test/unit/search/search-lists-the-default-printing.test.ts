// Issue 23: the card list showed the newest printing, digital and promo ones included ("PRM
// 64422" for Archfiend of Ifnir, "PHOU 158s" for Abandoned Sarcophagus), while the deck, the
// images and the print took the regular paper printing. Search (the Cards page and `proxyfish
// search`) now picks with the same rule: paper, the user's language, regular before promo, newest.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PrintingTraits } from '../../../app/cards/model.ts';
import { CardWriter } from '../../../app/db/card-writer.ts';
import { openDatabase, type Db } from '../../../app/db/connection.ts';
import { CardSearch } from '../../../app/db/search/card-search.ts';
import { DefaultPrintings } from '../../../app/images/default-printing.ts';
import { testCard, testPrinting } from '../../support/cards.ts';

const regular: PrintingTraits = { digital: false, paper: true, oversized: false, promo: false, border_color: 'black', set_type: 'expansion', image_status: null };

let db: Db;
let search: CardSearch;

beforeAll(() => {
  db = openDatabase(':memory:');
  const writer = new CardWriter(db);
  writer.upsert(testCard({
    name: 'Archfiend of Ifnir',
    printings: [
      testPrinting({ set_code: 'akh', collector_number: '78', released_at: '2017-04-28', traits: regular }),
      testPrinting({ set_code: 'pakh', collector_number: '78s', released_at: '2017-04-28', traits: { ...regular, promo: true, set_type: 'promo' } }),
      testPrinting({ set_code: 'prm', collector_number: '64422', released_at: '2017-06-23', traits: { ...regular, digital: true, paper: false, promo: true, set_type: 'promo' } }),
    ],
  }));
  writer.upsert(testCard({
    name: 'Absorb Vis',
    printings: [
      testPrinting({ set_code: 'con', collector_number: '40', released_at: '2009-02-06', traits: regular }),
      testPrinting({ set_code: 'cn2', collector_number: '126', released_at: '2016-08-26', traits: regular }),
      testPrinting({ set_code: 'ced', collector_number: '9', released_at: '2017-01-01', traits: { ...regular, set_type: 'memorabilia' } }),
      testPrinting({ set_code: 'cn2', collector_number: '126', lang: 'de', released_at: '2016-08-26', traits: regular }),
    ],
  }));
  search = new CardSearch(db);
});

const shown = (query: string, lang = 'en') => search.search(query, { lang }).results.map((card) => `${card.name}: ${card.set} ${card.collector_number} ${card.printing_id}`);

describe('the printing a search result shows', () => {
  it('is the regular paper printing, not a newer digital or promo one', () => {
    expect(shown('archfiend')).toEqual([expect.stringMatching(/^Archfiend of Ifnir: akh 78 /)]);
    expect(shown('absorb')).toEqual([expect.stringMatching(/^Absorb Vis: cn2 126 /)]);
  });

  it('is the one DefaultPrintings picks (the deck, images and print), in English and in German, sorted by set too', () => {
    const defaults = new DefaultPrintings(db);
    for (const lang of ['en', 'de']) {
      for (const card of search.search('', { lang }).results) expect(card.printing_id).toBe(defaults.of(card.id, lang));
      for (const card of search.search('order:set', { lang }).results) expect(card.printing_id).toBe(defaults.of(card.id, lang));
    }
  });
});
