// What oracle text compiles to: plain, immutable data the engine interprets. Compiled once per
// card definition and shared by every game object made from it (never cloned by undo).
import type { DamageEvent } from './damage-events.ts';
import type { DamageSpreadEffect } from './damage-effects.ts';
import type { Timing } from './keywords/timing.ts';
import type { ManaSymbol } from '../mana-symbols.ts';
import type { TypeQuery } from '../type-line.ts';
import type { LifecycleEffect } from './lifecycle-effects.ts';
import type { ChoiceEffect } from './choice-effects.ts';
import type { LifeGainLock, RiderCount, RiderEffect, SelfPrevention } from './rider-effects.ts';
import type { DamageChange } from './damage-changes.ts';
import type { LifeRule } from './life-rules.ts';

/**
 * An amount in an effect: a number, the X paid for the spell / "you may pay {X}", or a count
 * read from the game as the effect resolves ("for each creature you control", "equal to the
 * number of cards in your hand", "the number of Goblins on the battlefield").
 */
export type Amount = number | 'X' | CountedAmount
  /** "that much": the amount of the event that triggered the ability ("Whenever ~ deals damage, you gain that much life"). */
  | 'that much';

export interface CountedAmount {
  readonly count: Count;
  /** "two damage for each …" = 2; "X, where X is twice …" = 2. */
  readonly times: number;
}

/** What an amount counts. */
export type Count =
  | { readonly of: 'permanents'; readonly filter: ObjectFilter }
  /** `whose` 'enchanted controller': the controller of the permanent the Aura enchants ("in its controller's graveyard"). */
  | { readonly of: 'cards'; readonly zone: 'graveyard' | 'hand' | 'library' | 'exile'; readonly whose: 'you' | 'all' | 'enchanted controller'; readonly filter: ObjectFilter | null }
  /** "for each of its colors": the colours of the permanent the Aura enchants (CR 105.2). */
  | { readonly of: 'colors of enchanted' }
  /** "for each Aura attached to it": the Auras on the permanent the Aura enchants (CR 303.4). */
  | { readonly of: 'auras on enchanted' }
  /** "for each Equipment attached to it", "for each Aura and Equipment attached to ~": the permanents attached to the source (`self`) or to the permanent it is attached to (`host`; CR 301.5, 303.4). */
  /** `to` 'enchanted player': attached to the player the source enchants ("the number of Curses attached to them", Curse of Thirst). */
  | { readonly of: 'attached'; readonly to: 'self' | 'host' | 'enchanted player'; readonly filter: ObjectFilter }
  | { readonly of: 'life'; readonly whose: 'you' }
  | { readonly of: 'power of self' }
  /** How many opponents you have: one, in a goldfish game. */
  | { readonly of: 'opponents' }
  /** "creatures you control have total power 8 or greater" (formidable). */
  | { readonly of: 'total power'; readonly filter: ObjectFilter }
  /** "the greatest power among creatures you control": 0 when there is none. */
  | { readonly of: 'greatest'; readonly stat: 'power' | 'toughness'; readonly filter: ObjectFilter }
  | { readonly of: 'counters on self'; readonly counter: string }
  /** Counters on the permanent the source is attached to ("if it has three or more +1/+1 counters on it", it = the enchanted creature). */
  | { readonly of: 'counters on host'; readonly counter: string }
  /** "for each +1/+1 counter on other creatures you control": the counters of one kind on the permanents a filter names. */
  | { readonly of: 'counters on permanents'; readonly counter: string; readonly filter: ObjectFilter }
  /** "for each word in its name" (Wordmail): the words of the enchanted permanent's name, a hyphenated word one. */
  | { readonly of: 'words in host name' }
  /** "each card you've cycled or discarded this turn" (CR 702.29d: a cycled card is discarded). */
  | { readonly of: 'discarded this turn' }
  /** "creature cards were put into graveyards from anywhere this turn" (Case of the Gorgon's Kiss): cards, not tokens, in any graveyard. */
  | { readonly of: 'creature cards to graveyards this turn' }
  /** "its power" where "it" is a target permanent: its power now, or as it last existed on the battlefield (CR 608.2h). */
  | { readonly of: 'power of target'; readonly slot: number }
  /** Delirium's count: card types among the cards in your graveyard (CR 205.2a). */
  | { readonly of: 'card types in graveyard' }
  /** Domain: basic land types among the lands you control (CR 305.6). */
  | { readonly of: 'basic land types' }
  /** "for each card drawn this way", "for each creature destroyed this way": what the ability's previous effect did. */
  | { readonly of: 'this way' }
  /** "the result", "the total of those results", "the difference between those results": the ability's die roll (CR 706). */
  | { readonly of: 'die result'; readonly how: 'total' | 'difference' }
  /** Converge: "the number of colors of mana spent to cast ~" (app/engine/rules/mana-spent.ts). */
  | { readonly of: 'colors spent' }
  /** "the amount of mana spent to cast ~" (app/engine/rules/mana-spent.ts). */
  | { readonly of: 'mana spent' }
  /** "where X is that spell's mana value" in a cast trigger: the triggering spell's mana value as it was cast, its X included (CR 202.3e). */
  | { readonly of: 'mana value of that spell' }
  | RiderCount;

/**
 * Which objects a phrase means ("nonland permanent an opponent controls", "creature card with
 * cycling", "Goblin", "artifact or enchantment"). Every field narrows; an empty filter is any.
 */
/** What a copy effect changes in the copiable values (CR 707.9b): base P/T, types added, abilities added, the copier's own name. */
export interface CopyExceptions {
  readonly power?: number;
  readonly toughness?: number;
  /** "it's a 4/4 black Zombie": colours and creature types set rather than added. */
  readonly colors?: readonly string[];
  readonly subtypesSet?: readonly string[];
  readonly types?: readonly string[];
  readonly supertypes?: readonly string[];
  /** Rules text added: keywords ("haste") and quoted abilities. */
  readonly lines?: readonly string[];
  readonly keepName?: boolean;
}

export interface ObjectFilter {
  /** Any of these type queries must hold ("artifact or enchantment"); empty = any type. */
  readonly anyOf: readonly TypeQuery[];
  /** None of these may hold ("nonland", "non-Swamp", "nonartifact"). */
  readonly none: readonly TypeQuery[];
  /** Any of these colour letters ("red or green"); empty = any colour. */
  readonly colors: readonly string[];
  readonly notColors: readonly string[];
  /** "monocolored" / "multicolored" (CR 105.2b-c). */
  readonly colorCount?: 'mono' | 'multi';
  /** "token" / "nontoken" (CR 111.1). */
  readonly token?: boolean;
  /** "Aura attached to a creature [you control]": what it is attached to (null: any permanent). */
  readonly attachedTo?: { readonly type: 'Creature' | 'Land' | null; readonly yours?: boolean };
  /** `enchanted player`: the player the source (a Curse) enchants (CR 303.4). */
  readonly controller?: 'you' | 'opponent' | 'enchanted player';
  /** "another", "other": not the source. */
  readonly other?: boolean;
  /** "other than enchanted creature", "other than the creature tapped this way" (an Aura's "Tap enchanted creature" cost): not the source's host. */
  readonly notHost?: boolean;
  /** "enchanted creature" / "enchanted artifact" as a noun ("Activated abilities of enchanted creature cost {3} more"): the source's host. */
  readonly isHost?: boolean;
  readonly power?: Comparison;
  readonly toughness?: Comparison;
  readonly manaValue?: Comparison;
  /** "with flying"; "without flying". */
  readonly withKeyword?: string;
  readonly withoutKeyword?: string;
  /** "card with cycling" (CR 702.29f: typecycling counts). */
  readonly withCycling?: boolean;
  /** "with no abilities" (Muraganda Petroglyphs): no ability printed or granted, in any zone (CR 113.6, 702.29a). */
  readonly noAbilities?: boolean;
  readonly tapped?: boolean;
  readonly attacking?: boolean;
  /** "blocking creature", "attacking or blocking creature", "blocked creature" (CR 509.1g–h, 506.4). */
  readonly combatRole?: CombatRole;
  /** Mentor (CR 702.134a): "with lesser power" than the ability's source. */
  readonly lesserPowerThanSource?: boolean;
  /** "creatures you control that are enchanted": an Aura is attached to it. */
  readonly enchanted?: boolean;
  /** "Equipped creatures you control": an Equipment is attached to it. */
  readonly equipped?: boolean;
  /** "all Auras attached to that creature": attached to the permanent the source is attached to. */
  readonly onSourceHost?: boolean;
  /** "creature with another Aura attached to it": an Aura other than the source is attached to it. */
  readonly enchantedByAnother?: boolean;
  /** Soulbond (CR 702.95): the source and the creature it is paired with, while they are paired. */
  readonly pairedWithSource?: boolean;
  /** "with a +1/+1 counter on it": at least one counter of this kind. */
  readonly withCounter?: string;
  readonly name?: string;
  /** "a card named ~": the card has the source's name (CR 201.5). */
  readonly sameNameAsSource?: boolean;
  /** "that was dealt damage this turn" (engine/damaged-by.ts: the sources remembered until cleanup). */
  readonly dealtDamageThisTurn?: boolean;
  /** "of the chosen color", "of the chosen type": what the source chose as it entered (CR 614.12). */
  readonly chosen?: 'color' | 'creature type' | 'card name';
  /** The phrase as written (English), for texts. */
  readonly text: string;
}

