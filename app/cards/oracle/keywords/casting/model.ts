// The keywords that change how a spell is cast (CR 601.2b, f–h; 702.x): alternative costs,
// additional costs, cost-paying helpers (convoke, delve, improvise, affinity) and cast-time
// abilities (storm, cascade, split second, rebound). Each keyword is its own module in this
// folder; `index.ts` lists them. The compiled card keeps what they found in one record, which the
// engine's casting code (`app/engine/abilities/casting.ts`) reads.
import type { ManaSymbol } from '../../../mana-symbols.ts';
import type { TypeQuery } from '../../../type-line.ts';
import type { Cost, Effect } from '../../abilities.ts';
import { parseCost } from '../../costs.ts';
import type { Splice } from './splice.ts';
import type { Awaken } from './awaken.ts';
import { keywordPattern } from '../keyword-pattern.ts';

export interface CastKeywords {
  /** CR 702.33a: each kicker cost (two for "Kicker {2} and/or {1}"), paid at most once each. */
  readonly kicker: readonly Cost[];
  /** CR 702.33c: multikicker, paid any number of times. */
  readonly multikicker: Cost | null;
  /** CR 702.27a: returns to its owner's hand instead of the graveyard when it resolves. */
  readonly buyback: Cost | null;
  /** CR 702.35: the madness cost, cast from exile after a discard. */
  readonly madness: Cost | null;
  /** CR 702.74a: an alternative cost; sacrificed when it enters if evoked. */
  readonly evoke: Cost | null;
  /** CR 702.117a: an alternative cost if you cast another spell this turn. */
  readonly surge: Cost | null;
  /** CR 702.56a: an additional cost paid any number of times, one copy each. */
  readonly replicate: Cost | null;
  /** CR 702.137a: an alternative cost if an opponent lost life this turn. */
  readonly spectacle: Cost | null;
  /** CR 702.119a: an alternative cost with a creature sacrificed, reduced by its mana value. */
  readonly emerge: Cost | null;
  /** CR 702.96a: an alternative cost; the spell's "target" becomes "each". */
  readonly overload: Cost | null;
  /** CR 702.96b: the overloaded spell's effects (no targets). */
  readonly overloaded: { readonly effects: readonly Effect[] } | null;
  /** "As an additional cost to cast this spell, discard X cards" / "pay X life" (X: the cast's X). */
  readonly discardX: boolean;
  readonly payLifeX: boolean;
  /** CR 702.81a: cast from the graveyard by discarding a land card. */
  readonly retrace: boolean;
  /** CR 702.133a: cast from the graveyard by discarding a card; then exiled. */
  readonly jumpStart: boolean;
  /** CR 702.51a: creatures tapped pay generic mana or one mana of their colour. */
  readonly convoke: boolean;
  /** CR 702.66a: each card exiled from your graveyard pays {1}. */
  readonly delve: boolean;
  /** CR 702.126a: each artifact tapped pays {1}. */
  readonly improvise: boolean;
  /** CR 702.41a: costs {1} less for each [type] you control. */
  readonly affinity: TypeQuery | null;
  /** CR 702.40a: copied once for each spell cast before it this turn. */
  readonly storm: boolean;
  /** CR 702.85a: exile until a cheaper nonland card, which you may cast free. */
  readonly cascade: boolean;
  /** CR 702.61a: no other spells or non-mana abilities while it is on the stack. */
  readonly splitSecond: boolean;
  /** CR 702.88a: cast from hand → exiled, cast free at your next upkeep. */
  readonly rebound: boolean;
  /** CR 702.44a: enters with a counter for each colour of mana spent to cast it. */
  readonly sunburst: boolean;
  /** Strive: "costs {M} more to cast for each target beyond the first" (CR 601.2f). */
  readonly strive: readonly ManaSymbol[] | null;
  /** CR 702.125a: costs {1} less for each opponent (undaunted.ts). */
  readonly undaunted: boolean;
  /** CR 702.109a: an alternative cost; the permanent gains haste and returns to hand at the next end step. */
  readonly dash: Cost | null;
  /** CR 702.103a: cast as an Aura spell with enchant creature for this cost. */
  readonly bestow: Cost | null;
  /** CR 702.132a: other players may help pay the generic mana (in a goldfish game nobody else pays). */
  readonly assist: boolean;
  /** CR 702.78a: tap two untapped creatures sharing a colour with it as you cast it; copy it. */
  readonly conspire: boolean;
  /** CR 702.60a: ripple N (0: none). */
  readonly ripple: number;
  /** "You may [cost] rather than pay this spell's mana cost." (CR 118.9): alternative-cost.ts. */
  readonly alternativeCost: AlternativeCost | null;
  /** CR 702.53a: transmute's cost (an activated ability from hand, made in compile.ts). */
  readonly transmute: Cost | null;
  /** CR 702.47a: splice onto Arcane (or onto instant or sorcery) and its mana cost. */
  readonly splice: Splice | null;
  /** CR 702.113a: awaken N and its cost, with the awakened part (awaken.ts). */
  readonly awaken: Awaken | null;
  /** CR 702.99a: exiled encoded on a creature as it resolves (app/engine/abilities/cipher.ts). */
  readonly cipher: boolean;
  /** CR 702.94a: cast for this cost as the first card drawn in a turn (mana without X only). */
  readonly miracle: Cost | null;
  /** "As an additional cost to cast this spell, exile a creature card from your graveyard" (graveyard-exile-cost.ts). */
  /** "You may cast ~ as though it had flash if you pay {2} more to cast it" (flash-for-more.ts). */
  readonly flashFor: readonly ManaSymbol[] | null;
  readonly exileFromGraveyard: { readonly count: number | 'X'; readonly query: TypeQuery | null; readonly instantOrSorcery: boolean; readonly text: string } | null;
}

