// What the format readers report: problems that concern one line (kept in the result so the
// caller can list them for review) and errors that make the whole file unreadable (thrown).

export type ProblemSeverity = 'error' | 'warning';

/**
 * One thing wrong with one line of an imported file. `error`: the line was not read and is
 * not in the result (its text is kept here so nothing is dropped silently); `warning`: the
 * line was read, but part of it was ignored or guessed.
 */
export interface FormatProblem {
  severity: ProblemSeverity;
  /** 1-based line in the file as the user sees it (after a UTF-8 BOM, counting a `sep=` line). */
  line: number;
  message: string;
  /** The offending line (or CSV record, re-joined) as written, for review. */
  text?: string;
}

/** The file as a whole cannot be read: no recognisable header, broken XML, a cut-off quote. */
export class FormatError extends Error {
  readonly line: number | undefined;
  constructor(message: string, line?: number) {
    super(line === undefined ? message : `line ${line}: ${message}`);
    this.name = 'FormatError';
    this.line = line;
  }
}

export const problemAt = (
  severity: ProblemSeverity,
  line: number,
  message: string,
  text?: string,
): FormatProblem => (text === undefined ? { severity, line, message } : { severity, line, message, text });
