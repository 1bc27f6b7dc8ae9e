// The results of one simulation run, or of two runs side by side: kill-turn histogram,
// land-drop curve with its hypergeometric twin and 95 % band, and the rates with their
// intervals (and, when comparing, the differences and whether they are significant).
// Props are plain result objects: the page that mounts this component fetches them.
import { useTranslation } from 'react-i18next';
import { Area, Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ComparedValue, SimulationComparison, SimulationResult } from '../../../../app/sim/results.ts';
import type { Interval } from '../../../../app/sim/statistics.ts';
import { killTurnRows, landDropRows } from './chart-data.ts';

export interface SimulationResultsProps {
  result: SimulationResult;
  /** A second run to compare with (B); differences are B − A. */
  compareWith?: SimulationResult;
  comparison?: SimulationComparison;
  /** Names for the two runs in the compare view (default: the deck names). */
  labels?: { a: string; b: string };
  /** Chart height in pixels. */
  chartHeight?: number;
}

/** Row labels read best left-aligned; the shared stylesheet has no table rules yet. */
const ROW_HEADER = { textAlign: 'left', fontWeight: 'normal', paddingRight: 12 } as const;
const COLOURS = { a: 'var(--accent)', b: '#d97706', exact: 'var(--muted)' };
const pct = (value: number): string => `${(value * 100).toFixed(1)} %`;
const ci = ([lo, hi]: Interval, format: (value: number) => string): string => `${format(lo)} – ${format(hi)}`;
const num = (value: number | null, digits = 2): string => (value === null ? '—' : value.toFixed(digits));
const points = (value: number): string => `${value >= 0 ? '+' : '−'}${Math.abs(value * 100).toFixed(1)}`;
const tooltipPercent = (value: unknown): string => (Array.isArray(value) ? value.map((v: number) => `${v.toFixed(1)} %`).join(' – ') : `${Number(value).toFixed(1)} %`);

