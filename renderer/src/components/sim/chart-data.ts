// Pure shaping of simulation results into chart rows (no React): kept apart so it can be
// tested without a DOM and reused by other views.
import type { SimulationResult } from '../../../../app/sim/results.ts';

export interface KillTurnRow {
  turn: string;
  a: number;
  b?: number;
}

/** Kill-turn shares in percent per turn, plus "never" (not killed within maxTurns). */
export function killTurnRows(a: SimulationResult, b?: SimulationResult, neverLabel = '—'): KillTurnRow[] {
  const turns = Math.max(a.maxTurns, b?.maxTurns ?? 0);
  const rows: KillTurnRow[] = [];
  for (let turn = 1; turn <= turns; turn += 1) {
    const key = String(turn);
    rows.push({ turn: key, a: (a.killTurn.distribution[key] ?? 0) * 100, ...(b ? { b: (b.killTurn.distribution[key] ?? 0) * 100 } : {}) });
  }
  rows.push({ turn: neverLabel, a: a.killTurn.neverKilled.share * 100, ...(b ? { b: b.killTurn.neverKilled.share * 100 } : {}) });
  return rows;
}

export interface LandDropRow {
  turn: number;
  a: number;
  aBand: [number, number];
  aExact?: number;
  b?: number;
  bBand?: [number, number];
  bExact?: number;
}

/** Land-drop probabilities in percent, with the 95 % band and the exact twin where known. */
export function landDropRows(a: SimulationResult, b?: SimulationResult): LandDropRow[] {
  return a.landDrops.map((row, index) => {
    const other = b?.landDrops[index];
    return {
      turn: row.turn,
      a: row.probability * 100,
      aBand: [row.ci95[0] * 100, row.ci95[1] * 100],
      ...(row.exact !== null ? { aExact: row.exact * 100 } : {}),
      ...(other ? { b: other.probability * 100, bBand: [other.ci95[0] * 100, other.ci95[1] * 100] as [number, number] } : {}),
      ...(other && other.exact !== null ? { bExact: other.exact * 100 } : {}),
    };
  });
}

/**
 * The cards the engine did not understand: how many distinct cards (`cards`, null for runs
 * stored before the names were kept), how many copies, and their names.
 */
export function unsupportedCards(result: SimulationResult): { cards: number | null; copies: number; names: string[] } {
  const names = result.unsupportedCards;
  return { cards: names.length > 0 ? names.length : null, copies: result.unsupportedCardCount, names };
}
