// A query the user typed that cannot be understood. The message says what and where (1-based
// character position), e.g. `unknown operator "tx:" at 1`; it is shown to the user as is.
export class SearchSyntaxError extends Error {
  constructor(
    readonly what: string,
    /** 1-based position in the query of the first character at fault. */
    readonly position: number,
    /** How many characters are at fault, for underlining in the UI. */
    readonly length = 1,
  ) {
    super(`${what} at ${position}`);
    this.name = 'SearchSyntaxError';
  }
}
