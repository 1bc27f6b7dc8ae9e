// The user's custom and playtest cards: a list, the editor with its live preview, and custom-set
// files out (JSON, Cockatrice XML) and in (JSON). Meant as the "Custom cards" tab of the Cards page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomCard } from '../../../../app/cards/custom/custom-cards.ts';
import { call } from '../../api/client.ts';
import { ManaCost } from '../ManaCost.tsx';
import { CustomCardEditor } from './CustomCardEditor.tsx';
import { downloadText } from '../../api/downloads.ts';
import { uploadFile } from '../../api/uploads.ts';
import './custom-cards.css';

interface Message {
  kind: 'ok' | 'error';
  key?: string;
  params?: Record<string, unknown>;
  text?: string;
}

type Selection = { mode: 'none' } | { mode: 'new' } | { mode: 'edit'; id: number };

export function CustomCardsPanel() {
  const { t } = useTranslation();
  const [cards, setCards] = useState<CustomCard[]>([]);
  const [selection, setSelection] = useState<Selection>({ mode: 'none' });
  // Messages keep their translation key, so they follow a language switch.
  const [message, setMessage] = useState<Message | null>(null);
  const importInput = useRef<HTMLInputElement>(null);

  const refresh = useCallback(async () => {
    try {
      setCards(await call('customCards.list', {}));
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const selected = selection.mode === 'edit' ? (cards.find((card) => card.id === selection.id) ?? null) : null;

  const run = async (work: () => Promise<Message | null>) => {
    setMessage(null);
    try {
      const done = await work();
      if (done) setMessage(done);
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };

  const duplicate = (card: CustomCard) =>
    run(async () => {
      const copy = await call('customCards.duplicate', { id: card.id });
      await refresh();
      setSelection({ mode: 'edit', id: copy.id });
      return { kind: 'ok', key: 'custom.duplicated', params: { name: card.name } };
    });

  const remove = (card: CustomCard) =>
    run(async () => {
      if (!window.confirm(t('custom.confirmDelete', { name: card.name }))) return null;
      await call('customCards.delete', { id: card.id });
      setSelection({ mode: 'none' });
      await refresh();
      return { kind: 'ok', key: 'custom.deleted', params: { name: card.name } };
    });

  const exportJson = () =>
    run(async () => {
      const result = await call('customCards.exportJson', {});
      downloadText(result.fileName, result.content, 'application/json');
      return { kind: 'ok', key: 'custom.exported', params: { count: result.cards, path: result.path } };
    });

  const exportCockatrice = () =>
    run(async () => {
      const result = await call('customCards.exportCockatrice', {});
      downloadText(result.fileName, result.content, 'application/xml');
      return { kind: 'ok', key: 'custom.exported', params: { count: result.cards, path: result.path } };
    });

  const importJson = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void run(async () => {
      const summary = await call('customCards.importJson', { uploadId: await uploadFile(file) });
      await refresh();
      return { kind: 'ok', key: 'custom.imported', params: { added: summary.added, updated: summary.updated } };
    });
  };

  return (
    <section className="custom-panel" aria-labelledby="custom-panel-title">
      <div className="custom-list">
        <div className="custom-toolbar">
          <h2 id="custom-panel-title">{t('custom.title')}</h2>
          <button type="button" className="primary" onClick={() => setSelection({ mode: 'new' })}>
            {t('custom.new')}
          </button>
        </div>
        <div className="custom-toolbar">
          <button type="button" onClick={exportJson} disabled={cards.length === 0}>
            {t('custom.exportJson')}
          </button>
          <button type="button" onClick={exportCockatrice} disabled={cards.length === 0}>
            {t('custom.exportCockatrice')}
          </button>
          <button type="button" onClick={() => importInput.current?.click()}>
            {t('custom.importJson')}
          </button>
          <input ref={importInput} type="file" accept="application/json,.json" hidden onChange={importJson} />
        </div>
        {message ? (
          <p className={message.kind === 'error' ? 'error' : 'muted'} role={message.kind === 'error' ? 'alert' : 'status'}>
            {message.key ? t(message.key, message.params ?? {}) : message.text}
          </p>
        ) : null}
        {cards.length === 0 ? (
          <p className="muted">{t('custom.empty')}</p>
        ) : (
          <table className="custom-table">
            <thead>
              <tr>
                <th>{t('custom.fields.name')}</th>
                <th>{t('custom.fields.manaCost')}</th>
                <th>{t('custom.fields.typeLine')}</th>
                <th>{t('custom.fields.setCode')}</th>
                <th>{t('custom.fields.language')}</th>
                <th>{t('custom.fields.kind')}</th>
                <th>
                  <span className="visually-hidden">{t('custom.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {cards.map((card) => (
                <tr key={card.id} className={selected?.id === card.id ? 'selected' : undefined}>
                  <td>
                    <button type="button" className="link" onClick={() => setSelection({ mode: 'edit', id: card.id })}>
                      {card.name}
                    </button>
                  </td>
                  <td>
                    <ManaCost cost={card.mana_cost} />
                  </td>
                  <td>{card.type_line}</td>
                  <td>
                    {card.set_code}
                    {card.collector_number ? ` #${card.collector_number}` : ''}
                  </td>
                  <td>{card.lang}</td>
                  <td>{t(`custom.kinds.${card.source}`)}</td>
                  <td className="custom-row-actions">
                    <button type="button" onClick={() => duplicate(card)} title={t('custom.duplicate')}>
                      {t('custom.duplicate')}
                    </button>
                    <button type="button" onClick={() => remove(card)} title={t('custom.delete')}>
                      {t('custom.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {selection.mode === 'new' || selected ? (
        <CustomCardEditor
          key={selected?.id ?? 'new'}
          card={selected}
          onSaved={(card) => {
            void refresh().then(() => setSelection({ mode: 'edit', id: card.id }));
            setMessage({ kind: 'ok', key: 'custom.saved', params: { name: card.name } });
          }}
          onCancel={() => setSelection({ mode: 'none' })}
        />
      ) : null}
    </section>
  );
}
