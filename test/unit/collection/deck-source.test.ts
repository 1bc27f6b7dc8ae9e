import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDeckSource, loadDeckText } from '../../../app/collection/deck-source.ts';
import type { Services } from '../../../app/services.ts';
import { temporaryServices } from '../../support/services.ts';

describe('deck sources', () => {
  let services: Services;
  let dispose: () => void;
  beforeEach(() => ({ services, dispose } = temporaryServices()));
  afterEach(() => dispose());

  it('reads a starter decklist file and resolves every card against the starter data', () => {
    const deck = loadDeckSource(services, join('assets', 'starter', 'decks', 'amonkhet-cycling-ub.txt'));
    expect(deck.unresolved).toEqual([]);
    expect(deck.lines.filter((line) => line.section === 'main').reduce((sum, line) => sum + line.quantity, 0)).toBe(60);
    expect(deck.name).toBe('amonkhet-cycling-ub');
  });

  it('finds a saved deck by name before looking for a file', () => {
    services.decks.create({ name: 'Wraiths', entries: [{ name: 'Street Wraith', quantity: 4 }] });
    expect(loadDeckSource(services, 'wraiths')).toMatchObject({ name: 'Wraiths', lines: [{ name: 'Street Wraith', quantity: 4 }] });
  });

  it('reports unknown names with their line and a suggestion, and refuses an unknown source', () => {
    const deck = loadDeckText(services, '4 Street Wraith\n2 Stret Wraith\n');
    expect(deck.unresolved).toEqual([{ name: 'Stret Wraith', section: 'main', line: 2, suggestions: expect.arrayContaining(['Street Wraith']) }]);
    expect(() => loadDeckSource(services, 'no such deck')).toThrow('"no such deck" is neither a saved deck nor a decklist file');
  });
});
