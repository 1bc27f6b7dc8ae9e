// Splits a query into tokens, each with its 1-based position for error messages.
import { SearchSyntaxError } from './errors.ts';

export const OPERATORS = ['!=', '<=', '>=', ':', '=', '<', '>'] as const;
export type Operator = (typeof OPERATORS)[number];

export type Token =
  | { type: 'lparen' | 'rparen' | 'or' | 'and' | 'negate'; position: number }
  /** A bare word or a "quoted phrase": matched against card names. */
  | { type: 'word'; text: string; quoted: boolean; position: number }
  /** !"exact name" or !name */
  | { type: 'exact'; text: string; position: number }
  /** key:value, key<=value …; the value may be quoted. */
  | { type: 'field'; key: string; operator: Operator; value: string; quoted: boolean; position: number; valuePosition: number };

/** Sticky (matched at lastIndex): slicing the rest of the query at each token made reading it quadratic. */
const FIELD_START = /([a-zA-Z]+)(!=|<=|>=|:|=|<|>)/y;

export function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;

  /** Reads "…" starting at the opening quote; returns the text and the index after it. */
  const readQuoted = (start: number): [string, number] => {
    const end = query.indexOf('"', start + 1);
    if (end < 0) throw new SearchSyntaxError('unclosed quote', start + 1);
    return [query.slice(start + 1, end), end + 1];
  };
  /** Reads up to whitespace or a parenthesis. */
  const readBare = (start: number): [string, number] => {
    let end = start;
    while (end < query.length && !/[\s()]/.test(query[end]!)) end += 1;
    return [query.slice(start, end), end];
  };

  while (index < query.length) {
    const char = query[index]!;
    const position = index + 1;
    if (/\s/.test(char)) {
      index += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ type: char === '(' ? 'lparen' : 'rparen', position });
      index += 1;
    } else if (char === '-') {
      const next = query[index + 1];
      if (next === undefined || /[\s)]/.test(next)) throw new SearchSyntaxError('"-" must stand right before what it negates', position);
      tokens.push({ type: 'negate', position });
      index += 1;
    } else if (char === '"') {
      const [text, end] = readQuoted(index);
      tokens.push({ type: 'word', text, quoted: true, position });
      index = end;
    } else if (char === '!') {
      const [text, end] = query[index + 1] === '"' ? readQuoted(index + 1) : readBare(index + 1);
      if (text.trim() === '') throw new SearchSyntaxError('"!" needs a card name after it', position);
      tokens.push({ type: 'exact', text, position });
      index = end;
    } else {
      FIELD_START.lastIndex = index;
      const field = FIELD_START.exec(query);
      if (field) {
        const [whole, key, operator] = field as unknown as [string, string, Operator];
        const valueStart = index + whole.length;
        const quoted = query[valueStart] === '"';
        const [value, end] = quoted ? readQuoted(valueStart) : readBare(valueStart);
        if (!quoted && value === '') throw new SearchSyntaxError(`missing value after "${key}${operator}"`, position, whole.length);
        tokens.push({ type: 'field', key, operator, value, quoted, position, valuePosition: valueStart + 1 });
        index = end;
      } else {
        const [text, end] = readBare(index);
        const lower = text.toLowerCase();
        if (lower === 'or') tokens.push({ type: 'or', position });
        else if (lower === 'and') tokens.push({ type: 'and', position });
        else tokens.push({ type: 'word', text, quoted: false, position });
        index = end;
      }
    }
  }
  return tokens;
}
