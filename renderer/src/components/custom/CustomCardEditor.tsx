// The form for one custom or playtest card, with a live preview that redraws as the user types.
// Mana costs are checked as they are typed; the core checks everything again on save.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { CustomCard } from '../../../../app/cards/custom/custom-cards.ts';
import { costColors, parseManaCost, type Color } from '../../../../app/cards/mana-symbols.ts';
import { call } from '../../api/client.ts';
import { CardFace } from '../CardFace.tsx';
import { uploadFile } from '../../api/uploads.ts';

const RARITIES = ['common', 'uncommon', 'rare', 'mythic', 'special', 'bonus'] as const;
const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt', 'ja', 'ko', 'ru', 'zhs', 'zht'] as const;
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

interface Form {
  name: string;
  mana_cost: string;
  type_line: string;
  oracle_text: string;
  power: string;
  toughness: string;
  loyalty: string;
  rarity: string;
  set_code: string;
  set_name: string;
  collector_number: string;
  artist: string;
  flavor_text: string;
  lang: (typeof LANGUAGES)[number];
  source: 'custom' | 'playtest';
}

const EMPTY: Form = {
  name: '', mana_cost: '', type_line: '', oracle_text: '', power: '', toughness: '', loyalty: '', rarity: 'common',
  set_code: 'CUS', set_name: '', collector_number: '', artist: '', flavor_text: '', lang: 'en', source: 'custom',
};

