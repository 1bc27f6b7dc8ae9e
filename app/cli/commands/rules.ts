// `proxyfish rules [QUERY | --deck DECK] [--json] [--summary]`: what the rules engine enforces of
// each card's text, line by line, and a summary over the whole database, a search or a deck.
// Each card is compiled from the Oracle text stored in the database, as a game would.
import type { Command } from 'commander';
import { cardCoverage, CoverageTally, type CardCoverage, type CoverageSummary, formatShare, formatSummary } from '../../cards/rules-coverage.ts';
import { storedCardFacts } from '../../cards/stored-card-facts.ts';
import { loadDeckSource } from '../../collection/deck-source.ts';
import { deckRulesCoverage, SINGLE_FACED_LAYOUT } from '../../collection/deck-rules-coverage.ts';
import { cardDefinitions } from '../../db/card-definitions.ts';
import { SearchSyntaxError } from '../../db/search/errors.ts';
import { parseQuery } from '../../db/search/parser.ts';
import type { Services } from '../../services.ts';
import { describeWait, formatWaitingLines, withWaitsFor, type LineWithWait } from '../../cards/waits-for.ts';
import { CliError, type CliContext } from '../context.ts';

interface RulesOptions {
  deck?: string;
  json?: boolean;
  summary?: boolean;
}

interface ReportCard extends CardCoverage {
  /** Each line not enforced names the rule it waits for, where known (`waitsFor`). */
  lines: LineWithWait[];
  layout: string;
  count?: number;
}

/** The stable JSON of `proxyfish rules --json`. */
export interface RulesReport {
  scope: 'database' | 'query' | 'deck';
  query: string | null;
  deck: string | null;
  /** Over every card reported. */
  summary: CoverageSummary;
  /** Over the single-faced cards among them (layout "normal"). */
  singleFaced: CoverageSummary;
  /** Deck names that match no card (a deck only). */
  unresolved: string[];
  /** Left out with --summary. */
  cards: ReportCard[];
}

const STATUS_WORD = { enforced: 'enforced     ', partial: 'partial      ', text: 'text         ', unexercised: 'not exercised' } as const;

/** The ids of the cards a search query matches (every one, not a page). */
function matchingCardIds(services: Services, query: string): number[] {
  const search = services.cardSearch;
  search.index.refresh();
  const built = search.buildSql(parseQuery(query), 'en', false);
  const rows = services.db.prepare(`SELECT DISTINCT card_id FROM (${built.matchSql})`).pluck().all(...built.params.page) as number[];
  return rows;
}

/** Reads each card's facts from the database's cache, compiling (on the worker pool, every core at once) the cards it lacks (stored-card-facts.ts). */
export async function rulesReport(services: Services, query: string | null, deckSource: string | undefined, withCards: boolean): Promise<RulesReport> {
  if (deckSource !== undefined) {
    let coverage;
    try {
      coverage = await deckRulesCoverage(services.db, loadDeckSource(services, deckSource));
    } catch (error) {
      throw new CliError(error instanceof Error ? error.message : String(error), 2);
    }
    return { scope: 'deck', query: null, deck: coverage.deckName, summary: coverage.summary, singleFaced: coverage.singleFaced, unresolved: coverage.unresolved, cards: withCards ? coverage.entries.map(withWaitsFor) : [] };
  }
  let ids: number[] | undefined;
  if (query !== null) {
    try {
      ids = matchingCardIds(services, query);
    } catch (error) {
      if (error instanceof SearchSyntaxError) throw new CliError(`invalid query: ${error.message}`, 2);
      throw error;
    }
  }
  const all = new CoverageTally();
  const singleFaced = new CoverageTally();
  const cards: ReportCard[] = [];
  const rows = [...cardDefinitions(services.db, ids)];
  const facts = await storedCardFacts(services.db, rows.map((row) => row.definition));
  rows.forEach(({ layout }, index) => {
    const compiled = facts[index]!;
    all.add(compiled);
    if (layout === SINGLE_FACED_LAYOUT) singleFaced.add(compiled);
    if (withCards) cards.push({ ...withWaitsFor(cardCoverage(compiled)), layout });
  });
  return { scope: query === null ? 'database' : 'query', query, deck: null, summary: all.result(), singleFaced: singleFaced.result(), unresolved: [], cards };
}

