// Import a card data file (Scryfall, MTGJSON, Cockatrice) or update from Scryfall, with a
// progress bar and cancel; the summary says what was added, updated and skipped, and why.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportSummary } from '../../../../app/db/import/types.ts';
import type { JobSnapshot } from '../../../../app/jobs.ts';
import { call } from '../../api/client.ts';
import { cancelJob, followJob } from '../../api/jobs.ts';
import { uploadFile } from '../../api/uploads.ts';
import { useNumberFormat } from '../../i18n/useNumberFormat.ts';
import { ProgressBar } from '../ProgressBar.tsx';

type Format = '' | 'scryfall' | 'mtgjson' | 'cockatrice';
type BulkType = 'oracle_cards' | 'default_cards' | 'all_cards';

export function ImportCardsPanel({ onClose, onImported }: { onClose(): void; onImported(): void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<Format>('');
  const [bulkType, setBulkType] = useState<BulkType>('default_cards');
  const [uploading, setUploading] = useState(false);
  const [job, setJob] = useState<JobSnapshot | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  const follow = async (first: JobSnapshot) => {
    const last = await followJob(first, { onUpdate: setJob, stopped: () => !alive.current });
    if (last.state === 'failed') throw new Error(last.error ?? t('cardImport.failed'));
    if (last.state === 'cancelled') return setMessage(t('cardImport.cancelled'));
    return last.result;
  };

  const run = async (work: () => Promise<void>) => {
    setError(null);
    setMessage(null);
    setSummary(null);
    try {
      await work();
      onImported();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setUploading(false);
    }
  };

  const importFile = () =>
    run(async () => {
      if (!file) return;
      setUploading(true);
      const uploadId = await uploadFile(file);
      setUploading(false);
      const result = (await follow(await call('cards.import', { uploadId, ...(format ? { format } : {}) }))) as ImportSummary | undefined;
      if (result) setSummary(result);
    });

  const update = () =>
    run(async () => {
      const result = (await follow(await call('cards.update', { type: bulkType }))) as { status: string; summary: ImportSummary | null } | undefined;
      if (result?.status === 'unchanged') setMessage(t('cardImport.upToDate'));
      if (result?.summary) setSummary(result.summary);
    });

  const running = uploading || job?.state === 'running';
  const progress = job?.state === 'running' ? job.progress : null;

  return (
    <section className="import-panel" aria-label={t('cardImport.title')} data-testid="card-import">
      <header className="panel-header">
        <h2>{t('cardImport.title')}</h2>
        <button type="button" onClick={onClose} disabled={running} aria-label={t('cardImport.close')}>
          ✕
        </button>
      </header>
      <form
        className="import-form"
        onSubmit={(event) => {
          event.preventDefault();
          void importFile();
        }}
      >
        <input type="file" accept=".json,.gz,.xml" onChange={(event) => setFile(event.target.files?.[0] ?? null)} aria-label={t('cardImport.file')} data-testid="card-import-file" />
        <label>
          {t('cardImport.format')}{' '}
          <select value={format} onChange={(event) => setFormat(event.target.value as Format)}>
            <option value="">{t('cardImport.formatAuto')}</option>
            <option value="scryfall">Scryfall</option>
            <option value="mtgjson">MTGJSON</option>
            <option value="cockatrice">Cockatrice</option>
          </select>
        </label>
        <button type="submit" className="primary" disabled={!file || running}>
          {t('cardImport.import')}
        </button>
        <span className="import-or muted">{t('cardImport.or')}</span>
        <select value={bulkType} onChange={(event) => setBulkType(event.target.value as BulkType)} aria-label={t('cardImport.bulkType')}>
          <option value="oracle_cards">{t('cardImport.bulk.oracle_cards')}</option>
          <option value="default_cards">{t('cardImport.bulk.default_cards')}</option>
          <option value="all_cards">{t('cardImport.bulk.all_cards')}</option>
        </select>
        <button type="button" disabled={running} onClick={() => void update()} title={t('cardImport.updateHint')}>
          {t('cardImport.update')}
        </button>
      </form>
      {running ? (
        <ProgressBar
          progress={progress}
          label={uploading ? t('cardImport.uploading') : (progress?.stage ?? '')}
          testId="card-import-progress"
          {...(job?.state === 'running'
            ? { cancel: { label: t('cardImport.cancel'), onCancel: () => void cancelJob(job.id).catch((failure: Error) => setError(failure.message)) } }
            : {})}
        />
      ) : null}
      {message ? <p className="small">{message}</p> : null}
      {error ? (
        <p className="error" role="alert" data-testid="card-import-error">
          {error}
        </p>
      ) : null}
      {summary ? <ImportSummaryView summary={summary} /> : null}
    </section>
  );
}

function ImportSummaryView({ summary }: { summary: ImportSummary }) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  return (
    <div className="import-review" data-testid="card-import-summary">
      <p>
        {t('cardImport.done', {
          file: summary.file,
          cardsAdded: summary.cards.added,
          cardsUpdated: summary.cards.updated,
          printingsAdded: summary.printings.added,
          printingsUpdated: summary.printings.updated,
          seconds: summary.durationMs / 1000,
        })}
      </p>
      {summary.skipped.count > 0 ? (
        <>
          <h3>{t('cardImport.skipped', { count: summary.skipped.count })}</h3>
          <ul className="small">
            {Object.entries(summary.skipped.byReason).map(([reason, count]) => (
              <li key={reason}>
                {number(count)} × {reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {summary.skippedParts.count > 0 ? <p className="small">{t('cardImport.skippedParts', { count: summary.skippedParts.count })}</p> : null}
    </div>
  );
}
