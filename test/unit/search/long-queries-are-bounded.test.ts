// Issue 22, break 6: a query of hundreds of short words ("e e e …", "o:e …", "a or a …") held the
// server for seconds, one pass over the search documents per word. Queries are bounded (length,
// conditions, nesting) with the limit named, repeats are dropped, and an "and" of short texts is
// one pass. Work is checked in the SQL built, never timed.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../app/db/connection.ts';
import { CardSearch } from '../../../app/db/search/card-search.ts';
import { SearchSyntaxError } from '../../../app/db/search/errors.ts';
import { QUERY_LIMITS } from '../../../app/db/search/limits.ts';
import { parseQuery } from '../../../app/db/search/parser.ts';
import { fixtureDatabase } from '../../support/search-fixture.ts';

let db: Db;
let search: CardSearch;

beforeAll(() => {
  db = fixtureDatabase();
  search = new CardSearch(db);
});

const names = (query: string): string[] => search.search(query, { limit: 1000 }).results.map((card) => card.name).sort();
const words = (count: number, word: (index: number) => string): string => Array.from({ length: count }, (_, index) => word(index)).join(' ');
const refusal = (query: string): SearchSyntaxError => {
  try {
    parseQuery(query);
  } catch (error) {
    if (error instanceof SearchSyntaxError) return error;
    throw error;
  }
  throw new Error(`"${query}" was accepted`);
};
/** How many passes over the search documents the count of a query makes. */
const documentScans = (query: string): number => (search.buildSql(parseQuery(query), 'en').countSql.match(/FROM card_search_text WHERE/g) ?? []).length;

describe('a query past the limits is refused with the limit named', () => {
  it(`longer than ${QUERY_LIMITS.length} characters`, () => {
    const error = refusal(words(300, () => 'e'));
    expect(error.message).toBe('the query is 599 characters long; a query may have at most 500 at 501');
    expect(error.position).toBe(501);
  });

  it(`more than ${QUERY_LIMITS.conditions} conditions, pointing at the first one too many; order: and the like do not count`, () => {
    expect(() => parseQuery(`${words(20, () => 'e')} order:mv direction:desc`)).not.toThrow();
    const error = refusal(words(21, (index) => (index % 2 === 0 ? 'o:e' : 'bolt')));
    expect(error.message).toBe('more than 20 conditions; a query may have at most 20 at 91');
    expect(error.length).toBe(3);
    expect(refusal(Array.from({ length: 21 }, () => 'a').join(' or ')).what).toBe('more than 20 conditions; a query may have at most 20');
  });

  it(`parentheses and "-" nested more than ${QUERY_LIMITS.depth} deep`, () => {
    expect(() => parseQuery(`${'('.repeat(10)}bolt${')'.repeat(10)}`)).not.toThrow();
    expect(refusal(`${'('.repeat(11)}bolt${')'.repeat(11)}`).message).toBe('parentheses and "-" nested more than 10 deep; a query may nest at most 10 at 11');
    expect(refusal(`${'-'.repeat(11)}bolt`).position).toBe(11);
  });

  it('through the search itself, as the CLI and the page call it', () => {
    expect(() => search.search(words(21, () => 'e'))).toThrow(SearchSyntaxError);
  });
});

describe('a long query within the limits costs one pass, not one per word', () => {
  it('repeated conditions are dropped from "and" and "or", with the same answer', () => {
    expect(parseQuery('e e e e').root).toEqual(parseQuery('e').root);
    expect(parseQuery('a or a or a').root).toEqual(parseQuery('a').root);
    expect(parseQuery('m:{R}{R} m:{R}{R} bolt').root).toEqual(parseQuery('m:{R}{R} bolt').root);
    expect(names('e e e e')).toEqual(names('e'));
    expect(parseQuery('m:{R} m:{U}').root).not.toEqual(parseQuery('m:{R}').root);
  });

  it('the short texts of an "and" are tested in one pass over the documents, with the same answer', () => {
    expect(documentScans(words(20, (index) => 'eaoirtnslcudpmhgbfyw'[index]!))).toBe(1);
    expect(documentScans('o:e o:a t:creature de')).toBe(1);
    const separately = names('de').filter((name) => names('o:a').includes(name) && names('o:e').includes(name));
    expect(separately.length).toBeGreaterThan(0);
    expect(names('de o:a o:e')).toEqual(separately);
  });
});
