import { describe, expect, it } from 'vitest';
import { analyseDeck } from '../../../app/collection/deck-analysis.ts';
import type { Deck, DeckEntry } from '../../../app/collection/deck-service.ts';

let nextId = 1;
function entry(name: string, quantity: number, card: { mana_cost: string; cmc: number; type_line: string } | null, section: DeckEntry['section'] = 'main', cardId = nextId): DeckEntry {
  nextId += 1;
  return {
    id: nextId, section, name, quantity, set_code: null, collector_number: null, card_id: card ? cardId : null, printing_id: null,
    card: card ? { name, colors: [], source: 'import', oracle_text: '', power: null, toughness: null, loyalty: null, ...card } : null,
  };
}

function deck(entries: DeckEntry[]): Deck {
  return { id: 1, name: 'T', format: null, notes: '', main: 0, sideboard: 0, commander: 0, maybeboard: 0, unresolved: 0, updated_at: '', entries };
}

describe('deck analysis', () => {
  const swamp = entry('Swamp', 20, { mana_cost: '', cmc: 0, type_line: 'Basic Land — Swamp' }, 'main', 100);
  const wraith = entry('Street Wraith', 4, { mana_cost: '{3}{B}{B}', cmc: 5, type_line: 'Creature — Wraith' }, 'main', 101);
  const tusker = entry('Krosan Tusker', 3, { mana_cost: '{5}{G}{G}', cmc: 7, type_line: 'Creature — Boar Beast' }, 'main', 102);
  const decree = entry('Decree of Pain', 2, { mana_cost: '{6}{B}{B}', cmc: 8, type_line: 'Sorcery' }, 'main', 103);
  const hybrid = entry('Hybrid', 1, { mana_cost: '{W/B}', cmc: 1, type_line: 'Instant' }, 'main', 104);
  const side = entry('Side', 3, { mana_cost: '{R}', cmc: 1, type_line: 'Instant' }, 'sideboard', 105);
  const unknown = entry('Mystery', 2, null);
  const analysis = analyseDeck(deck([swamp, wraith, tusker, decree, hybrid, side, unknown]), new Map([[101, 6], [100, 5]]));

  it('groups the main deck by type and leaves the sideboard out', () => {
    expect(analysis.groups.map((group) => [group.group, group.count])).toEqual([
      ['Creature', 7], ['Instant', 1], ['Sorcery', 2], ['Land', 20], ['Other', 2],
    ]);
  });

  it('builds the mana curve of non-land main-deck cards with a 7+ bucket', () => {
    expect(analysis.curve.map((bucket) => bucket.count)).toEqual([0, 1, 0, 0, 0, 4, 0, 5]);
    expect(analysis.averageManaValue).toBeCloseTo((1 + 4 * 5 + 3 * 7 + 2 * 8) / 10);
  });

  it('counts colour pips, a hybrid symbol for both colours', () => {
    expect(analysis.pips).toEqual({ W: 1, U: 0, B: 4 * 2 + 2 * 2 + 1, R: 0, G: 6 });
  });

  it('compares the deck with the collection, counting each owned copy once', () => {
    const line = (name: string) => analysis.ownership.find((l) => l.name === name);
    expect(line('Street Wraith')).toMatchObject({ needed: 4, owned: 4, missing: 0 });
    expect(line('Swamp')).toMatchObject({ needed: 20, owned: 5, missing: 15 });
    expect(line('Mystery')).toMatchObject({ owned: 0, missing: 2 });
    expect(analysis.missing).toBe(15 + 3 + 2 + 1 + 3 + 2);
  });
});
