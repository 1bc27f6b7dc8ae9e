import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatch } from '../../../app/api/dispatch.ts';
import type { SimulationJobResult } from '../../../app/api/commands/simulation.ts';
import type { JobSnapshot } from '../../../app/jobs.ts';
import type { Services } from '../../../app/services.ts';
import type { SimulationRun, SimulationRunSummary } from '../../../app/sim/simulation-store.ts';
import { temporaryServices } from '../../support/services.ts';

async function ok<T>(promise: Promise<{ ok: boolean; result?: unknown; error?: { message: string } }>): Promise<T> {
  const response = await promise;
  if (!response.ok) throw new Error(response.error?.message);
  return response.result as T;
}

const cyclingList = readFileSync('assets/starter/decks/amonkhet-cycling-ub.txt', 'utf8');
// The same deck with every card that has cycling replaced by basic lands and a vanilla-ish body.
const withoutCyclers = ['6 Island', '5 Swamp', '8 Island', '8 Swamp', '4 Drake Haven', '3 Archfiend of Ifnir', '4 Curator of Mysteries', '4 Shadowstorm Vizier', '4 Street Wraith', '14 Swamp'].join('\n');

describe('simulation api', () => {
  let services: Services;
  let dispose: () => void;
  let deckId: number;
  beforeEach(() => {
    ({ services, dispose } = temporaryServices());
    deckId = services.decks.create({ name: 'Amonkhet cycling', entries: cyclingList.split('\n').filter((line) => /^\d/.test(line)).slice(0, 17).map((line) => ({ name: line.replace(/^\d+ /, ''), quantity: Number(line.split(' ')[0]) })) }).deck.id;
  });
  afterEach(() => dispose());

  it('runs a saved deck as a job, keeps the run with the deck, and lists, gets and deletes it', async () => {
    const job = await ok<JobSnapshot>(dispatch(services, 'simulation.run', { deck: { deckId }, games: 300, seed: 3, maxTurns: 10 }));
    expect(job.state).toBe('running');
    const done = await services.jobs.wait(job.id);
    expect(done.error).toBeNull();
    expect(done.state).toBe('done');
    expect(done.progress).toMatchObject({ done: 300, total: 300 });
    const outcome = done.result as SimulationJobResult;
    expect(outcome.result.games).toBe(300);
    expect(outcome.result.runner).toBe('engine');
    expect(outcome.result.deck.cards).toBe(60);
    expect(outcome.result.cycledPerGame).toBeGreaterThan(0);
    const list = await ok<SimulationRunSummary[]>(dispatch(services, 'simulation.list', { deckId }));
    expect(list.map((run) => run.id)).toEqual([outcome.id]);
    expect(list[0]!.settings).toMatchObject({ games: 300, seed: 3, onThePlay: true, maxTurns: 10, compareDeck: null });
    const stored = await ok<SimulationRun>(dispatch(services, 'simulation.get', { id: outcome.id }));
    expect(stored.result).toEqual(outcome.result);
    const same = await ok<{ differences: { landDrops: { difference: number; significant: boolean }[] } }>(dispatch(services, 'simulation.compare', { a: outcome.id, b: outcome.id }));
    expect(same.differences.landDrops.every((row) => row.difference === 0 && !row.significant)).toBe(true);
    expect(await ok(dispatch(services, 'simulation.delete', { id: outcome.id }))).toEqual({ deleted: true });
    expect(await ok(dispatch(services, 'simulation.list', { deckId }))).toEqual([]);
  });

  it('compares with a pasted deck (same seed), on the draw without mulligans', async () => {
    const job = await ok<JobSnapshot>(
      dispatch(services, 'simulation.run', {
        deck: { deckId },
        compare: { decklist: withoutCyclers, name: 'No cyclers' },
        games: 200,
        seed: 9,
        onThePlay: false,
        mulligan: { enabled: false },
        maxTurns: 8,
      }),
    );
    const done = await services.jobs.wait(job.id);
    const outcome = done.result as SimulationJobResult;
    expect(done.progress).toMatchObject({ done: 400, total: 400 });
    expect(outcome.compare?.result.deck.name).toBe('No cyclers');
    expect(outcome.compare?.result.onThePlay).toBe(false);
    expect(outcome.compare?.differences.landDrops).toHaveLength(8);
    expect(outcome.settings.compareDeck).toEqual({ id: null, name: 'No cyclers' });
    expect(outcome.result.mulliganRate).toBe(0);
  });

  it('cancels a running simulation', async () => {
    const job = await ok<JobSnapshot>(dispatch(services, 'simulation.run', { deck: { deckId }, games: 200_000, seed: 1 }));
    await ok(dispatch(services, 'jobs.cancel', { id: job.id }));
    const done = await services.jobs.wait(job.id);
    expect(done.state).toBe('cancelled');
    expect(await ok(dispatch(services, 'simulation.list', { deckId }))).toEqual([]);
  });

  it('rejects a pasted list with unknown names, naming them with their lines and suggestions', async () => {
    const response = await dispatch(services, 'simulation.run', { deck: { decklist: '20 Island\n4 Street Wrath\n' } });
    expect(response.ok).toBe(false);
    expect(!response.ok && response.error.message).toMatch(/line 2: "Street Wrath" \(did you mean "Street Wraith"/);
    const bad = await dispatch(services, 'simulation.run', { deck: { deckId }, mulligan: { minLands: 5, maxLands: 2 } });
    expect(bad.ok).toBe(false);
  });

  it('plays a deck whose sideboard has an unknown name and points that name out (issue 15, item 5)', async () => {
    const decklist = '30 Island\n4 Street Wraith\n\nSideboard\n2 Street Wrath\n';
    const job = await ok<JobSnapshot>(dispatch(services, 'simulation.run', { deck: { decklist }, games: 20, seed: 1, maxTurns: 3 }));
    const done = await services.jobs.wait(job.id);
    expect(done.state).toBe('done');
    const outcome = done.result as SimulationJobResult;
    expect(outcome.result.deck.cards).toBe(34);
    expect(outcome.unplayed).toEqual([{ name: 'Street Wrath', section: 'sideboard', line: 5 }]);
    // The same name in the main deck stops the run, and the message names it as a main-deck card.
    const refused = await dispatch(services, 'simulation.run', { deck: { decklist: '30 Island\n4 Street Wrath\n\nSideboard\n2 Nowhere Card\n' } });
    expect(!refused.ok && refused.error.message).toMatch(/1 main-deck card name\(s\) match no card: line 2: "Street Wrath"/);
    expect(!refused.ok && refused.error.message).not.toContain('Nowhere Card');
  });
});
