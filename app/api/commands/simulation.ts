import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { JobSnapshot } from '../../jobs.ts';
import { MAX_SEED } from '../../sim/random.ts';
import { compareResults } from '../../sim/results.ts';
import { DEFAULT_RUNNER } from '../../sim/runners.ts';
import { loadPastedSimDeck, loadSavedSimDeck } from '../../sim/sim-deck.ts';
import { MAX_TURNS, runSimulation } from '../../sim/simulate.ts';
import type { StoredSimulationResult, StoredSimulationSettings } from '../../sim/simulation-store.ts';
import { SimulationStore } from '../../sim/simulation-store.ts';
import type { SimDeck, UnplayedUnknownCard } from '../../sim/types.ts';
import { DEFAULT_MULLIGAN } from '../../sim/types.ts';
import type { Services } from '../../services.ts';
import { defineCommand } from '../contract.ts';

/** The most games one api run may ask for (the CLI allows more). */
export const MAX_API_GAMES = 1_000_000;

const landCount = z.number().int().min(0).max(7);
const mulliganSettings = z
  .object({
    enabled: z.boolean().default(DEFAULT_MULLIGAN.enabled),
    minLands: landCount.default(DEFAULT_MULLIGAN.minLands),
    maxLands: landCount.default(DEFAULT_MULLIGAN.maxLands),
    maxMulligans: z.number().int().min(0).max(6).default(DEFAULT_MULLIGAN.maxMulligans),
  })
  .strict()
  .refine((value) => value.minLands <= value.maxLands, { message: 'minLands must not be more than maxLands', path: ['minLands'] });

/** A saved deck by id, or a pasted decklist in any format the deck readers know. */
const deckSource = z.union([
  z.object({ deckId: z.number().int().positive() }).strict(),
  z.object({ decklist: z.string().min(1).max(500_000), name: z.string().min(1).max(200).optional() }).strict(),
]);

const runInput = z
  .object({
    deck: deckSource,
    /** A second deck played with the same settings and seed, compared with the first. */
    compare: deckSource.optional(),
    games: z.number().int().min(1).max(MAX_API_GAMES).default(10_000),
    /** Leave out for a random seed (the result says which one was used). */
    seed: z.number().int().min(0).max(MAX_SEED).optional(),
    onThePlay: z.boolean().default(true),
    mulligan: mulliganSettings.default(DEFAULT_MULLIGAN),
    maxTurns: z.number().int().min(1).max(MAX_TURNS).default(20),
  })
  .strict();

const runId = z.object({ id: z.number().int().positive() }).strict();

async function loadDeck(services: Services, source: z.output<typeof deckSource>): Promise<{ deck: SimDeck; deckId: number | null }> {
  if ('deckId' in source) return { deck: await loadSavedSimDeck(services, source.deckId), deckId: source.deckId };
  return { deck: await loadPastedSimDeck(services, source.decklist, source.name), deckId: null };
}

/** What a finished simulation job returns; `id` is the stored run (null for a pasted deck). */
export interface SimulationJobResult extends StoredSimulationResult {
  id: number | null;
  deckId: number | null;
  settings: StoredSimulationSettings;
  /** Unknown names outside the main deck(s), which were not played: for the page to point out. */
  unplayed: UnplayedUnknownCard[];
}

export const simulationCommands = {
  'simulation.run': defineCommand({
    summary:
      'Play a deck (saved deck id or pasted decklist) many times with the rules engine and the autopilot, as a job with ' +
      'progress and cancel; optionally compare a second deck. A saved deck keeps the run (simulation.list).',
    input: runInput,
    run: async (services, input): Promise<JobSnapshot<SimulationJobResult>> => {
      // Decks are read and resolved now, so a bad list fails at once with the names to fix; the
      // cards are compiled on the worker pool for a large deck, so the server keeps answering.
      const main = await loadDeck(services, input.deck);
      const other = input.compare ? await loadDeck(services, input.compare) : null;
      const settings: StoredSimulationSettings = {
        games: input.games,
        seed: input.seed ?? randomInt(0, 2 ** 48 - 1),
        onThePlay: input.onThePlay,
        mulligan: input.mulligan,
        maxTurns: input.maxTurns,
        runner: DEFAULT_RUNNER,
        compareDeck: other ? { id: other.deckId, name: other.deck.name } : null,
      };
      const total = settings.games * (other ? 2 : 1);
      return services.jobs.start('simulation.run', async ({ signal, report }) => {
        report({ stage: `Simulating ${main.deck.name}`, done: 0, total });
        const result = await runSimulation(main.deck, settings, {
          runner: settings.runner,
          signal,
          onProgress: (done) => report({ done }),
        });
        let compare: StoredSimulationResult['compare'] = null;
        if (other) {
          report({ stage: `Simulating ${other.deck.name}` });
          const compared = await runSimulation(other.deck, settings, {
            runner: settings.runner,
            signal,
            onProgress: (done) => report({ done: settings.games + done }),
          });
          compare = { result: compared, differences: compareResults(result, compared) };
        }
        const stored: StoredSimulationResult = { result, compare };
        const unplayed = [...(main.deck.unplayed ?? []), ...(other?.deck.unplayed ?? [])];
        if (main.deckId === null) return { id: null, deckId: null, settings, unplayed, ...stored };
        const run = new SimulationStore(services.db).save(main.deckId, settings, stored);
        return { id: run.id, deckId: main.deckId, settings, unplayed, ...stored };
      });
    },
  }),
  'simulation.list': defineCommand({
    summary: "A saved deck's earlier simulation runs, newest first (settings and headline figures).",
    input: z.object({ deckId: z.number().int().positive() }).strict(),
    run: (services, input) => {
      services.decks.get(input.deckId); // a clear error for a deck that does not exist
      return new SimulationStore(services.db).list(input.deckId);
    },
  }),
  'simulation.get': defineCommand({
    summary: 'One stored simulation run with its full result (and its comparison, if it had one).',
    input: runId,
    run: (services, input) => new SimulationStore(services.db).get(input.id),
  }),
  'simulation.compare': defineCommand({
    summary: 'Two stored runs side by side: both results and the differences (b − a) with their tests.',
    input: z.object({ a: z.number().int().positive(), b: z.number().int().positive() }).strict(),
    run: (services, input) => {
      const store = new SimulationStore(services.db);
      const a = store.get(input.a);
      const b = store.get(input.b);
      return { a, b, differences: compareResults(a.result, b.result) };
    },
  }),
  'simulation.delete': defineCommand({
    summary: 'Delete a stored simulation run.',
    input: runId,
    run: (services, input) => new SimulationStore(services.db).delete(input.id),
  }),
};