export type CombatRole = 'blocking' | 'attacking or blocking' | 'blocked' | 'blocking or blocked' | 'attacking you';

export interface Comparison {
  readonly op: '<=' | '>=' | '=';
  readonly value: number;
  /** The value is the spell's or ability's X (searches and library looks only: grammar/library-card-filter.ts). */
  readonly x?: boolean;
}

/** "for as long as [you control ~ and] ~ remains on the battlefield / tapped" (CR 611.2b): the source stays there, under your control, tapped. */
export interface ControlDuration {
  readonly youControlSource: boolean;
  readonly sourceTapped: boolean;
}

/** Who an effect happens to: players. */
/** `host controller`: the controller of the permanent the source is attached to ("enchanted artifact's controller"). */
export type PlayerRef = 'you' | 'each opponent' | 'each player' | 'target' | 'controller of target' | 'owner of target' | 'that player' | 'host controller' | 'host owner';

/** A rule about casting spells of a kind (a null filter: every spell); who it binds is the ability's. */
export type CastingRule =
  | { readonly what: 'cant cast'; readonly filter: ObjectFilter | null }
  | { readonly what: 'one spell each turn' }
  | { readonly what: 'flash'; readonly filter: ObjectFilter | null }
  | { readonly what: 'cant be countered'; readonly filter: ObjectFilter | null };

/** Which permanents an effect acts on. */
export type ObjectRef =
  | { readonly ref: 'target'; readonly slot: number }
  /** Every target slot of the ability from `slot` on ("up to two target creatures"). */
  | { readonly ref: 'targets'; readonly from: number; readonly count: number }
  | { readonly ref: 'self' }
  /** `controlledBy`: "all creatures target player controls": the slot of that player target. */
  | { readonly ref: 'all'; readonly filter: ObjectFilter; readonly controlledBy?: number }
  | { readonly ref: 'enchanted' }
  | { readonly ref: 'equipped' }
  /** The object a trigger is about ("Whenever a creature you control attacks alone, that creature gets …"). */
  | { readonly ref: 'subject' }
  /** "It", "that creature", "the token" after an effect put permanents onto the battlefield: those permanents. */
  | { readonly ref: 'those' }
  /** "Enchanted creature and other creatures that share a creature type with it" (CR 205.3m). */
  | { readonly ref: 'host and kin' };

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
  /** "X target creatures" / "up to X target …": X of these slots are filled (CR 601.2c; engine/x-targets.ts). */
  perX?: 'exactly' | 'up to';
  /** "any number of target creatures": chosen automatically, only the side the effect favours (targets.ts). */
  anyNumber?: boolean;
}

/** Non-mana parts of a cost, and the mana part. */
export interface Cost {
  mana: readonly ManaSymbol[];
  tap: boolean;
  discardSelf: boolean;
  payLife: number;
  /** "Sacrifice a land": a type query the sacrificed permanent must match; "self" for "Sacrifice ~". */
  sacrifice: TypeQuery | 'self' | null;
  /** "Sacrifice another creature": the sacrificed permanent is not the source. */
  sacrificeOther?: boolean;
  /** "Sacrifice ten nonland permanents" (Bolas's Citadel; CR 118.3, 602.2b): that many permanents you control of a kind, the player's choice (engine/events/sacrifice-costs.ts); `query` null is any permanent. */
  sacrificeSeveral?: { readonly count: number; readonly query: TypeQuery | null; readonly nonland: boolean; readonly text: string };
  /** "Discard a card" (another card than this one, chosen automatically: the last in hand). */
  discardOther: number;
  /** "Return a land you control to its owner's hand" (CR 118.3): that many permanents of this type go back to hand. */
  returnToHand?: { readonly query: TypeQuery; readonly count: number };
  /** "Discard a card at random" (CR 701.8a): the game's random source picks the `discardOther` cards (engine/discard-costs.ts). */
  discardAtRandom?: boolean;
  /** "Discard a creature card": the discarded cards must be of this type (CR 118.3). */
  discardQuery?: TypeQuery;
  /** "Remove three spore counters from ~" (CR 118.3); 'X': "any number of" / "X", the action's x. */
  removeCounters?: { readonly counter: string; readonly count: number | 'X' };
  /** "Tap an untapped creature you control" (engine/tap-cost.ts). */
  tapUntapped?: { readonly query: TypeQuery; readonly count: number };
  /** "Pay {E}{E}" (CR 107.14): energy counters. */
  energy?: number;
  /** Crew N (CR 702.122a): tap any number of other untapped creatures you control with total power N or more. */
  crew?: number;
  /** "Exile this card from your graveyard" (embalm, eternalize: CR 702.128a, 702.129a; "Exile ~ from your graveyard"); 'hand': "Exile ~ from your hand" (Simian Spirit Guide), an ability that works from the hand; 'battlefield': "Exile ~" (CR 602.2). */
  exileSelf?: boolean | 'hand' | 'battlefield';
  /** "Exile two cards / a creature card / another creature card from your graveyard" (CR 118.3): `query` null is any card. */
  graveyardExile?: { readonly query: TypeQuery | null; readonly count: number; readonly other?: boolean; readonly top?: boolean };
  /** "Return ~ to its owner's hand" (CR 602.2): the source itself goes back to its owner's hand. */
  returnSelf?: boolean;
  /** A loyalty ability's cost (CR 606.4): counters put on (+) or removed (−); 'X' removes the action's x. */
  loyalty?: number | 'X';
  /** "Tap enchanted creature" / "Sacrifice enchanted creature": the permanent the Aura enchants pays (CR 602.2). */
  host?: 'tap' | 'sacrifice';
  /** "Exert ~" (CR 701.39a): it won't untap during your next untap step. */
  exertSelf?: boolean;
  /** The cost as written (English), for logs and the UI. */
  text: string;
}

