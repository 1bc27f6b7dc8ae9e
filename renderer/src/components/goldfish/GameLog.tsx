// The game log in words (in the UI language), newest at the bottom; manual steps are marked;
// card names preview on hover.
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogLine } from '../../../../app/goldfish/game-log.ts';
import { formatMessage } from '../../../../app/engine/messages/message.ts';
import { type CardNames, messageLanguage } from '../../i18n/game-messages.ts';

/** Private-use characters around a card's index in the formatted line, where its hover span goes. */
const CARD = /\uE000(\d+)\uE001/;

interface Part {
  text: string;
  /** The card's English name (what the table finds it by), for a card name. */
  card?: string;
}

/** A line in words, split into text and card names. */
function lineParts(line: LogLine, language: string, cardNames: CardNames): Part[] {
  const cards: { name: string; shown: string }[] = [];
  const text = formatMessage(line.message, messageLanguage(language, cardNames, (name, shown) => `\uE000${cards.push({ name, shown }) - 1}\uE001`));
  return text.split(CARD).map((piece, index) => (index % 2 === 1 ? { text: cards[Number(piece)]!.shown, card: cards[Number(piece)]!.name } : { text: piece }));
}

export function GameLog({ lines, cardNames, onHoverName }: { lines: LogLine[]; cardNames: CardNames; onHoverName(name: string | null): void }) {
  const { t, i18n } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  // The newest line in view: the list scrolls itself (scrollIntoView would scroll the page too).
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lines.length]);
  const language = i18n.language;
  const worded = useMemo(() => lines.map((line) => lineParts(line, language, cardNames)), [lines, language, cardNames]);
  return (
    <section className="gf-log" aria-label={t('goldfish.log.title')}>
      <h2>{t('goldfish.log.title')}</h2>
      <ol ref={list}>
        {lines.length === 0 ? <li className="muted">{t('goldfish.log.empty')}</li> : null}
        {lines.map((line, index) => (
          <li key={index} className={`gf-log-${line.kind}${line.manual ? ' manual' : ''}`}>
            {line.manual ? <span className="badge">{t('goldfish.log.manual')}</span> : null}{' '}
            {worded[index]!.map((part, at) =>
              part.card === undefined ? (
                part.text
              ) : (
                <span key={at} className="gf-log-card" tabIndex={0} onMouseEnter={() => onHoverName(part.card!)} onMouseLeave={() => onHoverName(null)} onFocus={() => onHoverName(part.card!)} onBlur={() => onHoverName(null)}>
                  {part.text}
                </span>
              ),
            )}
          </li>
        ))}
        <li aria-hidden="true" />
      </ol>
    </section>
  );
}
