// Issue 23: typing `playtest` searched for cards named "playtest", found nothing and said
// nothing. A query that finds nothing and has bare words that are search keywords comes back
// with the query written with those words as conditions, for the CLI and the page to offer.
import { beforeAll, describe, expect, it } from 'vitest';
import { CardSearch } from '../../../app/db/search/card-search.ts';
import { fixtureDatabase } from '../../support/search-fixture.ts';

let search: CardSearch;
beforeAll(() => {
  search = new CardSearch(fixtureDatabase());
});

describe('a bare word that is search syntax', () => {
  it('playtest → is:playtest, keeping the rest of the query', () => {
    expect(search.search('playtest').suggestion).toBe('is:playtest');
    expect(search.search('t:creature playtest mythic').suggestion).toBe('t:creature is:playtest r:mythic');
    expect(search.search('PLAYTEST').suggestion).toBe('is:playtest');
  });

  it('is not offered when the query found cards, or the word was quoted, or no word is a keyword', () => {
    expect(search.search('bolt').suggestion).toBeNull();
    expect(search.search('"playtest"').suggestion).toBeNull();
    expect(search.search('nosuchcard').suggestion).toBeNull();
  });
});
