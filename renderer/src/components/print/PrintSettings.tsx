// Every layout setting of the proxy sheet. Values go to the core as they are typed; the core's
// options schema checks the ranges and the page shows its message, so the limits live in one place.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewExtras } from '../../../../app/api/commands/print.ts';
import type { PrintOptions } from '../../../../app/print/print-options.ts';
import { ExtrasList } from './ExtrasList.tsx';

export const PRINT_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt'] as const;
const PAPERS = ['a4', 'letter', 'legal', 'a3'] as const;

interface Props {
  options: PrintOptions;
  onChange(next: PrintOptions): void;
  hasBackImage: boolean;
  onBackImage(file: File | null): void;
  /** The extras of the last preview and whether that preview had each check box on. */
  extras?: { lists: PreviewExtras; related: boolean; checklists: boolean };
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="print-field">
      <label htmlFor={id} title={label}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A number input in the unit shown; NaN (an emptied field) is not sent. */
function NumberInput({ id, value, onChange, step, min, max, testId }: { id: string; value: number; onChange(value: number): void; step: number; min: number; max: number; testId?: string }) {
  return (
    <input
      id={id}
      type="number"
      className="print-number"
      value={Number.isFinite(value) ? Number(value.toFixed(3)) : ''}
      step={step}
      min={min}
      max={max}
      data-testid={testId}
      onChange={(event) => {
        const parsed = event.target.valueAsNumber;
        if (Number.isFinite(parsed)) onChange(parsed);
      }}
    />
  );
}

type CutKind = 'corners' | 'lines' | 'both' | 'none';

export function PrintSettings({ options, onChange, hasBackImage, onBackImage, extras }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<PrintOptions>) => onChange({ ...options, ...patch });
  const custom = typeof options.paper === 'object' ? options.paper : null;
  const paperName = custom ? 'custom' : (options.paper as string);
  const cutKind: CutKind = options.cutMarks.corners ? (options.cutMarks.lines ? 'both' : 'corners') : options.cutMarks.lines ? 'lines' : 'none';

