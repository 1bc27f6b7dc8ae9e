// Text with mana symbols ("{T}: Add {G}.") drawn with mana-font glyphs.
import { manaFontClass, parseManaCost, splitTextSymbols } from '../../../../app/cards/mana-symbols.ts';

const TEXT_SYMBOLS: Record<string, string> = { t: 'tap', q: 'untap', e: 'e', a: 'acorn' };

export function ManaSymbol({ symbol }: { symbol: string }) {
  let className: string;
  try {
    const [parsed] = parseManaCost(symbol);
    className = parsed ? manaFontClass(parsed) : '';
  } catch {
    // Symbols outside mana costs: tap, untap, energy, … (mana-font names them so).
    const name = symbol.slice(1, -1).toLowerCase().replace(/\//g, '');
    className = `ms ms-${TEXT_SYMBOLS[name] ?? name} ms-cost`;
  }
  return <i className={className} title={symbol} aria-label={symbol} role="img" />;
}

export function ManaCost({ cost }: { cost: string }) {
  if (!cost) return null;
  return (
    <span className="mana-cost">
      {cost.split(' // ').map((half, index) => (
        <span key={index}>
          {index > 0 ? <span className="muted"> // </span> : null}
          <ManaText text={half} />
        </span>
      ))}
    </span>
  );
}

export function ManaText({ text }: { text: string }) {
  return (
    <>
      {splitTextSymbols(text).map((part, index) =>
        typeof part === 'string' ? <span key={index}>{part}</span> : <ManaSymbol key={index} symbol={part.symbol} />,
      )}
    </>
  );
}

/** Rules text: one paragraph per line, reminder text in italics. */
export function RulesText({ text }: { text: string }) {
  return (
    <>
      {text.split('\n').map((line, index) => (
        <p key={index}>
          {line.split(/(\([^()]*\))/).map((piece, pieceIndex) =>
            piece.startsWith('(') ? (
              <i key={pieceIndex} className="reminder">
                <ManaText text={piece} />
              </i>
            ) : (
              <ManaText key={pieceIndex} text={piece} />
            ),
          )}
        </p>
      ))}
    </>
  );
}