export type Effect =
  | { kind: 'draw'; amount: Amount; who?: PlayerRef; target?: number }
  /** A Case's "To solve" ability resolving (CR 719): the Case becomes solved, for as long as it stays on the battlefield. */
  | { kind: 'solve' }
  /** "Put ~'s counters on that creature" (Zack Fair; CR 122.5, 608.2h): the counters the sacrificed source had as it last existed. */
  | { kind: 'move source counters'; objects: ObjectRef }
  /** "Attach an Equipment that was attached to ~ to that creature" (Zack Fair; CR 701.3a, 608.2h): one Equipment attached to the sacrificed source as it last existed. */
  | { kind: 'attach source equipment'; objects: ObjectRef }
  /**
   * CR 701.19: find a card (or up to `count` cards) and put it there; `split`: the first onto the
   * battlefield tapped, the other into your hand (Cultivate).
   */
  /** `who`/`target`: whose library is searched (yours by default; grammar/library-search.ts). */
  /** `names`: "a card named A [or B]"; `alsoFrom`: the other zones searched ("your library and/or graveyard"), `libraryOptional`: "and/or" (engine/effects/zone-search.ts). */
  | { kind: 'search'; query: TypeQuery | null; to: 'hand' | 'battlefield' | 'library top' | 'graveyard' | 'exile'; tapped: boolean; reveal: boolean; filter?: ObjectFilter; count?: number; split?: boolean; who?: PlayerRef; target?: number; names?: readonly string[]; alsoFrom?: readonly ('graveyard' | 'hand')[]; libraryOptional?: boolean }
  /** "Search its controller's graveyard, hand, and library for all cards with the same name as that spell and exile them" (engine/effects/name-purge.ts). */
  /** `chosenName`: the target is a player and the name is the one the source chose ("cards with that name"). */
  | { kind: 'exileSameName'; target: number; chosenName?: boolean }
  /** Flicker: the cards this ability exiled come back to the battlefield (engine/effects/flicker.ts). */
  | { kind: 'returnExiled'; underYourControl: boolean }
  /** Cards from the hand shuffled into the library, then as many drawn (engine/effects/hand-shuffle.ts). */
  | { kind: 'handIntoLibrary'; who: 'you' | 'each player'; count: number | 'all'; drawThatMany: boolean }
  /** "Discard all the cards in your hand, then draw that many cards"; 'greatest': as many as the player who discarded the most (Windfall); `extra`: "plus one" / "minus one". */
  | { kind: 'discardHandDraw'; who?: PlayerRef; target?: number; draw: 'that many' | 'greatest'; extra?: number }
  /** "Put two cards from your hand on top of your library" (engine/effects/hand-to-library.ts). */
  | { kind: 'handToLibrary'; count: number; bottom: boolean }
  /** "Target opponent gains control of ~" (engine/effects/give-self.ts). */
  | { kind: 'giveSelf'; who: PlayerRef; target?: number; objects?: ObjectRef }
  /** "Target player exiles a card from their graveyard / hand" (engine/effects/player-exiles.ts). */
  | { kind: 'playerExiles'; zone: 'graveyard' | 'hand'; who: PlayerRef; target?: number }
  | { kind: 'gainLife'; amount: Amount; who?: PlayerRef; target?: number }
  | { kind: 'loseLife'; amount: Amount; who: PlayerRef; target?: number }
  | { kind: 'damage'; amount: Amount; to: 'target' | 'each opponent' | 'each creature' | 'each player' | 'you' | 'objects' | 'that player' | 'host controller' | 'host owner'; target?: number; objects?: ObjectRef; alsoPlayers?: 'each player' | 'each opponent'; source?: 'self' | 'target' | 'host'; sourceSlot?: number; /** "The damage can't be prevented." (CR 615.12) */ unpreventable?: boolean }
  /** `who`: whose tokens they are when not yours ("Target opponent creates …", "Its controller creates …"). */
  | { kind: 'token'; count: Amount; token: TokenSpec; who?: PlayerRef; slot?: number; tapped?: boolean }
  /** CR 114: "You get an emblem with …": the emblem's rules text, one quoted ability a line (engine/emblems.ts). */
  | { kind: 'emblem'; text: string }
  | { kind: 'counters'; counter: string; count: Amount; to: 'target' | 'self' | 'each creature your opponents control' | 'each creature you control' | 'objects'; target?: number; objects?: ObjectRef; remove?: boolean }
  | { kind: 'pump'; power: number | Amount; toughness: number | Amount; negative?: boolean; to: 'target' | 'self' | 'objects'; target?: number; objects?: ObjectRef }
  /** Keywords gained until end of turn, or for good with `indefinitely` ("That creature gains haste."). */
  /** `loses`: "loses flying until end of turn" takes the keywords away instead (CR 613.1f). */
  | { kind: 'grant'; keywords: readonly string[]; objects: ObjectRef; cantBlock?: boolean; unblockable?: boolean; indefinitely?: boolean; loses?: boolean }
  /** "You get an experience counter", "Its controller gets a poison counter" (CR 122.1). */
  | { kind: 'playerCounters'; counter: 'poison' | 'experience'; count: number; who: PlayerRef; slot?: number }
  /** "You lose the game" / "You win the game" (CR 104.2a, 104.3a). */
  | { kind: 'gameEnds'; result: 'lose' | 'win' }
  /** "Double the number of +1/+1 counters on ~" (CR 122.6); `counter` null: each kind. */
  | { kind: 'doubleCounters'; counter: string | null; objects: ObjectRef }
  /** "You may play an additional land this turn" (CR 305.2a). */
  | { kind: 'extraLandPlays'; count: number }
  /** "You skip your next turn", "… skips their next untap step" (CR 500.11). */
  | { kind: 'skip'; what: 'turn' | 'untap step'; count: number; who: PlayerRef; slot?: number }
  /** "becomes blue / colorless / an Island until end of turn" (grammar/becomes-verb.ts). */
  | { kind: 'becomes'; objects: ObjectRef; colors?: readonly string[]; addsColors?: boolean; land?: string }
  /** "~ phases out", "Target creature phases out" (CR 702.26d: engine/phasing.ts). */
  | { kind: 'phaseOut'; objects: ObjectRef }
  | { kind: 'scry'; amount: Amount }
  | { kind: 'surveil'; amount: Amount }
  /** `instead`: "If that spell is countered this way, exile it / put it on the bottom of its owner's library instead …" (CR 614.1a). */
  | { kind: 'counterObject'; target: number; unlessPays?: readonly ManaSymbol[]; unlessPaysGeneric?: Amount; instead?: 'exile' | 'library bottom' }
  | { kind: 'bounce'; target: number; objects?: ObjectRef }
  | { kind: 'destroy'; target: number; objects?: ObjectRef; noRegenerate?: boolean }
  | { kind: 'exile'; objects: ObjectRef }
  /** untap 'either': "tap or untap target permanent" (the default answer taps it if untapped, else untaps it). */
  | { kind: 'tap'; objects: ObjectRef; untap: boolean | 'either'; /** "untap up to two lands": at most this many. */ upTo?: number }
  /**
   * Delayed triggered abilities (CR 603.7): "return that card to the battlefield … at the
   * beginning of the next end step" (the cards this ability exiled), "draw a card at the
   * beginning of the next turn's upkeep".
   */
  | { kind: 'delayed'; step: 'upkeep' | 'end'; what: 'return exiled' | 'draw' }
  /** "Sacrifice it / exile it / return it to its owner's hand at the beginning of the next end step": the objects meant now. */
  | { kind: 'delayed'; step: 'end' | 'cleanup'; what: 'sacrifice' | 'exile' | 'bounce'; objects: ObjectRef }
  /** What a delayed trigger does as it resolves (CR 603.7): made by the engine when the trigger's step begins, never read from text. */
  | { kind: 'delayed action'; what: 'return exiled' | 'draw' | 'sacrifice' | 'exile' | 'bounce'; cards: readonly { readonly id: number; readonly zcc: number }[] }
  /** "Sacrifice it at end of combat", "At end of combat, destroy that creature": the effects, with this ability's targets and subject, at this turn's end of combat (CR 511.2, 603.7). */
  | { kind: 'at end of combat'; effects: readonly Effect[]; text: string }
  /** "Destroy it at the beginning of the next end step": the same, at the beginning of the next end step (CR 513.1, 603.7). */
  | { kind: 'at the next end step'; effects: readonly Effect[]; text: string }
  /** "At the beginning of your next upkeep, pay {2}{B}. If you don't, you lose the game." (the Pacts; CR 603.7). */
  | { kind: 'at your next upkeep'; effects: readonly Effect[]; text: string }
  /** `objects`: "enchanted creature's controller sacrifices it": that permanent, if the player controls it (CR 701.17a). */
  | { kind: 'sacrifice'; who: PlayerRef; filter: ObjectFilter; count: Amount; target?: number; self?: boolean; objects?: ObjectRef }
  | { kind: 'regenerate'; objects: ObjectRef }
  | { kind: 'returnCard'; slot: number; count: number; to: 'hand' | 'battlefield' | 'library top' | 'library bottom'; underYourControl: boolean }
  /** `attachTo`: an Aura returned "to the battlefield attached to that creature" (CR 303.4f: attached, not targeted). */
  | { kind: 'returnSelf'; from: 'graveyard' | 'battlefield'; to: 'hand' | 'battlefield' | 'library top'; tapped?: boolean; attachTo?: ObjectRef; /** "that creature's controller returns ~ … to the battlefield" (Traveling Plague): under the player the trigger remembers. */ byThatPlayer?: boolean; /** An Aura attached to a permanent chosen at random (Infectious Rage). */ atRandom?: boolean }
  /** "When enchanted creature dies, return that card to its owner's hand / to the battlefield under your control." */
  | { kind: 'returnThatCard'; to: 'hand' | 'battlefield'; underYourControl: boolean; counters?: Readonly<Record<string, number>> }
  /** `who`/`target`: "Target player shuffles their library" (yours by default). */
  | { kind: 'shuffle'; who?: PlayerRef; target?: number }
  /** "Return to your hand all cards in your graveyard that you cycled or discarded this turn". */
  | { kind: 'returnDiscarded' }
  /** "Shuffle all creature cards from target player's graveyard into that player's library". */
  | { kind: 'graveyardShuffle'; filter: ObjectFilter; target?: number }
  /**
   * Look at (or reveal) the top N cards of your library, keep `take` of them (matching the filter;
   * 'all' that match) in your hand, the rest go on the bottom (in any or a random order), into the
   * graveyard, into exile or back on top. `optional`: "you may"; the default keeps one when it can.
   * `who`/`target`: another player's library ("target opponent's library"); the kept cards then go
   * `to` exile, their owner's graveyard or the bottom of that library, and the rest stay on top.
   */
  | { kind: 'lookAt'; amount: Amount; take: number | 'all'; takeFilter: ObjectFilter | null; optional?: boolean; reveal?: boolean; rest: 'bottom' | 'bottom random' | 'graveyard' | 'top' | 'exile' | 'hand'; to?: 'battlefield' | 'exile' | 'graveyard' | 'bottom'; tapped?: boolean; who?: PlayerRef; target?: number; text: string; /** Hideaway: the exiled card is linked to the source (CR 607.2a). */ linked?: boolean }
  /** "Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand and the rest …" (CR 701.16a). */
  | { kind: 'revealUntil'; filter: ObjectFilter; to: 'hand' | 'battlefield'; rest: 'bottom random' | 'graveyard' }
  | { kind: 'auraSwap' }
  /** Keyword actions that put +1/+1 counters: bolster N (CR 701.39: your creature with the least toughness), amass N (CR 701.44: your Army, made first if you have none). */
  | { kind: 'bolster'; amount: number }
  | { kind: 'amass'; amount: number }
  /** Monstrosity N (CR 701.37): if it isn't monstrous, N +1/+1 counters and it becomes monstrous. */
  | { kind: 'monstrosity'; amount: number | 'X' }
  /** Renown N (CR 702.112a): if it isn't renowned, N +1/+1 counters and it becomes renowned. */
  | { kind: 'renown'; amount: number }
  /** Crew (CR 702.122a): the Vehicle becomes an artifact creature until end of turn. */
  | { kind: 'crewed' }
  /** "~ becomes a 2/2 artifact creature until end of turn" (CR 613.1: layers 4, 5, 6, 7b). */
  /** "Gain control of target creature until end of turn" (CR 613.1b). */
  /** "Switch target creature's power and toughness until end of turn" (CR 613.4d). */
  /** "Flip a coin. If you win the flip, … If you lose the flip, …" (CR 705). */
  | { kind: 'coinFlip'; win: readonly Effect[]; lose: readonly Effect[] }
  | { kind: 'switchPT'; objects: ObjectRef }
  | { kind: 'gainControl'; objects: ObjectRef; untilEndOfTurn: boolean; lasts?: ControlDuration }
  /** "Its controller / Each player may search their library for … then shuffle" (grammar/player-search.ts): each of those players searches their own library; `search` is the "may" you answer; `must`: "searches" (no choice to decline). */
  | { kind: 'playerSearch'; who: PlayerRef; target?: number; search: { kind: 'may'; effects: readonly Effect[]; text: string }; must?: boolean }
  /** "Exchange control of two target creatures / of ~ and target …" (CR 701.10c; engine/effects/exchange-control.ts). */
  | { kind: 'exchangeControl'; first: ObjectRef; second: ObjectRef }
  | { kind: 'animate'; objects: ObjectRef; power: number; toughness: number; colors: string[]; subtypes: string[]; artifact: boolean; keywords: string[]; untilEndOfTurn: boolean; legendary?: boolean }
  /** "Put a creature card from your hand onto the battlefield" (the default: the one with the greatest mana value). */
  | { kind: 'putFromHand'; filter: ObjectFilter; tapped?: boolean }
  /** A player reveals their hand; with `discardChosen`, you choose a matching card (null: any) and they discard it (`exileChosen`: you exile it); `discardAll`: they discard every matching card; `revealCount`: they reveal only that many cards (engine/effects/hand-attack.ts). */
  | { kind: 'revealHand'; who: PlayerRef; target?: number; discardChosen?: ObjectFilter | null; exileChosen?: boolean; discardAll?: ObjectFilter; revealCount?: Amount }
  /** Proliferate (CR 701.27): another counter of each kind already there, on the permanents and players chosen. */
  | { kind: 'proliferate' }
  /** Adapt N (CR 701.43): N +1/+1 counters on it, if it has none. */
  | { kind: 'adapt'; amount: number }
  /** Soulbond (CR 702.95a): pair the source with the trigger's subject, or (none) with another unpaired creature you choose. */
  | { kind: 'pair' }
  /** "Exile the top card of your library", "Reveal the top card of your library"; `count`: "Exile the top two cards of your library". */
  | { kind: 'topCard'; action: 'exile' | 'reveal' | 'reveal to hand'; who?: PlayerRef; target?: number; count?: number | 'X' }
  /** Impulse draw: you may play (`lands`) or cast the cards this ability exiled until the end of this or your next turn, `free`: without paying their mana costs (grammar/impulse-draw.ts). */
  | { kind: 'mayPlayExiled'; until: 'this turn' | 'next turn'; lands: boolean; free: boolean }
  /** Equip (CR 702.6a, 701.3): attach the source to the target. */
  /** `objects`: "attach ~ to that creature" (the trigger's subject) instead of a target. */
  | { kind: 'attach'; target: number; objects?: ObjectRef }
  /** "Double your life total" (CR 701.10d): each player gains (below 0: loses) as much life as they have. */
  | { kind: 'doubleLife'; who: PlayerRef; target?: number }
  /** "Unattach enchanted Equipment" (CR 701.3d): the objects stay on the battlefield, attached to nothing. */
  | { kind: 'unattach'; objects: ObjectRef }
  /**
   * Add one of the options to the pool (CR 106.4). In a spell or trigger ("Add {B}{B}{B}.") it
   * is added on resolution, `times` over ("Add {R} for each creature you control"); with
   * `eachUnitApart` each of those units picks its own option ("two mana in any combination of colors").
   * `rider`: what else a mana ability does as it resolves (CR 605: painlands, "doesn't untap during
   * your next untap step"); `perRemoved`: "Add {B} for each storage counter removed this way" (the cost's X).
   */
  /** `couldProduce`: "any color that a land an opponent controls could produce" / "any type that a land you control could produce"; `ofChosenColor`: "one mana of the chosen color" (engine/lands-could-produce.ts). */
  | { kind: 'addMana'; options: readonly (readonly ManaColor[])[]; times?: Amount; eachUnitApart?: boolean; rider?: ManaRider; perRemoved?: boolean; couldProduce?: 'you' | 'opponent'; ofChosenColor?: boolean }
  /** The upkeep and time-counter keywords (`keywords/upkeep.ts`): cumulative upkeep, echo, fading, vanishing, suspend. */
  | { kind: 'upkeepKeyword'; keyword: UpkeepKeyword }
  /** "you get {E}{E}" (CR 107.14): energy counters for the player. */
  | { kind: 'energy'; amount: number }
  /** `otherwise`: what happens when the answer is no (fabricate, CR 702.123a: counters, or else Servos). */
  /** `chooser` 'that player': "that player may …", the player the trigger remembered decides (grammar/that-player-may.ts). */
  | { kind: 'may'; effects: readonly Effect[]; text: string; otherwise?: readonly Effect[]; chooser?: 'that player' }
  /** `energy`: "you may pay {E}{E}" (CR 107.14) pays energy counters instead of mana. `otherwise`: "If they don't, …". */
  | { kind: 'mayPay'; mana: readonly ManaSymbol[]; effects: readonly Effect[]; text: string; energy?: number; otherwise?: readonly Effect[]; chooser?: 'that player' }
  /** "[Effect] unless you pay {N}" (CR 118.12): the effects happen only if you don't pay. */
  /** `payer` 'that player': "unless they pay {2}" in an Aura's trigger, the player it remembered (the goldfish never pays). */
  /** `orLife`: "unless that player pays {1} or 1 life" (Erosion): the life instead when the mana can't be paid (CR 119.4). */
  | { kind: 'unlessPay'; mana: readonly ManaSymbol[]; effects: readonly Effect[]; text: string; payer?: 'that player' | 'each opponent'; /** "unless you pay its mana cost": the source's mana cost, X as 0 (CR 107.3i). */ ownManaCost?: true; orLife?: number }
  /** "Your opponents can't cast spells this turn", "You may cast creature spells this turn as though they had flash" (engine/casting-rules.ts). */
  | { kind: 'castingRuleThisTurn'; who: PlayerRef; target?: number; rule: CastingRule }
  /** Prevention shields (CR 615): "Prevent all combat damage that would be dealt this turn", "Prevent the next N damage …". */
  | { kind: 'prevent'; what: 'all combat damage' | 'next damage' | 'all damage to' | 'next time from source' | 'combat damage by'; amount?: Amount; target?: number; objects?: ObjectRef; quality?: string }
  /** "Put target enchantment on top of its owner's library". */
  /** "Put target creature on top of / on the bottom of its owner's library". */
  | { kind: 'toLibraryTop'; objects: ObjectRef; bottom?: boolean }
  /** `filter`: "discard a land card" (the cards discarded must match; CR 701.8). */
  | { kind: 'discard'; amount: Amount; who?: PlayerRef; target?: number; random?: boolean; filter?: ObjectFilter }
  /** "[Effect] unless you discard a card / sacrifice a land" (CR 118.12): the effects happen only if you don't (or can't). */
  /** `orAction`: "… unless they sacrifice a nonland permanent or discard a card", the other action the player may do instead. */
  | { kind: 'unlessDo'; action: readonly Effect[]; effects: readonly Effect[]; text: string; orAction?: readonly Effect[] }
  | { kind: 'mill'; amount: Amount; who?: PlayerRef; target?: number }
  /** Only if a condition holds as the effect resolves ("If you control four or fewer lands, …"). */
  | { kind: 'if'; condition: Condition; effects: readonly Effect[]; otherwise?: readonly Effect[] }
  /** The steps of casting keywords carried out on resolution (storm, cascade, madness; app/engine/effects/casting.ts). */
  | { kind: 'castingStep'; step: 'storm copies' | 'cascade exile' | 'cascade bottom' | 'cast exiled' | 'madness graveyard' | 'ripple' | 'cipher encode' | 'cipher copy'; count?: number; how?: 'cascade' | 'madness' | 'rebound' | 'miracle' }
  /** CR 700.2: "Choose one —" and its modes; the modes are chosen as the object is put on the stack (`app/engine/abilities/modes.ts`). */
  | ModalEffect
  /**
   * A part the engine does not carry out: the ability still triggers or resolves, and the table
   * asks the player to do this by hand (logged as manual). Never skipped silently.
   */
  | { kind: 'manual'; text: string }
  /** Death, zone-change and enters-the-battlefield keywords (persist, unearth, explore, monarch …): lifecycle-effects.ts. */
  | LifecycleEffect
  /** Player choices, copies and one-sentence verbs: choice-effects.ts. */
  | ChoiceEffect
  /** Untap, regeneration, "exile it instead" and damage riders (rider-effects.ts). */
  | RiderEffect
  | DamageSpreadEffect;

