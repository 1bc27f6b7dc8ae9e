// Simulate a saved deck from the deck view: settings (games, seed, play/draw, mulligan policy,
// an optional comparison deck), Run as a job with a progress bar and Cancel, the charts of the
// result, and the deck's earlier runs — each can be shown again or compared with another.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimulationJobResult } from '../../../../app/api/commands/simulation.ts';
import type { JobSnapshot } from '../../../../app/jobs.ts';
import type { SimulationComparison, SimulationResult } from '../../../../app/sim/results.ts';
import type { SimulationRunSummary } from '../../../../app/sim/simulation-store.ts';
import { call } from '../../api/client.ts';
import { followJob } from '../../api/jobs.ts';
import { ProgressBar } from '../ProgressBar.tsx';
import { useApi } from '../../hooks/useApi.ts';
import { decimals, useNumberFormat } from '../../i18n/useNumberFormat.ts';
import { SimulationResults } from './SimulationResults.tsx';


interface Shown {
  result: SimulationResult;
  compareWith?: SimulationResult;
  comparison?: SimulationComparison;
  labels?: { a: string; b: string };
}

interface Form {
  games: number;
  seed: string;
  onThePlay: boolean;
  mulligan: boolean;
  minLands: number;
  maxLands: number;
  maxMulligans: number;
  compareDeckId: number | null;
}

const DEFAULT_FORM: Form = { games: 10_000, seed: '', onThePlay: true, mulligan: true, minLands: 2, maxLands: 5, maxMulligans: 2, compareDeckId: null };

function shownFromJob(outcome: SimulationJobResult): Shown {
  if (!outcome.compare) return { result: outcome.result };
  return { result: outcome.result, compareWith: outcome.compare.result, comparison: outcome.compare.differences };
}

