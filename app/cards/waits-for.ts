// The rule a line of Oracle text waits for: when the engine keeps a line as text (or asks the
// player to carry out part of it), `proxyfish rules` names the family of rules the engine does
// not have yet, so a reader sees why and what would fix it (issue 25's table of rule families).
// A line's text is matched against the patterns below, first match wins; a line no pattern
// matches is reported without a rule, never with a guessed one.
import type { LineReport } from './oracle/abilities.ts';

export interface RuleFamily {
  /** The Comprehensive Rules the family needs, e.g. "CR 118.9, 601.2f". */
  rules: string;
  /** What the engine lacks, in a few words. */
  family: string;
}

interface WaitsForEntry extends RuleFamily {
  pattern: RegExp;
}

// More specific patterns first: Unpredictable Cyclone's line also says "cast … without paying".
const WAITS_FOR: readonly WaitsForEntry[] = [
  { pattern: /would cause you to draw a card, instead|if you would draw a card[^.]*instead/i, rules: 'CR 614.11, 121.6', family: 'replacing a draw' },
  { pattern: /would be put into (?:a|your|an opponent's) graveyard[^.]*exile it instead/i, rules: 'CR 614.1a, 614.6', family: 'replacement effects on where a card goes' },
  // New Perspectives' and Gavi's "{0} rather than pay cycling costs" are enforced (rules/cycling-cost-alternative.ts); other forms wait.
  { pattern: /rather than pay (?:the )?cycling costs?|cycling costs? \{0\}/i, rules: 'CR 118.9, 601.2f', family: 'costs set or replaced while a condition holds' },
  { pattern: /(?:cast|play)[^.]* from (?:the top of your library|your graveyard)/i, rules: 'CR 601.3', family: 'casting from a zone other than the hand (permissions)' },
  // Zirda's "Abilities you activate … cost {2} less" is enforced (a `cost change` static); reductions of one kind of ability are not.
  { pattern: /\bequip abilities you activate[^.]* cost \{\d+\} less/i, rules: 'CR 601.2f, 702.6', family: 'reductions of equip abilities' },
  // "Whenever you cast …, where X is that spell's mana value" is enforced (Shark Typhoon); a countered or revealed spell's is not.
  { pattern: /\bwhere X is that spell's (?:mana value|converted mana cost)\b/i, rules: 'CR 107.3', family: 'an X the text defines (that spell\'s mana value outside a cast trigger: a spell it counters, reveals or pays for)' },
  // Built for discards (Rielle: abilities/batch-triggers.ts); other groups (creatures dying, tokens entering, damage) wait for their batch event.
  { pattern: /\bone or more\b/i, rules: 'CR 603.2c', family: '"one or more" batch triggers of an event other than discarding' },
  { pattern: /for the first time each turn|your (?:second|third) card each turn/i, rules: 'CR 603.2', family: 'trigger events counted within a turn' },
  // Cases are built (grammar/cases.ts); a Case line still open has a condition or a solved ability the grammar does not read.
  { pattern: /^To solve —|^Solved —/, rules: 'CR 719', family: 'a Case\'s "To solve" condition or "Solved" ability the grammar does not read yet' },
  { pattern: /^Companion —/, rules: 'CR 702.139', family: 'companions (a card from outside the game)' },
  { pattern: /^[^:]*\bSacrifice (?:two|three|four|five|six|seven|eight|nine|ten|\d+) [^:]*:/, rules: 'CR 602.2b, 118.3', family: 'sacrificing several permanents as a cost' },
  { pattern: /\bYou gain shroud\b/i, rules: 'CR 702.18', family: 'shroud on a player' },
  { pattern: /\battack this turn if able\b/i, rules: 'CR 508.1d', family: 'attack requirements' },
  { pattern: /\balso attacks if able\b/i, rules: 'CR 508.1d', family: 'attack requirements' },
  { pattern: /\bcan attack as though it didn't have defender\b/i, rules: 'CR 702.3b', family: 'attacking as though a creature had no defender' },
  { pattern: /\bas long as (?:two|three|\w+) or more creatures are blocking it\b/i, rules: 'CR 509.1', family: 'how many creatures block (the goldfish never blocks)' },
  { pattern: /\bWhen(?:ever)? an opponent casts a spell\b/i, rules: 'CR 601.2', family: "triggers on an opponent's spells (the goldfish casts none)" },
  { pattern: /\bturn target creature[^.]* face down\b/i, rules: 'CR 708', family: 'turning a face-up permanent face down' },
  { pattern: /\b[Gg]ains? control of all permanents you own\b|\bthe player with the most life gains control\b/, rules: 'CR 613.1b', family: 'control changes of lasting or conditional effects (layer 2)' },
  { pattern: /\bland becomes a (?:Swamp|Island|Forest|Mountain|Plains)\b|\bis a (?:Swamp|Island|Forest|Mountain|Plains) for as long as\b/, rules: 'CR 305.7', family: "setting a land's basic land type" },
  { pattern: /\bat the beginning of each of your upkeeps for the rest of the game\b/i, rules: 'CR 603.7', family: 'a delayed trigger at each upkeep for the rest of the game, tracking what the card changed' },
  { pattern: /\bland becomes a \d+\/\d+ [^.]*creature[^.]*that's still a land\b/i, rules: 'CR 613.1d, 613.4b', family: 'a land becoming a creature (type and P/T layers)' },
  { pattern: /\bhas base power and toughness \d+\/\d+ until your next upkeep\b/i, rules: 'CR 613.4b, 603.7', family: 'base P/T until a later step, and a delayed trigger then' },
  { pattern: /\bExile [^.]* with (?:\w+) time counters on it\b/i, rules: 'CR 702.62', family: "suspend's exile with time counters from a resolving spell" },
  { pattern: /\bsacrifice [^.]* unless you pay \{[WUBRGC]\} for each\b/i, rules: 'CR 118.12', family: '"unless you pay" an amount that grows with counters' },
  { pattern: /\bExile all [^.]*cards from all graveyards, and all cards from all hands\b/i, rules: 'CR 406.3', family: 'exiling cards from several zones at once' },
  { pattern: /\bIf it's an? [A-Z][a-z]+, destroy it\b/, rules: 'CR 205.3', family: "a condition on the target's subtype on resolution" },
  { pattern: /\bfor each card named [^.]* in your graveyard\b/i, rules: 'CR 201.2', family: 'counting cards by name in a zone' },
  { pattern: /\bWhenever you crank\b/i, rules: 'no CR rule (Unstable contraptions)', family: 'contraptions, an Un-set mechanic outside the Comprehensive Rules' },
  { pattern: /\bput target creature card from that player's graveyard onto the battlefield under your control\b/i, rules: 'CR 115.1, 510.3', family: "a target in the graveyard of the player a combat-damage trigger names" },
  { pattern: /^Madness [^,]+, cycling [^,]+, kicker [^,]+, flashback [^,]+, buyback/i, rules: 'CR 601.2b, 702.27, 702.34, 702.35', family: 'madness, flashback, kicker and buyback together on one spell' },
];

/** The rule family a line that is not enforced waits for, if known. */
export function waitsFor(lineText: string): RuleFamily | undefined {
  const entry = WAITS_FOR.find(({ pattern }) => pattern.test(lineText));
  return entry ? { rules: entry.rules, family: entry.family } : undefined;
}

export type LineWithWait = LineReport & { waitsFor?: RuleFamily };

/** A card's lines, each one not enforced carrying the rule it waits for (where known). */
export function withWaitsFor<Card extends { lines: LineReport[] }>(card: Card): Card & { lines: LineWithWait[] } {
  const lines = card.lines.map((line): LineWithWait => {
    const wait = line.status === 'enforced' || line.status === 'unexercised' ? undefined : waitsFor(line.text);
    return wait ? { ...line, waitsFor: wait } : line;
  });
  return { ...card, lines };
}

export function describeWait(wait: RuleFamily | undefined): string {
  return wait ? `waits for ${wait.rules}: ${wait.family}` : 'waits for a rule not named yet';
}

/**
 * The closing list of `proxyfish rules`: every card not fully enforced, each line it waits on
 * and the rule. "New Perspectives: 'As long as …' — waits for CR 118.9, 601.2f: costs …".
 */
export function formatWaitingLines(cards: readonly { name: string; fullyEnforced: boolean; unexercised?: boolean; lines: LineWithWait[] }[]): string[] {
  // A card whose only open lines are ones a goldfish game never reaches waits for no rule.
  const waiting = cards.filter((card) => !card.fullyEnforced && !card.unexercised);
  if (waiting.length === 0) return [];
  const out = [`Not fully enforced: ${waiting.length} card${waiting.length === 1 ? '' : 's'}, each line and the rule it waits for`];
  for (const card of waiting) {
    for (const line of card.lines) {
      if (line.status === 'enforced' || line.status === 'unexercised') continue;
      out.push(`  ${card.name}: '${line.text}' — ${describeWait(line.waitsFor)}`);
    }
  }
  return out;
}
