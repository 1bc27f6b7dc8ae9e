// The game log in words, newest at the bottom; manual steps are marked; card names preview on hover.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogLine } from '../../../../app/goldfish/game-log.ts';

function withCardNames(line: LogLine, onHoverName: (name: string | null) => void): React.ReactNode {
  const names = [...new Set(line.cards)].sort((a, b) => b.length - a.length);
  if (names.length === 0) return line.text;
  const pattern = new RegExp(`(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'g');
  return line.text.split(pattern).map((part, index) =>
    names.includes(part) ? (
      <span key={index} className="gf-log-card" tabIndex={0} onMouseEnter={() => onHoverName(part)} onMouseLeave={() => onHoverName(null)} onFocus={() => onHoverName(part)} onBlur={() => onHoverName(null)}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

export function GameLog({ lines, onHoverName }: { lines: LogLine[]; onHoverName(name: string | null): void }) {
  const { t } = useTranslation();
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [lines.length]);
  return (
    <section className="gf-log" aria-label={t('goldfish.log.title')}>
      <h2>{t('goldfish.log.title')}</h2>
      <ol>
        {lines.length === 0 ? <li className="muted">{t('goldfish.log.empty')}</li> : null}
        {lines.map((line, index) => (
          <li key={index} className={`gf-log-${line.kind}${line.manual ? ' manual' : ''}`}>
            {line.manual ? <span className="badge">{t('goldfish.log.manual')}</span> : null} {withCardNames(line, onHoverName)}
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
    </section>
  );
}
