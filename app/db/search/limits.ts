// How big a query may be (issue 22, break 6). Each text condition is a pass over the search
// documents, so a query of hundreds of words ("e e e …") held the server for seconds. Real
// queries are a handful of conditions; these bounds leave room for long hand-written ones and
// refuse the rest with the limit named, before any SQL runs.
import { SearchSyntaxError } from './errors.ts';

export const QUERY_LIMITS = {
  /** Characters in the whole query. */
  length: 500,
  /** Conditions (words, phrases, names and key:value terms; not order:/direction:/unique:). */
  conditions: 20,
  /** Parentheses and "-" inside each other. */
  depth: 10,
} as const;

export function checkQueryLength(query: string): void {
  if (query.length > QUERY_LIMITS.length) {
    throw new SearchSyntaxError(`the query is ${query.length} characters long; a query may have at most ${QUERY_LIMITS.length}`, QUERY_LIMITS.length + 1, query.length - QUERY_LIMITS.length);
  }
}

export function tooManyConditions(position: number, length: number): SearchSyntaxError {
  return new SearchSyntaxError(`more than ${QUERY_LIMITS.conditions} conditions; a query may have at most ${QUERY_LIMITS.conditions}`, position, length);
}

export function nestedTooDeep(position: number): SearchSyntaxError {
  return new SearchSyntaxError(`parentheses and "-" nested more than ${QUERY_LIMITS.depth} deep; a query may nest at most ${QUERY_LIMITS.depth}`, position);
}
