// What oracle text compiles to: plain, immutable data the engine interprets. Compiled once per
// card definition and shared by every game object made from it (never cloned by undo).
import type { ManaSymbol } from '../mana-symbols.ts';
import type { TypeQuery } from '../type-line.ts';

/** An amount in an effect: a number, or the X paid for the spell / "you may pay {X}". */
export type Amount = number | 'X';

/** What a target slot may point at (CR 115). */
export type TargetKind =
  | 'any' // creature, player or planeswalker
  | 'creature'
  | 'player'
  | 'opponent'
  | 'permanent'
  | 'nonland permanent'
  | 'spell'
  | 'activated or triggered ability';

export interface TargetSpec {
  kind: TargetKind;
  /** Extra restriction on a permanent target ("creature you control"). */
  youControl?: boolean;
  /** An Aura spell's target: what its enchant ability allows (CR 303.4a). */
  enchant?: EnchantRestriction;
}

/** Non-mana parts of a cost, and the mana part. */
export interface Cost {
  mana: readonly ManaSymbol[];
  tap: boolean;
  discardSelf: boolean;
  payLife: number;
  /** "Sacrifice a land": a type query the sacrificed permanent must match; "self" for "Sacrifice ~". */
  sacrifice: TypeQuery | 'self' | null;
  /** "Discard a card" (another card than this one, chosen automatically: the last in hand). */
  discardOther: number;
  /** The cost as written (English), for logs and the UI. */
  text: string;
}

export type Effect =
  | { kind: 'draw'; amount: Amount }
  | { kind: 'search'; query: TypeQuery | null; to: 'hand' | 'battlefield'; tapped: boolean; reveal: boolean }
  | { kind: 'gainLife'; amount: Amount }
  | { kind: 'loseLife'; amount: Amount; who: 'you' | 'each opponent' | 'target' ; target?: number }
  | { kind: 'damage'; amount: Amount; to: 'target' | 'each opponent' | 'each creature'; target?: number }
  | { kind: 'token'; count: Amount; token: TokenSpec }
  | { kind: 'counters'; counter: '+1/+1' | '-1/-1'; count: Amount; to: 'target' | 'self' | 'each creature your opponents control' | 'each creature you control'; target?: number }
  | { kind: 'pump'; power: number; toughness: number; to: 'target' | 'self'; target?: number }
  | { kind: 'scry'; amount: Amount }
  | { kind: 'counterObject'; target: number }
  | { kind: 'bounce'; target: number }
  | { kind: 'destroy'; target: number }
  | { kind: 'auraSwap' }
  | { kind: 'addMana'; options: readonly (readonly ManaColor[])[] }
  | { kind: 'may'; effects: readonly Effect[]; text: string }
  | { kind: 'mayPay'; mana: readonly ManaSymbol[]; effects: readonly Effect[]; text: string }
  | { kind: 'discard'; amount: Amount }
  | { kind: 'mill'; amount: Amount };

export type ManaColor = 'W' | 'U' | 'B' | 'R' | 'G' | 'C';

export interface TokenSpec {
  name: string;
  power: number;
  toughness: number;
  colors: readonly string[];
  subtypes: readonly string[];
  types: readonly string[];
  keywords: readonly string[];
}

/** Where an activated ability can be activated from. */
export type AbilityZone = 'hand' | 'battlefield' | 'graveyard';

export interface ActivatedAbility {
  readonly kind: 'activated';
  /** The keyword's English lower-case name ("cycling", "swampcycling", "aura swap"), else null. */
  readonly keyword: string | null;
  readonly cost: Cost;
  readonly effects: readonly Effect[];
  readonly targets: readonly TargetSpec[];
  readonly zone: AbilityZone;
  /** CR 702.29f: typecycling is cycling. Every "is this cycling?" question reads this flag. */
  readonly isCycling: boolean;
  /** CR 605.1a: a mana ability doesn't use the stack. */
  readonly isManaAbility: boolean;
  readonly sorcerySpeed: boolean;
  /** English text of what it does ("Draw a card."), shown on the stack. */
  readonly text: string;
}

export type TriggerEvent =
  /** CR 702.29c: "When you cycle this card": triggers from the zone the card lands in. */
  | { on: 'cycle self' }
  /** "Whenever you cycle [or discard] [a|another] card", "Whenever a player cycles a card". */
  | { on: 'cycle'; who: 'you' | 'any'; another: boolean; orDiscard: boolean }
  | { on: 'discard'; who: 'you' | 'any'; another: boolean }
  | { on: 'enters self' }
  | { on: 'dies self' };

export interface TriggeredAbility {
  readonly kind: 'triggered';
  readonly event: TriggerEvent;
  readonly effects: readonly Effect[];
  readonly targets: readonly TargetSpec[];
  readonly text: string;
}

export type StaticEffect =
  | { kind: 'enchanted gets'; power: number; toughness: number; keywords: readonly string[] }
  | { kind: 'enchanted cant attack or block' }
  | { kind: 'lord'; subtype: string | null; other: boolean; power: number; toughness: number; keywords: readonly string[] }
  | { kind: 'cycling cost'; change: 'less' | 'more'; amount: number; upTo: boolean }
  | { kind: 'players cant cycle' }
  | { kind: 'grant in hand'; query: TypeQuery; ability: ActivatedAbility; everyPlayer: boolean }
  | { kind: 'enters tapped' }
  | { kind: 'enchant'; restriction: EnchantRestriction };

export interface StaticAbility {
  readonly kind: 'static';
  readonly effect: StaticEffect;
}

/** CR 303.4: what an Aura can enchant. */
export interface EnchantRestriction {
  /** A type query the permanent must match ("creature", "land", "Forest"); null = any permanent. */
  query: TypeQuery | null;
  youControl: boolean;
  text: string;
}

/** Evergreen keywords the engine knows (lower-case English). */
export type SimpleKeyword =
  | 'flying'
  | 'trample'
  | 'haste'
  | 'reach'
  | 'defender'
  | 'vigilance'
  | 'flash'
  | 'hexproof'
  | 'lifelink'
  | 'indestructible'
  | 'deathtouch'
  | 'first strike'
  | 'double strike'
  | 'menace'
  | 'shroud'
  | string; // landwalk: "swampwalk", "islandwalk", ...

export type Ability = ActivatedAbility | TriggeredAbility | StaticAbility;

/** Per line of oracle text: what the engine made of it. */
export interface LineReport {
  text: string;
  /**
   * enforced: the engine plays it by the rules; partial: its trigger or cost is understood and
   * it works in the game, but part of its effect is carried out by hand by the player; text:
   * kept as text, play it by manual moves.
   */
  status: 'enforced' | 'partial' | 'text';
  /** Short English descriptions of the abilities found ("cycling {2}", "flying"). */
  abilities: string[];
}
