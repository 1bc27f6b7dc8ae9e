// Start a goldfish game: a saved deck or a pasted decklist, a seed (random by default, shown so a
// game can be replayed), on the play or on the draw; or load a saved scenario.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableView } from '../../../../app/goldfish/table-view.ts';
import { call } from '../../api/client.ts';
import { useApi } from '../../hooks/useApi.ts';
import { useFailureText } from '../../i18n/game-messages.ts';
import { RulesCoverage } from '../RulesCoverage.tsx';
import { SimulationPanel } from '../sim/SimulationPanel.tsx';
import { readTextFile } from './files.ts';

/** Before a game there are no deck card names to translate. */
const NO_CARD_NAMES = {};

const randomSeed = (): number => Math.floor(Math.random() * 1_000_000) + 1;

export function StartPanel({ onStart }: { onStart(view: TableView): void }) {
  const { t } = useTranslation();
  const failureText = useFailureText(NO_CARD_NAMES);
  const id = useId();
  const decks = useApi('decks.list', {});
  const [source, setSource] = useState<'saved' | 'text'>('saved');
  const [deckId, setDeckId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [seed, setSeed] = useState(() => String(randomSeed()));
  const [onThePlay, setOnThePlay] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The pasted list's names that match no card, found before the game starts; the player corrects them or starts without them. */
  const [unknown, setUnknown] = useState<{ text: string; names: string[] } | null>(null);
  // The simulation panel loads its runs only once the user opens it.
  const [simulating, setSimulating] = useState(false);
  const chosenDeck = deckId ?? decks.data?.[0]?.id ?? null;
  const noSavedDecks = decks.data?.length === 0;
  // With no saved deck the only way to start is a pasted list: choose it.
  useEffect(() => {
    if (noSavedDecks) setSource('text');
  }, [noSavedDecks]);
  /** The deck a game would start from now. */
  const chosen = source === 'saved' ? (chosenDeck === null ? null : { deckId: chosenDeck }) : text.trim() ? { text } : null;

  const start = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const seedNumber = Number(seed);
    if (!Number.isInteger(seedNumber) || seedNumber < 0) {
      setError(t('goldfish.start.badSeed'));
      return;
    }
    const deck = chosen;
    if (!deck) {
      setError(t(source === 'saved' ? 'goldfish.start.noDeck' : 'goldfish.start.noText'));
      return;
    }
    setBusy(true);
    try {
      if ('text' in deck && unknown?.text !== deck.text) {
        const names = (await call('rules.deckCoverage', { deck })).unresolved;
        if (names.length > 0) {
          setUnknown({ text: deck.text ?? '', names });
          return;
        }
      }
      onStart(await call('goldfish.start', { deck, seed: seedNumber, onThePlay }));
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const loadScenario = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      onStart(await call('goldfish.loadScenario', { json: await readTextFile(file), name: file.name.replace(/\.json$/i, '') }));
    } catch (failure) {
      setError(failureText(failure));
    }
  };

  return (
    <section className="goldfish-start">
      <h1 id="page-title">{t('goldfish.title')}</h1>
      <p className="lead">{t('goldfish.start.intro')}</p>
      <form className="goldfish-start-form" onSubmit={start}>
        <fieldset>
          <legend>{t('goldfish.start.deck')}</legend>
          <label className="check">
            <input type="radio" name={`${id}-source`} checked={source === 'saved'} onChange={() => setSource('saved')} /> {t('goldfish.start.savedDeck')}
          </label>
          {/* One cell for the list and its note, so the pasted list stays in the row of its own label. */}
          <div className="goldfish-start-saved">
            <select id="goldfish-deck" aria-label={t('goldfish.start.savedDeck')} value={chosenDeck ?? ''} disabled={source !== 'saved' || noSavedDecks} onChange={(event) => setDeckId(Number(event.target.value))}>
              {(decks.data ?? []).map((deck) => (
                <option key={deck.id} value={deck.id}>
                  {deck.name}
                </option>
              ))}
            </select>
            {noSavedDecks ? <span className="muted small">{t('goldfish.start.noSavedDecks')}</span> : null}
          </div>
          <label className="check">
            <input type="radio" name={`${id}-source`} checked={source === 'text'} onChange={() => setSource('text')} /> {t('goldfish.start.pasted')}
          </label>
          <textarea
            id="goldfish-decklist"
            aria-label={t('goldfish.start.pasted')}
            rows={8}
            placeholder={t('goldfish.start.pastePlaceholder')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setSource('text');
              setUnknown(null);
            }}
          />
        </fieldset>
        <RulesCoverage deck={chosen} />
        <div className="goldfish-start-row">
          <label htmlFor={`${id}-seed`}>{t('goldfish.start.seed')}</label>
          <input id={`${id}-seed`} className="seed-input" inputMode="numeric" value={seed} onChange={(event) => setSeed(event.target.value)} />
          <button type="button" onClick={() => setSeed(String(randomSeed()))}>
            {t('goldfish.start.newSeed')}
          </button>
          <label className="check">
            <input type="radio" name={`${id}-play`} checked={onThePlay} onChange={() => setOnThePlay(true)} /> {t('goldfish.start.onThePlay')}
          </label>
          <label className="check">
            <input type="radio" name={`${id}-play`} checked={!onThePlay} onChange={() => setOnThePlay(false)} /> {t('goldfish.start.onTheDraw')}
          </label>
        </div>
        <div className="goldfish-start-row">
          <button type="submit" className="primary" disabled={busy}>
            {t(unknown && source === 'text' ? 'goldfish.start.startAnyway' : 'goldfish.start.start')}
          </button>
          <label className="file-button">
            {t('goldfish.start.loadScenario')}
            <input type="file" accept=".json,application/json" onChange={loadScenario} />
          </label>
        </div>
        {unknown && source === 'text' ? (
          <p className="error" role="alert" data-testid="unknown-names">
            {t('goldfish.start.unknownNames', { count: unknown.names.length, names: unknown.names.join(', ') })}
          </p>
        ) : null}
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
      {source === 'saved' && chosenDeck !== null ? (
        <details className="goldfish-simulate" onToggle={(event) => setSimulating(event.currentTarget.open)}>
          <summary>{t('goldfish.start.simulate')}</summary>
          {simulating ? <SimulationPanel deckId={chosenDeck} /> : null}
        </details>
      ) : null}
    </section>
  );
}