  return (
    <div className="print-settings">
      <fieldset>
        <legend>{t('print.settings.paperGroup')}</legend>
        <Field label={t('print.settings.paper')}>
          {(id) => (
            <select
              id={id}
              data-testid="paper-select"
              value={paperName}
              onChange={(event) => {
                const value = event.target.value;
                set({ paper: value === 'custom' ? { widthMm: 210, heightMm: 297 } : (value as (typeof PAPERS)[number]) });
              }}
            >
              {PAPERS.map((paper) => (
                <option key={paper} value={paper}>
                  {t(`print.settings.papers.${paper}`)}
                </option>
              ))}
              <option value="custom">{t('print.settings.papers.custom')}</option>
            </select>
          )}
        </Field>
        {custom ? (
          <div className="print-pair">
            <Field label={t('print.settings.widthMm')}>
              {(id) => <NumberInput id={id} value={custom.widthMm} step={1} min={70} max={1000} testId="paper-width" onChange={(widthMm) => set({ paper: { ...custom, widthMm } })} />}
            </Field>
            <Field label={t('print.settings.heightMm')}>
              {(id) => <NumberInput id={id} value={custom.heightMm} step={1} min={70} max={1000} testId="paper-height" onChange={(heightMm) => set({ paper: { ...custom, heightMm } })} />}
            </Field>
          </div>
        ) : null}
        <Field label={t('print.settings.orientation')}>
          {(id) => (
            <select id={id} value={options.orientation} onChange={(event) => set({ orientation: event.target.value as PrintOptions['orientation'] })}>
              {(['auto', 'portrait', 'landscape'] as const).map((value) => (
                <option key={value} value={value}>
                  {t(`print.settings.orientations.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('print.settings.cardSize')}>
          {(id) => (
            <select id={id} value={options.cardSize} onChange={(event) => set({ cardSize: event.target.value as PrintOptions['cardSize'] })}>
              <option value="standard">{t('print.settings.cardSizes.standard')}</option>
              <option value="oversized">{t('print.settings.cardSizes.oversized')}</option>
            </select>
          )}
        </Field>
        <div className="print-pair">
          <Field label={t('print.settings.marginMm')}>
            {(id) => <NumberInput id={id} value={options.marginMm} step={0.5} min={0} max={50} onChange={(marginMm) => set({ marginMm })} />}
          </Field>
          <Field label={t('print.settings.gapMm')}>
            {(id) => <NumberInput id={id} value={options.gapMm} step={0.5} min={0} max={5} onChange={(gapMm) => set({ gapMm })} />}
          </Field>
          <Field label={t('print.settings.bleedMm')}>
            {(id) => <NumberInput id={id} value={options.bleedMm} step={0.5} min={0} max={3} testId="bleed-input" onChange={(bleedMm) => set({ bleedMm })} />}
          </Field>
        </div>
        <p className="muted small print-hint">{t('print.settings.marginHint')}</p>
      </fieldset>

      <fieldset>
        <legend>{t('print.settings.cutGroup')}</legend>
        <Field label={t('print.settings.cutMarks')}>
          {(id) => (
            <select
              id={id}
              value={cutKind}
              onChange={(event) => {
                const kind = event.target.value as CutKind;
                set({ cutMarks: { ...options.cutMarks, corners: kind === 'corners' || kind === 'both', lines: kind === 'lines' || kind === 'both' } });
              }}
            >
              {(['corners', 'lines', 'both', 'none'] as const).map((value) => (
                <option key={value} value={value}>
                  {t(`print.settings.cutKinds.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="print-pair">
          <Field label={t('print.settings.cutWidthMm')}>
            {(id) => <NumberInput id={id} value={options.cutMarks.widthMm} step={0.05} min={0.05} max={1} onChange={(widthMm) => set({ cutMarks: { ...options.cutMarks, widthMm } })} />}
          </Field>
          <Field label={t('print.settings.cutLengthMm')}>
            {(id) => <NumberInput id={id} value={options.cutMarks.lengthMm} step={0.5} min={1} max={10} onChange={(lengthMm) => set({ cutMarks: { ...options.cutMarks, lengthMm } })} />}
          </Field>
          <Field label={t('print.settings.cutColour')}>
            {(id) => <input id={id} type="color" value={options.cutMarks.color} onChange={(event) => set({ cutMarks: { ...options.cutMarks, color: event.target.value } })} />}
          </Field>
        </div>
        <Field label={t('print.settings.cutStyle')}>
          {(id) => (
            <select id={id} data-testid="cut-style" value={options.cutMarks.style} onChange={(event) => set({ cutMarks: { ...options.cutMarks, style: event.target.value as PrintOptions['cutMarks']['style'] } })}>
              {(['solid', 'dashed', 'dotted'] as const).map((value) => (
                <option key={value} value={value}>
                  {t(`print.settings.cutStyles.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="check">
          <input type="checkbox" checked={options.cutMarks.overCards} onChange={(event) => set({ cutMarks: { ...options.cutMarks, overCards: event.target.checked } })} />
          {t('print.settings.cutOverCards')}
        </label>
        <label className="check">
          <input
            type="checkbox"
            data-testid="registration-toggle"
            checked={options.registrationMarks.enabled}
            onChange={(event) => set({ registrationMarks: { ...options.registrationMarks, enabled: event.target.checked } })}
          />
          {t('print.settings.registrationMarks')}
        </label>
        {options.registrationMarks.enabled ? (
          <div className="print-pair">
            {(
              [
                ['insetMm', 'registrationInsetMm', 0, 30, 0.5],
                ['squareMm', 'registrationSquareMm', 3, 10, 0.5],
                ['lengthMm', 'registrationLengthMm', 5, 40, 1],
                ['thicknessMm', 'registrationThicknessMm', 0.2, 2, 0.1],
              ] as const
            ).map(([key, label, min, max, step]) => (
              <Field key={key} label={t(`print.settings.${label}`)}>
                {(id) => (
                  <NumberInput id={id} value={options.registrationMarks[key]} step={step} min={min} max={max} onChange={(value) => set({ registrationMarks: { ...options.registrationMarks, [key]: value } })} />
                )}
              </Field>
            ))}
          </div>
        ) : null}
        <p className="muted small print-hint">{t('print.settings.registrationHint')}</p>
        <div className="print-pair">
          <Field label={t('print.settings.scaleX')}>
            {(id) => <NumberInput id={id} value={options.printerScale.x * 100} step={0.1} min={90} max={110} onChange={(value) => set({ printerScale: { ...options.printerScale, x: value / 100 } })} />}
          </Field>
          <Field label={t('print.settings.scaleY')}>
            {(id) => <NumberInput id={id} value={options.printerScale.y * 100} step={0.1} min={90} max={110} onChange={(value) => set({ printerScale: { ...options.printerScale, y: value / 100 } })} />}
          </Field>
        </div>
        <p className="muted small print-hint">{t('print.settings.scaleHint')}</p>
      </fieldset>

      <fieldset>
        <legend>{t('print.settings.extrasGroup')}</legend>
        <label className="check">
          <input type="checkbox" data-testid="extras-toggle" checked={options.extras} onChange={(event) => set({ extras: event.target.checked })} />
          {t('print.settings.extras')}
        </label>
        <label className="check">
          <input type="checkbox" data-testid="checklist-toggle" checked={options.checklistCards} onChange={(event) => set({ checklistCards: event.target.checked })} />
          {t('print.settings.checklistCards')}
        </label>
        {/* A box just ticked shows its list once the preview drawn with it arrives; one unticked hides it at once. */}
        {extras ? <ExtrasList extras={extras.lists} showRelated={options.extras && extras.related} showChecklists={options.checklistCards && extras.checklists} /> : null}
        <p className="muted small print-hint">{t('print.settings.extrasHint')}</p>
      </fieldset>

      <fieldset>
        <legend>{t('print.settings.backsGroup')}</legend>
        <label className="check">
          <input type="checkbox" data-testid="backs-toggle" checked={options.backs.enabled} onChange={(event) => set({ backs: { ...options.backs, enabled: event.target.checked } })} />
          {t('print.settings.backs')}
        </label>
        <Field label={t('print.settings.backImage')}>
          {(id) => (
            <div className="print-inline">
              <span className="muted small">{hasBackImage ? t('print.settings.ownBack') : t('print.settings.builtInBack')}</span>
              <input
                id={id}
                type="file"
                accept="image/png,image/jpeg"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) onBackImage(file);
                  event.target.value = '';
                }}
              />
              {hasBackImage ? (
                <button type="button" onClick={() => onBackImage(null)}>
                  {t('print.settings.useBuiltInBack')}
                </button>
              ) : null}
            </div>
          )}
        </Field>
        <Field label={t('print.settings.flip')}>
            {(id) => (
              <select id={id} value={options.backs.flip} onChange={(event) => set({ backs: { ...options.backs, flip: event.target.value as 'long' | 'short' } })}>
                <option value="long">{t('print.settings.flips.long')}</option>
                <option value="short">{t('print.settings.flips.short')}</option>
              </select>
            )}
        </Field>
        <div className="print-pair">
          <Field label={t('print.settings.offsetXMm')}>
            {(id) => <NumberInput id={id} value={options.backs.offsetXMm} step={0.1} min={-20} max={20} onChange={(offsetXMm) => set({ backs: { ...options.backs, offsetXMm } })} />}
          </Field>
          <Field label={t('print.settings.offsetYMm')}>
            {(id) => <NumberInput id={id} value={options.backs.offsetYMm} step={0.1} min={-20} max={20} onChange={(offsetYMm) => set({ backs: { ...options.backs, offsetYMm } })} />}
          </Field>
        </div>
      </fieldset>

      <fieldset>
        <legend>{t('print.settings.textGroup')}</legend>
        <Field label={t('print.settings.language')}>
          {(id) => (
            <select id={id} value={options.language} onChange={(event) => set({ language: event.target.value })}>
              {PRINT_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`print.settings.languages.${language}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('print.settings.deckName')}>
          {(id) => (
            <input
              id={id}
              value={options.deckName ?? ''}
              maxLength={200}
              placeholder={t('print.settings.deckNamePlaceholder')}
              onChange={(event) => {
                const { deckName: _old, ...rest } = options;
                onChange(event.target.value ? { ...rest, deckName: event.target.value } : rest);
              }}
            />
          )}
        </Field>
        <label className="check">
          <input type="checkbox" checked={options.pageNumbers} onChange={(event) => set({ pageNumbers: event.target.checked })} />
          {t('print.settings.pageNumbers')}
        </label>
        <Field label={t('print.settings.splitPages')}>
          {(id) => (
            <input
              id={id}
              type="number"
              className="print-number"
              min={1}
              max={10000}
              step={1}
              data-testid="split-pages"
              value={options.splitPages ?? ''}
              placeholder={t('print.settings.splitPagesOff')}
              onChange={(event) => {
                const { splitPages: _old, ...rest } = options;
                const parsed = event.target.valueAsNumber;
                onChange(Number.isFinite(parsed) ? { ...rest, splitPages: parsed } : rest);
              }}
            />
          )}
        </Field>
        <label className="check">
          <input type="checkbox" checked={options.proxyMark} onChange={(event) => set({ proxyMark: event.target.checked })} />
          {t('print.settings.proxyMark')}
        </label>
      </fieldset>
    </div>
  );
}