export function SimulationPanel({ deckId }: { deckId: number }) {
  const { t, i18n } = useTranslation();
  const number = useNumberFormat();
  const [form, setForm] = useState<Form>(DEFAULT_FORM);
  const [job, setJob] = useState<JobSnapshot | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Unknown names outside the main deck in the last run: not played, pointed out. */
  const [unplayed, setUnplayed] = useState<SimulationJobResult['unplayed']>([]);
  const [shown, setShown] = useState<Shown | null>(null);
  const [shownRunId, setShownRunId] = useState<number | null>(null);
  const runs = useApi('simulation.list', { deckId });
  const decks = useApi('decks.list', {});
  const alive = useRef(true);
  const resultsRef = useRef<HTMLDivElement>(null);
  /** Set when a run ends or a stored run is shown: the page then scrolls to its results. */
  const [revealResults, setRevealResults] = useState(0);
  const running = job?.state === 'running';

  useEffect(() => () => void (alive.current = false), []);
  // The results appear below the form, usually outside the window: bring them into view.
  useEffect(() => {
    if (revealResults > 0) resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [revealResults]);
  // Another deck: forget what belonged to the previous one.
  useEffect(() => {
    setShown(null);
    setShownRunId(null);
    setJob(null);
    setError(null);
  }, [deckId]);

  const finished = (snapshot: JobSnapshot): void => {
    if (snapshot.state === 'done' && snapshot.result) {
      const outcome = snapshot.result as SimulationJobResult;
      setShown(shownFromJob(outcome));
      setRevealResults((count) => count + 1);
      setUnplayed(outcome.unplayed);
      setShownRunId(outcome.id);
      runs.reload();
    } else if (snapshot.state === 'failed') setError(snapshot.error);
  };

  const run = (): void => {
    setError(null);
    setUnplayed([]);
    const seed = form.seed.trim();
    if (seed !== '' && !/^\d+$/.test(seed)) {
      setError(t('sim.panel.badSeed'));
      return;
    }
    call('simulation.run', {
      deck: { deckId },
      ...(form.compareDeckId !== null ? { compare: { deckId: form.compareDeckId } } : {}),
      games: form.games,
      ...(seed !== '' ? { seed: Number(seed) } : {}),
      onThePlay: form.onThePlay,
      mulligan: { enabled: form.mulligan, minLands: form.minLands, maxLands: form.maxLands, maxMulligans: form.maxMulligans },
    })
      .then((snapshot) => followJob(snapshot, { onUpdate: setJob, stopped: () => !alive.current }))
      .then(finished, (failure: Error) => setError(failure.message));
  };

  const cancel = (): void => {
    if (!job) return;
    void call('jobs.cancel', { id: job.id }).catch((failure: Error) => setError(failure.message));
  };

  const showRun = (id: number): void => {
    call('simulation.get', { id }).then(
      (stored) => {
        setShown(shownFromJob({ ...stored, id: stored.id, unplayed: [] }));
        setRevealResults((count) => count + 1);
        setShownRunId(stored.id);
      },
      (failure: Error) => setError(failure.message),
    );
  };

  /** The shown stored run (A) against another stored run (B). */
  const compareRun = (id: number): void => {
    if (shownRunId === null) return;
    call('simulation.compare', { a: shownRunId, b: id }).then(
      ({ a, b, differences }) => {
        const labels = { a: runLabel(a.id), b: runLabel(b.id) };
        setShown({ result: a.result, compareWith: b.result, comparison: differences, labels });
      },
      (failure: Error) => setError(failure.message),
    );
  };

  const deleteRun = (id: number): void => {
    call('simulation.delete', { id }).then(
      () => {
        if (shownRunId === id) {
          setShown(null);
          setShownRunId(null);
        }
        runs.reload();
      },
      (failure: Error) => setError(failure.message),
    );
  };

  const runLabel = (id: number | null): string => {
    const index = runs.data?.findIndex((entry) => entry.id === id) ?? -1;
    return index < 0 ? t('sim.panel.thisRun') : t('sim.panel.runNumber', { number: (runs.data?.length ?? 0) - index });
  };

  const otherDecks = useMemo(() => (decks.data ?? []).filter((deck) => deck.id !== deckId), [decks.data, deckId]);
  const progress = job?.progress;
  const date = (iso: string): string => new Date(iso).toLocaleString(i18n.language);
  const set = <K extends keyof Form>(key: K, value: Form[K]): void => setForm((current) => ({ ...current, [key]: value }));

  return (
    <section className="sim-panel" aria-labelledby="sim-panel-title" data-testid="sim-panel">
      <h3 id="sim-panel-title">{t('sim.panel.title')}</h3>
      <p className="muted small">{t('sim.panel.help')}</p>
      <form
        className="sim-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!running) run();
        }}
      >
        <label>
          {t('sim.panel.games')}
          <input type="number" min={100} max={1_000_000} step={100} value={form.games} onChange={(event) => set('games', Math.max(1, Math.round(Number(event.target.value) || 1)))} />
        </label>
        <label>
          {t('sim.panel.seed')}
          <input type="text" inputMode="numeric" placeholder={t('sim.panel.randomSeed')} value={form.seed} onChange={(event) => set('seed', event.target.value)} />
        </label>
        <label>
          {t('sim.panel.start')}
          <select value={form.onThePlay ? 'play' : 'draw'} onChange={(event) => set('onThePlay', event.target.value === 'play')}>
            <option value="play">{t('sim.onThePlay')}</option>
            <option value="draw">{t('sim.onTheDraw')}</option>
          </select>
        </label>
        <label>
          {t('sim.panel.compareDeck')}
          <select value={form.compareDeckId ?? ''} onChange={(event) => set('compareDeckId', event.target.value === '' ? null : Number(event.target.value))}>
            <option value="">{t('sim.panel.noCompare')}</option>
            {otherDecks.map((deck) => (
              <option key={deck.id} value={deck.id}>
                {deck.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="sim-mulligan">
          <legend>
            <label className="check">
              <input type="checkbox" checked={form.mulligan} onChange={(event) => set('mulligan', event.target.checked)} />
              {t('sim.panel.mulligan')}
            </label>
          </legend>
          <label>
            {t('sim.panel.keepLands')}
            <span className="sim-range">
              <input type="number" min={0} max={7} value={form.minLands} disabled={!form.mulligan} aria-label={t('sim.panel.minLands')} onChange={(event) => set('minLands', Number(event.target.value))} />
              –
              <input type="number" min={0} max={7} value={form.maxLands} disabled={!form.mulligan} aria-label={t('sim.panel.maxLands')} onChange={(event) => set('maxLands', Number(event.target.value))} />
            </span>
          </label>
          <label>
            {t('sim.panel.maxMulligans')}
            <input type="number" min={0} max={6} value={form.maxMulligans} disabled={!form.mulligan} onChange={(event) => set('maxMulligans', Number(event.target.value))} />
          </label>
        </fieldset>
        <div className="sim-actions">
          <button type="submit" className="primary" disabled={running}>
            {t('sim.panel.run')}
          </button>
          {running ? (
            <button type="button" onClick={cancel}>
              {t('sim.panel.cancel')}
            </button>
          ) : null}
        </div>
      </form>

      {running && progress ? (
        <ProgressBar
          progress={progress}
          label={`${progress.stage} · ${t('sim.panel.progress', { done: progress.done, total: progress.total ?? 0 })}`}
        />
      ) : null}
      {job?.state === 'cancelled' ? <p className="muted">{t('sim.panel.cancelled')}</p> : null}
      {error ? <p className="error">{error}</p> : null}
      {unplayed.length > 0 ? (
        <p className="muted" role="status">
          {t('sim.panel.unplayedUnknown', { count: unplayed.length, names: unplayed.map((card) => card.name).join(', ') })}
        </p>
      ) : null}

      <div ref={resultsRef} data-testid="sim-results-anchor">
        {shown ? <SimulationResults result={shown.result} compareWith={shown.compareWith} comparison={shown.comparison} labels={shown.labels} chartHeight={200} /> : null}
      </div>

      <h3>{t('sim.panel.earlierRuns')}</h3>
      {runs.data && runs.data.length > 0 ? (
        <ul className="sim-runs">
          {runs.data.map((entry: SimulationRunSummary, index) => (
            <li key={entry.id} className={entry.id === shownRunId ? 'selected' : undefined}>
              <div className="sim-run-head">
                <span>
                  <strong>#{runs.data!.length - index}</strong> <span className="muted">{date(entry.createdAt)}</span>
                </span>
                <span className="sim-run-actions">
                  <button type="button" onClick={() => showRun(entry.id)}>
                    {t('sim.panel.show')}
                  </button>
                  <button type="button" disabled={shownRunId === null || entry.id === shownRunId} title={t('sim.panel.compareTitle')} onClick={() => compareRun(entry.id)}>
                    {t('sim.panel.compare')}
                  </button>
                  <button type="button" aria-label={t('sim.panel.delete')} title={t('sim.panel.delete')} onClick={() => deleteRun(entry.id)}>
                    ×
                  </button>
                </span>
              </div>
              <div className="muted small">
                {t('sim.panel.runSettings', { games: entry.settings.games, seed: entry.settings.seed })} ·{' '}
                {entry.settings.onThePlay ? t('sim.onThePlay') : t('sim.onTheDraw')}
                {entry.compareDeckName ? ` · ${t('sim.panel.versus', { name: entry.compareDeckName })}` : ''}
              </div>
              <div className="small">
                {t('sim.panel.runFigures', { median: entry.killTurnMedian === null ? '—' : number(entry.killTurnMedian), cycled: number(entry.cycledPerGame, decimals(2)) })}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('sim.panel.noRuns')}</p>
      )}
    </section>
  );
}
