// The part of an ability the engine can't carry out (a `manual` effect), asked of the player: when
// such a step resolves, the table shows "Do by hand" with the card and the sentence next to the
// table's manual tools, until the player presses Done (or Enter). It does not block the table:
// cards stay clickable and draggable while it is shown. Several steps queue, oldest first. The
// log marks each step manual as before; this prompt only makes sure the player sees it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogLine } from '../../../../app/goldfish/game-log.ts';
import type { TableCard } from '../../../../app/goldfish/table-view.ts';
import { isMessage, type MessageParam } from '../../../../app/engine/messages/message.ts';
import { CardPicture } from '../CardImage.tsx';
import './manual-steps.css';

export interface ManualStep {
  /** The step's line in the game log (undo takes it away). */
  at: number;
  /** The card's English name. */
  card: string;
  /** The sentence to carry out, as the card says it. */
  text: string;
}

/** A "Do by hand for [card]: …" log line as a step, or null for any other line. */
function stepOf(line: LogLine, at: number): ManualStep | null {
  if (line.message.key !== 'log.byHand') return null;
  const card = line.message.params?.card as MessageParam | undefined;
  const text = line.message.params?.text;
  if (typeof text !== 'string' || typeof card !== 'object' || card === null || isMessage(card) || !('card' in card)) return null;
  return { at, card: card.card, text };
}

/**
 * The steps waiting for the player: the by-hand lines the log gains from now on (a game opened
 * with lines already in its log asks nothing again, nor does another game loaded in its place).
 * Undo takes away the steps whose lines it removes; `done` dismisses the oldest.
 */
export function useManualSteps(game: string, log: readonly LogLine[]): { steps: ManualStep[]; done(): void } {
  const [steps, setSteps] = useState<ManualStep[]>([]);
  const seen = useRef({ game, lines: log.length });
  useEffect(() => {
    if (seen.current.game !== game) {
      seen.current = { game, lines: log.length };
      setSteps([]);
      return;
    }
    const from = seen.current.lines;
    seen.current.lines = log.length;
    if (log.length < from) {
      setSteps((current) => current.filter((step) => step.at < log.length));
      return;
    }
    const added = log.slice(from).flatMap((line, index) => stepOf(line, from + index) ?? []);
    if (added.length > 0) setSteps((current) => [...current, ...added]);
  }, [game, log]);
  const done = useCallback(() => setSteps((current) => current.slice(1)), []);
  return { steps, done };
}

interface ManualStepPromptProps {
  step: ManualStep;
  /** Steps waiting after this one. */
  waiting: number;
  /** The card on the table (for its picture), when it is still there. */
  card: TableCard | null;
  imageUrl: string | null;
  cardName: string;
  onDone(): void;
  onLife(player: 0 | 1): void;
  onToken(): void;
  onLibrary(): void;
}

export function ManualStepPrompt({ step, waiting, card, imageUrl, cardName, onDone, onLife, onToken, onLibrary }: ManualStepPromptProps) {
  const { t } = useTranslation();
  const done = useRef<HTMLButtonElement>(null);
  // Each new step takes the focus once, so Enter dismisses it; the player may click elsewhere.
  useEffect(() => {
    done.current?.focus();
  }, [step.at]);
  return (
    <section className="gf-manual-step" role="dialog" aria-modal="false" aria-labelledby="gf-manual-step-title" data-testid="manual-step">
      <div className="gf-manual-step-card">
        <CardPicture
          width={96}
          imageUrl={imageUrl}
          card={{ name: cardName, mana_cost: card?.manaCost ?? '', type_line: card?.typeLine ?? '', oracle_text: card?.oracleText ?? step.text, power: null, toughness: null, colors: (card?.colors ?? []) as never }}
        />
      </div>
      <div className="gf-manual-step-body">
        <h2 id="gf-manual-step-title">
          <span className="badge">{t('goldfish.log.manual')}</span> {t('goldfish.manualStep.title', { card: cardName })}
        </h2>
        <p className="gf-manual-step-text" data-testid="manual-step-text">
          {step.text}
        </p>
        <p className="muted small">{t('goldfish.manualStep.hint')}</p>
        <div className="gf-manual-step-tools">
          <button type="button" onClick={() => onLife(0)}>
            {t('goldfish.life.setYours')}
          </button>
          <button type="button" onClick={() => onLife(1)}>
            {t('goldfish.life.setGoldfish')}
          </button>
          <button type="button" onClick={onToken}>
            {t('goldfish.token.title')}
          </button>
          <button type="button" onClick={onLibrary}>
            {t('goldfish.library.search')}
          </button>
        </div>
        <div className="gf-manual-step-footer">
          {waiting > 0 ? <span className="muted small">{t('goldfish.manualStep.waiting', { count: waiting })}</span> : null}
          <button ref={done} type="button" className="primary" onClick={onDone}>
            {t('goldfish.manualStep.done')} <kbd>(Enter)</kbd>
          </button>
        </div>
      </div>
    </section>
  );
}