/**
 * A modal spell or ability (CR 700.2): between `min` and `max` of its modes are chosen when it
 * is cast, activated or put on the stack, and only the chosen modes' targets are chosen. Every
 * mode's target slots are numbered in the ability's one target list, mode after mode.
 */
export interface ModalEffect {
  readonly kind: 'modal';
  readonly min: number;
  readonly max: number;
  readonly modes: readonly Mode[];
}

export interface Mode {
  /** The bullet's text (English, without the bullet), for the mode picker and logs. */
  readonly text: string;
  readonly effects: readonly Effect[];
  /** This mode's target slots: `targetCount` slots of the ability's targets from `firstTarget`. */
  readonly firstTarget: number;
  readonly targetCount: number;
}

/** A condition checked on resolution. */
export type Condition =
  | { readonly kind: 'count'; readonly amount: Amount; readonly op: '<=' | '>=' | '='; readonly value: number }
  | { readonly kind: 'control'; readonly filter: ObjectFilter; readonly negate: boolean }
  /** Raid: "if you attacked this turn" (declared at least one attacker, CR 508.1). */
  | { readonly kind: 'attacked this turn'; readonly negate?: boolean }
  /** Revolt: "if a permanent you controlled left the battlefield this turn". */
  | { readonly kind: 'permanent left this turn' }
  /** "it's your turn": always, at a goldfish table, where every turn is yours; `negate`: "it's not your turn", never. */
  | { readonly kind: 'your turn'; readonly negate?: boolean }
  /** "it's untapped", "~ is equipped". */
  /** `solved`: a Case's designation (CR 719), read by its "Solved —" abilities and its "To solve" trigger. */
  | { readonly kind: 'self is'; readonly what: 'untapped' | 'tapped' | 'equipped' | 'enchanted' | 'unpaired' | 'attacking' | 'monstrous' | 'renowned' | 'solved' }
  /** "if ~ attacked or blocked this combat": the source was declared as an attacker this turn and is the same object (CR 506.4). */
  | { readonly kind: 'self attacked' }
  /** "if it didn't attack this turn" of the enchanted creature (grammar/host-attacked.ts): it was declared as an attacker this turn. */
  | { readonly kind: 'host attacked' }
  /** "enchanted creature is white", "enchanted permanent is a Vehicle": the permanent the Aura enchants matches. */
  | { readonly kind: 'enchanted is'; readonly filter: ObjectFilter; readonly negate?: boolean }
  /** "its controller controls another creature" / "no other creatures", of the enchanted creature. */
  | { readonly kind: 'enchanted controller has another creature'; readonly negate: boolean }

  /** "If this spell was kicked", "if it was kicked" (CR 702.33e). */
  | { readonly kind: 'kicked' }
  /** "if {R} was spent to cast ~", adamant's "if at least three white mana was spent …" (`same`: of one colour; CR 601.2h). */
  | { readonly kind: 'mana spent'; readonly color: ManaColor | 'same'; readonly atLeast: number }
  /** Tribute (CR 702.104b): "if tribute wasn't paid" (the goldfish never pays it). */
  | { readonly kind: 'tribute not paid' }
  /** Kinship: the top card of your library shares a creature type with the source (CR 205.3m). */
  | { readonly kind: 'top card shares a creature type' }
  /** Ascend (CR 702.131): "if you have the city's blessing". */
  | { readonly kind: 'citys blessing' }
  /** "if a creature died this turn" (morbid, CR 700.4), "if you had a land enter the battlefield under your control this turn" (landfall). */
  | { readonly kind: 'this turn'; readonly what: 'creature died' | 'land entered' }
  /** "if you control a blue permanent and a black permanent": every one holds. */
  | { readonly kind: 'all'; readonly conditions: readonly Condition[] }
  /** "~ can't attack unless you control an artifact": the condition read after "unless", inverted. */
  | { readonly kind: 'not'; readonly condition: Condition };