function SummaryTable({ result }: { result: SimulationResult }) {
  const { t } = useTranslation();
  const kill = result.killTurn;
  const rows: [string, string, string][] = [
    [t('sim.killMedian'), kill.median === null ? '—' : String(kill.median), kill.medianCi95.map((end) => end ?? '—').join(' – ')],
    [t('sim.killMean'), num(kill.mean), kill.meanCi95 ? ci(kill.meanCi95, (v) => v.toFixed(2)) : '—'],
    [t('sim.neverKilled', { turn: kill.neverKilled.byTurn }), pct(kill.neverKilled.share), ci(kill.neverKilled.ci95, pct)],
    [t('sim.mulliganRate'), pct(result.mulliganRate), ci(result.mulliganRateCi95, pct)],
    [t('sim.screwRate'), pct(result.screwRate), ci(result.screwRateCi95, pct)],
    [t('sim.floodRate'), pct(result.floodRate), ci(result.floodRateCi95, pct)],
    [t('sim.cycledPerGame'), num(result.cycledPerGame), ci(result.cycledPerGameCi95, (v) => v.toFixed(2))],
  ];
  return (
    <table className="sim-table" data-testid="sim-summary">
      <thead>
        <tr>
          <th scope="col" />
          <th scope="col">{t('sim.value')}</th>
          <th scope="col">{t('sim.ci95')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value, interval]) => (
          <tr key={label}>
            <th scope="row" style={ROW_HEADER}>{label}</th>
            <td>{value}</td>
            <td className="muted">{interval}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ComparisonTable({ comparison, labels, byTurn }: { comparison: SimulationComparison; labels: { a: string; b: string }; byTurn: number }) {
  const { t } = useTranslation();
  const share = (label: string, value: ComparedValue): [string, string, string, string, boolean, number] => [label, pct(value.a), pct(value.b), `${points(value.difference)} (${points(value.ci95[0])} … ${points(value.ci95[1])})`, value.significant, value.pValue];
  const mean = (label: string, value: ComparedValue | null): [string, string, string, string, boolean, number] | null =>
    value ? [label, value.a.toFixed(2), value.b.toFixed(2), `${value.difference >= 0 ? '+' : '−'}${Math.abs(value.difference).toFixed(2)} (${value.ci95[0].toFixed(2)} … ${value.ci95[1].toFixed(2)})`, value.significant, value.pValue] : null;
  const rows = [
    ...comparison.landDrops.map((row) => share(t('sim.landDropTurn', { turn: row.turn }), row)),
    mean(t('sim.killMean'), comparison.killTurnMean),
    share(t('sim.neverKilled', { turn: byTurn }), comparison.neverKilled),
    share(t('sim.mulliganRate'), comparison.mulliganRate),
    share(t('sim.screwRate'), comparison.screwRate),
    share(t('sim.floodRate'), comparison.floodRate),
    mean(t('sim.cycledPerGame'), comparison.cycledPerGame),
  ].filter((row) => row !== null);
  return (
    <table className="sim-table" data-testid="sim-comparison">
      <thead>
        <tr>
          <th scope="col" />
          <th scope="col">{labels.a}</th>
          <th scope="col">{labels.b}</th>
          <th scope="col">{t('sim.difference')}</th>
          <th scope="col">{t('sim.significance')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, a, b, difference, significant, pValue]) => (
          <tr key={label} data-significant={significant}>
            <th scope="row" style={ROW_HEADER}>{label}</th>
            <td>{a}</td>
            <td>{b}</td>
            <td>{difference}</td>
            <td className={significant ? undefined : 'muted'}>
              {significant ? t('sim.significant') : t('sim.notSignificant')} (p {pValue < 0.0001 ? '< 0.0001' : `= ${pValue.toPrecision(2)}`})
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SimulationResults({ result, compareWith, comparison, labels, chartHeight = 240 }: SimulationResultsProps) {
  const { t } = useTranslation();
  const names = labels ?? { a: result.deck.name, b: compareWith?.deck.name ?? '' };
  const kills = killTurnRows(result, compareWith, t('sim.never'));
  const lands = landDropRows(result, compareWith);
  const hasExact = lands.some((row) => row.aExact !== undefined);
  const anyKills = result.killTurn.neverKilled.share < 1 || (compareWith ? compareWith.killTurn.neverKilled.share < 1 : false);

  return (
    <section className="sim-results" aria-label={t('sim.title')}>
      <p className="muted" data-testid="sim-run">
        {t('sim.run', { games: result.games, seed: result.seed, turns: result.maxTurns, runner: result.runner })} ·{' '}
        {result.onThePlay ? t('sim.onThePlay') : t('sim.onTheDraw')} ·{' '}
        {result.mulligan.enabled ? t('sim.mulligan', { min: result.mulligan.minLands, max: result.mulligan.maxLands }) : t('sim.noMulligan')}
      </p>
      {result.unsupportedCardCount > 0 ? (
        <p className="error" data-testid="sim-unsupported">
          {t('sim.unsupported', { count: result.unsupportedCardCount })} {result.unsupportedCards.join(', ')}
        </p>
      ) : null}

      <h2>{t('sim.killTurnTitle')}</h2>
      {anyKills ? null : <p className="muted">{t('sim.noKills')}</p>}
      <div style={{ width: '100%', height: chartHeight }}>
        <ResponsiveContainer>
          <BarChart data={kills} margin={{ top: 8, right: 16, bottom: 4, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="turn" label={{ value: t('sim.turn'), position: 'insideBottomRight', offset: -2 }} />
            <YAxis unit=" %" />
            <Tooltip formatter={tooltipPercent} />
            <Legend />
            <Bar dataKey="a" name={compareWith ? names.a : t('sim.share')} fill={COLOURS.a} />
            {compareWith ? <Bar dataKey="b" name={names.b} fill={COLOURS.b} /> : null}
          </BarChart>
        </ResponsiveContainer>
      </div>

      <h2>{t('sim.landDropTitle')}</h2>
      <p className="muted">{t('sim.landDropHelp')}</p>
      <div style={{ width: '100%', height: chartHeight }}>
        <ResponsiveContainer>
          <ComposedChart data={lands} margin={{ top: 8, right: 16, bottom: 4, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="turn" label={{ value: t('sim.turn'), position: 'insideBottomRight', offset: -2 }} />
            <YAxis unit=" %" domain={[0, 100]} />
            <Tooltip formatter={tooltipPercent} />
            <Legend />
            <Area dataKey="aBand" name={t('sim.band')} stroke="none" fill={COLOURS.a} fillOpacity={0.15} legendType="none" isAnimationActive={false} />
            <Line dataKey="a" name={compareWith ? names.a : t('sim.simulated')} stroke={COLOURS.a} strokeWidth={2} isAnimationActive={false} />
            {hasExact ? <Line dataKey="aExact" name={compareWith ? `${t('sim.exact')} (${names.a})` : t('sim.exact')} stroke={COLOURS.exact} strokeDasharray="5 4" isAnimationActive={false} /> : null}
            {compareWith ? <Area dataKey="bBand" name={t('sim.band')} stroke="none" fill={COLOURS.b} fillOpacity={0.15} legendType="none" isAnimationActive={false} /> : null}
            {compareWith ? <Line dataKey="b" name={names.b} stroke={COLOURS.b} strokeWidth={2} isAnimationActive={false} /> : null}
            {compareWith && lands.some((row) => row.bExact !== undefined) ? (
              <Line dataKey="bExact" name={`${t('sim.exact')} (${names.b})`} stroke={COLOURS.b} strokeDasharray="5 4" isAnimationActive={false} />
            ) : null}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      {hasExact ? <p className="muted">{t('sim.exactHelp')}</p> : null}

      {compareWith && comparison ? (
        <>
          <h2>{t('sim.compareTitle')}</h2>
          <ComparisonTable comparison={comparison} labels={names} byTurn={result.killTurn.neverKilled.byTurn} />
          <p className="muted">{t('sim.compareHelp')}</p>
        </>
      ) : (
        <>
          <h2>{t('sim.summaryTitle')}</h2>
          <SummaryTable result={result} />
        </>
      )}
    </section>
  );
}
