// The results of one simulation run, or of two runs side by side: kill-turn histogram,
// land-drop curve with its hypergeometric twin and 95 % band, and the rates with their
// intervals (and, when comparing, the differences and whether they are significant).
// Props are plain result objects: the page that mounts this component fetches them.
import { useTranslation } from 'react-i18next';
import { Area, Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ComparedValue, SimulationComparison, SimulationResult } from '../../../../app/sim/results.ts';
import type { Interval } from '../../../../app/sim/statistics.ts';
import { decimals, useNumberFormat } from '../../i18n/useNumberFormat.ts';
import { killTurnRows, landDropRows, unsupportedCards } from './chart-data.ts';

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
/** Recharts draws its tooltip white with grey text: in the theme's colours it reads in dark mode too. */
const TOOLTIP = {
  contentStyle: { background: 'var(--panel)', border: '1px solid var(--border)', borderRadius: 4, color: 'var(--text)' },
  labelStyle: { color: 'var(--text)', fontWeight: 600 },
  itemStyle: { color: 'var(--text)' },
  cursor: { fill: 'var(--panel-2)', stroke: 'var(--border)' },
  wrapperClassName: 'sim-tooltip',
} as const;

type Format = (value: number, options?: Intl.NumberFormatOptions) => string;
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** The figure formatters in the UI language. */
function useFigures() {
  const number = useNumberFormat();
  const pct = (value: number): string => `${number(value * 100, ONE_DECIMAL)} %`;
  const num = (value: number | null, digits = 2): string => (value === null ? '—' : number(value, decimals(digits)));
  const signed = (value: number, format: Format, options: Intl.NumberFormatOptions): string => `${value >= 0 ? '+' : '−'}${format(Math.abs(value), options)}`;
  const tooltipPercent = (value: unknown): string =>
    Array.isArray(value) ? value.map((v: number) => `${number(v, ONE_DECIMAL)} %`).join(' – ') : `${number(Number(value), ONE_DECIMAL)} %`;
  return { number, pct, num, signed, tooltipPercent };
}
const ci = ([lo, hi]: Interval, format: (value: number) => string): string => `${format(lo)} – ${format(hi)}`;

function SummaryTable({ result }: { result: SimulationResult }) {
  const { t } = useTranslation();
  const { pct, num } = useFigures();
  const kill = result.killTurn;
  const rows: [string, string, string][] = [
    [t('sim.killMedian'), num(kill.median, 0), kill.medianCi95.map((end) => num(end, 0)).join(' – ')],
    [t('sim.killMean'), num(kill.mean), kill.meanCi95 ? ci(kill.meanCi95, (v) => num(v)) : '—'],
    [t('sim.neverKilled', { turn: kill.neverKilled.byTurn }), pct(kill.neverKilled.share), ci(kill.neverKilled.ci95, pct)],
    [t('sim.mulliganRate'), pct(result.mulliganRate), ci(result.mulliganRateCi95, pct)],
    [t('sim.screwRate'), pct(result.screwRate), ci(result.screwRateCi95, pct)],
    [t('sim.floodRate'), pct(result.floodRate), ci(result.floodRateCi95, pct)],
    [t('sim.cycledPerGame'), num(result.cycledPerGame), ci(result.cycledPerGameCi95, (v) => num(v))],
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
  const { number, pct, num, signed } = useFigures();
  const points = (value: number): string => signed(value * 100, number, ONE_DECIMAL);
  const share = (label: string, value: ComparedValue): [string, string, string, string, boolean, number] => [label, pct(value.a), pct(value.b), `${points(value.difference)} (${points(value.ci95[0])} … ${points(value.ci95[1])})`, value.significant, value.pValue];
  const mean = (label: string, value: ComparedValue | null): [string, string, string, string, boolean, number] | null =>
    value ? [label, num(value.a), num(value.b), `${signed(value.difference, number, decimals(2))} (${num(value.ci95[0])} … ${num(value.ci95[1])})`, value.significant, value.pValue] : null;
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
              {significant ? t('sim.significant') : t('sim.notSignificant')} (p {pValue < 0.0001 ? `< ${number(0.0001)}` : `= ${number(pValue, { maximumSignificantDigits: 2 })}`})
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
  const { tooltipPercent } = useFigures();
  const unsupported = unsupportedCards(result);

  return (
    <section className="sim-results" aria-label={t('sim.title')}>
      <p className="muted" data-testid="sim-run">
        {t('sim.run', { games: result.games, seed: result.seed, turns: result.maxTurns, runner: result.runner })} ·{' '}
        {result.onThePlay ? t('sim.onThePlay') : t('sim.onTheDraw')} ·{' '}
        {result.mulligan.enabled ? t('sim.mulligan', { min: result.mulligan.minLands, max: result.mulligan.maxLands }) : t('sim.noMulligan')}
      </p>
      {unsupported.copies > 0 ? (
        <div className="sim-unsupported" data-testid="sim-unsupported">
          <p className="error">
            {unsupported.cards === null
              ? t('sim.unsupported', { count: unsupported.copies })
              : t('sim.unsupportedCards', { count: unsupported.cards, copies: t('sim.copies', { count: unsupported.copies }) })}
          </p>
          {unsupported.names.length > 0 ? (
            <ul className="sim-unsupported-names">
              {unsupported.names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {result.unexercisedCards.length > 0 ? (
        <p className="muted" data-testid="sim-unexercised">
          {t('sim.unexercised', { names: result.unexercisedCards.join(', ') })}
        </p>
      ) : null}

      <div className="sim-charts">
        <div className="sim-chart">
          <h2>{t('sim.killTurnTitle')}</h2>
          {anyKills ? null : <p className="muted">{t('sim.noKills')}</p>}
          <div style={{ width: '100%', height: chartHeight }}>
            <ResponsiveContainer>
              <BarChart data={kills} margin={{ top: 8, right: 16, bottom: 4, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
                {/* Every turn gets its tick (interval 0): recharts otherwise drops labels it thinks crowded, 10, 12, 14 among them. */}
                <XAxis dataKey="turn" interval={0} tick={{ fontSize: 11 }} label={{ value: t('sim.turn'), position: 'insideBottomRight', offset: -2 }} />
                <YAxis unit=" %" />
                <Tooltip formatter={tooltipPercent} {...TOOLTIP} />
                <Legend />
                <Bar dataKey="a" name={compareWith ? names.a : t('sim.share')} fill={COLOURS.a} />
                {compareWith ? <Bar dataKey="b" name={names.b} fill={COLOURS.b} /> : null}
              </BarChart>
            </ResponsiveContainer>
          </div>
        </div>
        <div className="sim-chart">
          <h2>{t('sim.landDropTitle')}</h2>
          <p className="muted">{t('sim.landDropHelp')}</p>
          <div style={{ width: '100%', height: chartHeight }}>
            <ResponsiveContainer>
              <ComposedChart data={lands} margin={{ top: 8, right: 16, bottom: 4, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
                <XAxis dataKey="turn" label={{ value: t('sim.turn'), position: 'insideBottomRight', offset: -2 }} />
                <YAxis unit=" %" domain={[0, 100]} />
                <Tooltip formatter={tooltipPercent} {...TOOLTIP} />
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
        </div>
      </div>

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
