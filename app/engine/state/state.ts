// The game state: plain data (objects in an array by id, zones as id lists, the stack, turn and
// phase, life, mana pools, the random state). Compiled cards are shared by reference, so a
// snapshot for undo copies only the small mutable parts.

import { GAME_CARD_LIMIT, GameSizeError } from './game-size.ts';
import type { ActivatedAbility, Effect, TargetSpec, TriggeredAbility } from '../../cards/oracle/abilities.ts';
import type { CompiledCard } from '../../cards/oracle/compile.ts';

import { noteCard } from './game-features.ts';
import type { Animation, CastRecord, ChosenTypes, ControlEffect, PreventionShield, RedirectShield, TappedHold, TurnCastingRule, TurnRiders } from './records.ts';

export const YOU = 0;

/** The choices a permanent made as it entered: a colour letter, a creature type, a player. */
export interface EntersChoices {
  readonly color?: string;
  readonly creatureType?: string;
  /** "choose a [basic] land type": the type, as the one-element list the land-type layer keeps (engine/chosen-land-type.ts). */
  readonly landType?: readonly string[];
  readonly player?: PlayerId;
  /** "Choose a [nonland] card name" (Meddling Mage, Pithing Needle; name-locks.ts). */
  readonly cardName?: string;
  /** Riot's haste (CR 702.136a): kept while it stays on the battlefield. */
  readonly keywords?: readonly string[];
  /** Riot (CR 702.136a): the +1/+1 counter was chosen. */
  readonly riot?: 'counter';
  /** Unleash (CR 702.98a): whether it entered with the +1/+1 counter. */
  readonly unleashed?: boolean;
  /** Devour (CR 702.82a): how many creatures it was told to sacrifice (it devours up to that many). */
  readonly devoured?: number;
  /** Tribute (CR 702.104a): whether the opponent put the counters on it. */
  readonly tributePaid?: boolean;
}
export const OPPONENT = 1;
export type PlayerId = 0 | 1;

export type Zone = 'library' | 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'stack' | 'command';
export const ZONES: readonly Zone[] = ['library', 'hand', 'battlefield', 'graveyard', 'exile', 'stack', 'command'];
/** Zones kept as lists on a player (the stack is the game's). */
export type PlayerZone = Exclude<Zone, 'stack'>;

export const PHASES = ['untap', 'upkeep', 'draw', 'main1', 'combat', 'main2', 'end', 'cleanup'] as const;
export type Phase = (typeof PHASES)[number];

/** Mana pool counts, indexed W U B R G C. */
export const MANA_ORDER = ['W', 'U', 'B', 'R', 'G', 'C'] as const;

/** Characteristics an Aura sets: creature types replaced, colours replaced, supertypes added (each missing when not set). */
export interface CharacteristicsSet {
  readonly subtypes?: readonly string[];
  readonly colors?: readonly string[];
  readonly supertypes?: readonly string[];
}

