// What every deck reader returns.
import type { DeckList } from './deck-list.ts';
import type { FormatProblem } from './format-problem.ts';

export interface DeckParseResult {
  deck: DeckList;
  problems: FormatProblem[];
}
