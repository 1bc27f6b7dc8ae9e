// Cuts the text of a top-level JSON array, fed as byte chunks, into the text of its elements,
// without parsing them: a byte scanner that only follows strings and nesting depth, so each
// element can then go to V8's JSON.parse (many times faster than a token-level streaming parser;
// issue 24). It checks the array's own syntax (the brackets and commas between elements); an
// element's own syntax is left to JSON.parse. Element boundaries are ASCII bytes, never inside a
// UTF-8 sequence, so each element's bytes decode on their own.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const NEWLINE = 0x0a;

function isWhitespace(byte: number): boolean {
  return byte === 0x20 || byte === NEWLINE || byte === 0x0d || byte === 0x09;
}

/** Where an element starts in the (decompressed) text: for error messages that point at it. */
export interface ElementLocation {
  /** 1-based number of the element. */
  record: number;
  /** 1-based line of its first byte. */
  line: number;
  /** 0-based byte offset of its first byte. */
  offset: number;
}

export interface SplitElement {
  text: string;
  at: ElementLocation;
}

/** A fault in the array's own syntax; `partial` is the text of an element it cut short, if any. */
export class ArraySyntaxError extends Error {
  constructor(
    message: string,
    readonly at: ElementLocation,
    readonly partial?: string,
  ) {
    super(message);
    this.name = 'ArraySyntaxError';
  }
}

type Expect =
  /** Before the opening bracket. */
  | 'start'
  /** Right after the opening bracket: an element or the closing bracket. */
  | 'first'
  /** After a comma: an element. */
  | 'element'
  /** Inside an element. */
  | 'inside'
  /** After an element: a comma or the closing bracket. */
  | 'separator'
  /** After the closing bracket: whitespace only. */
  | 'end';

export class JsonArraySplitter {
  private expect: Expect = 'start';
  /** Nesting depth inside the current element (0 for a top-level string or scalar). */
  private depth = 0;
  private inString = false;
  /** The current element is a number, true, false or null: it ends at a delimiter. */
  private scalar = false;
  /** Backslashes that ended the previous chunk inside a string (their parity escapes a quote). */
  private carriedBackslashes = 0;
  /** Bytes of the current element from earlier chunks. */
  private carried: Buffer[] = [];
  /** Bytes of the text before the current chunk. */
  private chunkOffset = 0;
  private line = 1;
  private records = 0;
  private elementAt: ElementLocation = { record: 0, line: 1, offset: 0 };

  /** The elements that end in `chunk`, in order. Throws ArraySyntaxError at a fault. */
  push(chunk: Buffer): SplitElement[] {
    const elements: SplitElement[] = [];
    const length = chunk.length;
    let start = 0; // where the current element starts in this chunk (when it started here)
    let i = 0;
    while (i < length) {
      if (this.expect === 'inside') {
        if (this.inString) {
          const quote = this.closingQuote(chunk, i);
          if (quote < 0) break;
          this.inString = false;
          i = quote + 1;
          if (this.depth === 0) elements.push(this.finish(chunk, start, i));
          continue;
        }
        const byte = chunk[i]!;
        if (this.scalar) {
          if (byte === COMMA || byte === CLOSE_ARRAY || isWhitespace(byte)) {
            elements.push(this.finish(chunk, start, i));
            continue; // the delimiter is the separator's
          }
        } else if (byte === QUOTE) {
          this.inString = true;
          this.carriedBackslashes = 0;
        } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
          this.depth += 1;
        } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
          this.depth -= 1;
          if (this.depth === 0) {
            i += 1;
            elements.push(this.finish(chunk, start, i));
            continue;
          }
        } else if (byte === NEWLINE) {
          this.line += 1;
        }
        i += 1;
        continue;
      }
      const byte = chunk[i]!;
      if (isWhitespace(byte)) {
        if (byte === NEWLINE) this.line += 1;
        i += 1;
        continue;
      }
      switch (this.expect) {
        case 'start':
          if (byte !== OPEN_ARRAY) throw new ArraySyntaxError('Top-level object should be an array.', this.nextAt(i));
          this.expect = 'first';
          i += 1;
          continue;
        case 'separator':
          if (byte === COMMA) this.expect = 'element';
          else if (byte === CLOSE_ARRAY) this.expect = 'end';
          else throw new ArraySyntaxError("Parser cannot parse input: expected ','", this.nextAt(i));
          i += 1;
          continue;
        case 'end':
          throw new ArraySyntaxError('Parser cannot parse input: unexpected characters', this.nextAt(i));
        default: // 'first' or 'element'
          if (byte === CLOSE_ARRAY) {
            if (this.expect === 'element') throw new ArraySyntaxError("Parser cannot parse input: unexpected token ']'", this.nextAt(i));
            this.expect = 'end';
            i += 1;
            continue;
          }
          if (byte === COMMA) throw new ArraySyntaxError('Parser cannot parse input: expected a value', this.nextAt(i));
          this.records += 1;
          this.elementAt = { record: this.records, line: this.line, offset: this.chunkOffset + i };
          this.expect = 'inside';
          start = i;
          this.depth = 0;
          this.inString = byte === QUOTE;
          this.carriedBackslashes = 0;
          this.scalar = !this.inString && byte !== OPEN_OBJECT && byte !== OPEN_ARRAY;
          if (!this.scalar && !this.inString) this.depth = 1;
          i += 1;
      }
    }
    if (this.expect === 'inside') this.carried.push(start === 0 ? chunk : chunk.subarray(start));
    this.chunkOffset += length;
    return elements;
  }

  /** Where the next element would start, at byte `index` of the current chunk. */
  private nextAt(index: number): ElementLocation {
    return { record: this.records + 1, line: this.line, offset: this.chunkOffset + index };
  }

  /** Checks that the text ended after the closing bracket. */
  end(): void {
    if (this.expect === 'end') return;
    const at: ElementLocation = this.expect === 'inside' ? this.elementAt : { record: this.records + 1, line: this.line, offset: this.chunkOffset };
    const partial = this.expect === 'inside' ? Buffer.concat(this.carried).toString('utf8') : undefined;
    this.carried = [];
    throw new ArraySyntaxError('Parser has expected a value', at, partial);
  }

  /**
   * The index of the quote that closes the string the scan is in, searching from `from`, or -1
   * when the string goes on past the chunk. A quote after an odd run of backslashes is escaped.
   */
  private closingQuote(chunk: Buffer, from: number): number {
    let i = from;
    for (;;) {
      const quote = chunk.indexOf(QUOTE, i);
      if (quote < 0) {
        let run = 0;
        while (run < chunk.length - i && chunk[chunk.length - 1 - run] === BACKSLASH) run += 1;
        this.carriedBackslashes = run === chunk.length ? this.carriedBackslashes + run : run;
        return -1;
      }
      let run = 0;
      while (run < quote && chunk[quote - 1 - run] === BACKSLASH) run += 1;
      if (run === quote) run += this.carriedBackslashes;
      this.carriedBackslashes = 0;
      if (run % 2 === 0) return quote;
      i = quote + 1;
    }
  }

  /** The text of the element that ends at `end` (exclusive) in `chunk`. */
  private finish(chunk: Buffer, start: number, end: number): SplitElement {
    this.expect = 'separator';
    this.scalar = false;
    let text: string;
    if (this.carried.length === 0) {
      text = chunk.toString('utf8', start, end);
    } else {
      this.carried.push(chunk.subarray(0, end));
      text = Buffer.concat(this.carried).toString('utf8');
      this.carried = [];
    }
    return { text, at: this.elementAt };
  }
}
