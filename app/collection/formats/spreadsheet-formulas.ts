// CSV injection ("formula injection"): a spreadsheet that opens an exported CSV runs any cell
// that starts with = + - @ (or a tab or carriage return before one) as a formula, so a card
// name or tag like `=HYPERLINK("http://…","click")` or `+cmd|' /C calc'!A0` would become a
// live link or command. OWASP's advice, followed here: on export, put a single quote before
// such a cell, which spreadsheets show as text and do not evaluate. No real card name starts
// with a quote, so on import a quote before one of those characters is taken off again and
// an export → import round trip gives back the same names ("+2 Mace" stays "+2 Mace").

const FORMULA_START = /^[=+\-@\t\r]/;
const NEUTRALISED = /^'[=+\-@\t\r]/;

/** The cell as it is safe to write: prefixed with ' when a spreadsheet would read a formula. */
export const neutraliseFormula = (cell: string): string => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/** Undoes neutraliseFormula for a cell read from a file. */
export const restoreFormula = (cell: string): string => (NEUTRALISED.test(cell) ? cell.slice(1) : cell);
