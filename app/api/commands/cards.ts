import { z } from 'zod';
import { MAX_LIMIT, type CardSearchResponse } from '../../db/search/card-search.ts';
import { SearchSyntaxError } from '../../db/search/errors.ts';
import { defineCommand } from '../contract.ts';

/** A UI language or a card language code ("en", "de", "zhs"). */
const lang = z.string().regex(/^[a-z]{2,3}$/, 'a language code such as "en" or "de"').default('en');

export interface QueryError {
  message: string;
  /** 1-based position of the first character at fault, and how many are. */
  position: number;
  length: number;
}

export const cardCommands = {
  'cards.search': defineCommand({
    summary: 'Search cards with Scryfall syntax: one page of results and the total, or, for a query that cannot be read, queryError saying what and where.',
    input: z
      .object({
        query: z.string().max(1000),
        lang,
        limit: z.number().int().min(0).max(MAX_LIMIT).default(100),
        offset: z.number().int().min(0).default(0),
      })
      .strict(),
    run: (services, input): CardSearchResponse & { queryError: QueryError | null } => {
      // A mistyped query is part of typing, not a failure of the app: it comes back as data,
      // with the position so the search box can point at it.
      try {
        return { ...services.cardSearch.search(input.query, input), queryError: null };
      } catch (error) {
        if (!(error instanceof SearchSyntaxError)) throw error;
        const queryError = { message: error.message, position: error.position, length: error.length };
        return { total: 0, offset: input.offset, unique: 'cards', results: [], suggestion: null, queryError };
      }
    },
  }),
  'cards.get': defineCommand({
    summary: 'One card with its faces, keywords, localised texts, printings and source.',
    input: z.object({ id: z.number().int().positive() }).strict(),
    run: (services, input) => {
      const card = services.cardSearch.getCard(input.id);
      if (!card) throw new Error(`No card with id ${input.id}`);
      return card;
    },
  }),
  'cards.suggest': defineCommand({
    summary: 'Card names for the search box: names starting with the text first, then names containing it.',
    input: z.object({ text: z.string().max(200), lang, limit: z.number().int().min(1).max(50).default(10) }).strict(),
    run: (services, input) => services.cardSearch.suggest(input.text, input),
  }),
};
