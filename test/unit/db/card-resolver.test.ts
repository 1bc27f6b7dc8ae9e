import { beforeAll, describe, expect, it } from 'vitest';
import { CardResolver, MAX_SUGGESTED_NAMES } from '../../../app/db/card-resolver.ts';
import { openDatabase, type Db } from '../../../app/db/connection.ts';
import { CardWriter } from '../../../app/db/card-writer.ts';
import { testCard, testPrinting } from '../../support/cards.ts';

describe('card resolver', () => {
  let db: Db;
  let resolver: CardResolver;

  beforeAll(() => {
    db = openDatabase(':memory:');
    const writer = new CardWriter(db);
    writer.upsert(
      testCard({
        name: 'Lightning Bolt',
        printings: [
          testPrinting({ set_code: 'm10', collector_number: '146' }),
          testPrinting({ set_code: 'a25', collector_number: '141' }),
          testPrinting({ set_code: 'm10', collector_number: '146', lang: 'de', printed_name: 'Blitzschlag' }),
        ],
      }),
    );
    const fire = testCard({ name: 'Fire // Ice', layout: 'split' });
    fire.faces = [
      { ...fire.faces[0]!, name: 'Fire' },
      { ...fire.faces[0]!, name: 'Ice' },
    ];
    writer.upsert(fire);
    writer.upsert(testCard({ name: 'Æther Vial' }));
    writer.upsert(testCard({ name: 'Lightning Blow' }));
    writer.upsert(testCard({ name: 'Lightning Bolt', oracle_key: 'custom:lightning bolt', source: 'custom' }));
    resolver = new CardResolver(db);
  });

  it('finds exact names in any case, preferring the real card over a custom one', () => {
    const real = db.prepare("SELECT id FROM cards WHERE source = 'import' AND name = 'Lightning Bolt'").pluck().get();
    expect(resolver.resolve({ name: 'lightning bolt' })).toMatchObject({ cardId: real, name: 'Lightning Bolt', printingId: null });
  });

  it('finds a multi-face card by one face or by its name written with one slash', () => {
    expect(resolver.resolve({ name: 'Ice' })?.name).toBe('Fire // Ice');
    expect(resolver.resolve({ name: 'Fire/Ice' })?.name).toBe('Fire // Ice');
  });

  it('finds a card by its German name', () => {
    expect(resolver.resolve({ name: 'Blitzschlag' })?.name).toBe('Lightning Bolt');
  });

  it('ignores accents, ligatures and punctuation as a last resort', () => {
    expect(resolver.resolve({ name: 'Aether Vial' })?.name).toBe('Æther Vial');
    expect(resolver.resolve({ name: 'LIGHTNING-BOLT' })?.name).toBe('Lightning Bolt');
  });

  it('picks the printing by set and collector number', () => {
    const a25 = db.prepare("SELECT id FROM printings WHERE set_code = 'a25'").pluck().get();
    expect(resolver.resolve({ name: 'Lightning Bolt', set: 'A25' })?.printingId).toBe(a25);
    const m10en = db.prepare("SELECT id FROM printings WHERE set_code = 'm10' AND lang = 'en'").pluck().get();
    expect(resolver.resolve({ name: 'Lightning Bolt', set: 'M10', collectorNumber: '146' })?.printingId).toBe(m10en);
  });

  it('suggests near misses, English and localised, for a name that matches nothing', () => {
    expect(resolver.resolve({ name: 'Lightnig Blot' })).toBeNull();
    expect(resolver.suggest('Lightnig Blot')[0]).toBe('Lightning Bolt');
    expect(resolver.suggest('Blitzschlaq')).toContain('Blitzschlag');
  });

  it('ranks names as close as each other by how often the card was printed, and gives several (issue 15, item 7)', () => {
    // "Blot" is one edit from "Bolt" (a swapped pair) and from "Blow"; Bolt has three printings, Blow one.
    expect(resolver.suggest('Lightning Blot').slice(0, 2)).toEqual(['Lightning Bolt', 'Lightning Blow']);
  });

  it('gives suggestions to the first names of a long list only, each name once', () => {
    const names = Array.from({ length: MAX_SUGGESTED_NAMES + 5 }, (_, index) => `Lightning Blot ${index}`);
    const suggestions = resolver.suggestions([...names, names[0]!]);
    expect(suggestions.size).toBe(names.length);
    expect(suggestions.get(names[0]!)).toContain('Lightning Bolt');
    expect(suggestions.get(names.at(-1)!)).toEqual([]);
  });

  it('returns null for a name no card has', () => {
    expect(resolver.resolve({ name: 'Lightning Bolts of Doom' })).toBeNull();
    expect(resolver.resolve({ name: '   ' })).toBeNull();
  });
});
