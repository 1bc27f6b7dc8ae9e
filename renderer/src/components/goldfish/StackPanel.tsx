// The stack, top first, with the question each object will ask when it resolves.
import { useDroppable } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StackEntry, StackQuestion, TableCard } from '../../../../app/goldfish/table-view.ts';
import { CardPicture } from '../CardImage.tsx';
import { faceOf } from './CardTile.tsx';
import { type CardNames, useMessages } from '../../i18n/game-messages.ts';
import { useCardName } from '../../i18n/card-names.ts';
import type { Message, MessageParam } from '../../../../app/engine/messages/message.ts';

function questionText(question: StackQuestion, t: TFunction, say: (message: Message | MessageParam) => string): string {
  switch (question.kind) {
    case 'search':
      // The count is of cards, not names: four Mountains are four (issue 15, item 3).
      return question.query === null ? t('goldfish.stack.asksSearchAny', { count: question.matching }) : t('goldfish.stack.asksSearch', { query: say(question.query), count: question.matching });
    case 'auraSwap':
      return t('goldfish.stack.asksAuraSwap', { count: question.auras.filter((aura) => aura.canEnchant).length });
    case 'may':
      return t('goldfish.stack.asksMay');
    case 'mayPay':
      return t('goldfish.stack.asksPay', { mana: [question.mana, question.life ? t('goldfish.choice.payLife', { count: question.life }) : ''].filter(Boolean).join(' + ') });
    case 'mana':
      return t('goldfish.stack.asksMana');
    case 'choose':
      return t('goldfish.stack.asksChoose', { what: t(`goldfish.stack.choose.${question.what === 'creature type' ? 'creatureType' : question.what === 'card name' ? 'cardName' : question.what === 'basic land type' ? 'basicLandType' : question.what === 'land type' ? 'landType' : question.what}`) });
  }
}

interface StackPanelProps {
  stack: StackEntry[];
  cardNames: CardNames;
  onResolve(): void;
  onResolveAll(): void;
  /** The card a stack object comes from, as last seen in a zone (for its picture and preview). */
  pictureOf(name: string): TableCard | null;
  imageOf(name: string): string | null;
  onHoverName(name: string | null): void;
}

/** The width of a stack object's picture. */
const THUMB = 46;

/** The stack, top first; also where a spell dragged from the hand is dropped to cast it. */
export function StackPanel({ stack, cardNames, onResolve, onResolveAll, pictureOf, imageOf, onHoverName }: StackPanelProps) {
  const { t } = useTranslation();
  const say = useMessages(cardNames);
  const drop = useDroppable({ id: 'stack', data: { zone: 'stack' } });
  return (
    <section ref={drop.setNodeRef} className={`gf-stack${drop.isOver ? ' drop-over' : ''}`} aria-label={t('goldfish.stack.title')} data-testid="stack">
      <header>
        <h2>{t('goldfish.stack.title')}</h2>
        {stack.length > 0 ? (
          <>
            <button type="button" className="primary" onClick={onResolve} title="R">
              {t('goldfish.stack.resolve')}
            </button>
            <button type="button" onClick={onResolveAll} title="Shift+R">
              {t('goldfish.stack.resolveAll')}
            </button>
          </>
        ) : (
          <span className="muted small">{t('goldfish.stack.emptyDrop')}</span>
        )}
      </header>
      <ol>
        {stack.map((entry) => (
          <li key={entry.position} className={entry.position === 0 ? 'top' : ''} data-source={entry.source} onMouseEnter={() => onHoverName(entry.source)} onMouseLeave={() => onHoverName(null)}>
            <StackPicture card={pictureOf(entry.source)} imageUrl={imageOf(entry.source)} />
            <div className="gf-stack-text">
              <strong>{say({ card: entry.source })}</strong> <span className="muted small">{t(`goldfish.stack.kind.${entry.kind}`)}</span>
              <div className="small">{entry.text}</div>
              {entry.targets.length > 0 ? <div className="small muted">→ {say(entry.targets)}</div> : null}
              {entry.question ? <div className="small gf-asks">? {questionText(entry.question, t, say)}</div> : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function StackPicture({ card, imageUrl }: { card: TableCard | null; imageUrl: string | null }) {
  const cardName = useCardName();
  if (!card) return <span className="gf-stack-thumb" style={{ width: THUMB }} />;
  return (
    <span className="gf-stack-thumb">
      <CardPicture width={THUMB} imageUrl={imageUrl} card={faceOf(card, cardName(card.name))} />
    </span>
  );
}
