import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckImportResult } from '../../../../app/collection/deck-io.ts';
import { call } from '../../api/client.ts';
import { uploadFile } from '../../api/uploads.ts';

interface DeckImportPanelProps {
  onImported(result: DeckImportResult): void;
  onCancel(): void;
}

/** Import a decklist from a file (sent through the uploads api) or from pasted text. */
export function DeckImportPanel({ onImported, onCancel }: DeckImportPanelProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  /** Changing the key empties the file input, so the user can paste instead. */
  const [fileKey, setFileKey] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const deckName = name.trim() ? { name: name.trim() } : {};
      const result = file
        ? await call('decks.import', { uploadId: await uploadFile(file), fileName: file.name, ...deckName })
        : await call('decks.import', { text, ...deckName });
      onImported(result);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="import-panel" aria-labelledby="page-title">
      <h1 id="page-title">{t('decks.importTitle')}</h1>
      <p className="muted">{t('decks.importHint')}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label className="field">
          <span>{t('decks.importFile')}</span>
          <span className="file-row">
            <input
              key={fileKey}
              type="file"
              accept=".txt,.dek,.cod,.dec,.mwdeck,text/plain,application/xml"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              data-testid="deck-import-file"
            />
            {file ? (
              <button
                type="button"
                onClick={() => {
                  setFile(null);
                  setFileKey((key) => key + 1);
                }}
              >
                {t('decks.importClearFile')}
              </button>
            ) : null}
          </span>
        </label>
        <label className="field">
          <span>{t('decks.importPaste')}</span>
          <textarea
            rows={10}
            value={text}
            disabled={file !== null}
            onChange={(event) => setText(event.target.value)}
            placeholder={'Deck\n4 Lightning Rift (ONS) 217\n4 Astral Slide\n\nSideboard\n2 Stifle'}
            data-testid="deck-import-text"
          />
        </label>
        <label className="field">
          <span>{t('decks.importName')}</span>
          <input value={name} onChange={(event) => setName(event.target.value)} placeholder={t('decks.importNamePlaceholder')} />
        </label>
        <div className="form-actions">
          <button type="submit" className="primary" disabled={busy || (file === null && !text.trim())}>
            {busy ? t('decks.importing') : t('decks.importSubmit')}
          </button>
          <button type="button" onClick={onCancel} disabled={busy}>{t('decks.cancel')}</button>
        </div>
        {error ? <p className="error" role="alert">{error}</p> : null}
      </form>
    </section>
  );
}