export interface GameObject {
  readonly id: number;
  card: CompiledCard;
  owner: PlayerId;
  controller: PlayerId;
  /** 'none' for a token that has ceased to exist (CR 111.7); 'phased out' while treated as though it doesn't exist (CR 702.26d, engine/phasing.ts). */
  zone: Zone | 'none' | 'phased out';
  /** Zone changes so far: a card that changes zones is a new object (CR 400.7). */
  zcc: number;
  tapped: boolean;
  /** Id of the object this one is attached to, or -1. */
  attachedTo: number;
  /** An Aura that enchants a player (a Curse, CR 303.4): that player, or -1. */
  enchantedPlayer: PlayerId | -1;
  counters: Record<string, number> | null;
  damage: number;
  token: boolean;
  /** The turn it came under its controller's control (summoning sickness, CR 302.6). */
  sinceTurn: number;
  /** "+N/+N until end of turn" effects on it. */
  pumpPower: number;
  pumpToughness: number;
  /** Keywords gained "until end of turn" (and "can't block this turn"); null when none. */
  keywordsUntilEndOfTurn: string[] | null;
  /** Keywords an effect gave it for as long as it stays on the battlefield ("It gains haste."). */
  keywordsGained?: string[] | null;
  /** Regeneration shields (CR 701.15): each replaces one destruction this turn. */
  regenerationShields: number;
  /** Damage to prevent this turn (CR 615): Infinity for "all damage"; 0 or missing for none. */
  preventDamage?: number;
  /** CR 615: all combat damage it would deal this turn is prevented (Fend Off). */
  preventCombatDamageDealt?: boolean;
  /** The sources that dealt damage to it this turn ("a creature dealt damage by ~ this turn"): app/engine/rules/damaged-by.ts. */
  damagedBy?: ObjectStamp[] | null;
  /** CR 701.37b: it has become monstrous (until it leaves the battlefield). */
  monstrous?: boolean;
  /** CR 719: a Case that became solved (until it leaves the battlefield). */
  solved?: boolean;
  /** Crew (CR 702.122a): a Vehicle that is an artifact creature until end of turn. */
  crewed?: boolean;
  /** Its power and toughness are switched until end of turn (CR 613.4d). */
  switchedPT?: boolean;
  /** What an animating effect made it ("becomes a 2/2 creature", CR 613.1); missing when none did. */
  animated?: Animation;
  /** CR 702.112b: it has become renowned (until it leaves the battlefield). */
  renowned?: boolean;
  /** How the spell it came from was cast (kicked, evoked; CR 702.33e), while it is on the battlefield. */
  cast?: CastRecord;
  /** Land types an Aura sets (CR 305.7, layer 4), kept up to date with the control effects; missing when none does. */
  landTypes?: readonly string[];
  /** Subtypes and colours an Aura adds "in addition to its other types" (layers 4 and 5), kept like `landTypes`; missing when none does. */
  typesAdded?: readonly string[];
  colorsAdded?: readonly string[];
  /** What an Aura sets rather than adds ("is a Demon Spirit", "is black", "is legendary"; CR 205.1b, 105.3, layers 4 and 5), kept like `typesAdded`. */
  typesSet?: CharacteristicsSet;
  /** "Becomes the basic land type / creature type of your choice until end of turn" (app/engine/rules/chosen-types.ts); missing when none. */
  chosenTypes?: ChosenTypes;
  /** Its card while an Aura makes it lose all abilities (`abilities-lost.ts`, CR 613.1f); missing when none does. */
  abilitiesLostFrom?: CompiledCard;
  /** The controller it had before a control-changing Aura took it (CR 613.1b); missing when none did. */
  controlledBefore?: PlayerId;
  /** "Gain control of target creature until end of turn" (control-change.ts); missing when none. */
  controlEffect?: ControlEffect;
  /** Indices of its "only once each turn" abilities activated this turn. */
  activatedThisTurn?: number[] | null;
  /**
   * Untap-step rules (`upkeep.ts`), each holding for the object it was set on (its zcc then):
   * "doesn't untap during your next untap step", the player's "choose not to untap ~", and the
   * haste of a creature cast from suspend (CR 702.62a).
   */
  skipUntapZcc?: number;
  /** Soulbond (CR 702.95): the creature it was paired with (engine/soulbond.ts says when that still holds). */
  pairedWith?: ObjectStamp | null;
  keepTappedZcc?: number;
  hasteZcc?: number;
  /** Face down (CR 708): `card` is the 2/2 with no name; this is the real card, turned up by `turn_face_up`. */
  faceDown?: CompiledCard | null;
  /** What it chose as it entered the battlefield (CR 614.12: "As ~ enters, choose …"); replaced, never mutated. */
  chosen?: EntersChoices | null;
  /** The counters it had as it last left the battlefield (last known information, CR 608.2h: modular). */
  lastCounters?: Record<string, number> | null;
  /** Unearth (CR 702.84a): exiled instead if it would leave the battlefield. */
  exileIfLeaves?: boolean;
  /** "Can't be regenerated this turn", "if it would die this turn, exile it instead" (turn-riders.ts); missing when none. */
  turnRiders?: TurnRiders;
  /** "Doesn't untap … for as long as ~ remains tapped" (held-tapped.ts); null or missing when nothing holds it. */
  heldBy?: TappedHold[] | null;
  /** Bestowed (CR 702.103b): `card` is its Aura version; this is the real creature card (bestow.ts). */
  bestowed?: CompiledCard | null;
  /** A clone (CR 707.2): `card` is what it copied as it entered; this is its own card (enters-as-copy.ts). */
  copiedFrom?: CompiledCard | null;
  /** "Becomes a copy of … until end of turn": what it was before, back in the cleanup step. */
  copyUntilCleanup?: CompiledCard | null;
  /** Cipher (CR 702.99a): the creature this exiled card is encoded on, and the card's own zcc in exile (cipher.ts). */
  encodedOn?: { readonly id: number; readonly zcc: number; readonly cardZcc: number } | null;
}

