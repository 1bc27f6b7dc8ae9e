import type { Command } from 'commander';
import { MAX_LIMIT, type CardSearch, type CardSearchResult, type CardSearchResponse } from '../../db/search/card-search.ts';
import { SearchSyntaxError } from '../../db/search/errors.ts';
import { CliError, type CliContext } from '../context.ts';

interface SearchOptions {
  json?: boolean;
  all?: boolean;
  limit: string;
  offset: string;
  lang?: string;
}

export function registerSearchCommand(program: Command, context: CliContext): void {
  program
    .command('search')
    .description('search cards with Scryfall syntax, e.g. \'t:creature o:cycling mv<=3\' or \'keyword:landcycling\'')
    .argument('<query...>', 'the query (quote it, or give its words as separate arguments)')
    .option('--json', 'print one JSON array, one object per result')
    .option('--limit <n>', `how many results (at most ${MAX_LIMIT}; 0 = all of them)`, '100')
    .option('--all', 'every result, however many (the same as --limit 0)')
    .option('--offset <n>', 'skip this many results first', '0')
    .option('--lang <code>', 'also match names and texts in this language (default: the UI language setting, else en)')
    .action((words: string[], options: SearchOptions) => {
      const limit = options.all ? 0 : wholeNumber(options.limit, '--limit', MAX_LIMIT);
      const offset = wholeNumber(options.offset, '--offset', Number.MAX_SAFE_INTEGER);
      const services = context.services;
      const setting = services.settings.all()['ui.language'];
      const lang = options.lang ?? (typeof setting === 'string' ? setting : 'en');
      if (!/^[a-z]{2,3}$/.test(lang)) throw new CliError(`--lang must be a language code such as "de", not "${lang}"`, 2);
      const query = words.join(' ');
      let response;
      try {
        response = limit === 0 ? searchAll(services.cardSearch, query, lang, offset) : services.cardSearch.search(query, { lang, limit, offset });
      } catch (error) {
        if (error instanceof SearchSyntaxError) throw new CliError(`invalid query: ${error.message}`, 2);
        throw error;
      }
      if (options.json) {
        console.log(JSON.stringify(response.results.map(jsonResult), null, 2));
        return;
      }
      for (const card of response.results) console.log(textLine(card));
      const shown = response.results.length;
      const noun = `${response.unique === 'prints' ? 'printing' : 'card'}${response.total === 1 ? '' : 's'}`;
      console.log(shown === response.total ? `${response.total} ${noun}` : `${shown} of ${response.total} ${noun}, from number ${offset + 1}`);
      if (response.suggestion) console.log(`Did you mean: proxyfish search '${response.suggestion}'`);
    });
}

/**
 * Every result from `offset` on, read a page of MAX_LIMIT at a time (one query answers at most
 * that many, which keeps a single page's memory bounded for the app's own callers).
 */
function searchAll(cardSearch: CardSearch, query: string, lang: string, offset: number): CardSearchResponse {
  const first = cardSearch.search(query, { lang, limit: MAX_LIMIT, offset });
  const results = [...first.results];
  for (let next = offset + MAX_LIMIT; next < first.total; next += MAX_LIMIT) {
    results.push(...cardSearch.search(query, { lang, limit: MAX_LIMIT, offset: next }).results);
  }
  return { ...first, results };
}

function wholeNumber(value: string, name: string, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) > max) {
    const all = name === '--limit' ? ' (0 for all results, or --all)' : '';
    throw new CliError(`${name} must be a whole number from 0 to ${max}${all}, not "${value}"`, 2);
  }
  return Number(value);
}

function jsonResult(card: CardSearchResult) {
  return {
    name: card.name,
    mana_cost: card.mana_cost,
    type_line: card.type_line,
    oracle_text: card.oracle_text,
    power: card.power,
    toughness: card.toughness,
    loyalty: card.loyalty,
    colors: card.colors,
    set: card.set,
    collector_number: card.collector_number,
    rarity: card.rarity,
    lang: card.lang,
    layout: card.layout,
    source: card.source,
    localized_name: card.localized?.name ?? null,
    id: card.id,
    printing_id: card.printing_id,
  };
}

function textLine(card: CardSearchResult): string {
  const stats = card.power !== null ? ` ${card.power}/${card.toughness}` : card.loyalty !== null ? ` [${card.loyalty}]` : '';
  const name = card.localized ? `${card.name} (${card.localized.name})` : card.name;
  const printing = card.set ? `  ${card.set.toUpperCase()} ${card.collector_number ?? ''}`.trimEnd() : '';
  return `${name}  ${card.mana_cost}  ${card.type_line}${stats}${printing}`;
}
