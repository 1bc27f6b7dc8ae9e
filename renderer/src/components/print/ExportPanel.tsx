// Export PDF as a job (progress bar, cancel), then the download; and the duplex alignment test.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintExportResult } from '../../../../app/api/commands/print.ts';
import type { JobSnapshot } from '../../../../app/jobs.ts';
import type { PrintOptions } from '../../../../app/print/print-options.ts';
import { call } from '../../api/client.ts';
import { canDownloadExports, downloadExport } from '../../api/exports.ts';

const POLL_MS = 200;

/** The options as the UI may send them: never a back image path (that is the core's to add). */
export function sendable(options: PrintOptions): PrintOptions {
  const { imagePath: _path, ...backs } = options.backs;
  return { ...options, backs };
}

export function ExportPanel({ options, disabled, cards }: { options: PrintOptions; disabled: boolean; cards: number }) {
  const { t } = useTranslation();
  const [job, setJob] = useState<JobSnapshot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const finish = async (snapshot: JobSnapshot) => {
    if (snapshot.state !== 'done') return;
    const result = snapshot.result as PrintExportResult;
    if (!canDownloadExports()) {
      setSaved(result.path);
      return;
    }
    await downloadExport(result.fileName).catch((failure: Error) => setError(failure.message));
  };

  const poll = (id: string) => {
    timer.current = window.setTimeout(() => {
      call('jobs.get', { id }).then(
        (snapshot) => {
          setJob(snapshot);
          if (snapshot.state === 'running') poll(id);
          else void finish(snapshot);
        },
        (failure: Error) => setError(failure.message),
      );
    }, POLL_MS);
  };

  const start = () => {
    setError(null);
    setSaved(null);
    call('print.export', { options: sendable(options) }).then(
      (snapshot) => {
        setJob(snapshot);
        poll(snapshot.id);
      },
      (failure: Error) => setError(failure.message),
    );
  };

  const alignment = () => {
    setError(null);
    call('print.alignmentTest', { options: sendable(options) }).then(
      (result) => (canDownloadExports() ? downloadExport(result.fileName) : setSaved(result.path)),
      (failure: Error) => setError(failure.message),
    ).catch((failure: Error) => setError(failure.message));
  };

  const running = job?.state === 'running';
  const result = job?.state === 'done' ? (job.result as PrintExportResult) : null;
  const progress = job?.progress;

  return (
    <section className="print-export" aria-label={t('print.export.heading')}>
      <div className="print-export-buttons">
        <button type="button" className="primary" data-testid="export-pdf" disabled={disabled || running || cards === 0} onClick={start}>
          {t('print.export.button', { count: cards })}
        </button>
        {running ? (
          <button type="button" data-testid="export-cancel" onClick={() => void call('jobs.cancel', { id: job.id }).catch((failure: Error) => setError(failure.message))}>
            {t('print.export.cancel')}
          </button>
        ) : null}
        <button type="button" data-testid="alignment-test" disabled={disabled} onClick={alignment} title={t('print.export.alignmentHint')}>
          {t('print.export.alignment')}
        </button>
      </div>
      {running && progress ? (
        <div className="print-progress">
          <progress data-testid="export-progress" value={progress.done} max={progress.total ?? undefined} />
          <span className="muted small">{progress.total ? t('print.export.progress', { done: progress.done, total: progress.total }) : t('print.export.starting')}</span>
        </div>
      ) : null}
      {job?.state === 'cancelled' ? <p className="muted small">{t('print.export.cancelled')}</p> : null}
      {job?.state === 'failed' ? <p className="error">{job.error}</p> : null}
      {result ? (
        <p className="small" data-testid="export-done">
          {t('print.export.done', { cards: result.cards, pages: result.pages })}{' '}
          {canDownloadExports() ? (
            <button type="button" className="link-button" title={result.fileName} onClick={() => void downloadExport(result.fileName).catch((failure: Error) => setError(failure.message))}>
              {t('print.export.downloadAgain')}
            </button>
          ) : null}
        </p>
      ) : null}
      {result && result.warnings.length > 0 ? (
        <ul className="print-warnings small warn">
          {result.warnings.map((warning, index) => (
            <li key={index}>
              {warning.card}: {warning.message}
            </li>
          ))}
        </ul>
      ) : null}
      {saved ? <p className="small">{t('print.export.savedAt', { path: saved })}</p> : null}
      {error ? <p className="error" role="alert">{error}</p> : null}
    </section>
  );
}
