// How much of the cards' text the rules engine enforces, from the compiler's line reports: per
// card (each line enforced, partly enforced with a manual effect, kept as text, or enforced but
// never exercised by a goldfish game: oracle/goldfish-reach.ts) and summed
// over a set of cards (the whole database, a search, a deck). The field names of the summary
// are stable: the acceptance figures of the rules work are read from `proxyfish rules --json`.
import type { LineReport } from './oracle/abilities.ts';
import type { CompiledCard } from './oracle/compile.ts';

/** What coverage reads of a compiled card: a CompiledCard, or its CardFacts from a worker (card-facts.ts). */
export type CoverageCard = Pick<CompiledCard, 'name' | 'fullyEnforced' | 'unexercised' | 'isAura' | 'lines'> & { definition: Pick<CompiledCard['definition'], 'oracle_text'> };

export type LineStatus = LineReport['status'];

export interface CardCoverage {
  name: string;
  fullyEnforced: boolean;
  /** Nothing to play by hand, but a line a goldfish game never exercises: not counted as enforced. */
  unexercised: boolean;
  lines: LineReport[];
}

export interface LineCounts {
  total: number;
  enforced: number;
  partial: number;
  text: number;
  /** Enforced, but never exercised by a goldfish game (blocks, attacks on you). */
  unexercised: number;
}

export interface CardCounts {
  total: number;
  fullyEnforced: number;
  /** Cards counted apart: every line enforced or never exercised by a goldfish game, some of the latter. */
  unexercised: number;
}

export interface CoverageSummary {
  /** Cards whose every line is enforced. */
  cards: CardCounts;
  /** Lines of Oracle text (blank lines left out; a line of reminder text only counts as enforced). */
  lines: LineCounts;
  /** Cards whose text says "cycling" anywhere: cyclers, typecyclers, cards that refer to cycling. */
  cyclingCards: CardCounts;
  /** "When you cycle …", "Whenever you cycle or discard …", "Whenever a player cycles …" lines. */
  cycleTriggerLines: LineCounts;
  /** Cards with the subtype Aura. */
  auras: CardCounts;
}

/** A line whose trigger condition (before its first comma) is about cycling. */
const CYCLE_TRIGGER = /^(?:when|whenever)\b[^,.]*\bcycles?\b/i;
const MENTIONS_CYCLING = /cycling/i;

export function isCycleTriggerLine(text: string): boolean {
  return CYCLE_TRIGGER.test(text);
}

export function cardCoverage(card: CoverageCard): CardCoverage {
  return { name: card.name, fullyEnforced: card.fullyEnforced, unexercised: card.unexercised, lines: card.lines.map((line) => ({ ...line, abilities: [...line.abilities] })) };
}

const emptyLines = (): LineCounts => ({ total: 0, enforced: 0, partial: 0, text: 0, unexercised: 0 });
const emptyCards = (): CardCounts => ({ total: 0, fullyEnforced: 0, unexercised: 0 });

function countCard(counts: CardCounts, card: CoverageCard): void {
  counts.total += 1;
  if (card.fullyEnforced) counts.fullyEnforced += 1;
  if (card.unexercised) counts.unexercised += 1;
}

/** Sums cards into a CoverageSummary, one card at a time (20,000 cards stream through it). */
export class CoverageTally {
  private readonly summary: CoverageSummary = {
    cards: emptyCards(),
    lines: emptyLines(),
    cyclingCards: emptyCards(),
    cycleTriggerLines: emptyLines(),
    auras: emptyCards(),
  };

  add(card: CoverageCard): void {
    const summary = this.summary;
    countCard(summary.cards, card);
    if (MENTIONS_CYCLING.test(card.definition.oracle_text ?? '')) countCard(summary.cyclingCards, card);
    if (card.isAura) countCard(summary.auras, card);
    for (const line of card.lines) {
      countLine(summary.lines, line.status);
      if (isCycleTriggerLine(line.text)) countLine(summary.cycleTriggerLines, line.status);
    }
  }

  result(): CoverageSummary {
    return structuredClone(this.summary);
  }
}

function countLine(counts: LineCounts, status: LineStatus): void {
  counts.total += 1;
  counts[status] += 1;
}

/** "2,344 of 19,499 (12 %)". */
export function formatShare(part: number, total: number): string {
  const percent = total === 0 ? 0 : Math.round((part / total) * 100);
  return `${part.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} (${percent} %)`;
}

/** The summary as the lines the CLI and the benchmark print. */
export function formatSummary(summary: CoverageSummary): string[] {
  const lines = summary.lines;
  const triggers = summary.cycleTriggerLines;
  const rows: [string, string][] = [
    ['cards fully enforced', formatShare(summary.cards.fullyEnforced, summary.cards.total)],
    ['not exercised by goldfish', formatShare(summary.cards.unexercised, summary.cards.total)],
    ['lines enforced', `${formatShare(lines.enforced, lines.total)}; partly (manual effect) ${lines.partial.toLocaleString('en-US')}; text ${lines.text.toLocaleString('en-US')}; not exercised ${lines.unexercised.toLocaleString('en-US')}`],
    ['cycling cards fully enforced', formatShare(summary.cyclingCards.fullyEnforced, summary.cyclingCards.total)],
    ['cycle-trigger lines enforced', `${formatShare(triggers.enforced, triggers.total)}; partly ${triggers.partial}; text ${triggers.text}`],
    ['Auras fully enforced', formatShare(summary.auras.fullyEnforced, summary.auras.total)],
  ];
  return rows.map(([label, value]) => `${label.padEnd(30)}${value}`);
}
