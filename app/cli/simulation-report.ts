// The human-readable report of `proxyfish simulate`: a compact table of one run, or of two
// runs side by side with their differences (b − a) and significance.
import type { Interval } from '../sim/statistics.ts';
import type { ComparedValue, SimulationComparison, SimulationResult } from '../sim/results.ts';

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;
const range = ([lo, hi]: Interval, format: (value: number) => string): string => `${format(lo)}–${format(hi)}`;
const shareCell = (value: number, ci: Interval): string => `${percent(value)} (${range(ci, percent)})`;
const number = (value: number | null, digits = 2): string => (value === null ? '—' : value.toFixed(digits));
const signed = (value: number, format: (value: number) => string): string => `${value >= 0 ? '+' : '−'}${format(Math.abs(value))}`;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  ').trimEnd()).join('\n');
}

function describeRun(result: SimulationResult): string {
  const mulligan = result.mulligan.enabled
    ? `London mulligan, keep ${result.mulligan.minLands}–${result.mulligan.maxLands} lands, at most ${result.mulligan.maxMulligans}`
    : 'no mulligans';
  return `${result.games} games · seed ${result.seed} · ${result.onThePlay ? 'on the play' : 'on the draw'} · ${mulligan} · ${result.maxTurns} turns · runner ${result.runner}`;
}

function deckLine(result: SimulationResult): string {
  return `${result.deck.name}: ${result.deck.cards} cards, ${result.deck.lands} lands`;
}

function runnerNote(result: SimulationResult): string[] {
  const notes: string[] = [];
  if (result.runner === 'land-drops') notes.push('The land-drops model plays lands only: no spells are cast, so nothing is ever killed.');
  if (result.unsupportedCardCount > 0) {
    const names = result.unsupportedCards.length > 0 ? `: ${result.unsupportedCards.join(', ')}` : '';
    notes.push(`${result.unsupportedCardCount} cards in the deck were not fully understood and were played as far as the engine understands them, or ignored${names}.`);
  }
  if (result.unexercisedCards.length > 0) notes.push(`Not exercised by a goldfish game (nothing blocks, nothing attacks you), so these figures do not test them: ${result.unexercisedCards.join(', ')}.`);
  return notes;
}

export function formatSimulation(result: SimulationResult): string {
  const exact = result.exactLandDrops !== null;
  const landRows = [['Turn', 'Land drop made (95% CI)', ...(exact ? ['Exact'] : [])]];
  for (const row of result.landDrops) landRows.push([String(row.turn), shareCell(row.probability, row.ci95), ...(exact ? [percent(row.exact!)] : [])]);
  const kill = result.killTurn;
  const killed = Object.entries(kill.distribution).filter(([, share]) => share > 0);
  const lines = [
    deckLine(result),
    describeRun(result),
    '',
    table(landRows),
    '',
    table([
      ['Kill turn', `median ${kill.median ?? '—'}, mean ${number(kill.mean)}${kill.meanCi95 ? ` (${range(kill.meanCi95, (v) => v.toFixed(2))})` : ''}`],
      ['Not killed by turn ' + kill.neverKilled.byTurn, shareCell(kill.neverKilled.share, kill.neverKilled.ci95)],
      ...(killed.length > 0 ? [['Kills by turn', killed.map(([turn, share]) => `T${turn} ${percent(share)}`).join(', ')]] : []),
      ['Mulligan rate', shareCell(result.mulliganRate, result.mulliganRateCi95)],
      ['Mana screw', shareCell(result.screwRate, result.screwRateCi95)],
      ['Mana flood', shareCell(result.floodRate, result.floodRateCi95)],
      ['Cards cycled per game', `${result.cycledPerGame.toFixed(2)} (${range(result.cycledPerGameCi95, (v) => v.toFixed(2))})`],
    ]),
  ];
  const notes = runnerNote(result);
  if (exact) notes.push('Exact: the hypergeometric probability for the same deck without mulligans or cycling.');
  return [...lines, ...(notes.length > 0 ? ['', ...notes] : [])].join('\n');
}

const pText = (p: number): string => (p < 0.0001 ? 'p<0.0001' : `p=${p.toPrecision(2)}`);
const mark = (value: ComparedValue | null): string => (value === null ? '' : `${value.significant ? '* ' : ''}${pText(value.pValue)}`);
const points = (value: number): string => `${value < 0 ? '−' : ''}${Math.abs(value * 100).toFixed(1)}`;
const plain = (digits: number) => (value: number): string => `${value < 0 ? '−' : ''}${Math.abs(value).toFixed(digits)}`;

export function formatComparison(a: SimulationResult, b: SimulationResult, comparison: SimulationComparison): string {
  const rows = [['', 'A', 'B', 'B − A (95% CI)', 'test']];
  const shareRow = (label: string, value: ComparedValue): string[] => [label, percent(value.a), percent(value.b), `${signed(value.difference, (v) => points(v))} (${points(value.ci95[0])} to ${points(value.ci95[1])})`, mark(value)];
  const meanRow = (label: string, value: ComparedValue | null, digits = 2): string[] =>
    value === null ? [label, '—', '—', '—', ''] : [label, value.a.toFixed(digits), value.b.toFixed(digits), `${signed(value.difference, plain(digits))} (${plain(digits)(value.ci95[0])} to ${plain(digits)(value.ci95[1])})`, mark(value)];
  for (const row of comparison.landDrops) rows.push(shareRow(`Land drop T${row.turn}`, row));
  rows.push(
    meanRow('Mean kill turn', comparison.killTurnMean),
    ['Median kill turn', String(comparison.killTurnMedian.a ?? '—'), String(comparison.killTurnMedian.b ?? '—'), comparison.killTurnMedian.difference === null ? '—' : signed(comparison.killTurnMedian.difference, String), ''],
    shareRow(`Not killed by T${a.killTurn.neverKilled.byTurn}`, comparison.neverKilled),
    shareRow('Mulligan rate', comparison.mulliganRate),
    shareRow('Mana screw', comparison.screwRate),
    shareRow('Mana flood', comparison.floodRate),
    meanRow('Cycled per game', comparison.cycledPerGame),
  );
  return [
    `A  ${deckLine(a)}`,
    `B  ${deckLine(b)}`,
    describeRun(a),
    '',
    table(rows),
    '',
    '* significant at the 5 % level (two-proportion z-test for shares, Welch t-test for means; share differences in percentage points).',
    ...runnerNote(a),
  ].join('\n');
}
