import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';

/** The deck's notes, saved when the field loses focus. */
export function DeckNotes({ deckId, notes, onSaved }: { deckId: number; notes: string; onSaved(): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(notes);
  const [state, setState] = useState<'idle' | 'saved' | string>('idle');
  useEffect(() => setText(notes), [notes, deckId]);

  const save = () => {
    if (text === notes) return;
    call('decks.update', { deck: deckId, notes: text }).then(
      () => {
        setState('saved');
        onSaved();
      },
      (failure: Error) => setState(failure.message),
    );
  };

  return (
    <section className="deck-notes">
      <h3>
        <label htmlFor={`deck-notes-${deckId}`}>{t('decks.notes')}</label>
        {state === 'saved' ? <span className="muted small"> · {t('decks.notesSaved')}</span> : null}
      </h3>
      <textarea
        id={`deck-notes-${deckId}`}
        rows={4}
        value={text}
        maxLength={20_000}
        placeholder={t('decks.notesPlaceholder')}
        onChange={(event) => {
          setText(event.target.value);
          setState('idle');
        }}
        onBlur={save}
      />
      {state !== 'idle' && state !== 'saved' ? <p className="error small">{state}</p> : null}
    </section>
  );
}
