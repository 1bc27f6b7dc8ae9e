import { describe, expect, it } from 'vitest';
import { costColors, manaFontClass, manaValue, parseManaCost, splitTextSymbols, symbolFontClass } from '../../../app/cards/mana-symbols.ts';

describe('mana costs', () => {
  it('parses generic, coloured, hybrid, two-brid, phyrexian, colourless and X symbols', () => {
    const kinds = parseManaCost('{X}{2}{W}{U/B}{2/R}{G/P}{C}').map((symbol) => symbol.kind);
    expect(kinds).toEqual(['variable', 'generic', 'colored', 'hybrid', 'twobrid', 'phyrexian', 'colorless']);
  });

  it('computes mana value by CR 202.3 (X is 0, {2/W} is 2)', () => {
    expect(manaValue(parseManaCost('{5}{G}{G}'))).toBe(7);
    expect(manaValue(parseManaCost('{X}{R}'))).toBe(1);
    expect(manaValue(parseManaCost('{2/W}{2/W}{2/W}'))).toBe(6);
    expect(manaValue(parseManaCost(''))).toBe(0);
  });

  it('finds the colours of a cost in WUBRG order', () => {
    expect(costColors(parseManaCost('{G}{W/U}{1}'))).toEqual(['W', 'U', 'G']);
    expect(costColors(parseManaCost('{2/R}{C}'))).toEqual(['R']);
  });

  it('names where a malformed cost goes wrong', () => {
    expect(() => parseManaCost('{2}{Q}')).toThrow('unknown mana symbol "{Q}" at 4');
    expect(() => parseManaCost('{2')).toThrow('unclosed "{" at 1');
    expect(() => parseManaCost('2W')).toThrow('expected "{" at 1');
  });

  it('maps symbols to mana-font classes', () => {
    expect(parseManaCost('{W/U}{2}').map(manaFontClass)).toEqual(['ms ms-wu ms-cost', 'ms ms-2 ms-cost']);
  });

  it('maps rules-text symbols such as tap and untap to their glyphs', () => {
    expect(symbolFontClass('{T}')).toBe('ms ms-tap ms-cost');
    expect(symbolFontClass('{Q}')).toBe('ms ms-untap ms-cost');
    expect(symbolFontClass('{2/W}')).toBe('ms ms-2w ms-cost');
  });

  it('splits rules text around its symbols', () => {
    expect(splitTextSymbols('{T}: Add {G}.')).toEqual([{ symbol: '{T}' }, ': Add ', { symbol: '{G}' }, '.']);
  });
});
