// The printing a player expects when a card is named without one.
import { describe, expect, it } from 'vitest';
import { rankPrintings, type PrintingCandidate } from '../../../app/images/default-printing.ts';

let nextId = 1;
function printing(set_code: string, released_at: string, extra: Partial<PrintingCandidate> = {}): PrintingCandidate {
  return { id: nextId++, set_code, lang: 'en', released_at, digital: 0, paper: 1, oversized: 0, promo: 0, border_color: 'black', set_type: 'expansion', ...extra };
}

describe('the default printing', () => {
  it('is the newest regular paper printing, not a newer digital, oversized, gold-bordered, memorabilia or promo one', () => {
    const regular = printing('m11', '2010-07-16');
    const older = printing('m10', '2009-07-17');
    const rows = [
      older,
      printing('prm', '2021-01-01', { digital: 1, paper: 0 }), // MTGO promo
      printing('ha1', '2019-11-14', { paper: 0 }), // Arena-only
      printing('oc21', '2021-04-23', { oversized: 1 }),
      printing('wc98', '1998-08-01', { border_color: 'gold' }),
      printing('ptc', '2021-02-01'),
      printing('30a', '2022-11-28', { set_type: 'memorabilia' }),
      printing('pm11', '2010-08-01', { promo: 1 }),
      regular,
    ];
    const ranked = rankPrintings(rows, 'en');
    // Regular printings newest first, then a paper promo, then everything not for play.
    expect(ranked.slice(0, 3).map((row) => row.set_code)).toEqual(['m11', 'm10', 'pm11']);
    expect(ranked.slice(3).map((row) => row.set_code).sort()).toEqual(['30a', 'ha1', 'oc21', 'prm', 'ptc', 'wc98']);
  });

  it("prefers the player's language where the card was printed in it, else English", () => {
    const english = printing('m11', '2010-07-16');
    const german = printing('m10', '2009-07-17', { lang: 'de' });
    const japanese = printing('m12', '2011-07-15', { lang: 'ja' });
    expect(rankPrintings([english, german, japanese], 'de')[0]).toBe(german);
    expect(rankPrintings([english, german, japanese], 'es')[0]).toBe(english);
  });
});
