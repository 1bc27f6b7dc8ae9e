// Records the game state keeps about what happened to an object or a player: how a spell was
// cast, control changes, animations, chosen types, holds, turn marks, shields. Types only, in
// the state layer, so the state never imports the feature that writes a record (issue 26); each
// feature file (casting.ts, control-change.ts, animation.ts …) writes and reads its own.
import type { CastingRule, ControlDuration, ObjectFilter } from '../../cards/oracle/abilities.ts';
import type { PlayerId, Target } from './state.ts';

/** An alternative cost chosen for the cast (CR 118.9); 'free' = "without paying its mana cost". */
export type Alternative = 'flashback' | 'retrace' | 'jump-start' | 'evoke' | 'surge' | 'spectacle' | 'emerge' | 'overload' | 'madness' | 'free' | 'dash' | 'bestow' | 'alternative cost' | 'awaken' | 'miracle';

/** How a spell was cast, kept on its stack item and, for a permanent spell, on the permanent. */
export interface CastRecord {
  readonly kicks: number;
  readonly evoked?: boolean;
  readonly buyback?: boolean;
  /** CR 702.44a sunburst: how many colours of mana were spent. */
  readonly colors?: number;
  /** Converge: how many colours of mana were spent ("… for each color of mana spent to cast it"). */
  readonly colorsSpent?: number;
  /** The mana spent, indexed W U B R G C, for a card that asks ("if {R} was spent to cast ~": app/engine/rules/mana-spent.ts). */
  readonly spent?: readonly number[];
  /** Flashback and jump-start: exiled whenever it would leave the stack. */
  readonly exileAfter?: boolean;
  /** CR 702.96b: cast for its overload cost, "target" read as "each". */
  readonly overloaded?: boolean;
  /** CR 702.56a: replicate payments (copies made as it is cast). */
  readonly replicates?: number;
  /** Rebound: cast from hand (CR 702.88a), so it is exiled as it resolves. */
  readonly rebound?: boolean;
  /** CR 702.109a: dashed: haste, back to hand at the next end step. */
  readonly dashed?: boolean;
  /** CR 702.103b: cast for its bestow cost, as an Aura spell. */
  readonly bestowed?: boolean;
  /** CR 702.78a: conspired: copied as it is cast. */
  readonly conspired?: boolean;
}

export interface ControlWhile extends ControlDuration {
  readonly source: number;
  readonly zcc: number;
}

export interface ControlEffect {
  readonly to: PlayerId;
  readonly untilEndOfTurn: boolean;
  /** "for as long as you control ~" and the like (control-duration.ts); none: it lasts (CR 611.2a). */
  readonly lasts?: ControlWhile;
}

export interface ChosenTypes {
  /** The basic land type it has instead of its land types (kept in `landTypes` by attached.ts). */
  readonly land?: readonly string[];
  /** The creature type it has instead of its creature types. */
  readonly creature?: readonly string[];
  /** The colour it has instead of its colours. */
  readonly colors?: readonly string[];
}

export type ChosenTypeKind = 'basic land type' | 'creature type' | 'color';

export interface Animation {
  readonly power: number;
  readonly toughness: number;
  /** Replaces the colours when non-empty ("becomes a 3/3 green and white … creature"). */
  readonly colors: readonly string[];
  readonly types: readonly string[];
  readonly subtypes: readonly string[];
  /** Supertypes it adds ("becomes a legendary 8/12 Spirit creature", CR 205.4a). */
  readonly supertypes?: readonly string[];
  readonly untilEndOfTurn: boolean;
  /** Set by an Aura's static ability (`aura-animation.ts`): it lasts while the Aura applies. */
  readonly byAura?: boolean;
  /** Set by the permanent's own static ability (`self-animation.ts`, a solved Case): it lasts while that applies. */
  readonly bySelf?: boolean;
}

export interface TappedHold {
  readonly source: number;
  readonly sourceZcc: number;
  readonly controller: PlayerId;
  readonly whileTapped: boolean;
  /** What the hold does: keeps it tapped in its controller's untap steps, or gives it +N/+N and keywords. */
  readonly what: { readonly kind: 'no untap' } | { readonly kind: 'bonus'; readonly power: number; readonly toughness: number; readonly keywords: readonly string[] };
}

export interface TurnRiders {
  readonly zcc: number;
  readonly turn: number;
  noRegenerate: boolean;
  exileIfDies: boolean;
  /** "Prevent all combat damage that would be dealt to … this turn" (CR 615). */
  noCombatDamageTo: boolean;
  /** "~ assigns no combat damage this turn" (CR 510.1a). */
  assignsNoCombatDamage: boolean;
}

/** A rule an effect left on a player for the rest of the turn it was made in. */
export interface TurnCastingRule {
  readonly turn: number;
  readonly sourceName: string;
  readonly rule: CastingRule;
}

/** One side of a shield as it resolved: players, objects (as they were then), and a kind checked later. */
export interface ResolvedScope {
  readonly players: readonly PlayerId[];
  readonly objects: readonly { readonly id: number; readonly zcc: number }[];
  readonly filter: ObjectFilter | null;
}

export interface PreventionShield {
  readonly damage: 'all' | 'combat' | 'noncombat';
  readonly to: ResolvedScope | null;
  readonly by: ResolvedScope | null;
  readonly controller: PlayerId;
  readonly sourceId: number;
  readonly untilYourNextTurn: boolean;
}

export interface RedirectShield {
  readonly from: { readonly id: number; readonly zcc: number };
  readonly onto: Target;
  readonly remaining: number;
  readonly turn: number;
}
