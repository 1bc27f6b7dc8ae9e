// Every source the Print page takes: a saved deck (all, missing, selection), a search result,
// a pasted decklist, a custom set, and single cards by name; unknown names come back with
// suggestions (and their decklist line) instead of disappearing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../../app/services.ts';
import { cardsFromSource, onlyMissing } from '../../../app/print/print-sources.ts';
import { temporaryServices } from '../../support/services.ts';

let services: Services;
let dispose: () => void;
let deckId: number;

const idOf = (name: string) => services.resolver.resolve({ name })!.cardId;
const total = (items: { quantity: number }[]) => items.reduce((sum, item) => sum + item.quantity, 0);

beforeAll(() => {
  ({ services, dispose } = temporaryServices());
  deckId = services.decks.create({
    name: 'Cyclers',
    entries: [
      { name: 'Street Wraith', quantity: 4 },
      { name: 'Island', quantity: 10 },
      { name: 'Censor', quantity: 2, section: 'sideboard' },
      { name: 'Lonely Sandbar', quantity: 1, section: 'maybeboard' },
    ],
  }).deck.id;
  services.collection.add({ name: 'Island', quantity: 7 });
  services.collection.add({ name: 'Street Wraith', quantity: 4 });
});
afterAll(() => dispose());

describe('print sources', () => {
  it('a deck: all cards but the maybeboard', () => {
    const sourced = cardsFromSource(services, { kind: 'deck', deck: deckId, which: 'all' });
    expect(sourced.title).toBe('Cyclers — all cards');
    expect(sourced.items.map((item) => [item.name, item.quantity])).toEqual([['Street Wraith', 4], ['Island', 10], ['Censor', 2]]);
    expect(sourced.items.every((item) => item.card_id !== null)).toBe(true);
  });

  it('a deck: only the copies the collection lacks', () => {
    const sourced = cardsFromSource(services, { kind: 'deck', deck: 'Cyclers', which: 'missing' });
    expect(sourced.items.map((item) => [item.name, item.quantity])).toEqual([['Island', 3], ['Censor', 2]]);
  });

  it('a deck: the chosen entries, the maybeboard included when chosen', () => {
    const deck = services.decks.get(deckId);
    const chosen = deck.entries.filter((entry) => entry.name === 'Lonely Sandbar' || entry.name === 'Censor').map((entry) => entry.id);
    const sourced = cardsFromSource(services, { kind: 'deck', deck: deckId, which: 'selection', entryIds: chosen });
    expect(sourced.items.map((item) => item.name).sort()).toEqual(['Censor', 'Lonely Sandbar']);
  });

  it('a deck, main deck only: the sideboard is left out', () => {
    const sourced = cardsFromSource(services, { kind: 'deck', deck: deckId, which: 'all', mainOnly: true });
    expect(sourced.items.map((item) => [item.name, item.quantity])).toEqual([['Street Wraith', 4], ['Island', 10]]);
  });

  it('a deck, skipping basic lands: only the copies you own, or all of them', () => {
    // 7 of the 10 Islands are in the collection.
    const owned = cardsFromSource(services, { kind: 'deck', deck: deckId, which: 'all', skipBasics: 'owned' });
    expect(owned.items.map((item) => [item.name, item.quantity])).toEqual([['Street Wraith', 4], ['Island', 3], ['Censor', 2]]);
    const all = cardsFromSource(services, { kind: 'deck', deck: deckId, which: 'all', skipBasics: 'all', mainOnly: true });
    expect(all.items.map((item) => [item.name, item.quantity])).toEqual([['Street Wraith', 4]]);
    // "Missing" already takes owned copies off; skipping owned basics must not take them off twice.
    const missing = cardsFromSource(services, { kind: 'deck', deck: deckId, which: 'missing', skipBasics: 'owned' });
    expect(missing.items.map((item) => [item.name, item.quantity])).toEqual([['Island', 3], ['Censor', 2]]);
  });

  it('a pasted decklist takes the same filters, snow-covered basics included', () => {
    const text = '4 Street Wraith\n2 Snow-Covered Swamp\n3 Island\n\nSideboard\n2 Censor\n';
    const sourced = cardsFromSource(services, { kind: 'decklist', text, mainOnly: true, skipBasics: 'all' });
    expect(sourced.items.map((item) => item.name)).toEqual(['Street Wraith']);
  });

  it('a search result: card ids with quantities; an id that is gone is reported', () => {
    const sourced = cardsFromSource(services, { kind: 'search', cards: [{ card_id: idOf('Censor'), quantity: 3 }, { card_id: 987_654, quantity: 1 }] });
    expect(sourced.items).toEqual([{ name: 'Censor', quantity: 3, card_id: idOf('Censor'), printing_id: null }]);
    expect(sourced.unresolved).toEqual([{ name: 'card 987654', line: null, suggestions: [] }]);
  });

  it('a pasted decklist: resolved lines, and unknown names with their line and suggestions', () => {
    const sourced = cardsFromSource(services, { kind: 'decklist', text: '4 Street Wraith\n2 Censr\n\nSideboard\n1 Island\n' });
    expect(sourced.items.map((item) => [item.name, item.quantity, item.card_id === null])).toEqual([
      ['Street Wraith', 4, false],
      ['Censr', 2, true],
      ['Island', 1, false],
    ]);
    expect(sourced.unresolved).toEqual([{ name: 'Censr', line: 2, suggestions: expect.arrayContaining(['Censor']) }]);
  });

  it('a custom set: every custom and playtest card once, or those of one set code', () => {
    const all = cardsFromSource(services, { kind: 'customSet' });
    const custom = services.customCards.list();
    expect(all.items).toHaveLength(custom.length);
    expect(all.items.length).toBeGreaterThan(0);
    const setCode = custom[0]!.set_code!;
    const one = cardsFromSource(services, { kind: 'customSet', setCode });
    expect(one.title).toBe(`Custom set ${setCode.toUpperCase()}`);
    expect(one.items.length).toBe(custom.filter((card) => card.set_code?.toLowerCase() === setCode.toLowerCase()).length);
    expect(one.items.every((item) => item.printing_id !== null)).toBe(true);
  });

  it('single cards by name, also a localised name', () => {
    const sourced = cardsFromSource(services, { kind: 'cards', cards: [{ name: 'Ebene', quantity: 2 }, { name: 'Stret Wraith', quantity: 1 }] });
    expect(sourced.items).toEqual([expect.objectContaining({ name: 'Plains', quantity: 2 })]);
    expect(sourced.unresolved[0]).toMatchObject({ name: 'Stret Wraith', suggestions: expect.arrayContaining(['Street Wraith']) });
  });

  it('onlyMissing shares owned copies over lines of the same card', () => {
    const sourced = cardsFromSource(services, { kind: 'decklist', text: '5 Island\n5 Island\n4 Censor\n' });
    const missing = onlyMissing(services, sourced);
    // 7 Islands owned: the first line is covered, the second keeps 3.
    expect(missing.items.map((item) => [item.name, item.quantity])).toEqual([['Island', 3], ['Censor', 4]]);
    expect(total(missing.items)).toBe(7);
  });
});