/**
 * A new object in the game (a card put into a zone at set-up, or a token), added to
 * `state.objects`; the caller puts its id into the zone's list.
 */
export function addObject(
  state: GameState,
  card: CompiledCard,
  place: { owner: PlayerId; controller?: PlayerId; zone: Zone; token?: boolean; sinceTurn?: number },
): GameObject {
  // Tokens, copies and emblems can't grow a game past what it may hold (game-size.ts). Each card in
  // a zone is an object of its own and sits in one zone list, so the zones hold at most every object
  // plus the stack: counting them (a walk over every zone of both players, at each of the deck's
  // sixty cards as a game is set up) is needed only near the limit.
  if (state.objects.length + state.stack.length >= GAME_CARD_LIMIT && cardsInGame(state) >= GAME_CARD_LIMIT) throw new GameSizeError(GAME_CARD_LIMIT);
  const object: GameObject = {
    id: state.objects.length,
    card,
    owner: place.owner,
    controller: place.controller ?? place.owner,
    zone: place.zone,
    zcc: 0,
    tapped: false,
    attachedTo: -1,
    enchantedPlayer: -1,
    counters: null,
    damage: 0,
    token: place.token ?? false,
    sinceTurn: place.sinceTurn ?? 0,
    pumpPower: 0,
    pumpToughness: 0,
    keywordsUntilEndOfTurn: null,
    regenerationShields: 0,
    // Every optional field present from the start: one object shape keeps the engine's property
    // reads monomorphic (a field added later changes the shape and slows every site that reads it).
    keywordsGained: undefined,
    preventDamage: undefined,
    monstrous: undefined,
    solved: undefined,
    crewed: undefined,
    renowned: undefined,
    cast: undefined,
    landTypes: undefined,
    controlledBefore: undefined,
    activatedThisTurn: undefined,
    skipUntapZcc: undefined,
    pairedWith: undefined,
    keepTappedZcc: undefined,
    hasteZcc: undefined,
    faceDown: undefined,
    chosen: undefined,
    lastCounters: undefined,
    exileIfLeaves: undefined,
    turnRiders: undefined,
    heldBy: undefined,
    bestowed: undefined,
    copiedFrom: undefined,
    copyUntilCleanup: undefined,
    encodedOn: undefined,
    typesAdded: undefined,
    colorsAdded: undefined,
    typesSet: undefined,
    chosenTypes: undefined,
    abilitiesLostFrom: undefined,
    preventCombatDamageDealt: undefined,
    damagedBy: undefined,
    switchedPT: undefined,
    animated: undefined,
    controlEffect: undefined,
  };
  state.objects.push(object);
  noteCard(state, card);
  return object;
}

