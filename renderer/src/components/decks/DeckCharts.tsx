import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DeckAnalysis } from '../../../../app/collection/deck-analysis.ts';

/** The colours of the five mana symbols, as players know them. */
const PIP_COLORS: Record<string, string> = { W: '#e9e2c4', U: '#3f7fbf', B: '#4a4350', R: '#d0553b', G: '#3e8f5a' };

export function DeckCharts({ analysis }: { analysis: DeckAnalysis }) {
  const { t } = useTranslation();
  const curve = analysis.curve.map((bucket) => ({ label: bucket.manaValue === 7 ? '7+' : String(bucket.manaValue), count: bucket.count }));
  const pips = Object.entries(analysis.pips).map(([color, count]) => ({ color, count }));
  const types = analysis.types.map((entry) => ({ ...entry, label: t(`decks.groups.${entry.type}`, { defaultValue: entry.type }) }));

  return (
    <div className="deck-charts">
      <figure className="chart" data-testid="mana-curve">
        <figcaption>{t('decks.curve')}</figcaption>
        <ResponsiveContainer width="100%" height={140}>
          <BarChart data={curve} margin={{ top: 4, right: 4, bottom: 0, left: -24 }}>
            <CartesianGrid strokeDasharray="2 3" vertical={false} stroke="var(--border)" />
            <XAxis dataKey="label" tick={{ fill: 'var(--muted)', fontSize: 11 }} />
            <YAxis allowDecimals={false} tick={{ fill: 'var(--muted)', fontSize: 11 }} />
            <Tooltip cursor={{ fill: 'var(--panel-2)' }} contentStyle={{ background: 'var(--panel)', border: '1px solid var(--border)' }} />
            <Bar dataKey="count" name={t('decks.cards')} fill="var(--accent)" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <figure className="chart" data-testid="colour-pips">
        <figcaption>{t('decks.pips')}</figcaption>
        <ResponsiveContainer width="100%" height={110}>
          <BarChart data={pips} margin={{ top: 4, right: 4, bottom: 0, left: -24 }}>
            <XAxis dataKey="color" tick={{ fill: 'var(--muted)', fontSize: 11 }} />
            <YAxis allowDecimals={false} tick={{ fill: 'var(--muted)', fontSize: 11 }} />
            <Tooltip cursor={{ fill: 'var(--panel-2)' }} contentStyle={{ background: 'var(--panel)', border: '1px solid var(--border)' }} />
            <Bar dataKey="count" name={t('decks.pipCount')} isAnimationActive={false} stroke="var(--border)">
              {pips.map((pip) => (
                <Cell key={pip.color} fill={PIP_COLORS[pip.color]} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <figure className="chart" data-testid="type-breakdown">
        <figcaption>{t('decks.types')}</figcaption>
        <ResponsiveContainer width="100%" height={Math.max(60, types.length * 22 + 10)}>
          <BarChart data={types} layout="vertical" margin={{ top: 0, right: 8, bottom: 0, left: 8 }}>
            <XAxis type="number" hide allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={90} tick={{ fill: 'var(--muted)', fontSize: 11 }} />
            <Tooltip cursor={{ fill: 'var(--panel-2)' }} contentStyle={{ background: 'var(--panel)', border: '1px solid var(--border)' }} />
            <Bar dataKey="count" name={t('decks.cards')} fill="var(--accent)" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
