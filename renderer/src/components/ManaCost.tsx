import { manaFontClass, parseManaCost, splitTextSymbols, symbolFontClass } from '../../../app/cards/mana-symbols.ts';

/** A mana cost as mana-font symbols; a cost that does not parse is shown as written. */
export function ManaCost({ cost, className }: { cost: string; className?: string }) {
  let symbols;
  try {
    symbols = parseManaCost(cost);
  } catch {
    return <span className={className}>{cost}</span>;
  }
  return (
    <span className={`mana-cost ${className ?? ''}`} aria-label={cost} title={cost}>
      {symbols.map((symbol, index) => (
        <i key={index} className={`${manaFontClass(symbol)} ms-shadow`} aria-hidden="true" />
      ))}
    </span>
  );
}

/** Rules text with {T}, {G} and other symbols drawn as mana-font glyphs. */
export function SymbolText({ text }: { text: string }) {
  return (
    <>
      {splitTextSymbols(text).map((part, index) =>
        typeof part === 'string' ? (
          <span key={index}>{part}</span>
        ) : (
          <i key={index} className={symbolFontClass(part.symbol)} title={part.symbol} aria-label={part.symbol} />
        ),
      )}
    </>
  );
}
