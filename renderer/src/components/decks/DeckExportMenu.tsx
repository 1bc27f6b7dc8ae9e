import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeckFormat } from '../../../../app/collection/formats/deck-formats.ts';
import { call } from '../../api/client.ts';
import { downloadText } from '../../api/downloads.ts';

const FORMATS = ['mtga', 'mtgo', 'text', 'cod', 'xmage', 'mwdeck', 'tappedout', 'scryfall'] as const satisfies readonly DeckFormat[];

/** "Export ▾": each decklist format as a file download. */
export function DeckExportMenu({ deckId, onError }: { deckId: number; onError(message: string | null): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  const download = async (format: DeckFormat) => {
    setOpen(false);
    try {
      const exported = await call('decks.export', { deck: deckId, format });
      downloadText(exported.fileName, exported.text, exported.mimeType);
      onError(exported.leftOut.length > 0 ? t('decks.exportLeftOut', { sections: exported.leftOut.map((part) => t(`decks.sections.${part.section}`)).join(', ') }) : null);
    } catch (failure) {
      onError((failure as Error).message);
    }
  };

  return (
    <span className="menu" onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}>
      <button type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('decks.export')} ▾
      </button>
      {open ? (
        <span className="menu-list" role="menu">
          {FORMATS.map((format) => (
            <button key={format} type="button" role="menuitem" onClick={() => void download(format)}>
              {t(`decks.formats.${format}`)}
            </button>
          ))}
        </span>
      ) : null}
    </span>
  );
}
