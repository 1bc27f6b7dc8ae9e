// rules.deckCoverage: how much of a deck the engine enforces, validated like every api command.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import type { DeckRulesCoverage } from '../../../app/collection/deck-rules-coverage.ts';
import type { Services } from '../../../app/services.ts';
import { temporaryServices } from '../../support/services.ts';

const UB_DECK = readFileSync('assets/starter/decks/amonkhet-cycling-ub.txt', 'utf8');

let services: Services;
let dispose: () => void;
beforeAll(() => {
  ({ services, dispose } = temporaryServices());
});
afterAll(() => dispose());

describe('rules.deckCoverage', () => {
  it('counts the cards and copies fully enforced, lists every card with its lines, and names what matches no card', async () => {
    const response = await dispatch(services, 'rules.deckCoverage', { deck: { text: `1 Nonexistent Gizmo\n${UB_DECK}` } });
    if (!response.ok) throw new Error(response.error.message);
    const coverage = response.result as DeckRulesCoverage;
    expect(coverage.copies).toBe(60);
    expect(coverage.cards).toBe(coverage.entries.length);
    const enforced = coverage.entries.filter((entry) => entry.lines.every((line) => line.status === 'enforced'));
    expect(coverage.fullyEnforced).toBe(enforced.length);
    expect(coverage.copiesFullyEnforced).toBe(enforced.reduce((sum, entry) => sum + entry.count, 0));
    expect(coverage.entries.find((entry) => entry.name === 'Street Wraith')).toMatchObject({ count: 4, fullyEnforced: true });
    expect(coverage.entries.find((entry) => entry.name === 'Swamp')?.count).toBeGreaterThan(0);
    expect(coverage.unresolved).toEqual(['Nonexistent Gizmo']);
    expect(coverage.summary.cards).toEqual({ total: coverage.cards, fullyEnforced: coverage.fullyEnforced, unexercised: coverage.entries.filter((entry) => entry.unexercised).length });
  });

  it('takes a saved deck by id', async () => {
    const deck = services.decks.create({ name: 'Two cards', entries: [{ name: 'Street Wraith', quantity: 4 }, { name: 'Island', quantity: 2 }] }).deck;
    const response = await dispatch(services, 'rules.deckCoverage', { deck: { deckId: deck.id } });
    expect(response.ok && (response.result as DeckRulesCoverage)).toMatchObject({ deckName: 'Two cards', cards: 2, copies: 6, fullyEnforced: 2, copiesFullyEnforced: 6 });
  });

  it('rejects input that does not match the schema, naming the field', async () => {
    const response = await dispatch(services, 'rules.deckCoverage', { deck: { deckId: -1 } });
    expect(response.ok).toBe(false);
    if (!response.ok) expect(response.error).toMatchObject({ code: 'invalid_input' });
    if (!response.ok) expect(response.error.message).toMatch(/deck/);
  });
});
