// Cycling and typecycling (CR 702.29), in English, German (Umwandlung, [Typ]umwandlung) and
// Spanish (Ciclo, ciclo de [tipo]). Like XMage's CyclingAbility, typecycling is the same class
// with a search instead of a draw, so every "is this cycling?" question (triggers, cost changes,
// "players can't cycle", counters) is answered by `isCycling` (CR 702.29f).
import { parseTypeQuery, type TypeQuery } from '../../type-line.ts';
import type { Cost } from '../abilities.ts';
import { parseCost, withDiscardSelf } from '../costs.ts';
import { KeywordActivatedAbility, type KeywordAbilitySpec } from './keyword-ability.ts';

export class CyclingAbility extends KeywordActivatedAbility {
  /**
   * @param cost the cost printed after the keyword; "Discard this card" is added (CR 702.29a)
   * @param typeQuery null for plain cycling; the searched type for typecycling (CR 702.29e)
   */
  constructor(
    cost: Cost,
    readonly typeQuery: TypeQuery | null,
  ) {
    super(cyclingSpec(cost, typeQuery));
  }

  /** How the keyword reads in English ("Swampcycling {2}"). */
  override describe(): string {
    const printed = this.cost.text.replace(/,?\s*Discard this card$/, '');
    return `${this.keyword} ${printed}`.trim();
  }
}

const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a');

function cyclingSpec(cost: Cost, typeQuery: TypeQuery | null): KeywordAbilitySpec {
  // CR 702.29a: functions only while the card is in a player's hand; CR 702.29f: typecycling abilities are cycling abilities.
  const shared = { cost: withDiscardSelf(cost), zone: 'hand' as const, sorcerySpeed: false, isCycling: true };
  if (typeQuery === null) return { ...shared, keyword: 'cycling', effects: [{ kind: 'draw', amount: 1 }], text: 'Draw a card.' };
  // CR 702.29e: search, reveal, put into hand, then shuffle.
  return {
    ...shared,
    keyword: `${typeQuery.text.toLowerCase()}cycling`,
    effects: [{ kind: 'search', query: typeQuery, to: 'hand', tapped: false, reveal: true }],
    text: `Search your library for ${article(typeQuery.text)} ${typeQuery.text} card, reveal it, put it into your hand, then shuffle.`,
  };
}

// "[type]cycling [cost]" / "[Typ]umwandlung [Kosten]" / "ciclo [de tipo] [coste]".
// The cost follows a space or an em dash ("Cycling—Pay 2 life.").
// The cost follows an em dash ("Cycling—Pay 2 life.") or a space and a mana symbol.
const COST = String.raw`(?:\s*[—–]\s*|\s+-\s+|\s+(?=\{))(.+)$`;
const ENGLISH = new RegExp(String.raw`^([a-z][a-z ]*?)?cycling` + COST, 'i');
const GERMAN = new RegExp(String.raw`^(\S*?)umwandlung` + COST, 'i');
const SPANISH = new RegExp(String.raw`^ciclo(?: de ([^{—–]+?))?` + COST, 'i');

/** One keyword instance ("Swampcycling {2}"); undefined when the text is not a cycling keyword. */
export function parseCyclingKeyword(text: string): CyclingAbility | undefined {
  const trimmed = text.trim();
  const match = trimmed.match(ENGLISH) ?? trimmed.match(GERMAN) ?? trimmed.match(SPANISH);
  if (!match) return undefined;
  const cost = parseCost(match[2]!);
  if (!cost) return undefined;
  const typeText = (match[1] ?? '').trim().replace(/-$/, '');
  return new CyclingAbility(cost, typeText === '' ? null : parseTypeQuery(typeText));
}

/**
 * A whole line of cycling keywords: "Swampcycling {2}" or several on one line
 * ("Plainscycling {2}, islandcycling {2}"); undefined unless every part is one.
 */
export function parseCyclingLine(line: string): CyclingAbility[] | undefined {
  const parts = line.split(/,\s*(?=[^,]*?(?:cycling|umwandlung|ciclo))/i);
  const abilities: CyclingAbility[] = [];
  for (const part of parts) {
    const ability = parseCyclingKeyword(part);
    if (!ability) return undefined;
    abilities.push(ability);
  }
  return abilities.length > 0 ? abilities : undefined;
}