export type ManaColor = 'W' | 'U' | 'B' | 'R' | 'G' | 'C';

/** The second sentence of a mana ability (CR 605.1a): "~ deals 1 damage to you.", "~ doesn't untap during your next untap step." */
export interface ManaRider {
  readonly damage?: number;
  readonly skipNextUntap?: boolean;
  /** "Put a depletion counter on ~." */
  readonly putCounter?: string;
  /** "If there are no depletion counters on ~, sacrifice it." */
  readonly sacrificeWithout?: string;
}

/** What the triggered ability of an upkeep or time-counter keyword does on resolution. */
export type UpkeepKeyword =
  /** CR 702.24a: an age counter, then pay the cost once per age counter or sacrifice. */
  | { readonly kind: 'cumulative upkeep'; readonly mana: readonly ManaSymbol[]; readonly life: number }
  /** CR 702.30a: pay the echo cost or sacrifice. */
  | { readonly kind: 'echo'; readonly mana: readonly ManaSymbol[] }
  /** CR 702.32a: remove a fade counter; if you can't, sacrifice. */
  | { readonly kind: 'fading' }
  /** CR 702.63a: remove a time counter (then "when the last is removed, sacrifice it"). */
  | { readonly kind: 'vanishing' }
  | { readonly kind: 'vanishing sacrifice' }
  /** CR 702.62a: remove a time counter from the suspended card (then "when the last is removed, you may cast it"). */
  | { readonly kind: 'suspend' }
  | { readonly kind: 'suspend cast' };

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
  /** "an X/X … token": power and toughness are both this amount, counted as the token is created (CR 107.3; `power`/`toughness` are 0 then). */
  size?: Amount;
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
  /** "Activate only during your upkeep / during combat / before attackers are declared" (CR 602.5b). */
  readonly onlyDuring?: Timing;
  /** "Activate only if …" (CR 602.5b): a condition on the game checked when it is activated. */
  readonly activateIf?: Condition;
  /** CR 711.2b: an ability of a leveler's band, usable only with that many level counters. */
  readonly level?: { readonly min: number; readonly max: number | null };
  /** CR 116.2f: suspending a card is a special action: no stack; `engine/upkeep.ts` carries it out. */
  readonly specialAction?: 'suspend';
  /** "Activate only once each turn" (CR 602.5b). */
  readonly oncePerTurn?: boolean;
  /** CR 606.3: a loyalty ability — sorcery speed, one loyalty ability per permanent per turn. */
  readonly isLoyalty?: boolean;
  /** "Activate this ability no more than twice each turn" (CR 602.5b): at most this many times. */
  readonly timesPerTurn?: number;
  /** English text of what it does ("Draw a card."), shown on the stack. */
  readonly text: string;
}