function formOf(card: CustomCard | null, language: string): Form {
  if (!card) return { ...EMPTY, lang: (LANGUAGES as readonly string[]).includes(language) ? (language as Form['lang']) : 'en' };
  return {
    name: card.name, mana_cost: card.mana_cost, type_line: card.type_line, oracle_text: card.oracle_text,
    power: card.power ?? '', toughness: card.toughness ?? '', loyalty: card.loyalty ?? '', rarity: card.rarity ?? '',
    set_code: card.set_code, set_name: card.set_name ?? '', collector_number: card.collector_number ?? '',
    artist: card.artist ?? '', flavor_text: card.flavor_text ?? '', lang: card.lang, source: card.source,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The problems the editor can see without the core, keyed by field. */
function localProblems(form: Form, t: TFunction): Partial<Record<keyof Form, string>> {
  const problems: Partial<Record<keyof Form, string>> = {};
  if (!form.name.trim()) problems.name = t('custom.errors.name');
  if (!form.type_line.trim()) problems.type_line = t('custom.errors.typeLine');
  try {
    parseManaCost(form.mana_cost);
  } catch (error) {
    problems.mana_cost = t('custom.errors.manaCost', { detail: error instanceof Error ? error.message : String(error) });
  }
  if ((form.power.trim() === '') !== (form.toughness.trim() === '')) problems.toughness = t('custom.errors.powerToughness');
  if (!/^[A-Za-z0-9]{2,8}$/.test(form.set_code.trim())) problems.set_code = t('custom.errors.setCode');
  return problems;
}

function previewColors(cost: string): Color[] {
  try {
    return costColors(parseManaCost(cost));
  } catch {
    return [];
  }
}

export interface CustomCardEditorProps {
  /** The card to edit, or null for a new one. */
  card: CustomCard | null;
  onSaved(card: CustomCard): void;
  onCancel(): void;
}

export function CustomCardEditor({ card, onSaved, onCancel }: CustomCardEditorProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [form, setForm] = useState<Form>(() => formOf(card, i18n.language));
  const [image, setImage] = useState<{ file: File | null; url: string | null; changed: boolean }>({ file: null, url: null, changed: false });
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // A field's problem shows once the user has typed in it or tried to save; a new, empty
  // form is not an error yet (issue 23 saw red "needs a name" before anything was typed).
  const [touched, setTouched] = useState<ReadonlySet<keyof Form>>(() => new Set());
  const [triedToSave, setTriedToSave] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The form opens below the card list: bring it into view and start at its first field.
  useEffect(() => {
    formRef.current?.scrollIntoView({ block: 'nearest' });
    document.getElementById(`${id}-name`)?.focus({ preventScroll: true });
  }, [id]);

  useEffect(() => {
    setForm(formOf(card, i18n.language));
    setImage({ file: null, url: null, changed: false });
    setServerError(null);
    setTouched(new Set());
    setTriedToSave(false);
    if (card?.image_path) {
      call('customCards.image', { id: card.id }).then(
        (result) => setImage((current) => (current.changed ? current : { ...current, url: result.dataUrl })),
        () => undefined,
      );
    }
    // Only a different card resets the form; a language switch keeps what was typed.
  }, [card?.id]);

  const problems = useMemo(() => localProblems(form, t), [form, t]);
  const preview = useMemo(
    () => ({ ...form, colors: previewColors(form.mana_cost), rarity: orNull(form.rarity), power: orNull(form.power), toughness: orNull(form.toughness), loyalty: orNull(form.loyalty) }),
    [form],
  );

  const touch = (field: keyof Form) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const set = (field: keyof Form) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    touch(field);
    setForm((current) => ({ ...current, [field]: event.target.value }));
  };
  const shown = (field: keyof Form) => (triedToSave || touched.has(field) ? problems[field] : undefined);

  const pickImage = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setImage({ file, url: String(reader.result), changed: true });
    reader.readAsDataURL(file);
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = Object.keys(problems) as (keyof Form)[];
    if (invalid.length > 0) {
      setTriedToSave(true);
      document.getElementById(`${id}-${invalid[0]}`)?.focus();
      return;
    }
    setSaving(true);
    setServerError(null);
    try {
      const fields = {
        name: form.name, mana_cost: form.mana_cost, type_line: form.type_line, oracle_text: form.oracle_text,
        power: orNull(form.power), toughness: orNull(form.toughness), loyalty: orNull(form.loyalty),
        rarity: (orNull(form.rarity) as (typeof RARITIES)[number] | null), set_code: form.set_code.trim(),
        set_name: orNull(form.set_name), collector_number: orNull(form.collector_number), artist: orNull(form.artist),
        flavor_text: orNull(form.flavor_text), lang: form.lang, source: form.source,
      };
      const uploaded = image.changed && image.file ? { uploadId: await uploadFile(image.file) } : undefined;
      const saved = card
        ? await call('customCards.update', { id: card.id, card: fields, image: image.changed ? (uploaded ?? null) : undefined })
        : await call('customCards.create', { card: fields, image: uploaded });
      onSaved(saved);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof Form, label: string, input: React.ReactNode) => (
    <div className={`custom-field custom-field-${name}`}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
      {shown(name) ? (
        <span className="error" id={`${id}-${name}-error`} role="alert">
          {shown(name)}
        </span>
      ) : null}
    </div>
  );
  const text = (name: keyof Form, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) =>
    field(
      name,
      label,
      <input
        id={`${id}-${name}`}
        value={form[name]}
        onChange={set(name)}
        aria-invalid={shown(name) ? true : undefined}
        aria-describedby={shown(name) ? `${id}-${name}-error` : undefined}
        {...extra}
      />,
    );

  return (
    <form ref={formRef} className="custom-editor" onSubmit={save} noValidate aria-label={card ? t('custom.editTitle') : t('custom.newTitle')}>
      <div className="custom-editor-fields">
        <h2>{card ? t('custom.editTitle') : t('custom.newTitle')}</h2>
        <div className="custom-row">
          {text('name', t('custom.fields.name'), { required: true, maxLength: 141 })}
          {text('mana_cost', t('custom.fields.manaCost'), { placeholder: '{2}{W}{U/B}', spellCheck: false })}
        </div>
        {text('type_line', t('custom.fields.typeLine'), { required: true, placeholder: t('custom.placeholders.typeLine') })}
        {field(
          'oracle_text',
          t('custom.fields.rulesText'),
          <textarea id={`${id}-oracle_text`} rows={6} value={form.oracle_text} onChange={set('oracle_text')} placeholder={t('custom.placeholders.rulesText')} />,
        )}
        <div className="custom-row custom-row-stats">
          {text('power', t('custom.fields.power'), { size: 3 })}
          {text('toughness', t('custom.fields.toughness'), { size: 3 })}
          {text('loyalty', t('custom.fields.loyalty'), { size: 3 })}
          {field(
            'rarity',
            t('custom.fields.rarity'),
            <select id={`${id}-rarity`} value={form.rarity} onChange={set('rarity')}>
              <option value="">—</option>
              {RARITIES.map((rarity) => (
                <option key={rarity} value={rarity}>
                  {t(`custom.rarities.${rarity}`)}
                </option>
              ))}
            </select>,
          )}
        </div>
        <div className="custom-row">
          {text('set_code', t('custom.fields.setCode'), { size: 6, maxLength: 8 })}
          {text('set_name', t('custom.fields.setName'))}
          {text('collector_number', t('custom.fields.collectorNumber'), { size: 4, maxLength: 10 })}
        </div>
        <div className="custom-row">
          {text('artist', t('custom.fields.artist'))}
          {field(
            'lang',
            t('custom.fields.language'),
            <select id={`${id}-lang`} value={form.lang} onChange={set('lang')}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {language}
                </option>
              ))}
            </select>,
          )}
          {field(
            'source',
            t('custom.fields.kind'),
            <select id={`${id}-source`} value={form.source} onChange={set('source')}>
              <option value="custom">{t('custom.kinds.custom')}</option>
              <option value="playtest">{t('custom.kinds.playtest')}</option>
            </select>,
          )}
        </div>
        {field(
          'flavor_text',
          t('custom.fields.flavorText'),
          <textarea id={`${id}-flavor_text`} rows={2} value={form.flavor_text} onChange={set('flavor_text')} />,
        )}
        <div className="custom-field">
          <label htmlFor={`${id}-image`}>{t('custom.fields.image')}</label>
          <div className="custom-row">
            <input id={`${id}-image`} type="file" accept={IMAGE_TYPES} onChange={pickImage} />
            {image.url ? (
              <button type="button" onClick={() => setImage({ file: null, url: null, changed: true })}>
                {t('custom.removeImage')}
              </button>
            ) : null}
          </div>
          <span className="muted">{t('custom.imageHint')}</span>
        </div>
        {serverError ? (
          <p className="error" role="alert">
            {serverError}
          </p>
        ) : null}
        <div className="custom-actions">
          <button type="submit" className="primary" disabled={saving}>
            {saving ? t('custom.saving') : t('custom.save')}
          </button>
          <button type="button" onClick={onCancel}>
            {t('custom.cancel')}
          </button>
        </div>
      </div>
      <div className="custom-editor-preview" aria-label={t('custom.preview')}>
        <h2>{t('custom.preview')}</h2>
        <CardFace card={preview} imageUrl={image.url} width={300} />
      </div>
    </form>
  );
}
