// Issue 22, break 7: compiling a large deck's cards (rules.deckCoverage, the start of
// simulation.run) must not hold the thread that answers requests. Each distinct card is
// compiled once, on the worker pool: a request sent meanwhile is answered first.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import type { DeckRulesCoverage } from '../../../app/collection/deck-rules-coverage.ts';
import { importFile } from '../../../app/db/import/driver.ts';
import type { Services } from '../../../app/services.ts';
import { closeSharedPool } from '../../../app/sim/worker-pool.ts';
import { syntheticScryfall, tempFolder } from '../../support/import.ts';
import { temporaryServices } from '../../support/services.ts';

const DISTINCT = 600;
let services: Services;
let dispose: () => void;
let decklist: string;

beforeAll(async () => {
  ({ services, dispose } = temporaryServices());
  const folder = tempFolder();
  const file = join(folder.dir, 'cards.json');
  writeFileSync(file, syntheticScryfall(DISTINCT));
  await importFile(services.db, file);
  folder.remove();
  decklist = Array.from({ length: DISTINCT }, (_value, index) => `${index % 3 === 0 ? 2 : 1} Synthetic Card ${index}`).join('\n');
}, 60_000);
afterAll(async () => {
  dispose();
  await closeSharedPool();
});

/**
 * Sends the heavy request, and a light one as the next request arriving on the event loop (as
 * the HTTP server would hand it over); says in which order their answers came. Work done on
 * this thread would finish the heavy request before the light one is even read.
 */
async function answerOrder(heavy: () => Promise<unknown>): Promise<string[]> {
  const order: string[] = [];
  const first = heavy().then(() => order.push('heavy'));
  const second = new Promise((resolve) => setImmediate(resolve))
    .then(() => dispatch(services, 'decks.list', {}))
    .then(() => order.push('light'));
  await Promise.all([first, second]);
  return order;
}

describe('heavy work runs off the thread that answers requests', () => {
  it(`rules.deckCoverage of ${DISTINCT} distinct cards: a request sent after it is answered first, and each card is reported once with its copies`, async () => {
    let coverage: DeckRulesCoverage | undefined;
    const order = await answerOrder(async () => {
      const response = await dispatch(services, 'rules.deckCoverage', { deck: { text: decklist } });
      if (!response.ok) throw new Error(response.error.message);
      coverage = response.result as DeckRulesCoverage;
    });
    expect(order).toEqual(['light', 'heavy']);
    expect(coverage).toMatchObject({ cards: DISTINCT, fullyEnforced: DISTINCT, copies: DISTINCT + DISTINCT / 3 });
    expect(coverage!.entries.find((entry) => entry.name === 'Synthetic Card 3')).toMatchObject({ count: 2, fullyEnforced: true, lines: [{ status: 'enforced', abilities: ['cycling {2}'] }] });
  });

  it(`simulation.run of a ${DISTINCT}-card deck: a request sent after it is answered first`, async () => {
    const order = await answerOrder(async () => {
      const response = await dispatch(services, 'simulation.run', { deck: { decklist }, games: 10, maxTurns: 3, seed: 1 });
      if (!response.ok) throw new Error(response.error.message);
    });
    expect(order).toEqual(['light', 'heavy']);
  });
});