/** The cards in the game's zones now (objects that left the game, such as tokens that died, don't count). */
export function cardsInGame(state: GameState): number {
  let count = state.stack.length;
  for (const player of state.players) {
    count += player.library.length + player.hand.length + player.battlefield.length + player.graveyard.length + player.exile.length + player.command.length;
  }
  return count;
}

export interface PlayerState {
  life: number;
  library: number[];
  hand: number[];
  battlefield: number[];
  graveyard: number[];
  exile: number[];
  command: number[];
  /** Counts of W U B R G C. */
  pool: number[];
  landsPlayed: number;
  /** Land plays added for this turn only ("You may play an additional land this turn", CR 305.2a). */
  extraLandPlays: number;
  /** Tried to draw from an empty library since the last state-based check (CR 704.5b). */
  drewFromEmpty: boolean;
  attackedThisTurn: boolean;
  /** Revolt: a permanent this player controlled left the battlefield this turn. */
  permanentLeftThisTurn: boolean;
  /** Morbid: a creature this player controlled died this turn (CR 700.4). */
  creatureDiedThisTurn: boolean;
  /** Landfall: a land entered the battlefield under this player's control this turn. */
  landEnteredThisTurn: boolean;
  /** "Your opponents can't gain life this turn" (CR 119.7). */
  lifeGainLockedThisTurn: boolean;
  /** Creature cards put into this player's graveyard from anywhere this turn (Case of the Gorgon's Kiss). */
  creatureCardsToGraveyardThisTurn?: number;
  /** Cards this player discarded this turn, cycled ones included (CR 702.29d; Hollow One). */
  discardedThisTurn?: number;
  /** Cards this player cycled this turn (Gavi, Nest Warden's first card cycled; Valiant Rescuer's "for the first time each turn"). */
  cycledThisTurn?: number;
  /** Cards this player drew this turn (miracle, CR 702.94a: the first one). */
  drawnThisTurn?: number;
  /** The discarded cards themselves, as they are in the graveyard (Shadow of the Grave); null when none. */
  discardedCards?: { id: number; zcc: number }[] | null;
  /** Spells this player cast this turn (storm CR 702.40a, surge 702.117a). */
  spellsCastThisTurn?: number;
  /** Lost life this turn (spectacle, CR 702.137a). */
  lostLifeThisTurn?: boolean;
  /** Dredge declared for the next draw (CR 702.52a): the card as it is in the graveyard. */
  dredgeNext?: { id: number; zcc: number } | null;
  /** The city's blessing (CR 702.131c): once had, kept for the rest of the game. */
  citysBlessing?: boolean;
  /** Dealt damage this turn (bloodthirst, CR 702.54a). */
  damagedThisTurn?: boolean;
  /** Poison counters (CR 122.1f); ten or more lose the game (CR 704.5c). */
  poison?: number;
  /** Damage to prevent this turn (CR 615.7: "the next N damage"). */
  preventDamage?: number;
  /** CR 615.7: "the next time a red source would deal damage to you this turn": one quality per shield. */
  sourceShields?: string[] | null;
  /** Energy counters (CR 107.14, 122.1). */
  energy?: number;
  /** Experience counters (CR 122.1). */
  experience?: number;
  /** "Can't cast spells this turn", "may cast … this turn as though they had flash" (engine/casting-rules.ts). */
  castingRules?: readonly TurnCastingRule[];
}

export type Target =
  | { player: PlayerId }
  | { object: number; zcc: number }
  | { stackItem: number };

