// Mana symbols drawn with mana-font glyphs: one symbol, a mana cost, text with symbols in it, and
// rules text (a paragraph per line, reminder text in italics). Every view of a card uses these.
import { Fragment } from 'react';
import { parseManaCost, splitTextSymbols, symbolFontClass } from '../../../app/cards/mana-symbols.ts';

/** One {…} symbol as a glyph ({T}, {G}, {W/U}, {2/W}, {E} …). */
export function ManaSymbol({ symbol }: { symbol: string }) {
  return <i className={`${symbolFontClass(symbol)} ms-shadow`} role="img" aria-label={symbol} title={symbol} />;
}

/**
 * A mana cost as glyphs; split cards' costs ("{R} // {1}{U}") keep their separator. A cost that
 * does not parse is shown as written and marked, so a typo in a custom card is visible.
 */
export function ManaCost({ cost, className }: { cost: string; className?: string }) {
  if (!cost) return null;
  return (
    <span className={`mana-cost${className ? ` ${className}` : ''}`} aria-label={cost} title={cost}>
      {cost.split(' // ').map((half, index) => (
        <Fragment key={index}>
          {index > 0 ? <span className="muted"> // </span> : null}
          <CostSymbols cost={half} />
        </Fragment>
      ))}
    </span>
  );
}

function CostSymbols({ cost }: { cost: string }) {
  try {
    return (
      <>
        {parseManaCost(cost).map((symbol, index) => (
          <ManaSymbol key={index} symbol={symbol.text} />
        ))}
      </>
    );
  } catch {
    return <span className="unknown-symbol">{cost}</span>;
  }
}

/** Text with symbols in it ("{T}: Add {G}."). */
export function SymbolText({ text }: { text: string }) {
  return (
    <>
      {splitTextSymbols(text).map((part, index) =>
        typeof part === 'string' ? <Fragment key={index}>{part}</Fragment> : <ManaSymbol key={index} symbol={part.symbol} />,
      )}
    </>
  );
}

/** Rules text: one paragraph per line, reminder text in italics. */
export function RulesText({ text }: { text: string }) {
  return (
    <>
      {text.split('\n').map((line, lineIndex) => (
        <p key={lineIndex}>
          {line.split(/(\([^()]*\))/).map((chunk, chunkIndex) =>
            chunk.startsWith('(') ? (
              <i key={chunkIndex} className="reminder">
                <SymbolText text={chunk} />
              </i>
            ) : (
              <SymbolText key={chunkIndex} text={chunk} />
            ),
          )}
        </p>
      ))}
    </>
  );
}
