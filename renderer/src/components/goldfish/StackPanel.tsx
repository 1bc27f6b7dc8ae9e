// The stack, top first, with the question each object will ask when it resolves.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StackEntry, StackQuestion } from '../../../../app/goldfish/table-view.ts';
import { type CardNames, useMessages } from '../../i18n/game-messages.ts';
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

export function StackPanel({ stack, cardNames, onResolve, onResolveAll }: { stack: StackEntry[]; cardNames: CardNames; onResolve(): void; onResolveAll(): void }) {
  const { t } = useTranslation();
  const say = useMessages(cardNames);
  return (
    <section className="gf-stack" aria-label={t('goldfish.stack.title')}>
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
          <span className="muted small">{t('goldfish.stack.empty')}</span>
        )}
      </header>
      <ol>
        {stack.map((entry) => (
          <li key={entry.position} className={entry.position === 0 ? 'top' : ''} data-source={entry.source}>
            <strong>{say({ card: entry.source })}</strong> <span className="muted small">{t(`goldfish.stack.kind.${entry.kind}`)}</span>
            <div className="small">{entry.text}</div>
            {entry.targets.length > 0 ? <div className="small muted">→ {say(entry.targets)}</div> : null}
            {entry.question ? <div className="small gf-asks">? {questionText(entry.question, t, say)}</div> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
