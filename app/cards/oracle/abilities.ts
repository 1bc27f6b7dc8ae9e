// What oracle text compiles to: plain, immutable data the engine interprets. Compiled once per
// card definition and shared by every game object made from it (never cloned by undo).
import type { ManaSymbol } from '../mana-symbols.ts';
import type { TypeQuery } from '../type-line.ts';

/**
 * An amount in an effect: a number, the X paid for the spell / "you may pay {X}", or a count
 * read from the game as the effect resolves ("for each creature you control", "equal to the
 * number of cards in your hand", "the number of Goblins on the battlefield").
 */
export type Amount = number | 'X' | CountedAmount;

export interface CountedAmount {
  readonly count: Count;
  /** "two damage for each …" = 2; "X, where X is twice …" = 2. */
  readonly times: number;
}

/** What an amount counts. */
export type Count =
  | { readonly of: 'permanents'; readonly filter: ObjectFilter }
  | { readonly of: 'cards'; readonly zone: 'graveyard' | 'hand' | 'library' | 'exile'; readonly whose: 'you' | 'all'; readonly filter: ObjectFilter | null }
  | { readonly of: 'life'; readonly whose: 'you' }
  | { readonly of: 'power of self' }
  | { readonly of: 'counters on self'; readonly counter: string }
  /** "each card you've cycled or discarded this turn" (CR 702.29d: a cycled card is discarded). */
  | { readonly of: 'discarded this turn' };

/**
 * Which objects a phrase means ("nonland permanent an opponent controls", "creature card with
 * cycling", "Goblin", "artifact or enchantment"). Every field narrows; an empty filter is any.
 */
export interface ObjectFilter {
  /** Any of these type queries must hold ("artifact or enchantment"); empty = any type. */
  readonly anyOf: readonly TypeQuery[];
  /** None of these may hold ("nonland", "non-Swamp", "nonartifact"). */
  readonly none: readonly TypeQuery[];
  /** Any of these colour letters ("red or green"); empty = any colour. */
  readonly colors: readonly string[];
  readonly notColors: readonly string[];
  readonly controller?: 'you' | 'opponent';
  /** "another", "other": not the source. */
  readonly other?: boolean;
  readonly power?: Comparison;
  readonly toughness?: Comparison;
  readonly manaValue?: Comparison;
  /** "with flying"; "without flying". */
  readonly withKeyword?: string;
  readonly withoutKeyword?: string;
  /** "card with cycling" (CR 702.29f: typecycling counts). */
  readonly withCycling?: boolean;
  readonly tapped?: boolean;
  readonly attacking?: boolean;
  /** "creatures you control that are enchanted": an Aura is attached to it. */
  readonly enchanted?: boolean;
  readonly name?: string;
  /** The phrase as written (English), for texts. */
  readonly text: string;
}

export interface Comparison {
  readonly op: '<=' | '>=' | '=';
  readonly value: number;
}

/** Who an effect happens to: players. */
export type PlayerRef = 'you' | 'each opponent' | 'each player' | 'target' | 'controller of target' | 'that player';

/** Which permanents an effect acts on. */
export type ObjectRef =
  | { readonly ref: 'target'; readonly slot: number }
  /** Every target slot of the ability from `slot` on ("up to two target creatures"). */
  | { readonly ref: 'targets'; readonly from: number; readonly count: number }
  | { readonly ref: 'self' }
  | { readonly ref: 'all'; readonly filter: ObjectFilter }
  | { readonly ref: 'enchanted' }
  | { readonly ref: 'equipped' };

/** What a target slot may point at (CR 115). */
export type TargetKind =
  | 'any' // creature, player or planeswalker
  | 'creature'
  | 'player'
  | 'opponent'
  | 'permanent'
  | 'nonland permanent'
  | 'spell'
  | 'activated or triggered ability'
  /** A planeswalker or a player (CR 115.4; "target player or planeswalker", "target opponent or planeswalker"). */
  | 'player or planeswalker'
  | 'opponent or planeswalker'
  /** A card in a graveyard ("target creature card in your graveyard"). */
  | 'card in graveyard';