export type TriggerEvent =
  /** "When you cycle ~ or it dies" (the Sojourners). */
  | { on: 'cycle self or dies' }
  | { on: 'leaves self' }
  /** "When you sacrifice ~" (CR 701.17a): it was sacrificed, by a cost or an effect. */
  | { on: 'sacrificed self' }
  /** "Whenever ~ attacks" (CR 508.3a); `alone`: "attacks alone" (CR 506.5); `orBlocks`: "attacks or blocks". */
  /** `mostLife`: dethrone (CR 702.105a), only when the defending player has the most life or is tied for it. */
  /** `withOthers`: battalion's "~ and at least two other creatures attack" (CR 207.2c): at least that many other attackers. */
  | { on: 'attacks self'; alone?: boolean; orBlocks?: boolean; mostLife?: boolean; withOthers?: number }
  /** "Whenever a creature you control attacks [alone]" (exalted, CR 702.83a): the attacker is the trigger's subject. */
  | { on: 'attacks'; filter: ObjectFilter; alone?: boolean }
  /** "Whenever enchanted / equipped creature attacks": its host is the subject. */
  /** `orBlocks`: "enchanted creature attacks or blocks" (a goldfish game has no blocks). */
  | { on: 'host attacks'; equipped: boolean; orBlocks?: boolean }
  /**
   * Blocking events (CR 509.1i, 509.3): "Whenever ~ blocks", "becomes blocked", "blocks or
   * becomes blocked". The goldfish never attacks and never blocks, so the engine never produces
   * them: the ability exists, bound to its event, and rightly never triggers.
   */
  | { on: 'blocks self' | 'becomes blocked self' | 'blocks or becomes blocked self' }
  /** "Whenever ~ attacks and isn't blocked" (CR 509.1h): in the declare blockers step, where the goldfish blocks nothing. The attacker is the subject. */
  | { on: 'attacks unblocked self' }
  /**
   * Events a goldfish game never produces, about other objects: a block by or of any creature
   * ("Whenever a creature you control becomes blocked", "Whenever equipped creature blocks") and an
   * attack on you ("Whenever a creature attacks you"). The creature is the subject; it never triggers.
   */
  | { on: 'never happens'; what: 'block' | 'attack on you' | 'opponent targets' }
  /** "When ~ / a creature you control becomes the target of a spell [or ability]" (CR 115.1); `filter` null = the permanent itself, else the targeted one is the subject. */
  | { on: 'becomes target'; filter: ObjectFilter | null; spellOnly?: boolean }
  /** Exert (CR 701.39): "You may exert ~ as it attacks. When you do, …" (`self`), "Whenever you exert a creature, …"; the exerted creature is the subject. */
  | { on: 'exerted'; self: boolean }
  | { on: 'another enters'; filter: ObjectFilter }
  /** "Whenever you / a player / an opponent sacrifices a creature" (CR 701.17a: engine/sacrifice-triggers.ts). */
  | { on: 'sacrifices'; who: 'you' | 'any' | 'opponent'; filter: ObjectFilter }
  | { on: 'dies'; filter: ObjectFilter }
  /** "At the beginning of your upkeep / end step / each upkeep". */
  /** `eachPlayer`: "At the beginning of each player's upkeep, that player …" (only you take turns: "that player" is you). */
  | { on: 'step'; step: 'upkeep' | 'end' | 'draw' | 'combat' | 'main1' | 'end of combat'; whose: 'you' | 'each'; eachPlayer?: true }
  /** "Whenever you / an opponent / a player draws a card" (CR 121.1); "that player" is the one who drew. */
  | { on: 'draw'; who: 'you' | 'opponent' | 'any' }
  /** "Whenever you cast a [noncreature] spell". */
  /** `targetsSelf`: "Whenever you cast a spell that targets ~" (heroic). */
  | { on: 'cast'; filter: ObjectFilter | null; who: 'you' | 'any' | 'opponent'; targetsSelf?: boolean }
  | { on: 'gain life' }
  /** "When ~ becomes monstrous" (CR 701.37b). */
  | { on: 'becomes monstrous' }
  /** "Whenever ~ phases in / phases out" (CR 702.26: engine/phasing.ts). */
  | { on: 'phases in self' }
  | { on: 'phases out self' }
  | { on: 'deals combat damage to a player' }
  /** "Whenever ~ deals damage" / "Whenever enchanted creature deals damage" (CR 120.3): the amount is the trigger's. */
  | { on: 'deals damage'; host: boolean }
  /** "Whenever a creature dealt damage by ~ this turn dies" (Sengir Vampire). */
  | { on: 'damaged by self dies' }
  /** "Whenever ~ deals combat damage to a creature": only a blocked or blocking creature does (CR 510.1), never at a goldfish table. */
  | { on: 'deals combat damage to a creature self' }
  /** CR 702.29c: "When you cycle this card": triggers from the zone the card lands in. */
  | { on: 'cycle self' }
  /** "Whenever you cycle [or discard] [a|another] card", "Whenever a player cycles a card". */
  /** `firstEachTurn`: "... for the first time each turn" (Valiant Rescuer, CR 603.2): only the player's first cycle of the turn. */
  | { on: 'cycle'; who: 'you' | 'any'; another: boolean; orDiscard: boolean; firstEachTurn?: boolean }
  | { on: 'discard'; who: 'you' | 'any'; another: boolean }
  /**
   * "Whenever you discard one or more cards [for the first time each turn]" (CR 603.2c): once for a
   * group of events that happen at the same time, with the group's size as X ("draw that many
   * cards"). `firstEachTurn`: only for the player's first such group of the turn (Rielle).
   */
  | { on: 'batch'; of: 'discard'; who: 'you' | 'any'; firstEachTurn: boolean }
  | { on: 'enters self' }
  /** `unlessCounter`: persist / undying (CR 702.79a, 702.93a): only if it had no such counter as it last existed. */
  | { on: 'dies self'; unlessCounter?: string }
  /** "When ~ is put into a graveyard from anywhere" (CR 603.6c; engine/to-graveyard.ts). */
  | { on: 'self to graveyard' }
  /** At the beginning of your upkeep, for the upkeep keywords (`engine/upkeep.ts` decides when: echo only the first upkeep, suspend from exile). */
  | { on: 'upkeep keyword' }
  /** CR 702.62a, 702.63a: "When the last time counter is removed from ~". */
  | { on: 'last time counter' }
  /** "When ~ is turned face up" (CR 702.37, 708.8). */
  | { on: 'turned face up' }
  /** Evolve (CR 702.100a): a creature entered under your control with greater power or toughness. */
  | { on: 'evolve' }
  /** "When ~ exploits a creature" (CR 702.110b). */
  | { on: 'exploits' }
  /** Damage dealt or received (damage-events.ts). */
  | DamageEvent
  | EnchantedEvent
  /**
   * A trigger of an Aura that enchants a player (a Curse, CR 303.4): "At the beginning of enchanted
   * player's upkeep", "Whenever enchanted player is attacked", "Whenever a creature attacks
   * enchanted player" (the attacker is the subject), "Whenever a creature deals combat damage to
   * enchanted player" (the creature is the subject).
   */
  /** `filter`: of the spell, for 'casts' ("Whenever enchanted player casts an instant or sorcery spell"). */
  | { on: 'enchanted player'; what: 'upkeep' | 'attacked' | 'player attacks' | 'creature attacks' | 'combat damage' | 'draws' | 'creature enters' | 'casts' | 'loses the game'; filter?: ObjectFilter | null };

