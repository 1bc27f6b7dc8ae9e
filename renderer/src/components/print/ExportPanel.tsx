// Export PDF as a job (progress bar, cancel), then the download; and the duplex alignment test.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintExportResult } from '../../../../app/api/commands/print.ts';
import type { JobSnapshot } from '../../../../app/jobs.ts';
import type { PrintOptions } from '../../../../app/print/print-options.ts';
import { call } from '../../api/client.ts';
import { downloadExport } from '../../api/exports.ts';
import { followJob } from '../../api/jobs.ts';
import { ProgressBar } from '../ProgressBar.tsx';
import { progressLabel } from './export-progress.ts';

/** The options as the UI may send them: never a back image path (that is the core's to add). */
export function sendable(options: PrintOptions): PrintOptions {
  const { imagePath: _path, ...backs } = options.backs;
  return { ...options, backs };
}

/** Every file of the export in order (a split job has several). */
async function downloadAll(result: PrintExportResult): Promise<void> {
  for (const fileName of result.fileNames) await downloadExport(fileName);
}

export function ExportPanel({ options, disabled, cards }: { options: PrintOptions; disabled: boolean; cards: number }) {
  const { t } = useTranslation();
  const [job, setJob] = useState<JobSnapshot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);

  useEffect(() => () => void (alive.current = false), []);

  const finish = async (snapshot: JobSnapshot) => {
    if (snapshot.state !== 'done') return;
    const result = snapshot.result as PrintExportResult;
    await downloadAll(result).catch((failure: Error) => setError(failure.message));
  };

  const start = () => {
    setError(null);
    call('print.export', { options: sendable(options) })
      .then((snapshot) => followJob(snapshot, { onUpdate: setJob, stopped: () => !alive.current }))
      .then(finish, (failure: Error) => setError(failure.message));
  };

  const alignment = () => {
    setError(null);
    call('print.alignmentTest', { options: sendable(options) })
      .then((result) => downloadExport(result.fileName))
      .catch((failure: Error) => setError(failure.message));
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
      {/* One status line of fixed height (progress, then the result): the preview below never moves. */}
      <div className="print-export-status" data-testid="export-status">
        {running && progress ? (
          <ProgressBar progress={progress} label={progressLabel(t, progress)} testId="export-progress" />
        ) : null}
        {job?.state === 'cancelled' ? <p className="muted small">{t('print.export.cancelled')}</p> : null}
        {job?.state === 'failed' ? <p className="error">{job.error}</p> : null}
        {result ? (
          <p className="small" data-testid="export-done">
            {t('print.export.done', { cards: t('counts.cards', { count: result.cards }), pages: t('counts.pages', { count: result.pages }) })}{' '}
            <button type="button" className="link-button" title={result.fileNames.join(', ')} onClick={() => void downloadAll(result).catch((failure: Error) => setError(failure.message))}>
              {t('print.export.downloadAgain')}
            </button>
          </p>
        ) : null}
        {result && result.warnings.length > 0 ? (
          <details className="small warn">
            <summary>{t('print.export.warnings', { count: result.warnings.length })}</summary>
            <ul className="print-warnings">
              {result.warnings.map((warning, index) => (
                <li key={index}>
                  {warning.card}: {warning.message}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
      {error ? <p className="error" role="alert">{error}</p> : null}
    </section>
  );
}