export interface TargetSpec {
  kind: TargetKind;
  /** Extra restriction on a permanent target ("creature you control"). */
  youControl?: boolean;
  /** An Aura spell's target: what its enchant ability allows (CR 303.4a). */
  enchant?: EnchantRestriction;
  /** Further restrictions on a permanent or card target ("creature with flying", "artifact or enchantment"). */
  filter?: ObjectFilter;
  /** "up to N target …": the slot may stay empty. */
  optional?: boolean;
  /** Damage, destroy, -N/-N, tap, exile, return: the engine prefers the opponent's permanents (spec). */
  harmful?: boolean;
  /** "your graveyard" / "a graveyard": whose graveyard a card target is in. */
  graveyard?: 'yours' | 'any';
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
  | { kind: 'draw'; amount: Amount; who?: PlayerRef; target?: number }
  | { kind: 'search'; query: TypeQuery | null; to: 'hand' | 'battlefield' | 'library top'; tapped: boolean; reveal: boolean; filter?: ObjectFilter }
  | { kind: 'gainLife'; amount: Amount; who?: PlayerRef; target?: number }
  | { kind: 'loseLife'; amount: Amount; who: 'you' | 'each opponent' | 'each player' | 'target' | 'that player'; target?: number }
  | { kind: 'damage'; amount: Amount; to: 'target' | 'each opponent' | 'each creature' | 'each player' | 'you' | 'objects' | 'that player'; target?: number; objects?: ObjectRef; alsoPlayers?: 'each player' | 'each opponent'; source?: 'self' | 'target'; sourceSlot?: number }
  | { kind: 'token'; count: Amount; token: TokenSpec }
  | { kind: 'counters'; counter: string; count: Amount; to: 'target' | 'self' | 'each creature your opponents control' | 'each creature you control' | 'objects'; target?: number; objects?: ObjectRef; remove?: boolean }
  | { kind: 'pump'; power: number | Amount; toughness: number | Amount; negative?: boolean; to: 'target' | 'self' | 'objects'; target?: number; objects?: ObjectRef }
  | { kind: 'grant'; keywords: readonly string[]; objects: ObjectRef; cantBlock?: boolean; unblockable?: boolean }
  | { kind: 'scry'; amount: Amount }
  | { kind: 'surveil'; amount: Amount }
  | { kind: 'counterObject'; target: number; unlessPays?: readonly ManaSymbol[] }
  | { kind: 'bounce'; target: number; objects?: ObjectRef }
  | { kind: 'destroy'; target: number; objects?: ObjectRef; noRegenerate?: boolean }
  | { kind: 'exile'; objects: ObjectRef }
  /** untap 'either': "tap or untap target permanent" (the default answer taps it if untapped, else untaps it). */
  | { kind: 'tap'; objects: ObjectRef; untap: boolean | 'either' }
  /**
   * Delayed triggered abilities (CR 603.7): "return that card to the battlefield … at the
   * beginning of the next end step" (the cards this ability exiled), "draw a card at the
   * beginning of the next turn's upkeep".
   */
  | { kind: 'delayed'; step: 'upkeep' | 'end'; what: 'return exiled' | 'draw' }
  | { kind: 'sacrifice'; who: 'you' | 'each opponent' | 'each player' | 'target' | 'that player'; filter: ObjectFilter; count: Amount; target?: number; self?: boolean }
  | { kind: 'regenerate'; objects: ObjectRef }
  | { kind: 'returnCard'; slot: number; count: number; to: 'hand' | 'battlefield' | 'library top'; underYourControl: boolean }
  | { kind: 'returnSelf'; from: 'graveyard' | 'battlefield'; to: 'hand' | 'battlefield' | 'library top' }
  /** "When enchanted creature dies, return that card to its owner's hand / to the battlefield under your control." */
  | { kind: 'returnThatCard'; to: 'hand' | 'battlefield'; underYourControl: boolean }
  | { kind: 'shuffle' }
  | { kind: 'lookAt'; amount: Amount; take: number; takeFilter: ObjectFilter | null; rest: 'bottom' | 'graveyard' | 'top'; text: string }
  | { kind: 'auraSwap' }
  /** Keyword actions that put +1/+1 counters: bolster N (CR 701.39: your creature with the least toughness), amass N (CR 701.44: your Army, made first if you have none). */
  | { kind: 'bolster'; amount: number }
  | { kind: 'amass'; amount: number }
  /** Monstrosity N (CR 701.37): if it isn't monstrous, N +1/+1 counters and it becomes monstrous. */
  | { kind: 'monstrosity'; amount: number }
  /** "Exile the top card of your library", "Reveal the top card of your library". */
  | { kind: 'topCard'; action: 'exile' | 'reveal' }
  /** Equip (CR 702.6a, 701.3): attach the source to the target. */
  | { kind: 'attach'; target: number }
  | { kind: 'addMana'; options: readonly (readonly ManaColor[])[] }
  | { kind: 'may'; effects: readonly Effect[]; text: string }
  | { kind: 'mayPay'; mana: readonly ManaSymbol[]; effects: readonly Effect[]; text: string }
  /** "[Effect] unless you pay {N}" (CR 118.12): the effects happen only if you don't pay. */
  | { kind: 'unlessPay'; mana: readonly ManaSymbol[]; effects: readonly Effect[]; text: string }
  /** Prevention shields (CR 615): "Prevent all combat damage that would be dealt this turn", "Prevent the next N damage …". */
  | { kind: 'prevent'; what: 'all combat damage' | 'next damage' | 'all damage to'; amount?: Amount; target?: number; objects?: ObjectRef }
  /** "Put target enchantment on top of its owner's library". */
  | { kind: 'toLibraryTop'; objects: ObjectRef }
  | { kind: 'discard'; amount: Amount; who?: PlayerRef; target?: number; random?: boolean }
  | { kind: 'mill'; amount: Amount; who?: PlayerRef; target?: number }
  /** Only if a condition holds as the effect resolves ("If you control four or fewer lands, …"). */
  | { kind: 'if'; condition: Condition; effects: readonly Effect[]; otherwise?: readonly Effect[] }
  /**
   * A part the engine does not carry out: the ability still triggers or resolves, and the table
   * asks the player to do this by hand (logged as manual). Never skipped silently.
   */
  | { kind: 'manual'; text: string };

/** A condition checked on resolution. */
export type Condition =
  | { readonly kind: 'count'; readonly amount: Amount; readonly op: '<=' | '>=' | '='; readonly value: number }
  | { readonly kind: 'control'; readonly filter: ObjectFilter; readonly negate: boolean };

export type ManaColor = 'W' | 'U' | 'B' | 'R' | 'G' | 'C';

export interface TokenSpec {
  name: string;
  power: number;
  toughness: number;
  colors: readonly string[];
  subtypes: readonly string[];
  types: readonly string[];
  keywords: readonly string[];
  /** Rules text of a predefined token (Treasure, Clue, Food), compiled like any card's. */
  text?: string;
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
  /** "Activate only during your upkeep" (CR 602.5b). */
  readonly onlyDuring?: 'upkeep';
  /** "Activate only once each turn" (CR 602.5b). */
  readonly oncePerTurn?: boolean;
  /** English text of what it does ("Draw a card."), shown on the stack. */
  readonly text: string;
}

export type TriggerEvent =
  /** "When you cycle ~ or it dies" (the Sojourners). */
  | { on: 'cycle self or dies' }
  | { on: 'leaves self' }
  | { on: 'attacks self' }
  /** "Whenever a creature you control attacks" / "Whenever ~ or another creature attacks". */
  | { on: 'another enters'; filter: ObjectFilter }
  | { on: 'dies'; filter: ObjectFilter }
  /** "At the beginning of your upkeep / end step / each upkeep". */
  | { on: 'step'; step: 'upkeep' | 'end' | 'draw' | 'combat' | 'main1'; whose: 'you' | 'each' }
  /** "Whenever you cast a [noncreature] spell". */
  | { on: 'cast'; filter: ObjectFilter | null; who: 'you' | 'any' }
  | { on: 'gain life' }
  /** "When ~ becomes monstrous" (CR 701.37b). */
  | { on: 'becomes monstrous' }
  | { on: 'deals combat damage to a player' }
  /** CR 702.29c: "When you cycle this card": triggers from the zone the card lands in. */
  | { on: 'cycle self' }
  /** "Whenever you cycle [or discard] [a|another] card", "Whenever a player cycles a card". */
  | { on: 'cycle'; who: 'you' | 'any'; another: boolean; orDiscard: boolean }
  | { on: 'discard'; who: 'you' | 'any'; another: boolean }
  | { on: 'enters self' }
  | { on: 'dies self' }
  | EnchantedEvent;

/** A trigger of an Aura about the permanent it enchants ("When enchanted creature dies", "At the beginning of the upkeep of enchanted creature's controller"). */
export interface EnchantedEvent {
  readonly on: 'enchanted';
  readonly what: 'dies' | 'dealt damage' | 'becomes tapped' | 'tapped for mana' | 'deals damage' | 'deals combat damage to a player' | 'upkeep';
  /** "deals damage to an opponent / a player / a creature"; 'any' = "deals damage". */
  readonly to?: 'any' | 'opponent' | 'player' | 'creature';
}

export interface TriggeredAbility {
  readonly kind: 'triggered';
  readonly event: TriggerEvent;
  /** Intervening "if" (CR 603.4): checked when it would trigger and again on resolution. */
  readonly condition?: Condition;
  readonly effects: readonly Effect[];
  readonly targets: readonly TargetSpec[];
  readonly text: string;
}

export type StaticEffect =
  | { kind: 'enchanted gets'; power: number; toughness: number; keywords: readonly string[]; equipped?: boolean; perCount?: CountedAmount }
  /** Anthems: "Creatures you control get +1/+1", "Other Elf creatures get +1/+1 and have …", "~ gets +1/+1 for each …". */
  | { kind: 'anthem'; filter: ObjectFilter; self: boolean; power: number; toughness: number; keywords: readonly string[]; perCount?: CountedAmount }
  /** Rules a permanent only follows ("~ can't block", "~ attacks each combat if able", "doesn't untap"): recorded, checked where the engine has the step. */
  | {
      kind: 'restriction';
      what: 'cant block' | 'cant attack' | 'attacks each combat' | 'doesnt untap' | 'cant be blocked' | 'may not untap' | 'cant activate' | 'cant be targeted by opponents';
      enchanted: boolean;
      /** On the creature an Equipment equips rather than the permanent an Aura enchants. */
      equipped?: boolean;
    }
  /** What an Aura or Equipment does to what it is attached to besides "gets/has" (CR 613): keywords lost, base P/T (layer 7b), granted abilities (layer 6). */
  | {
      kind: 'attached';
      via: 'aura' | 'equipment';
      loses?: readonly string[];
      base?: { power: number; toughness: number };
      activated?: readonly ActivatedAbility[];
      triggered?: readonly TriggeredAbility[];
      /** "Prevent all [combat] damage that would be dealt to [and dealt by] enchanted creature" (CR 615). */
      prevent?: { readonly to: boolean; readonly by: boolean; readonly combatOnly: boolean };
      /** "Enchanted land is an Island" (CR 305.7): its land types become these. */
      landTypes?: readonly string[];
    }
  /** "You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't have been cast, … sacrifices it at the beginning of the next cleanup step." */
  | { kind: 'flash with cleanup sacrifice' }
  /** "You control enchanted creature" (CR 303.4e, 613.1b: layer 2). */
  | { kind: 'control enchanted' }
  /** "Spells cost {1} more / less", "Activated abilities of … cost {2} more to activate" (CR 601.2f). */
  | { kind: 'cost change'; appliesTo: 'spells' | 'abilities'; filter: ObjectFilter | null; whose: 'you' | 'opponents' | 'each'; change: 'less' | 'more'; amount: number }
  /** "~ enters the battlefield with N +1/+1 counters on it" (CR 614.1c: a replacement effect). */
  | { kind: 'enters with counters'; counter: string; count: Amount }
  /** "This spell costs {2} less to cast for each …" (CR 601.2f): its own cost, per a count. */
  | { kind: 'self cost'; change: 'less' | 'more'; amount: number; per: CountedAmount }
  /** "This spell can't be countered." */
  | { kind: 'cant be countered' }
  /** CR 702.9/702.114-like characteristic keywords the compiler sets ("Devoid": colourless). */
  | { kind: 'characteristic'; what: 'colorless' | 'all creature types' }
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
   * enforced: the engine plays it by the rules; partial: it triggers / can be activated / resolves,
   * and the table asks the player to carry out the part named in `manual`; text: kept as text,
   * play it by manual moves.
   */
  status: 'enforced' | 'partial' | 'text';
  /** For partial lines: what the player carries out by hand. */
  manual?: string[];
  /** Short English descriptions of the abilities found ("cycling {2}", "flying"). */
  abilities: string[];
}
