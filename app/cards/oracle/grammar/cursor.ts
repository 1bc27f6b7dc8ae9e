// The tokenizer and the cursor every grammar rule reads with. Oracle text is templated English:
// a rule is a short function that accepts a sequence of words or fails without moving, so rules
// compose (a noun phrase inside a verb phrase inside a condition) and backtrack cheaply.

export interface Token {
  /** Lower case, for matching. */
  readonly text: string;
  /** As written: Oracle capitalises subtypes ("Goblin"), which is how a subtype word is told apart. */
  readonly raw: string;
  /** Where it starts in the text. */
  readonly start: number;
}

// Mana symbols, P/T changes (+1/+1, -2/-0, 3/3), words (with apostrophes and hyphens), "~", punctuation.
// Words are letters of any script: a sentence kept as a manual step keeps its "Ü" and "ñ".
const TOKEN = /\{[^}]+\}|[+-]?(?:\d+|x)\/[+-]?(?:\d+|x)|[\p{L}0-9][\p{L}0-9'’-]*|~|[,.:;—•"]/giu;

const SPACE = 32; // ' '

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0].replace(/’/g, "'");
    tokens.push({ text: raw.toLowerCase(), raw, start: match.index });
  }
  return tokens;
}

export class Cursor {
  position = 0;
  constructor(readonly tokens: readonly Token[]) {}

  static of(text: string): Cursor {
    return new Cursor(tokenize(text));
  }

  get done(): boolean {
    return this.position >= this.tokens.length;
  }

  peek(offset = 0): string | undefined {
    return this.tokens[this.position + offset]?.text;
  }

  peekRaw(offset = 0): string | undefined {
    return this.tokens[this.position + offset]?.raw;
  }

  next(): string | undefined {
    const token = this.tokens[this.position];
    if (token) this.position += 1;
    return token?.text;
  }

  /** Accepts the whole phrase ("until end of turn") or nothing. */
  accept(phrase: string): boolean {
    // Nearly every call fails on the first word: check it without splitting the phrase, as the
    // split's allocation was the compiler's largest cost (40 % of `proxyfish rules --summary`).
    const first = this.tokens[this.position]?.text;
    if (first === undefined || !phrase.startsWith(first)) return false;
    if (phrase.length === first.length) {
      this.position += 1;
      return true;
    }
    if (phrase.charCodeAt(first.length) !== SPACE) return false;
    const words = phrase.split(' ');
    for (let index = 0; index < words.length; index += 1) {
      if (this.tokens[this.position + index]?.text !== words[index]) return false;
    }
    this.position += words.length;
    return true;
  }

  /** The first of the phrases that is accepted. */
  acceptOne<T extends string>(...phrases: T[]): T | undefined {
    for (const phrase of phrases) if (this.accept(phrase)) return phrase;
    return undefined;
  }

  /** Consecutive mana symbols ("{1}{U}" is two tokens) as one string, or undefined. */
  manaCost(): string | undefined {
    let cost = '';
    while (this.peek()?.startsWith('{')) cost += this.next()!.toUpperCase();
    return cost === '' ? undefined : cost;
  }

  /** Sees the phrase without moving. */
  at(phrase: string): boolean {
    const start = this.position;
    const found = this.accept(phrase);
    this.position = start;
    return found;
  }

  /** Runs a rule; where it fails (undefined), the cursor goes back to where it was. */
  attempt<T>(rule: () => T | undefined): T | undefined {
    const start = this.position;
    const result = rule();
    if (result === undefined) this.position = start;
    return result;
  }

  /** The tokens from `from` to here, joined as text (for texts shown to the player). */
  textSince(from: number): string {
    return this.tokens.slice(from, this.position).map((token) => token.raw).join(' ').replace(/ ([,.:;])/g, '$1');
  }

  /** The source text from the current token on (needs the text the tokens came from). */
  textFrom(source: string): string {
    const token = this.tokens[this.position];
    return token ? source.slice(token.start) : '';
  }

  rest(): string {
    return this.tokens.slice(this.position).map((token) => token.raw).join(' ').replace(/ ([,.:;])/g, '$1');
  }
}
