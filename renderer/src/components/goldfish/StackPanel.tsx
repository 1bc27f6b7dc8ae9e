// The stack, top first, with the question each object will ask when it resolves.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StackEntry, StackQuestion } from '../../../../app/goldfish/table-view.ts';

function questionText(question: StackQuestion, t: TFunction): string {
  switch (question.kind) {
    case 'search':
      return t('goldfish.stack.asksSearch', { query: question.query, count: question.options.length });
    case 'auraSwap':
      return t('goldfish.stack.asksAuraSwap', { count: question.auras.filter((aura) => aura.canEnchant).length });
    case 'may':
      return t('goldfish.stack.asksMay');
    case 'mayPay':
      return t('goldfish.stack.asksPay', { mana: question.mana });
  }
}

export function StackPanel({ stack, onResolve, onResolveAll }: { stack: StackEntry[]; onResolve(): void; onResolveAll(): void }) {
  const { t } = useTranslation();
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
            <strong>{entry.source}</strong> <span className="muted small">{t(`goldfish.stack.kind.${entry.kind}`)}</span>
            <div className="small">{entry.text}</div>
            {entry.targets.length > 0 ? <div className="small muted">→ {entry.targets.join(', ')}</div> : null}
            {entry.question ? <div className="small gf-asks">? {questionText(entry.question, t)}</div> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