/** A card whose lines the engine reads but a goldfish game never reaches (no blocks, no attacks on you). */
const NOT_EXERCISED = 'not exercised by a goldfish game';

function formatCard(card: ReportCard): string[] {
  const enforced = card.lines.filter((line) => line.status === 'enforced').length;
  const state = card.fullyEnforced ? 'fully enforced' : card.unexercised ? NOT_EXERCISED : `${enforced} of ${card.lines.length} lines enforced`;
  const lines = [`${card.count !== undefined ? `${card.count} ` : ''}${card.name} — ${state}`];
  for (const line of card.lines) lines.push(`  ${STATUS_WORD[line.status]}  ${line.text}${line.status === 'enforced' || line.status === 'unexercised' ? '' : ` — ${describeWait(line.waitsFor)}`}`);
  return lines;
}

export function formatRulesReport(report: RulesReport): string {
  const out: string[] = [];
  for (const card of report.cards) out.push(...formatCard(card));
  if (report.cards.length > 0) out.push('');
  const what = report.scope === 'deck' ? `deck "${report.deck}"` : report.scope === 'query' ? `cards matching "${report.query}"` : 'the card database';
  out.push(`Summary over ${what}: ${report.summary.cards.total.toLocaleString('en-US')} card${report.summary.cards.total === 1 ? '' : 's'}`);
  out.push(...formatSummary(report.summary).map((line) => `  ${line}`));
  if (report.singleFaced.cards.total !== report.summary.cards.total) {
    out.push(`Single-faced cards (layout normal): ${report.singleFaced.cards.total.toLocaleString('en-US')} cards`);
    out.push(...formatSummary(report.singleFaced).map((line) => `  ${line}`));
  }
  if (report.scope === 'query') out.push(...formatWaitingLines(report.cards));
  if (report.unresolved.length > 0) out.push(`Names that match no card: ${report.unresolved.join(', ')}`);
  if (report.scope === 'deck') {
    const notEnforced = report.cards.filter((card) => !card.fullyEnforced && !card.unexercised).map((card) => card.name);
    if (notEnforced.length > 0) out.push(`Not fully enforced (${formatShare(notEnforced.length, report.cards.length)}): ${notEnforced.join(', ')}`);
    const unexercised = report.cards.filter((card) => card.unexercised).map((card) => card.name);
    if (unexercised.length > 0) out.push(`Not exercised by a goldfish game (${formatShare(unexercised.length, report.cards.length)}): ${unexercised.join(', ')}`);
  }
  return out.join('\n');
}

export function registerRulesCommand(program: Command, context: CliContext): void {
  program
    .command('rules')
    .description('what the rules engine enforces of each card, line by line (enforced, partial = manual effect, text), and a summary')
    .argument('[query...]', 'a search query (Scryfall syntax) choosing the cards; default: every card in the database')
    .option('--deck <deck>', 'the cards of a saved deck (by name) or a decklist file instead')
    .option('--json', 'print one JSON object: scope, summary, singleFaced, unresolved, cards')
    .option('--summary', 'print only the summary, not each card')
    .action(async (words: string[], options: RulesOptions) => {
      const query = words.length > 0 ? words.join(' ') : null;
      if (query !== null && options.deck !== undefined) throw new CliError('give a query or --deck, not both', 2);
      const report = await rulesReport(context.services, query, options.deck, !options.summary);
      console.log(options.json ? JSON.stringify(report, null, 2) : formatRulesReport(report));
    });
}
