import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ProgressBar } from '../ProgressBar.tsx';
import type { CollectionImportSummary } from '../../../../app/collection/collection-io.ts';
import type { CollectionFormat } from '../../../../app/collection/formats/csv-format.ts';
import type { JobProgress } from '../../../../app/jobs.ts';
import { call } from '../../api/client.ts';
import { cancelJob, followJob } from '../../api/jobs.ts';
import { uploadFile } from '../../api/uploads.ts';

export const COLLECTION_FILE_FORMATS = ['moxfield', 'deckbox', 'manabox', 'archidekt', 'dragonshield'] as const satisfies readonly CollectionFormat[];


interface CollectionImportPanelProps {
  onImported(): void;
  onClose(): void;
}

type Phase = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'running'; jobId: string; progress: JobProgress } | { kind: 'done'; summary: CollectionImportSummary };

/** Import CSV: file, format (detected or chosen), merge or replace, a progress bar, then the rows to review. */
export function CollectionImportPanel({ onImported, onClose }: CollectionImportPanelProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<CollectionFormat | ''>('');
  const [mode, setMode] = useState<'merge' | 'replace'>('merge');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  const start = async () => {
    if (!file) return;
    setError(null);
    setPhase({ kind: 'uploading' });
    try {
      const uploadId = await uploadFile(file);
      const job = await followJob(await call('collection.import', { uploadId, mode, ...(format ? { format } : {}) }), {
        onUpdate: (snapshot) => snapshot.state === 'running' && setPhase({ kind: 'running', jobId: snapshot.id, progress: snapshot.progress }),
        stopped: () => !alive.current,
      });
      if (!alive.current) return;
      if (job.state === 'cancelled') throw new Error(t('collection.importCancelled'));
      if (job.state !== 'done' || !job.result) throw new Error(`${job.error ?? ''} ${t('collection.importFailed')}`.trim());
      setPhase({ kind: 'done', summary: job.result });
      onImported();
    } catch (failure) {
      setPhase({ kind: 'idle' });
      setError((failure as Error).message);
    }
  };

  const busy = phase.kind === 'uploading' || phase.kind === 'running';
  return (
    <section className="import-panel collection-import" aria-label={t('collection.importTitle')} data-testid="collection-import">
      <header className="panel-header">
        <h2>{t('collection.importTitle')}</h2>
        <button type="button" onClick={onClose} disabled={busy} aria-label={t('collection.close')}>
          ✕
        </button>
      </header>
      <form
        className="import-form"
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <input type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.target.files?.[0] ?? null)} aria-label={t('collection.importFile')} data-testid="collection-import-file" />
        <label>
          {t('collection.format')}{' '}
          <select value={format} onChange={(event) => setFormat(event.target.value as CollectionFormat | '')}>
            <option value="">{t('collection.formatAuto')}</option>
            {COLLECTION_FILE_FORMATS.map((id) => (
              <option key={id} value={id}>{t(`collection.formats.${id}`)}</option>
            ))}
          </select>
        </label>
        <label className="check">
          <input type="radio" name="import-mode" checked={mode === 'merge'} onChange={() => setMode('merge')} />
          {t('collection.modeMerge')}
        </label>
        <label className="check">
          <input type="radio" name="import-mode" checked={mode === 'replace'} onChange={() => setMode('replace')} />
          {t('collection.modeReplace')}
        </label>
        <button type="submit" className="primary" disabled={!file || busy}>{t('collection.importSubmit')}</button>
      </form>
      {mode === 'replace' && !busy && phase.kind !== 'done' ? <p className="warn small">{t('collection.replaceWarning')}</p> : null}
      {busy ? (
        <ProgressBar
          progress={phase.kind === 'running' ? phase.progress : null}
          label={progressLabel(phase.kind === 'running' ? phase.progress : null, t)}
          testId="collection-import-progress"
          {...(phase.kind === 'running'
            ? { cancel: { label: t('collection.cancelImport'), onCancel: () => void cancelJob(phase.jobId).catch(() => undefined) } }
            : {})}
        />
      ) : null}
      {error ? <p className="error" role="alert">{error}</p> : null}
      {phase.kind === 'done' ? <ImportReview summary={phase.summary} /> : null}
    </section>
  );
}

function progressLabel(progress: JobProgress | null, t: TFunction): string {
  if (progress === null) return t('collection.uploading');
  return progress.total ? t('collection.matching', { done: progress.done, total: progress.total }) : t('collection.reading', { done: progress.done });
}

function ImportReview({ summary }: { summary: CollectionImportSummary }) {
  const { t } = useTranslation();
  return (
    <div className="import-review" data-testid="collection-import-summary">
      <p>
        {t('collection.importDone', { rows: summary.rows, cards: summary.cards, added: summary.added, merged: summary.merged, format: t(`collection.formats.${summary.format}`) })}
      </p>
      {summary.unresolved.length > 0 ? (
        <>
          <h3>{t('collection.unmatchedTitle', { count: summary.unresolved.length })}</h3>
          <p className="muted small">{t('collection.unmatchedHint')}</p>
          <div className="review-table" role="table" aria-label={t('collection.unmatchedTitle', { count: summary.unresolved.length })}>
            {summary.unresolved.slice(0, 500).map((row) => (
              <div role="row" key={row.line}>
                <span role="cell" className="mono muted">{t('collection.line', { line: row.line })}</span>
                <span role="cell" className="num">{row.quantity}</span>
                <span role="cell">{row.name}</span>
                <span role="cell" className="mono">{row.set_code ? `${row.set_code.toUpperCase()} ${row.collector_number ?? ''}` : ''}</span>
              </div>
            ))}
          </div>
          {summary.unresolved.length > 500 ? <p className="muted small">{t('collection.moreRows', { count: summary.unresolved.length - 500 })}</p> : null}
        </>
      ) : null}
      {summary.skipped.length > 0 ? (
        <>
          <h3>{t('collection.skippedTitle', { count: summary.skipped.length })}</h3>
          <div className="review-table" role="table" aria-label={t('collection.skippedTitle', { count: summary.skipped.length })}>
            {summary.skipped.slice(0, 500).map((problem) => (
              <div role="row" key={problem.line}>
                <span role="cell" className="mono muted">{t('collection.line', { line: problem.line })}</span>
                <span role="cell" className="error">{problem.message}</span>
                <span role="cell" className="mono">{problem.text}</span>
              </div>
            ))}
          </div>
        </>
      ) : null}
      {summary.warnings.length > 0 ? (
        <details>
          <summary className="muted small">{t('collection.warningsTitle', { count: summary.warnings.length })}</summary>
          <ul className="small">
            {summary.warnings.slice(0, 200).map((problem, index) => (
              <li key={index}>{t('collection.line', { line: problem.line })}: {problem.message}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
