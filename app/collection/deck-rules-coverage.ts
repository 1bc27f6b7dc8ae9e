// How much of a deck the rules engine enforces: each card of the main deck with its copies and
// its line report, the cards fully enforced (distinct and copies), and the names that match no
// card. The deck view, the goldfish start panel and `proxyfish rules --deck` show it.
import { type CardCoverage, cardCoverage, CoverageTally, type CoverageSummary } from '../cards/rules-coverage.ts';
import { storedCardFacts } from '../cards/stored-card-facts.ts';
import { cardDefinitions } from '../db/card-definitions.ts';
import type { Db } from '../db/connection.ts';
import type { LoadedDeck } from './deck-source.ts';

export interface DeckCardCoverage extends CardCoverage {
  count: number;
  layout: string;
}

export interface DeckRulesCoverage {
  deckName: string;
  /** Distinct cards of the main deck that the database knows, and how many are fully enforced. */
  cards: number;
  fullyEnforced: number;
  /** The same counted by copies. */
  copies: number;
  copiesFullyEnforced: number;
  /** Every known card of the main deck in name order. */
  entries: DeckCardCoverage[];
  /** Main-deck names that match no card. */
  unresolved: string[];
  summary: CoverageSummary;
  /** Over the single-faced cards (layout "normal"), the subset the rules work is measured on. */
  singleFaced: CoverageSummary;
}

/** The layout of single-faced game cards. */
export const SINGLE_FACED_LAYOUT = 'normal';

/** Reads each distinct card's facts from the database's cache, compiling those it lacks (stored-card-facts.ts). */
export async function deckRulesCoverage(db: Db, deck: LoadedDeck): Promise<DeckRulesCoverage> {
  const counts = new Map<number, number>();
  const unresolved = new Set<string>();
  for (const line of deck.lines) {
    if (line.section !== 'main' || line.quantity <= 0) continue;
    if (line.card_id === null) unresolved.add(line.name);
    else counts.set(line.card_id, (counts.get(line.card_id) ?? 0) + line.quantity);
  }
  const cards = [...cardDefinitions(db, [...counts.keys()])];
  const facts = await storedCardFacts(db, cards.map((card) => card.definition));
  const tally = new CoverageTally();
  const singleFaced = new CoverageTally();
  const entries: DeckCardCoverage[] = [];
  cards.forEach(({ id, layout }, index) => {
    const compiled = facts[index]!;
    tally.add(compiled);
    if (layout === SINGLE_FACED_LAYOUT) singleFaced.add(compiled);
    entries.push({ ...cardCoverage(compiled), count: counts.get(id)!, layout });
  });
  const enforced = entries.filter((entry) => entry.fullyEnforced);
  return {
    deckName: deck.name,
    cards: entries.length,
    fullyEnforced: enforced.length,
    copies: entries.reduce((sum, entry) => sum + entry.count, 0),
    copiesFullyEnforced: enforced.reduce((sum, entry) => sum + entry.count, 0),
    entries,
    unresolved: [...unresolved],
    summary: tally.result(),
    singleFaced: singleFaced.result(),
  };
}