export interface StackItem {
  /** Unique id for targeting ({ "stack": N } resolves to this). */
  readonly sid: number;
  readonly kind: 'spell' | 'ability' | 'trigger';
  /** The spell's card, or the ability's source. */
  readonly objectId: number;
  readonly sourceZcc: number;
  readonly sourceName: string;
  readonly controller: PlayerId;
  readonly ability: ActivatedAbility | TriggeredAbility | null;
  readonly effects: readonly Effect[];
  readonly targetSpecs: readonly TargetSpec[];
  readonly targets: Target[];
  readonly x: number;
  readonly text: string;
  /** The permanent the source was attached to as the ability was activated (CR 113.7a: "enchanted creature" once the Aura is gone). */
  readonly host?: ObjectStamp;
  /** The object a trigger is about (the attacker for exalted): "that creature". */
  readonly subject?: ObjectStamp;
  /** The amount of the triggering event ("that much"). */
  readonly amount?: number;
  /** An Aura's trigger about the enchanted permanent: that permanent's controller ("that player"). */
  readonly thatPlayer?: PlayerId;
  /** "When enchanted creature dies, return that card …": the card as it is in the graveyard. */
  readonly thatCard?: { id: number; zcc: number };
  /** Cast with flashback (CR 702.34a): exiled whenever it would leave the stack. */
  readonly flashback?: boolean;
  /** How a spell was cast (kicker, buyback, evoke …: app/engine/abilities/casting.ts). */
  readonly cast?: CastRecord;
  /** A copy of a spell (CR 707.10): it ceases to exist as it leaves the stack. */
  readonly copy?: boolean;
  /** A modal spell or ability: the modes chosen (CR 700.2), 0-based in printed order. */
  readonly modes?: readonly number[];
  /** The permanent sacrificed to pay its cost, as it last existed ("the sacrificed creature's power", CR 608.2h). */
  readonly sacrificed?: SacrificedSource;
}

/** A permanent sacrificed to pay a cost, as it last existed on the battlefield (CR 608.2h). */
export interface SacrificedSource {
  readonly power: number;
  readonly toughness: number;
  /** Its counters ("Put ~'s counters on that creature", Zack Fair; CR 122.5). */
  readonly counters?: Readonly<Record<string, number>>;
  /** The Equipment attached to it ("an Equipment that was attached to ~"), each as it was then. */
  readonly equipment?: readonly { readonly id: number; readonly zcc: number }[];
}

export interface PendingTrigger {
  objectId: number;
  sourceZcc: number;
  sourceName: string;
  controller: PlayerId;
  ability: TriggeredAbility;
  subject?: ObjectStamp;
  /** The amount of the triggering event ("that much"). */
  amount?: number;
  /** The amount the event carried ("that much" damage), the X of the trigger. */
  x?: number;
  /** An Aura's trigger about the enchanted permanent: that permanent's controller. */
  thatPlayer?: PlayerId;
  thatCard?: { id: number; zcc: number };
  /** The permanent the source was attached to as it left ("When ~ leaves the battlefield, destroy enchanted creature", CR 603.10a). */
  host?: ObjectStamp;
}

/** One object as it is now: its id and zone-change count (CR 400.7: a new object after a zone change). */
export interface ObjectStamp {
  readonly id: number;
  readonly zcc: number;
}

/** The combat of this turn once attackers are declared (CR 506–511; app/engine/turns/combat.ts). */
export interface CombatState {
  readonly attackers: readonly ObjectStamp[];
  /** CR 510: combat damage has been dealt (it waits while attack triggers are on the stack). */
  damageDealt: boolean;
  /** CR 509: the declare blockers step has come ("attacks and isn't blocked" triggered; unblocked-triggers.ts). */
  blockersDeclared?: boolean;
}

/** A delayed trigger waiting for its controller's next instant or sorcery spell this turn (CR 603.7c). */
export interface NextSpellCopy {
  readonly controller: PlayerId;
  readonly turn: number;
  readonly times: number;
  /** The object whose ability created it, as the copy trigger's source. */
  readonly sourceId: number;
}