/** A trigger of an Aura about the permanent it enchants ("When enchanted creature dies", "At the beginning of the upkeep of enchanted creature's controller"). */
export interface EnchantedEvent {
  readonly on: 'enchanted';
  /**
   * `blocks`: "blocks", "becomes blocked", "blocks or becomes blocked" (CR 509.1i, 509.3): the
   * goldfish never attacks or blocks, so the engine never produces them and the ability rightly
   * never triggers. `becomes target`: "becomes the target of a spell or ability" (CR 115.1).
   */
  readonly what: 'dies' | 'leaves' | 'dealt damage' | 'becomes tapped' | 'tapped for mana' | 'deals damage' | 'deals combat damage to a player' | 'upkeep' | 'draw step' | 'end step' | 'blocks' | 'becomes target';
  /** With `leaves`: "dies or is put into exile" (only to a graveyard or exile); else any zone ("leaves the battlefield"). */
  readonly into?: 'graveyard or exile';
  /** With `leaves`: ", if it was historic" (Curator's Ward; CR 603.4, 700.6): only when it was an artifact, legendary or a Saga as it left. */
  readonly wasHistoric?: boolean;
  /** With `becomes target`: "of a spell" only (not of an ability). */
  readonly spellOnly?: boolean;
  /** "deals damage to an opponent / a player / a creature"; 'any' = "deals damage". */
  readonly to?: 'any' | 'opponent' | 'player' | 'creature';
  /** With `dies`: X of the trigger is this stat of the creature as it last existed (CR 608.2h; grammar/died-host.ts). */
  readonly diedStat?: 'power' | 'toughness';
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
  /** CR 615: "Prevent all (combat) damage that would be dealt to (and dealt by) ~", the phantoms' "… prevent that damage. Remove a +1/+1 counter from ~." */
  | SelfPrevention
  | LifeGainLock
  /** CR 614.1a, 615: "If a source would deal damage to you, prevent 1 of that damage", "… it deals double that damage … instead", "Damage can't be prevented". */
  | DamageChange
  /** CR 104.3b, 614.1a: "You don't lose the game for having 0 or less life", "If you would gain life, you gain twice that much life instead". */
  | LifeRule
  /** CR 614.1a: "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead." */
  | { kind: 'shuffle instead of graveyard' }
  /**
   * CR 614.1a, 614.6: "If a card or token would be put into a graveyard from anywhere, exile it
   * instead" (Rest in Peace: `into: 'any graveyard'`); "If a card that has a cycling ability would
   * be put into your graveyard from anywhere and it wasn't cycled, exile it instead" (Abandoned
   * Sarcophagus: `into: 'your graveyard'`, `cyclingNotCycled`). A replacement on where a card goes
   * (engine/rules/zone-replacements.ts).
   */
  | { kind: 'exile instead of graveyard'; into: 'any graveyard' | 'your graveyard'; cyclingNotCycled?: boolean }
  /**
   * CR 614.11, 121.6: "If a cycling ability of another nonland card would cause you to draw a card,
   * instead exile cards from the top of your library until you exile a card that shares a card type
   * with the cycled card. You may cast that card without paying its mana cost. Then put the exiled
   * cards that weren't cast this way on the bottom of your library in a random order."
   * (Unpredictable Cyclone; engine/abilities/cycling-draw-replacement.ts).
   */
  | { kind: 'cycling draw becomes exile until shared type' }
  /** CR 601.3: "You may cast spells that have a cycling ability from your graveyard" (Abandoned Sarcophagus; engine/abilities/graveyard-casting.ts). */
  | { kind: 'cast from graveyard'; filter: 'spells with cycling' }
  /** 'All Slivers have "{2}: Regenerate this permanent."' (CR 613.1f): activated abilities each permanent of a kind has. */
  | { kind: 'group grant'; filter: ObjectFilter; activated: readonly ActivatedAbility[] }
  /** CR 604.3: "~'s power and toughness are each equal to the number of …"; null keeps the printed value. */
  | { kind: 'characteristic pt'; power: { amount: CountedAmount; plus: number } | null; toughness: { amount: CountedAmount; plus: number } | null }
  /** `keepsAuras`: "This effect doesn't remove ~ / Auras" after a protection it grants (CR 303.4d). */
  | { kind: 'enchanted gets'; power: number; toughness: number; keywords: readonly string[]; equipped?: boolean; perCount?: CountedAmount; keepsAuras?: 'self' | 'all' }
  /** Anthems: "Creatures you control get +1/+1", "Other Elf creatures get +1/+1 and have …", "~ gets +1/+1 for each …". */
  | { kind: 'anthem'; filter: ObjectFilter; self: boolean; power: number; toughness: number; keywords: readonly string[]; perCount?: CountedAmount }
  /** Rules a permanent only follows ("~ can't block", "~ attacks each combat if able", "doesn't untap"): recorded, checked where the engine has the step. */
  | {
      kind: 'restriction';
      what: 'cant block' | 'cant attack' | 'attacks each combat' | 'cant attack alone' | 'doesnt untap' | 'cant be blocked' | 'may not untap' | 'cant activate' | 'cant be targeted by opponents'
        /** Aura rules (`engine/aura-rules.ts`): CR 115.4, 303.4, 510.1a. */
        | 'cant be targeted by spells' | 'cant be enchanted by other auras' | 'assigns toughness'
        /** "… can't be activated unless they're mana abilities", "its activated abilities with {T} in their costs can't be activated". */
        | 'cant activate nonmana' | 'cant activate tap'
        /** "can't … crew Vehicles" (CR 702.122a), "can attack as though it didn't have defender" (CR 702.3b). */
        | 'cant crew' | 'attacks despite defender'
        /** "can attack as though it had haste" (CR 302.6). */
        | 'attacks despite sickness'
        /** "can only attack alone" (CR 506.5). */
        | 'attacks only alone';
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
      prevent?: { readonly to: boolean; readonly by: boolean; readonly combatOnly: boolean; readonly fromChosenColor?: boolean };
      /** "Enchanted land is an Island" (CR 305.7): its land types become these. */
      landTypes?: readonly string[];
      /** "… and is a black Zombie in addition to its other colors and types" (CR 205.1b, 105.3; layers 4 and 5). */
      adds?: { readonly subtypes: readonly string[]; readonly colors: readonly string[] };
      /** "Enchanted creature is a Demon Spirit / is black / is legendary": set rather than added (CR 205.1b, 105.3; layers 4 and 5). */
      sets?: { readonly subtypes?: readonly string[]; readonly colors?: readonly string[]; readonly supertypes?: readonly string[] };
      /** "Enchanted land is a 6/4 green Elemental creature", "Enchanted artifact is a creature with base power and toughness 5/5" (CR 613.1d–f, 613.4b). */
      animates?: AuraAnimation;
      /** "loses all [other] abilities" (CR 613.1f, layer 6), with the card types it "is" then ("is a blue Frog creature"; CR 205.1a, layer 4). */
      losesAll?: { readonly cardTypes?: readonly string[] };
    }
  /** "You may cast ~ as though it had flash. If you cast it any time a sorcery couldn't have been cast, … sacrifices it at the beginning of the next cleanup step." */
  | { kind: 'flash with cleanup sacrifice' }
  /**
   * "~ is a 4/4 Gorgon creature with deathtouch and lifelink in addition to its other types" (a solved
   * Case, CR 719): while it applies the permanent is also a creature of these subtypes (layer 4) with
   * this base power and toughness (layer 7b); its keywords come as a self anthem beside it (layer 6).
   */
  | { kind: 'self animated'; power: number; toughness: number; subtypes: readonly string[] }
  /** "You control enchanted creature" (CR 303.4e, 613.1b: layer 2). */
  | { kind: 'control enchanted' }
  /** "Spells cost {1} more / less", "Activated abilities of … cost {2} more to activate" (CR 601.2f). */
  | {
      kind: 'cost change';
      appliesTo: 'spells' | 'abilities';
      filter: ObjectFilter | null;
      whose: 'you' | 'opponents' | 'each';
      change: 'less' | 'more';
      amount: number;
      /** Coloured mana added ("Black spells you cast cost {B} more to cast"). */
      symbols?: readonly ManaSymbol[];
      /** "… for each +1/+1 counter on ~": `amount` times this count. */
      per?: CountedAmount;
      /** "This effect can't reduce the amount of mana an ability costs to activate to less than one mana." */
      floorOne?: boolean;
    }
  /** "~ enters the battlefield with N +1/+1 counters on it" (CR 614.1c: a replacement effect). */
  | {
      kind: 'enters with counters';
      counter: string;
      count: Amount;
      kicked?: 'if' | 'each';
      /** Raid: "… if you attacked with a creature this turn" (checked as it enters). */
      condition?: Condition;
      /** Converge (CR 702.44-like count): "… for each color of mana spent to cast it". */
      perColorSpent?: boolean;
      /** "If ~ was kicked, it enters with two +1/+1 counters on it and with flying": keywords it has from then on. */
      keywords?: readonly string[];
    }
  /** "This spell costs {2} less to cast for each …" (CR 601.2f): its own cost, per a count. */
  | { kind: 'self cost'; change: 'less' | 'more'; amount: number; per?: CountedAmount; condition?: Condition }
  /** "This spell can't be countered." */
  | { kind: 'cant be countered' }
  /** "Creatures your opponents control enter the battlefield tapped", "Islands don't untap during their controllers' untap steps" (grammar/group-rules.ts). */
  | { kind: 'group rule'; rule: 'enters tapped' | 'doesnt untap' | 'cant attack'; filter: ObjectFilter }
  /** "Activated abilities of artifacts can't be activated" (CR 602.5). */
  | { kind: 'activation ban'; filter: ObjectFilter }
  /** "You have hexproof / shroud" (CR 702.11d, 702.18d). */
  | { kind: 'player keyword'; keyword: 'hexproof' | 'shroud' }
  /** Rules about casting spells (CR 601.3, 101.2): "You can't cast creature spells", "You may cast spells as though they had flash" (engine/casting-rules.ts). */
  /** `enchanted player`: the player a Curse enchants; `host controller`: the controller of the permanent an Aura enchants (CR 303.4). */
  | { kind: 'casting rule'; who: 'you' | 'opponents' | 'each' | 'enchanted player' | 'host controller'; rule: CastingRule }
  /** "Your maximum hand size is reduced by two" / "is two" (CR 402.2). */
  | { kind: 'hand size'; who: 'you' | 'opponents'; change: number; set?: number }
  /** CR 702.9/702.114-like characteristic keywords the compiler sets ("Devoid": colourless). */
  | { kind: 'characteristic'; what: 'colorless' | 'all creature types' }
  | { kind: 'cycling cost'; change: 'less' | 'more'; amount: number; upTo: boolean }
  /**
   * "You may pay {0} rather than pay cycling costs" (CR 118.9, 601.2f; New Perspectives, its "As long
   * as …" is the static's condition): an alternative to the cycling cost of the controller's cycling
   * abilities. "Discard this card" is still paid: it is not part of the cycling cost (CR 702.29a).
   * `firstEachTurn`: only for the first card the player cycles each turn (Gavi, Nest Warden).
   */
  | { kind: 'cycling cost alternative'; mana: readonly ManaSymbol[]; firstEachTurn?: boolean }
  | { kind: 'players cant cycle' }
  | { kind: 'grant in hand'; query: TypeQuery; ability: ActivatedAbility; everyPlayer: boolean }
  /** Soulbond (CR 702.95): 'As long as ~ is paired …, each of those creatures has "[activated ability]"'. */
  | { kind: 'pair grants'; activated: readonly ActivatedAbility[] }
  | { kind: 'enters tapped' }
  /** "~ enters the battlefield tapped unless you control two or more basic lands" (CR 614.1c): checked as it enters. */
  | { kind: 'enters tapped unless'; condition: Condition }
  /** "You may play an additional land on each of your turns" (CR 305.2): `count` more land plays each turn; `everyPlayer`: "Each player may …". */
  | { kind: 'additional land plays'; count: number; everyPlayer?: boolean }
  /**
   * "Whenever you tap a land for mana, add one mana of any type that land produced" / "Whenever a
   * player taps a land for mana, that player adds …" (Mana Flare): a triggered mana ability (CR
   * 605.1b) that resolves at once, so the engine adds the mana as the land is tapped (engine/land-mana-bonus.ts).
   */
  /** `landType` and `mana`: "Whenever you tap a Swamp for mana, add an additional {B}" (only that type, that mana). */
  | { kind: 'land mana bonus'; who: 'you' | 'each player'; landType?: string; mana?: readonly ManaColor[] }
  /** "Play with the top card of your library revealed", "You may look at the top card of your library any time" (engine/library-top.ts). */
  | { kind: 'library top visible' }
  /** "You may play / cast the top card of your library [if it's a creature card]": `cast` excludes lands; `queries`: any of these types, null for any card. */
  /** `payLife`: "If you cast a spell this way, pay life equal to its mana value rather than pay its mana cost" (Bolas's Citadel; CR 118.9, 601.2f). */
  | { kind: 'play from library top'; cast: boolean; queries: readonly TypeQuery[] | null; payLife?: boolean }
  | { kind: 'enchant'; restriction: EnchantRestriction }
  /** Rules of the turn and of new-game set-up (`keywords/upkeep-statics.ts`). */
  | { kind: 'upkeep rule'; what: UpkeepRule; subtype?: string; counter?: string; /** "When you control no artifacts / there are no creatures on the battlefield" (keywords/none-left.ts). */ filter?: ObjectFilter }
  /** "~ can't attack unless defending player controls an Island" (CR 508.1c). */
  | { kind: 'attack unless defender controls'; query: TypeQuery }
  /**
   * A rule about blocking that only forbids ("can't block", "can block only creatures with
   * flying", "can't be blocked by more than one creature", "can block an additional creature"):
   * the goldfish never blocks and never attacks, so no block ever breaks it (docs/rules-combat.md).
   */
  | { kind: 'blocking restriction'; text: string }
  /** "Enchanted creature can't attack [or block] unless its controller pays {3} [for each card in your hand]": a cost to attack (CR 508.1d, 508.1g–h; engine/attack-tax.ts). */
  | { kind: 'attack tax'; mana: readonly ManaSymbol[]; perCount?: CountedAmount }
  /** "Each creature you control assigns combat damage equal to its toughness rather than its power" (CR 510.1a). */
  | { kind: 'combat damage by toughness' }
  /** "As ~ enters the battlefield, choose a color / a creature type / an opponent / a player" (CR 614.12). */
  | { kind: 'choose as enters'; what: 'color' | 'creature type' | 'opponent' | 'player' | 'card name' | 'nonland card name' | 'basic land type' | 'land type' }
  /** "Spells with the chosen name can't be cast", "Your opponents can't cast spells with the chosen name", "Activated abilities of sources with the chosen name can't be activated [unless they're mana abilities]" (engine/name-locks.ts). */
  | { kind: 'chosen name lock'; what: 'cast' | 'cast by opponents' | 'activate' | 'activate nonmana' }
  /** "You may have ~ enter the battlefield [tapped] as a copy of any creature on the battlefield[, except …]" (CR 707.2, 707.9; keywords/enters-as-copy.ts). */
  | { kind: 'enters as copy'; filter: ObjectFilter; tapped: boolean; except: CopyExceptions }
  /** Dredge N (CR 702.52): the card may replace a draw while it is in your graveyard (app/engine/abilities/dredge.ts). */
  | { kind: 'dredge'; amount: number }
  /** Ascend on a permanent (CR 702.131b): you get the city's blessing while you control ten or more permanents. */
  | { kind: 'ascend' }
  /** Keywords that act as the permanent enters (CR 614.1c): amplify, bloodthirst, riot, devour, tribute (enters-replacements.ts). */
  | { kind: 'as enters'; keyword: 'amplify' | 'bloodthirst' | 'riot' | 'devour' | 'tribute' | 'unleash'; amount: number };

/**
 * "Skip your draw step.", "You have no maximum hand size.", a Leyline's opening-hand rule, "enters
 * tapped unless you control two or fewer other lands", "you may pay 2 life. If you don't, it
 * enters tapped", "When you control no Islands, sacrifice ~." (a state trigger; `subtype` says which).
 */
export type UpkeepRule =
  | 'skip draw'
  | 'no maximum hand size'
  /** "Players have no maximum hand size." (from either battlefield) */
  | 'players have no maximum hand size'
  | 'opening hand'
  | 'tapped unless two or fewer other lands'
  | 'pay 2 life or tapped'
  | 'sacrifice when you control none'
  /** "~ doesn't untap during your untap step if it has a depletion counter on it" (`counter`). */
  | 'doesnt untap with counter';

/** A leveler's band (CR 711): from level `min` to `max` (null: and up), its power, toughness and keywords. */
export interface LevelBand {
  readonly min: number;
  readonly max: number | null;
  power: number | null;
  toughness: number | null;
  readonly keywords: string[];
}

export interface StaticAbility {
  readonly kind: 'static';
  readonly effect: StaticEffect;
  /** "… as long as seven or more cards are in your graveyard" (CR 611.3a): it applies only while this holds. */
  readonly condition?: Condition;
}

/** What an Aura makes of the permanent it enchants: a creature (layer 4) of these colours (layer 5, empty: unchanged) and creature types, with this base P/T (layer 7b; null: its printed one). */
export interface AuraAnimation {
  readonly power: number | null;
  readonly toughness: number | null;
  readonly colors: readonly string[];
  readonly subtypes: readonly string[];
}

/** CR 303.4: what an Aura can enchant. */
export interface EnchantRestriction {
  /** A type query the permanent must match ("creature", "land", "Forest"); null = any permanent. */
  query: TypeQuery | null;
  youControl: boolean;
  text: string;
  /** "Enchant player" / "Enchant opponent" (CR 303.4, the Curses): the Aura enchants a player, never a permanent. */
  player?: 'player' | 'opponent';
  /** "Enchant creature without flying", "Enchant artifact or creature", "Enchant creature an opponent controls": more than one type query says (`query` is then null). */
  filter?: ObjectFilter;
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
   * play it by manual moves; unexercised: read and enforced, but a goldfish game never reaches it
   * (block triggers, "can't block", "target blocking creature", "whenever … attacks you":
   * oracle/goldfish-reach.ts), so it does not count as enforced.
   */
  status: 'enforced' | 'partial' | 'text' | 'unexercised';
  /** For partial lines: what the player carries out by hand. */
  manual?: string[];
  /** Short English descriptions of the abilities found ("cycling {2}", "flying"). */
  abilities: string[];
}
