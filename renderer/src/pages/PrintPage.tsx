// The Print page: the queue on the left, the live preview of the sheets in the middle, every
// layout setting on the right. Each change of a setting asks the core for a new layout
// (print.preview, the same computeLayout the PDF uses) and, once it validates, remembers it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintPreview } from '../../../app/api/commands/print.ts';
import type { PrintOptions } from '../../../app/print/print-options.ts';
import type { PrintQueue } from '../../../app/print/print-queue.ts';
import { call } from '../api/client.ts';
import { uploadFile } from '../api/uploads.ts';
import { ExportPanel, sendable } from '../components/print/ExportPanel.tsx';
import { ImagesPanel } from '../components/print/ImagesPanel.tsx';
import { PrintQueuePanel } from '../components/print/PrintQueuePanel.tsx';
import { PrintSettings } from '../components/print/PrintSettings.tsx';
import { SheetPreview } from '../components/print/SheetPreview.tsx';
import '../components/print/print.css';
import { useNumberFormat } from '../i18n/useNumberFormat.ts';

/** Settings are typed quickly; wait this long after the last change before asking the core. */
const SETTLE_MS = 150;

export function PrintPage() {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const [options, setOptions] = useState<PrintOptions | null>(null);
  const [hasBackImage, setHasBackImage] = useState(false);
  const [queue, setQueue] = useState<PrintQueue | null>(null);
  const [preview, setPreview] = useState<PrintPreview | null>(null);
  const [settingsError, setSettingsError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sheet, setSheet] = useState(0);
  const [side, setSide] = useState<'front' | 'back'>('front');
  const request = useRef(0);
  /** The settings as the core gave them: they need no saving; anything else the user changed does. */
  const stored = useRef<PrintOptions | null>(null);

  useEffect(() => {
    call('print.options.get', {}).then(
      (answer) => {
        stored.current = answer.options;
        setOptions(answer.options);
        setHasBackImage(answer.hasBackImage);
      },
      (failure: Error) => setError(failure.message),
    );
    call('printQueue.get', {}).then(setQueue, (failure: Error) => setError(failure.message));
  }, []);

  const refresh = useCallback((next: PrintOptions, remember: boolean) => {
    const id = ++request.current;
    call('print.preview', { options: sendable(next) }).then(
      (result) => {
        if (id !== request.current) return;
        // Settings the core's schema refuses are named; the last good preview stays.
        if ('invalid' in result) {
          setSettingsError(result.invalid);
          return;
        }
        setPreview(result);
        setSettingsError(null);
        setSheet((current) => Math.min(current, Math.max(0, result.sheets.length - 1)));
        if (remember) void call('print.options.set', { options: sendable(next) }).catch((failure: Error) => setError(failure.message));
      },
      (failure: Error) => {
        if (id === request.current) setSettingsError(failure.message.replace(/^invalid print settings: /, ''));
      },
    );
  }, []);

  // A new layout whenever the settings or the queue change. Settings changed before the queue
  // arrived are saved too (the first layout then already shows them).
  useEffect(() => {
    if (!options || !queue) return;
    const remember = options !== stored.current;
    const timer = window.setTimeout(() => refresh(options, remember), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [options, queue, hasBackImage, refresh]);

  const changeBackImage = async (file: File | null) => {
    try {
      const uploadId = file ? await uploadFile(file) : null;
      const result = await call('print.backImage.set', { uploadId });
      setHasBackImage(result.hasBackImage);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  const sheets = Math.max(1, preview?.sheets.length ?? 1);
  const layout = preview?.layout;

  return (
    <div className="print-page">
      <aside className="print-side">
        <h1 id="page-title">{t('pages.print.title')}</h1>
        {queue ? <PrintQueuePanel queue={queue} unresolved={preview?.unresolved ?? []} warnings={preview?.warnings ?? []} onChange={setQueue} onError={setError} /> : null}
        {queue && options ? <ImagesPanel queue={queue} options={options} onOptions={setOptions} onFetched={() => setQueue({ ...queue })} /> : null}
      </aside>
      <section className="print-main" aria-label={t('print.preview.heading')}>
        {error ? <p className="error" role="alert">{error}</p> : null}
        {options ? <ExportPanel options={options} disabled={settingsError !== null || (preview?.unresolved.length ?? 0) > 0} cards={preview?.cards ?? 0} /> : null}
        {preview && preview.unresolved.length > 0 ? <p className="error small">{t('print.preview.unresolved', { count: preview.unresolved.length })}</p> : null}
        {layout ? (
          <div className="print-preview-bar">
            <button type="button" aria-label={t('print.preview.previous')} disabled={sheet === 0} onClick={() => setSheet(sheet - 1)}>
              ‹
            </button>
            <span data-testid="sheet-counter">{t('print.preview.sheetOf', { sheet: sheet + 1, sheets })}</span>
            <button type="button" aria-label={t('print.preview.next')} disabled={sheet >= sheets - 1} onClick={() => setSheet(sheet + 1)}>
              ›
            </button>
            {preview.options.backs.enabled ? (
              <span className="print-side-toggle" role="group" aria-label={t('print.preview.side')}>
                <button type="button" aria-pressed={side === 'front'} onClick={() => setSide('front')}>
                  {t('print.preview.front')}
                </button>
                <button type="button" aria-pressed={side === 'back'} onClick={() => setSide('back')}>
                  {t('print.preview.backs')}
                </button>
              </span>
            ) : null}
            <span className="muted small" data-testid="layout-summary">
              {t('print.preview.summary', {
                perPage: layout.perPage,
                columns: layout.columns,
                rows: layout.rows,
                width: number(layout.page.widthMm, { maximumFractionDigits: 1 }),
                height: number(layout.page.heightMm, { maximumFractionDigits: 1 }),
                orientation: t(`print.settings.orientations.${layout.page.orientation}`),
                cards: t('counts.cards', { count: preview.cards }),
                pages: t('counts.pages', { count: preview.pages }),
              })}
            </span>
          </div>
        ) : null}
        {layout?.moreFit && options ? (
          <p className="print-fit-hint small" data-testid="margin-hint">
            {t('print.preview.moreFit', { count: layout.moreFit.perPage, margin: layout.moreFit.marginMm, perPage: layout.perPage })}{' '}
            <button type="button" className="link-button" onClick={() => setOptions({ ...options, marginMm: layout.moreFit!.marginMm })}>
              {t('print.preview.useMargin', { margin: layout.moreFit.marginMm })}
            </button>
          </p>
        ) : null}
        {settingsError ? <p className="error" role="alert" data-testid="settings-error">{settingsError}</p> : null}
        {preview ? (
          <div className="print-preview">
            <SheetPreview preview={preview} sheet={sheet} side={preview.options.backs.enabled ? side : 'front'} />
          </div>
        ) : null}
      </section>
      <aside className="print-settings-side" aria-label={t('print.settings.heading')}>
        {options ? <PrintSettings
            options={options}
            onChange={setOptions}
            hasBackImage={hasBackImage}
            onBackImage={(file) => void changeBackImage(file)}
            extras={preview ? { lists: preview.extras, related: preview.options.extras, checklists: preview.options.checklistCards } : undefined}
          /> : null}
      </aside>
    </div>
  );
}
