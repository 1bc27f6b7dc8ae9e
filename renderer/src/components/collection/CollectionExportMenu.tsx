import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionFormat } from '../../../../app/collection/formats/csv-format.ts';
import { call } from '../../api/client.ts';
import { downloadText } from '../../api/downloads.ts';
import { COLLECTION_FILE_FORMATS } from './CollectionImportPanel.tsx';

/** "Export CSV ▾": the collection in each tool's format, as a file download. */
export function CollectionExportMenu({ onError }: { onError(message: string | null): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  const download = async (format: CollectionFormat) => {
    setOpen(false);
    try {
      const exported = await call('collection.export', { format });
      downloadText(exported.fileName, exported.text, 'text/csv');
      onError(null);
    } catch (failure) {
      onError((failure as Error).message);
    }
  };

  return (
    <span className="menu" onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}>
      <button type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('collection.exportCsv')} ▾
      </button>
      {open ? (
        <span className="menu-list" role="menu">
          {COLLECTION_FILE_FORMATS.map((format) => (
            <button key={format} type="button" role="menuitem" onClick={() => void download(format)}>
              {t(`collection.formats.${format}`)}
            </button>
          ))}
        </span>
      ) : null}
    </span>
  );
}