/** A delayed triggered ability waiting for its step (CR 603.7). */
export interface DelayedTrigger {
  readonly step: 'upkeep' | 'end' | 'cleanup' | 'end of combat';
  readonly controller: PlayerId;
  readonly sourceName: string;
  /** 'rebound': the card's rebound trigger goes on the stack (CR 702.88a). */
  readonly what: 'return exiled' | 'draw' | 'sacrifice' | 'exile' | 'bounce' | 'rebound' | 'effects';
  /** The exiled cards to return, as the objects they became in exile. */
  readonly cards: readonly { id: number; zcc: number }[];
  /** The object whose ability created it: the delayed trigger's source on the stack (CR 603.7d); else its first card. */
  readonly source?: ObjectStamp;
  /** 'effects': the ability that goes on the stack, with the targets and subject of the one that set it up. */
  readonly item?: StackItem;
}

export interface GameState {
  objects: GameObject[];
  players: [PlayerState, PlayerState];
  /** Bottom first; the top of the stack is the last element. */
  stack: StackItem[];
  turn: number;
  phase: Phase;
  /** You are the active player every turn: the goldfish's turns are skipped. */
  onThePlay: boolean;
  rng: number;
  pending: PendingTrigger[];
  nextStackId: number;
  gameOver: { loser: PlayerId; reason: string } | null;
  /**
   * What the game's cards can do (engine/game-features.ts): the bits of the hot paths' questions
   * some card answers, and a hash of the keywords cards grant, so the scans no card of the game
   * needs are skipped. Only grow.
   */
  features: number;
  grantedKeywords: number;
  /** The monarch (CR 724), once someone has become it. */
  monarch?: PlayerId | null;
  /**
   * Cards exiled by a permanent's ability, by the permanent's id (CR 607.2a: linked abilities,
   * "return the exiled card"; CR 610.3: "until ~ leaves the battlefield"). Replaced, never mutated, so undo can share it.
   */
  linkedExile?: Readonly<Record<number, { readonly cards: readonly { id: number; zcc: number }[]; readonly untilLeaves: boolean; readonly zcc: number }>> | null;
  /** Delayed triggers waiting for a step. */
  delayed?: DelayedTrigger[];
  /** "Prevent all combat damage that would be dealt this turn" (CR 615). */
  preventCombatDamage?: boolean;
  /** "Prevent all damage that would be dealt to X by Y this turn" (CR 615; prevention-shields.ts); null when none. */
  preventionShields?: PreventionShield[] | null;
  /** The turn "Damage can't be prevented this turn" was said in (CR 615.12; damage-changes.ts); -1 when never. */
  unpreventableTurn: number;
  /** "The next 1 damage that would be dealt to ~ this turn is dealt to … instead" (CR 614.9; redirect-shields.ts); null when none. */
  redirectShields: RedirectShield[] | null;
  /** The end of combat step of this turn has begun (CR 511): its abilities went on the stack. */
  endOfCombat?: boolean;
  /** This turn's combat, from the declaration of attackers to the end of the turn. */
  combat?: CombatState | null;
  /**
   * Whether an Aura or Equipment on the battlefield may do something to what it is attached to
   * (beyond "gets/has"): false only when the last look found none, so the hot paths skip reading
   * attachments. Set again whenever something becomes attached.
   */
  attachedEffects?: boolean;
  /** A token has left the battlefield since the last state-based check (CR 704.5d). */
  tokenLeft?: boolean;
  /**
   * Before the game begins (CR 103.5): the number of mulligans taken so far while the player
   * decides on the opening hand; null or missing once the hand is kept.
   */
  opening?: number | null;
  /** Extra turns still to come (CR 500.7), the next first; each says whether you lose at its end step (engine/extra-turns.ts). */
  extraTurns?: readonly ExtraTurn[] | null;
  /** This turn, when it is an extra turn. */
  extraTurn?: ExtraTurn | null;
  /** Your turns and untap steps still to be skipped (CR 500.11, engine/skip-turns.ts). */
  skipTurns?: number;
  skipUntapSteps?: number;
  /** Permanents detained until your next turn (CR 701.28a, engine/detain.ts). */
  detained?: readonly ObjectStamp[] | null;
  /** "When you cast your next instant or sorcery spell this turn, copy that spell" waiting for that spell (engine/next-spell-copies.ts); replaced, never mutated. */
  nextSpellCopies?: readonly NextSpellCopy[] | null;
  /** Exiled cards you may play until the end of turn `until` (impulse draw, engine/impulse-draw.ts). Replaced, never mutated. */
  playableFromExile?: readonly PlayableFromExile[] | null;
}