/** A printed alternative cost (CR 118.9): mana, life, and non-mana parts the engine pays. */
export interface AlternativeCost {
  readonly mana: readonly ManaSymbol[];
  readonly payLife: number;
  /** "Sacrifice two Mountains": what and how many. */
  readonly sacrifice: { readonly query: TypeQuery; readonly count: number } | null;
  /** "Return a basic land you control to its owner's hand". */
  readonly bounce: { readonly query: TypeQuery; readonly count: number } | null;
  /** "Tap an untapped creature you control". */
  readonly tapCreature: boolean;
  /** "Exile a blue card from your hand" (another card than this one). */
  readonly exileFromHand: { readonly color: string; readonly count: number } | null;
  /** "Have each other player gain 5 life" (the goldfish opponent gains it). */
  readonly opponentGainsLife: number;
  /** "If you control a Plains, …": the alternative is there only then. */
  readonly ifYouControl: TypeQuery | null;
  /** "If it's not your turn, …": never in a goldfish game (the opponent's turns are skipped). */
  readonly notYourTurn: boolean;
  /** The cost as written, for the UI ("{1}, return a basic land you control to its owner's hand"). */
  readonly text: string;
}

export const NO_CAST_KEYWORDS: CastKeywords = Object.freeze({
  kicker: [],
  multikicker: null,
  buyback: null,
  madness: null,
  evoke: null,
  surge: null,
  replicate: null,
  spectacle: null,
  emerge: null,
  overload: null,
  overloaded: null,
  discardX: false,
  payLifeX: false,
  retrace: false,
  jumpStart: false,
  convoke: false,
  delve: false,
  improvise: false,
  affinity: null,
  storm: false,
  cascade: false,
  splitSecond: false,
  rebound: false,
  sunburst: false,
  strive: null,
  undaunted: false,
  dash: null,
  bestow: null,
  assist: false,
  conspire: false,
  ripple: 0,
  alternativeCost: null,
  transmute: null,
  splice: null,
  awaken: null,
  cipher: false,
  miracle: null,
  exileFromGraveyard: null,
  flashFor: null,
});

/** One keyword module: what a line adds to the card's casting keywords, and how the line report names it. */
export interface CastKeywordModule {
  parse(line: string): Partial<CastKeywords> | undefined;
  describe(found: Partial<CastKeywords>): string;
}

const COST_SHAPE = (names: readonly string[]): string => `^(?:${names.join('|')})(?:\\s*[—–]\\s*|\\s+(?=\\{))(.+)$`;
const FLAG_SHAPE = (names: readonly string[]): string => `^(?:${names.join('|')})\\.?$`;

/** "[Name] {cost}" / "[Name]—[cost]" in any of the given names (English, German, Spanish). */
export function keywordCost(names: readonly string[], line: string): Cost | undefined {
  const pattern = keywordPattern(names, COST_SHAPE);
  const match = line.trim().match(pattern);
  if (!match) return undefined;
  const cost = parseCost(match[1]!);
  // A spell's extra cost is mana, life, a sacrifice or a discard; never {T} or "discard this card".
  return cost && !cost.tap && !cost.discardSelf && cost.sacrifice !== 'self' ? cost : undefined;
}

/** A keyword with no parameter ("Convoke", "Einberufen", "Convocar"). */
export function isKeyword(names: readonly string[], line: string): boolean {
  return keywordPattern(names, FLAG_SHAPE).test(line.trim());
}

/** A keyword that is only a flag: its module. */
export function flagModule(key: { [K in keyof CastKeywords]: CastKeywords[K] extends boolean ? K : never }[keyof CastKeywords], names: readonly string[], english: string): CastKeywordModule {
  return {
    parse: (line) => (isKeyword(names, line) ? { [key]: true } : undefined),
    describe: () => english,
  };
}

/** A keyword followed by a cost: its module. */
export function costModule(key: 'buyback' | 'madness' | 'evoke' | 'surge' | 'multikicker' | 'replicate' | 'spectacle' | 'emerge' | 'overload' | 'dash' | 'bestow' | 'transmute' | 'miracle', names: readonly string[], english: string): CastKeywordModule {
  return {
    parse: (line) => {
      const cost = keywordCost(names, line);
      return cost ? { [key]: cost } : undefined;
    },
    describe: (found) => `${english} ${(found[key] as Cost).text}`,
  };
}
