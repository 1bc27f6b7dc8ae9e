// The table's dialogs: the opening hand (London mulligan), the choice the top of the stack asks,
// amounts, tokens, scry/surveil, attackers, a zone's cards, the shortcuts, a rules-problem report.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StackEntry, TableCard, TableView } from '../../../../app/goldfish/table-view.ts';
import { ManaCost } from '../ManaCost.tsx';
import { Dialog } from './Dialog.tsx';
import { type CardNames, useMessages } from '../../i18n/game-messages.ts';
import { useCardName } from '../../i18n/card-names.ts';

export function MulliganDialog({ view, onMulligan, onKeep }: { view: TableView; onMulligan(): void; onKeep(bottom: number[]): void }) {
  const cardName = useCardName();
  const { t } = useTranslation();
  const needed = view.mulligans ?? 0;
  const [bottom, setBottom] = useState<number[]>([]);
  const toggle = (id: number) => setBottom((chosen) => (chosen.includes(id) ? chosen.filter((other) => other !== id) : chosen.length < needed ? [...chosen, id] : chosen));
  return (
    <Dialog title={t('goldfish.mulligan.title', { count: view.you.hand.length })} onClose={() => undefined} wide>
      <p className="muted">
        {needed === 0 ? t('goldfish.mulligan.keepOrNot') : t('goldfish.mulligan.chooseBottom', { count: needed, chosen: bottom.length })}
      </p>
      <ul className="gf-choice-list gf-hand-choice">
        {view.you.hand.map((card) => {
          const shown = (
            <>
              <span>{cardName(card.name)}</span> <ManaCost cost={card.manaCost} /> <span className="muted small">{card.typeLine}</span>
            </>
          );
          // Nothing to choose in the first hand: plain rows, not disabled (greyed-out) buttons.
          return (
            <li key={card.id}>
              {needed === 0 ? (
                <span className="gf-hand-card">{shown}</span>
              ) : (
                <button type="button" className={bottom.includes(card.id) ? 'chosen' : ''} aria-pressed={bottom.includes(card.id)} onClick={() => toggle(card.id)}>
                  {shown}
                  {bottom.includes(card.id) ? <span className="badge">{t('goldfish.mulligan.bottom')}</span> : null}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="gf-dialog-buttons">
        <button type="button" className="primary" disabled={bottom.length !== needed} onClick={() => onKeep(bottom)}>
          {t('goldfish.mulligan.keep', { count: view.you.hand.length - needed })}
        </button>
        <button type="button" onClick={onMulligan} disabled={needed >= 6} title="M">
          {t('goldfish.mulligan.mulligan', { count: 6 - needed })}
        </button>
        <span className="muted small">
          {t('goldfish.seedLabel')} {view.seed}
        </span>
      </div>
    </Dialog>
  );
}

/** The top object's question: search, aura swap, "you may", "you may pay", which mana to add. */
export function ChoiceDialog({ entry, cardNames, onAnswer, onClose }: { entry: StackEntry; cardNames: CardNames; onAnswer(choice: string | string[] | null | boolean | number): void; onClose(): void }) {
  const { t } = useTranslation();
  const say = useMessages(cardNames);
  const [amount, setAmount] = useState('1');
  const [picked, setPicked] = useState<string[]>([]);
  const question = entry.question!;
  // The card's name as the title (in the UI language where the app has it); its rules text, as printed, below.
  const title = say({ card: entry.source });
  const rules = <p className="muted small">{entry.text}</p>;
  if (question.kind === 'search' && question.pick > 1) {
    // "Search your library for up to two basic land cards": each click adds a card (two Forests are
    // two clicks, as many as the library holds); a chosen card is taken back with its chip.
    const add = (name: string, copies: number) => setPicked((now) => (now.length < question.pick && now.filter((other) => other === name).length < copies ? [...now, name] : now));
    const remove = (at: number) => setPicked((now) => now.filter((_, index) => index !== at));
    return (
      <Dialog title={title} onClose={onClose}>
        {rules}
        <p>{t('goldfish.choice.searchSeveral', { count: question.pick })}</p>
        <ul className="gf-choice-list">
          {question.options.map((name, index) => (
            <li key={name}>
              <button type="button" onClick={() => add(name, question.copies[index] ?? 1)}>
                {say({ card: name })} <span className="muted small">×{question.copies[index]}</span>
              </button>
            </li>
          ))}
          {question.options.length === 0 ? <li className="muted">{t('goldfish.choice.noMatch')}</li> : null}
        </ul>
        <p className="gf-picked">
          {picked.map((name, index) => (
            <button type="button" key={`${name}-${index}`} className="chip" onClick={() => remove(index)}>
              {say({ card: name })} ✕
            </button>
          ))}
        </p>
        <div className="gf-dialog-buttons">
          <button type="button" className="primary" disabled={picked.length === 0} onClick={() => onAnswer(picked)}>
            {t('goldfish.choice.findSelected', { count: picked.length })}
          </button>
          <button type="button" onClick={() => onAnswer(null)}>
            {t('goldfish.choice.findNothing')}
          </button>
        </div>
      </Dialog>
    );
  }
  if (question.kind === 'search') {
    return (
      <Dialog title={title} onClose={onClose}>
        {rules}
        <p>{question.query === null ? t('goldfish.choice.searchAny') : t('goldfish.choice.search', { query: say(question.query) })}</p>
        <ul className="gf-choice-list">
          {question.options.map((name) => (
            <li key={name}>
              <button type="button" onClick={() => onAnswer(name)}>
                {say({ card: name })}
              </button>
            </li>
          ))}
          {question.options.length === 0 ? <li className="muted">{t('goldfish.choice.noMatch')}</li> : null}
        </ul>
        <div className="gf-dialog-buttons">
          <button type="button" onClick={() => onAnswer(null)}>
            {t('goldfish.choice.findNothing')}
          </button>
        </div>
      </Dialog>
    );
  }
  if (question.kind === 'auraSwap') {
    return (
      <Dialog title={title} onClose={onClose}>
        {rules}
        <p>{question.host ? t('goldfish.choice.auraSwap', { host: say({ card: question.host }) }) : t('goldfish.choice.auraSwapNoHost')}</p>
        <ul className="gf-choice-list">
          {question.auras.map((aura) => (
            <li key={aura.id}>
              <button type="button" onClick={() => onAnswer(aura.name)} className={aura.canEnchant ? '' : 'cant'} title={aura.reason ? say(aura.reason) : undefined}>
                {say({ card: aura.name })}
                {aura.reason ? <span className="small gf-reason"> — {say(aura.reason)}</span> : null}
              </button>
            </li>
          ))}
          {question.auras.length === 0 ? <li className="muted">{t('goldfish.choice.noAuras')}</li> : null}
        </ul>
        <div className="gf-dialog-buttons">
          <button type="button" onClick={() => onAnswer(null)}>
            {t('goldfish.choice.swapNothing')}
          </button>
        </div>
      </Dialog>
    );
  }
  if (question.kind === 'mana') {
    return (
      <Dialog title={title} onClose={onClose}>
        {rules}
        <p>{t('goldfish.choice.mana')}</p>
        <div className="gf-dialog-buttons">
          {question.options.map((option) => (
            <button type="button" key={option} onClick={() => onAnswer(option)}>
              <ManaCost cost={option} />
            </button>
          ))}
        </div>
      </Dialog>
    );
  }
  if (question.kind === 'choose') {
    // CR 614.12: "As ~ enters the battlefield, choose …"; the engine's default is marked.
    const prompt = { color: 'chooseColor', 'creature type': 'chooseCreatureType', 'card name': 'chooseCardName', 'basic land type': 'chooseBasicLandType', 'land type': 'chooseLandType', opponent: 'chooseOpponent', player: 'choosePlayer', riot: 'chooseRiot', unleash: 'chooseUnleash', devour: 'chooseDevour', land: 'chooseLand', pair: 'choosePair', permanent: 'choosePermanent', token: 'chooseToken' } as const;
    const landType = question.what === 'basic land type' || question.what === 'land type';
    const label = (option: string): string =>
      question.what === 'color'
        ? t(`goldfish.choice.color.${option}`)
        : landType
          ? t(`goldfish.choice.landType.${option}`, { defaultValue: option })
        : ['you', 'opponent', 'counter', 'haste'].includes(option)
          ? t(`goldfish.choice.${option}`)
          : option === 'no counter'
            ? t('goldfish.choice.noCounter')
            : question.what === 'pair' && option === 'no pair' // the engine's NO_PAIR
              ? t('goldfish.choice.noPair')
          : option;
    return (
      <Dialog title={title} onClose={onClose}>
        {rules}
        <p>{t(`goldfish.choice.${prompt[question.what]}`)}</p>
        <ul className="gf-choice-list">
          {question.options.map((option) => (
            <li key={option}>
              <button type="button" className={option === question.suggested ? 'primary' : ''} onClick={() => onAnswer(option)}>
                {label(option)}
                {/* The card text names land types in English: shown beside a translated name. */}
                {landType && label(option) !== option ? <span className="small muted"> ({option})</span> : null}
                {option === question.suggested ? <span className="small gf-reason"> — {t('goldfish.choice.suggested')}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    );
  }
  if (question.kind === 'may') {
    return (
      <Dialog title={title} onClose={onClose}>
        {rules}
        <div className="gf-dialog-buttons">
          <button type="button" className="primary" onClick={() => onAnswer(true)}>
            {t('goldfish.choice.yes')}
          </button>
          <button type="button" onClick={() => onAnswer(false)}>
            {t('goldfish.choice.no')}
          </button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title={title} onClose={onClose}>
      {rules}
      <p>
        {t('goldfish.choice.pay')} {question.mana !== '' ? <ManaCost cost={question.mana} /> : null}
        {question.life ? ` ${t('goldfish.choice.payLife', { count: question.life })}` : null}
      </p>
      <div className="gf-dialog-buttons">
        {question.hasX ? (
          <input aria-label="X" className="seed-input" inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value)} />
        ) : null}
        <button type="button" className="primary" onClick={() => onAnswer(question.hasX ? Math.max(0, Number(amount) || 0) : 1)}>
          {t('goldfish.choice.payIt')}
        </button>
        <button type="button" onClick={() => onAnswer(0)}>
          {t(question.sacrifice ? 'goldfish.choice.sacrifice' : 'goldfish.choice.decline')}
        </button>
      </div>
    </Dialog>
  );
}

export function NumberDialog({ title, initial, min = 0, onDone, onClose }: { title: string; initial: number; min?: number; onDone(value: number): void; onClose(): void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(String(initial));
  const number = Number(value);
  const valid = Number.isInteger(number) && number >= min;
  return (
    <Dialog title={title} onClose={onClose}>
      <form
        className="gf-dialog-buttons"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onDone(number);
        }}
      >
        <input data-autofocus aria-label={title} className="seed-input" inputMode="numeric" value={value} onChange={(event) => setValue(event.target.value)} onFocus={(event) => event.currentTarget.select()} />
        <button type="submit" className="primary" disabled={!valid}>
          {t('goldfish.ok')}
        </button>
      </form>
    </Dialog>
  );
}

export interface TokenInput {
  name: string;
  power: number;
  toughness: number;
  colors: ('W' | 'U' | 'B' | 'R' | 'G')[];
  keywords: string[];
}

export function TokenDialog({ onDone, onClose }: { onDone(token: TokenInput, count: number): void; onClose(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('Drake');
  const [pt, setPt] = useState('2/2');
  const [colors, setColors] = useState<TokenInput['colors']>(['U']);
  const [keywords, setKeywords] = useState('Flying');
  const [count, setCount] = useState('1');
  const match = /^(-?\d+)\s*\/\s*(-?\d+)$/.exec(pt.trim());
  const valid = name.trim() !== '' && match !== null && Number(count) >= 1;
  return (
    <Dialog title={t('goldfish.token.title')} onClose={onClose}>
      <form
        className="gf-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          onDone(
            { name: name.trim(), power: Number(match![1]), toughness: Number(match![2]), colors, keywords: keywords.split(',').map((keyword) => keyword.trim()).filter(Boolean) },
            Number(count),
          );
        }}
      >
        <label>
          {t('goldfish.token.name')} <input data-autofocus value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <label>
          {t('goldfish.token.pt')} <input className="seed-input" value={pt} onChange={(event) => setPt(event.target.value)} />
        </label>
        <fieldset className="gf-colors">
          <legend>{t('goldfish.token.colors')}</legend>
          {(['W', 'U', 'B', 'R', 'G'] as const).map((color) => (
            <label key={color} className="check">
              <input type="checkbox" checked={colors.includes(color)} onChange={() => setColors((chosen) => (chosen.includes(color) ? chosen.filter((other) => other !== color) : [...chosen, color]))} />
              <ManaCost cost={`{${color}}`} />
            </label>
          ))}
        </fieldset>
        <label>
          {t('goldfish.token.keywords')} <input value={keywords} onChange={(event) => setKeywords(event.target.value)} placeholder="Flying, Haste" />
        </label>
        <label>
          {t('goldfish.token.count')} <input className="seed-input" inputMode="numeric" value={count} onChange={(event) => setCount(event.target.value)} />
        </label>
        <div className="gf-dialog-buttons">
          <button type="submit" className="primary" disabled={!valid}>
            {t('goldfish.token.create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

type Place = 'top' | 'bottom' | 'graveyard';

export function ScryDialog({ kind, cards, onDone, onClose }: { kind: 'scry' | 'surveil'; cards: TableCard[]; onDone(top: number[], bottom: number[], graveyard: number[]): void; onClose(): void }) {
  const cardName = useCardName();
  const { t } = useTranslation();
  const [places, setPlaces] = useState<Record<number, Place>>(() => Object.fromEntries(cards.map((card) => [card.id, 'top'])));
  const [order, setOrder] = useState(cards.map((card) => card.id));
  const byId = new Map(cards.map((card) => [card.id, card]));
  const options: Place[] = kind === 'scry' ? ['top', 'bottom'] : ['top', 'graveyard'];
  const move = (index: number, delta: number) =>
    setOrder((current) => {
      const next = current.slice();
      const [item] = next.splice(index, 1);
      next.splice(Math.max(0, Math.min(next.length, index + delta)), 0, item!);
      return next;
    });
  return (
    <Dialog title={t(`goldfish.scry.${kind}`, { count: cards.length })} onClose={onClose} wide>
      <p className="muted small">{t('goldfish.scry.hint')}</p>
      <ol className="gf-choice-list">
        {order.map((id, index) => (
          <li key={id} className="gf-scry-row">
            <span className="gf-scry-name">{cardName(byId.get(id)!.name)}</span>
            {options.map((place) => (
              <label key={place} className="check">
                <input type="radio" name={`scry-${id}`} checked={places[id] === place} onChange={() => setPlaces((current) => ({ ...current, [id]: place }))} />
                {t(`goldfish.scry.${place}`)}
              </label>
            ))}
            <button type="button" aria-label={t('goldfish.scry.up')} onClick={() => move(index, -1)} disabled={index === 0}>
              ↑
            </button>
            <button type="button" aria-label={t('goldfish.scry.down')} onClick={() => move(index, 1)} disabled={index === order.length - 1}>
              ↓
            </button>
          </li>
        ))}
      </ol>
      <div className="gf-dialog-buttons">
        <button type="button" className="primary" onClick={() => onDone(order.filter((id) => places[id] === 'top'), order.filter((id) => places[id] === 'bottom'), order.filter((id) => places[id] === 'graveyard'))}>
          {t('goldfish.ok')}
        </button>
      </div>
    </Dialog>
  );
}

export function AttackDialog({ view, onAttack, onClose }: { view: TableView; onAttack(ids: number[], exert: number[]): void; onClose(): void }) {
  const { t } = useTranslation();
  const say = useMessages(view.cardNames);
  const [chosen, setChosen] = useState<number[]>(() => view.attackers.filter((attacker) => attacker.canAttack).map((attacker) => attacker.id));
  // CR 701.39: exerting is chosen as the creature attacks; not exerted unless ticked.
  const [exerted, setExerted] = useState<number[]>([]);
  return (
    <Dialog title={t('goldfish.attack.title')} onClose={onClose}>
      <ul className="gf-choice-list">
        {view.attackers.map((attacker) => (
          <li key={attacker.id}>
            <label className="check">
              <input
                type="checkbox"
                disabled={!attacker.canAttack}
                checked={chosen.includes(attacker.id)}
                onChange={() => setChosen((current) => (current.includes(attacker.id) ? current.filter((id) => id !== attacker.id) : [...current, attacker.id]))}
              />
              {say({ card: attacker.name })}
              {attacker.reason ? <span className="small gf-reason"> — {say(attacker.reason)}</span> : null}
            </label>
            {attacker.mayExert && attacker.canAttack ? (
              <label className="check small">
                <input
                  type="checkbox"
                  disabled={!chosen.includes(attacker.id)}
                  checked={exerted.includes(attacker.id) && chosen.includes(attacker.id)}
                  onChange={() => setExerted((current) => (current.includes(attacker.id) ? current.filter((id) => id !== attacker.id) : [...current, attacker.id]))}
                />
                {t('goldfish.attack.exert')}
              </label>
            ) : null}
          </li>
        ))}
        {view.attackers.length === 0 ? <li className="muted">{t('goldfish.attack.none')}</li> : null}
      </ul>
      <div className="gf-dialog-buttons">
        <button type="button" className="primary" onClick={() => onAttack(chosen, exerted.filter((id) => chosen.includes(id)))}>
          {t('goldfish.attack.go', { count: chosen.length })}
        </button>
      </div>
    </Dialog>
  );
}

export function ZoneDialog({ title, cards, onCard, onClose }: { title: string; cards: TableCard[]; onCard(card: TableCard, element: HTMLElement): void; onClose(): void }) {
  const cardName = useCardName();
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose} wide>
      <ol className="gf-zone-list">
        {cards.map((card) => (
          <li key={card.id}>
            <button type="button" onClick={(event) => onCard(card, event.currentTarget)}>
              {cardName(card.name)} <ManaCost cost={card.manaCost} /> <span className="muted small">{card.typeLine}</span>
            </button>
          </li>
        ))}
        {cards.length === 0 ? <li className="muted">{t('goldfish.zone.empty')}</li> : null}
      </ol>
    </Dialog>
  );
}

export const SHORTCUTS: [string, string][] = [
  ['D', 'draw'],
  ['U', 'untapAll'],
  ['N', 'nextPhase'],
  ['T', 'nextTurn'],
  ['S', 'shuffle'],
  ['M', 'mulligan'],
  ['R', 'resolve'],
  ['Shift+R', 'resolveAll'],
  ['A', 'attack'],
  ['K', 'token'],
  ['Z', 'preview'],
  ['+ / −', 'zoom'],
  ['Ctrl+Z', 'undo'],
  ['Ctrl+Shift+Z', 'redo'],
  ['Esc', 'cancel'],
  ['?', 'help'],
];

export function HelpOverlay({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('goldfish.help.title')} onClose={onClose} wide>
      <table className="gf-shortcuts">
        <tbody>
          {SHORTCUTS.map(([key, what]) => (
            <tr key={key}>
              <td>
                <kbd>{key}</kbd>
              </td>
              <td>{t(`goldfish.help.${what}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small muted">{t('goldfish.help.mouse')}</p>
    </Dialog>
  );
}

export function ReportDialog({ onSend, onClose }: { onSend(note: string): void; onClose(): void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  return (
    <Dialog title={t('goldfish.report.title')} onClose={onClose}>
      <p className="small muted">{t('goldfish.report.hint')}</p>
      <textarea data-autofocus rows={5} value={note} onChange={(event) => setNote(event.target.value)} aria-label={t('goldfish.report.note')} />
      <div className="gf-dialog-buttons">
        <button type="button" className="primary" disabled={note.trim() === ''} onClick={() => onSend(note)}>
          {t('goldfish.report.send')}
        </button>
      </div>
    </Dialog>
  );
}
