// Export as a job (progress bar, cancel), then the download: the PDF, PNG pages or cards at a
// chosen dpi, or the MakePlayingCards folder (written under exports/ and downloaded as one zip);
// and the duplex alignment test.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintExportResult } from '../../../../app/api/commands/print.ts';
import type { JobSnapshot } from '../../../../app/jobs.ts';
import type { PrintOptions } from '../../../../app/print/print-options.ts';
import { MPC_DPI, MPC_STOCKS, PNG_DPI, type MpcStock } from '../../../../app/print/export-choices.ts';
import type { ExportFormat } from '../../../../app/print/export-formats.ts';
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

/** Every file of the export in order (a split job or PNGs have several); the MakePlayingCards folder as its one zip. */
async function downloadAll(result: PrintExportResult): Promise<void> {
  if (result.format === 'mpc') return result.zip ? downloadExport(result.zip) : undefined;
  for (const fileName of result.fileNames) await downloadExport(fileName);
}

type FormatChoice = 'pdf' | 'png-page' | 'png-card' | 'mpc';

function formatFor(choice: FormatChoice, dpi: number, stock: MpcStock, foil: boolean): ExportFormat {
  if (choice === 'pdf') return { kind: 'pdf' };
  if (choice === 'mpc') return { kind: 'mpc', stock, foil, dpi };
  return { kind: 'png', per: choice === 'png-page' ? 'page' : 'card', dpi };
}

function buttonKey(choice: FormatChoice): string {
  return choice === 'pdf' ? 'print.export.button' : choice === 'mpc' ? 'print.export.buttonMpc' : 'print.export.buttonPng';
}

export function ExportPanel({ options, disabled, cards }: { options: PrintOptions; disabled: boolean; cards: number }) {
  const { t } = useTranslation();
  const [job, setJob] = useState<JobSnapshot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);
  const [choice, setChoice] = useState<FormatChoice>('pdf');
  const [dpi, setDpi] = useState(300);
  const [stock, setStock] = useState<MpcStock>('(S30) Standard Smooth');
  const [foil, setFoil] = useState(false);
  const range = choice === 'mpc' ? MPC_DPI : PNG_DPI;

  useEffect(() => () => void (alive.current = false), []);

  const finish = async (snapshot: JobSnapshot) => {
    if (snapshot.state !== 'done') return;
    const result = snapshot.result as PrintExportResult;
    await downloadAll(result).catch((failure: Error) => setError(failure.message));
  };

  const start = () => {
    setError(null);
    call('print.export', { options: sendable(options), format: formatFor(choice, dpi, stock, foil) })
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
      <div className="print-export-format">
        <label title={t('print.export.formatHint')}>
          {t('print.export.format')}{' '}
          <select data-testid="export-format" value={choice} disabled={running} onChange={(event) => setChoice(event.target.value as FormatChoice)}>
            <option value="pdf">{t('print.export.formatPdf')}</option>
            <option value="png-page">{t('print.export.formatPngPages')}</option>
            <option value="png-card">{t('print.export.formatPngCards')}</option>
            <option value="mpc">{t('print.export.formatMpc')}</option>
          </select>
        </label>
        {choice !== 'pdf' ? (
          <label>
            {t('print.export.dpi')}{' '}
            <input
              type="number"
              data-testid="export-dpi"
              min={range.min}
              max={range.max}
              step={choice === 'mpc' ? 300 : 50}
              value={dpi}
              disabled={running}
              onChange={(event) => setDpi(Number(event.target.value))}
            />
          </label>
        ) : null}
        {choice === 'mpc' ? (
          <>
            <label>
              {t('print.export.stock')}{' '}
              <select data-testid="export-stock" value={stock} disabled={running} onChange={(event) => setStock(event.target.value as MpcStock)}>
                {MPC_STOCKS.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <input type="checkbox" data-testid="export-foil" checked={foil} disabled={running || stock === '(P10) Plastic'} onChange={(event) => setFoil(event.target.checked)} /> {t('print.export.foil')}
            </label>
          </>
        ) : null}
      </div>
      <div className="print-export-buttons">
        <button type="button" className="primary" data-testid="export-pdf" disabled={disabled || running || cards === 0} onClick={start}>
          {t(buttonKey(choice), { count: cards })}
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
        {result?.format === 'mpc' && result.mpc ? (
          // The status line has one fixed height: the hint and the full path are in the tooltip.
          <p className="small" data-testid="export-done" title={`${result.zip ?? ''} — ${t('print.export.mpcFolderHint')} ${t('print.export.savedAt', { path: result.path })}`}>
            {t('print.export.doneMpc', {
              cards: t('counts.cards', { count: result.mpc.quantity }),
              bracket: result.mpc.bracket,
              images: t('print.export.images_other', { count: result.fileNames.length - 1 }),
            })}{' '}
            <button type="button" className="link-button" data-testid="export-download-again" onClick={() => void downloadAll(result).catch((failure: Error) => setError(failure.message))}>
              {t('print.export.downloadAgain')}
            </button>
          </p>
        ) : null}
        {result && result.format !== 'mpc' ? (
          <p className="small" data-testid="export-done">
            {result.format === 'png'
              ? t('print.export.donePng', { cards: t('counts.cards', { count: result.cards }), files: t('print.export.files', { count: result.fileNames.length }) })
              : t('print.export.done', { cards: t('counts.cards', { count: result.cards }), pages: t('counts.pages', { count: result.pages }) })}{' '}
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
