// Card images on the Print page: print with pictures or from text, fetch the print list's
// pictures now (a job with progress and cancel; fetching again resumes where it stopped), and
// the image cache's size with a button to clear it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FetchSummary } from '../../../../app/images/image-service.ts';
import type { FolderImportReport } from '../../../../app/images/local-images.ts';
import type { JobSnapshot } from '../../../../app/jobs.ts';
import type { PrintOptions } from '../../../../app/print/print-options.ts';
import type { PrintQueue } from '../../../../app/print/print-queue.ts';
import { call } from '../../api/client.ts';
import { cancelJob, followJob } from '../../api/jobs.ts';
import { uploadFile } from '../../api/uploads.ts';
import { refreshCardImages } from '../../hooks/useCardImage.ts';
import { ProgressBar } from '../ProgressBar.tsx';
import { megabytes } from './megabytes.ts';

interface Props {
  queue: PrintQueue;
  options: PrintOptions;
  onOptions(options: PrintOptions): void;
  /** Pictures arrived: the preview should be drawn again. */
  onFetched(): void;
}

export function ImagesPanel({ queue, options, onOptions, onFetched }: Props) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<{ bytes: number; limitBytes: number; images: number } | null>(null);
  const [baseUrl, setBaseUrl] = useState('');
  const [allowPrivateHost, setAllowPrivateHost] = useState(false);
  const [limitMb, setLimitMb] = useState(4096);
  const [job, setJob] = useState<JobSnapshot<FetchSummary> | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [report, setReport] = useState<FolderImportReport | null>(null);
  const [importing, setImporting] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => void (alive.current = false);
  }, []);
  const show = (result: { cache: { bytes: number; limitBytes: number; images: number }; baseUrl: string; allowPrivateHost: boolean }) => {
    if (!alive.current) return;
    setStatus(result.cache);
    setBaseUrl(result.baseUrl);
    setAllowPrivateHost(result.allowPrivateHost);
    setLimitMb(Math.round(result.cache.limitBytes / 1024 / 1024));
  };
  const loadStatus = () => void call('images.status', {}).then(show, () => undefined);
  useEffect(loadStatus, []);
  const saveSettings = (changes: { baseUrl?: string; cacheLimitMb?: number; allowPrivateHost?: boolean }) =>
    void call('images.settings.set', changes).then(show, (failure: Error) => setMessage(failure.message));

  const cards = queue.items.flatMap((item) => (item.card_id === null ? [] : [{ card_id: item.card_id, printing_id: item.printing_id }]));
  const fetchAll = async () => {
    setMessage(null);
    const started = (await call('images.fetch', { target: { cards }, use: 'print', lang: i18n.language.slice(0, 2) })) as JobSnapshot<FetchSummary>;
    const last = await followJob(started, { onUpdate: setJob, stopped: () => !alive.current });
    if (!alive.current) return;
    setJob(null);
    const summary = last.result;
    if (last.state === 'cancelled') setMessage(t('images.cancelled'));
    else if (summary) setMessage(summary.offline ? t('images.offline') : t('images.fetched', { fetched: summary.fetched, cached: summary.cached, failed: summary.failed.length }));
    loadStatus();
    refreshCardImages();
    onFetched();
  };

  /** A picked folder: every JPEG and PNG with its path inside it (webkitRelativePath). */
  const importFolder = async (picked: FileList | null) => {
    const files = [...(picked ?? [])].filter((file) => /\.(jpe?g|png)$/i.test(file.name));
    if (files.length === 0) return;
    setImporting(true);
    setReport(null);
    try {
      const uploads = [];
      for (const file of files) uploads.push({ uploadId: await uploadFile(file), path: file.webkitRelativePath.split('/').slice(1).join('/') || file.name });
      setReport(await call('images.importFolder', { files: uploads }));
      refreshCardImages();
      onFetched();
    } catch (failure) {
      setMessage((failure as Error).message);
    } finally {
      setImporting(false);
    }
  };

  return (
    <section className="print-images" aria-label={t('images.heading')}>
      <h2>{t('images.heading')}</h2>
      <label className="checkbox">
        <input type="checkbox" checked={!options.textOnly} onChange={(event) => onOptions({ ...options, textOnly: !event.target.checked })} />
        {t('images.useImages')}
      </label>
      {job ? (
        <ProgressBar
          progress={job.progress}
          label={t('images.fetching', { done: job.progress.done, total: job.progress.total ?? '…' })}
          testId="images-progress"
          cancel={{ label: t('images.cancel'), onCancel: () => void cancelJob(job.id) }}
        />
      ) : (
        <button type="button" disabled={cards.length === 0 || options.textOnly} onClick={() => void fetchAll().catch((failure: Error) => setMessage(failure.message))}>
          {t('images.fetchQueue')}
        </button>
      )}
      {message ? <p className="muted small" role="status">{message}</p> : null}
      <label className="file-button">
        {importing ? t('images.importing') : t('images.importFolder')}
        <input type="file" multiple disabled={importing} {...{ webkitdirectory: '' }} onChange={(event) => void importFolder(event.target.files)} data-testid="image-folder-input" />
      </label>
      {report ? (
        <div className="small" data-testid="image-import-report">
          <p>{t('images.report', { matched: report.matched.length, ambiguous: report.ambiguous.length, unmatched: report.unmatched.length })}</p>
          <ul>
            {report.ambiguous.map((entry) => (
              <li key={entry.file}>
                {t('images.ambiguousLine', { file: entry.file, card: entry.card, choices: entry.candidates.map((candidate) => `${candidate.set_code.toUpperCase()} ${candidate.collector_number ?? ''}`).join(', ') })}
              </li>
            ))}
            {report.unmatched.map((entry) => (
              <li key={entry.file} className="muted">
                {entry.file}: {entry.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {status ? (
        <p className="muted small" data-testid="image-cache-size">
          {t('images.cacheSize', { images: status.images, size: megabytes(i18n.language, status.bytes), limit: megabytes(i18n.language, status.limitBytes) })}{' '}
          <button type="button" className="link-button" disabled={status.images === 0} onClick={() => void call('images.clearCache', {}).then((result) => setStatus(result.cache))}>
            {t('images.clearCache')}
          </button>
        </p>
      ) : null}
      <details className="small">
        <summary>{t('images.settings')}</summary>
        <label>
          {t('images.limit')}
          <input type="number" min={50} step={256} value={limitMb} onChange={(event) => setLimitMb(event.target.valueAsNumber || 0)} onBlur={() => saveSettings({ cacheLimitMb: limitMb })} />
        </label>
        <label>
          {t('images.baseUrl')}
          <input type="url" value={baseUrl} placeholder="https://cards.scryfall.io" onChange={(event) => setBaseUrl(event.target.value)} onBlur={() => saveSettings({ baseUrl: baseUrl.trim() })} />
        </label>
        <label>
          <input type="checkbox" checked={allowPrivateHost} onChange={(event) => saveSettings({ allowPrivateHost: event.target.checked })} />
          {t('images.allowPrivateHost')}
        </label>
      </details>
    </section>
  );
}