export interface PlayableFromExile extends ObjectStamp {
  readonly until: number;
  /** "play" (lands too) rather than "cast". */
  readonly lands: boolean;
  /** "without paying its mana cost" (CR 118.9). */
  readonly free: boolean;
}

export interface ExtraTurn {
  /** "At the beginning of that turn's end step, you lose the game." */
  readonly loseAtEnd: boolean;
}

export function newPlayer(life = 20): PlayerState {
  return {
    life,
    library: [],
    hand: [],
    battlefield: [],
    graveyard: [],
    exile: [],
    command: [],
    pool: [0, 0, 0, 0, 0, 0],
    landsPlayed: 0,
    extraLandPlays: 0,
    drewFromEmpty: false,
    attackedThisTurn: false,
    permanentLeftThisTurn: false,
    creatureDiedThisTurn: false,
    landEnteredThisTurn: false,
    lifeGainLockedThisTurn: false,
    // Set from the start so every player object keeps one shape (the simulator reads players constantly).
    spellsCastThisTurn: 0,
    lostLifeThisTurn: false,
    discardedThisTurn: 0,
    creatureCardsToGraveyardThisTurn: 0,
    cycledThisTurn: 0,
    drawnThisTurn: 0,
    dredgeNext: undefined,
    citysBlessing: undefined,
    damagedThisTurn: undefined,
    poison: undefined,
    preventDamage: undefined,
    energy: undefined,
    experience: undefined,
    discardedCards: undefined,
    sourceShields: undefined,
    castingRules: undefined,
  };
}

/** A deep copy of the mutable parts (for undo and for "a rejected action changes nothing" tests). */
export function cloneState(state: GameState): GameState {
  const clonePlayer = (player: PlayerState): PlayerState => ({
    ...player,
    library: player.library.slice(),
    hand: player.hand.slice(),
    battlefield: player.battlefield.slice(),
    graveyard: player.graveyard.slice(),
    exile: player.exile.slice(),
    command: player.command.slice(),
    pool: player.pool.slice(),
  });
  return {
    ...state,
    objects: state.objects.map((object) => ({
      ...object,
      counters: object.counters ? { ...object.counters } : null,
      keywordsUntilEndOfTurn: object.keywordsUntilEndOfTurn ? object.keywordsUntilEndOfTurn.slice() : null,
      ...(object.activatedThisTurn ? { activatedThisTurn: object.activatedThisTurn.slice() } : {}),
      ...(object.keywordsGained ? { keywordsGained: object.keywordsGained.slice() } : {}),
    })),
    players: [clonePlayer(state.players[0]), clonePlayer(state.players[1])],
    stack: state.stack.map((item) => ({ ...item, targets: item.targets.slice() })),
    pending: state.pending.slice(),
    ...(state.delayed ? { delayed: state.delayed.slice() } : {}),
    ...(state.combat ? { combat: { ...state.combat } } : {}),
    gameOver: state.gameOver ? { ...state.gameOver } : null,
  };
}

export function zoneList(player: PlayerState, zone: PlayerZone): number[] {
  return player[zone];
}

export const otherPlayer = (player: PlayerId): PlayerId => (player === 0 ? 1 : 0);
export const playerName = (player: PlayerId): 'you' | 'opponent' => (player === 0 ? 'you' : 'opponent');
