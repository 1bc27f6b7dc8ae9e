// Simulation runs kept with their deck (table deck_simulations): the settings that repeat a run
// exactly and its result, so the deck view can chart earlier runs and compare them.
import type { Db } from '../db/connection.ts';
import type { SimulationComparison, SimulationResult, SimulationSettings } from './results.ts';

/** Everything needed to repeat a run: the settings plus the runner and what it was compared with. */
export interface StoredSimulationSettings extends SimulationSettings {
  runner: string;
  /** The comparison deck, when the run had one (its name as it was then). */
  compareDeck: { id: number | null; name: string } | null;
}

export interface StoredSimulationResult {
  result: SimulationResult;
  compare: { result: SimulationResult; differences: SimulationComparison } | null;
}

/** A run in a list: when, how, and the headline figures (no per-turn detail). */
export interface SimulationRunSummary {
  id: number;
  deckId: number;
  createdAt: string;
  settings: StoredSimulationSettings;
  deckName: string;
  killTurnMedian: number | null;
  killTurnMean: number | null;
  cycledPerGame: number;
  compareDeckName: string | null;
}

export interface SimulationRun extends StoredSimulationResult {
  id: number;
  deckId: number;
  createdAt: string;
  settings: StoredSimulationSettings;
}

interface Row {
  id: number;
  deck_id: number;
  created_at: string;
  settings: string;
  result: string;
}

/** Runs stored before the names of the cards not understood were kept had only their number. */
function upgradeResult(stored: SimulationResult): SimulationResult {
  // Runs stored before the cards a goldfish game never exercises were named apart have no such list.
  const result = stored.unexercisedCards === undefined ? { ...stored, unexercisedCards: [] } : stored;
  const old = result as SimulationResult & { unsupportedCards: string[] | number };
  if (typeof old.unsupportedCards !== 'number') return result;
  return { ...result, unsupportedCards: [], unsupportedCardCount: old.unsupportedCards };
}

function toRun(row: Row): SimulationRun {
  const parsed = JSON.parse(row.result) as StoredSimulationResult;
  const stored: StoredSimulationResult = {
    result: upgradeResult(parsed.result),
    compare: parsed.compare ? { ...parsed.compare, result: upgradeResult(parsed.compare.result) } : null,
  };
  return { id: row.id, deckId: row.deck_id, createdAt: row.created_at, settings: JSON.parse(row.settings) as StoredSimulationSettings, ...stored };
}

export class SimulationStore {
  constructor(private readonly db: Db) {}

  save(deckId: number, settings: StoredSimulationSettings, stored: StoredSimulationResult): SimulationRun {
    const row = this.db
      .prepare<[number, string, string], Row>('INSERT INTO deck_simulations (deck_id, settings, result) VALUES (?, ?, ?) RETURNING *')
      .get(deckId, JSON.stringify(settings), JSON.stringify(stored))!;
    return toRun(row);
  }

  /** A deck's runs, newest first. */
  list(deckId: number): SimulationRunSummary[] {
    const rows = this.db.prepare<[number], Row>('SELECT * FROM deck_simulations WHERE deck_id = ? ORDER BY created_at DESC, id DESC').all(deckId);
    return rows.map((row) => {
      const run = toRun(row);
      return {
        id: run.id,
        deckId: run.deckId,
        createdAt: run.createdAt,
        settings: run.settings,
        deckName: run.result.deck.name,
        killTurnMedian: run.result.killTurn.median,
        killTurnMean: run.result.killTurn.mean,
        cycledPerGame: run.result.cycledPerGame,
        compareDeckName: run.compare?.result.deck.name ?? null,
      };
    });
  }

  get(id: number): SimulationRun {
    const row = this.db.prepare<[number], Row>('SELECT * FROM deck_simulations WHERE id = ?').get(id);
    if (!row) throw new Error(`No simulation run with id ${id}`);
    return toRun(row);
  }

  delete(id: number): { deleted: boolean } {
    return { deleted: this.db.prepare('DELETE FROM deck_simulations WHERE id = ?').run(id).changes > 0 };
  }
}
