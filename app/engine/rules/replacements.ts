// One registry of replacement effects (CR 614), keyed by kind, as effects/index.ts is for effects
// and statics.ts for static abilities. Each kind of static that replaces an event says here which
// event it replaces and the rule; the type system refuses a replacement kind missing from the
// table. Replacements on where a card goes are applied from here (`zoneMoveReplaced`); the others
// are applied where their event happens, by the file named in `appliedBy`.
//
// Where a card goes (CR 614.1a, 614.6): a card's own "shuffle it into its owner's library instead"
// (Progenitus), and a permanent's "exile it instead" (Rest in Peace, Abandoned Sarcophagus). When
// more than one applies, the affected card's owner chooses the order (CR 616.1); the goldfish
// player's documented default is the card's own replacement first, then the battlefield's in
// battlefield order. Once one applies the move no longer goes to a graveyard, so the others no
// longer apply (CR 616.1d–e: each is asked again of the modified event).
import type { StaticEffect } from '../../cards/oracle/abilities.ts';
import { inGame, staticKinds } from '../state/game-features.ts';
import type { GameObject, GameState, PlayerZone, Zone } from '../state/state.ts';
import { forEachStaticOfKind, hasCycling } from './characteristics.ts';
import { staticsOfKind, type StaticOf } from './statics.ts';

/** The kinds of static abilities that are replacement effects (CR 614.1). */
export type ReplacementKind = Extract<
  StaticEffect['kind'],
  | 'shuffle instead of graveyard'
  | 'exile instead of graveyard'
  | 'cycling draw becomes exile until shared type'
  | 'dredge'
  | 'enters tapped'
  | 'enters tapped unless'
  | 'enters with counters'
  | 'damage change'
  | 'life rule'
>;

/** The event a replacement changes. */
export type ReplacedEvent = 'zone change' | 'draw' | 'enters' | 'damage' | 'life';

/** A move about to happen, as a zone replacement sees it. */
export interface ZoneMove {
  readonly object: GameObject;
  readonly from: Zone | 'none';
  readonly to: PlayerZone;
  /** It is a card discarded to pay a cycling cost (CR 702.29a): "it wasn't cycled" is false. */
  readonly cycled: boolean;
}

/** Where a replaced move goes instead: a zone, or shuffled into its owner's library. */
export type ZoneOutcome = PlayerZone | 'shuffle into library';

interface ZoneReplacement<K extends ReplacementKind> {
  readonly replaces: 'zone change';
  readonly rules: string;
  /** `self`: a static of the moving card itself; `battlefield`: of a permanent (or emblem) in play. */
  readonly scope: 'self' | 'battlefield';
  /** The new destination when it applies to this move, else undefined. */
  readonly replace: (state: GameState, move: ZoneMove, effect: StaticOf<K>, source: GameObject) => ZoneOutcome | undefined;
}

interface OtherReplacement {
  readonly replaces: Exclude<ReplacedEvent, 'zone change'>;
  readonly rules: string;
  /** The file that applies it where its event happens. */
  readonly appliedBy: string;
}

/** The replacements on where a card goes, applied by `zoneMoveReplaced`. */
type ZoneReplacementKind = Extract<ReplacementKind, 'shuffle instead of graveyard' | 'exile instead of graveyard'>;

const REPLACEMENTS: { readonly [K in ReplacementKind]: K extends ZoneReplacementKind ? ZoneReplacement<K> : OtherReplacement } = {
  'shuffle instead of graveyard': {
    replaces: 'zone change',
    rules: 'CR 614.1a',
    scope: 'self',
    replace: (_state, move) => (move.to === 'graveyard' ? 'shuffle into library' : undefined),
  },
  'exile instead of graveyard': {
    replaces: 'zone change',
    rules: 'CR 614.1a, 614.6',
    scope: 'battlefield',
    replace: (state, move, effect, source) => {
      if (move.to !== 'graveyard') return undefined;
      // "into your graveyard": the card's owner is the permanent's controller (CR 404.1: a card goes to its owner's graveyard).
      if (effect.into === 'your graveyard' && move.object.owner !== source.controller) return undefined;
      if (effect.cyclingNotCycled && (move.cycled || move.object.token || !hasCycling(state, move.object))) return undefined;
      return 'exile';
    },
  },
  'cycling draw becomes exile until shared type': { replaces: 'draw', rules: 'CR 614.11, 121.6', appliedBy: 'abilities/cycling-draw-replacement.ts' },
  dredge: { replaces: 'draw', rules: 'CR 702.52, 614.11', appliedBy: 'abilities/dredge.ts' },
  'enters tapped': { replaces: 'enters', rules: 'CR 614.1c', appliedBy: 'rules/enters-tapped.ts' },
  'enters tapped unless': { replaces: 'enters', rules: 'CR 614.1c', appliedBy: 'rules/enters-tapped.ts' },
  'enters with counters': { replaces: 'enters', rules: 'CR 614.1c', appliedBy: 'events/zones.ts' },
  'damage change': { replaces: 'damage', rules: 'CR 614.1a, 615', appliedBy: 'rules/damage-changes.ts' },
  'life rule': { replaces: 'life', rules: 'CR 614.1a, 104.3b', appliedBy: 'rules/life-rules.ts' },
};

/** The registry's entry of a replacement kind: the event it replaces and its rule. */
export function replacementOf(kind: ReplacementKind): { readonly replaces: ReplacedEvent; readonly rules: string } {
  return REPLACEMENTS[kind];
}

/** Every replacement kind and the event it replaces (for docs and tests). */
export function replacementKinds(): readonly ReplacementKind[] {
  return Object.keys(REPLACEMENTS) as ReplacementKind[];
}

const ZONE_KINDS = (Object.keys(REPLACEMENTS) as ReplacementKind[]).filter((kind): kind is ZoneReplacementKind => REPLACEMENTS[kind].replaces === 'zone change');
const ZONE_REPLACEMENTS = staticKinds(...ZONE_KINDS);

function zoneEntry<K extends ZoneReplacementKind>(kind: K): ZoneReplacement<K> {
  return REPLACEMENTS[kind] as unknown as ZoneReplacement<K>;
}

/**
 * Where a move goes once the replacement effects on where a card goes have applied (CR 614.1a,
 * 616.1): `to` itself when none applies (asked only in games with such a card).
 */
/** Whether a card of this game may replace where a card goes: without one, a move needn't even describe itself (asked at every move). */
export const zoneReplacementsMayApply = (state: GameState): boolean => inGame(state, ZONE_REPLACEMENTS);

export function zoneMoveReplaced(state: GameState, move: ZoneMove): ZoneOutcome {
  if (!inGame(state, ZONE_REPLACEMENTS)) return move.to;
  for (const kind of ZONE_KINDS) {
    const entry = zoneEntry(kind);
    if (entry.scope !== 'self') continue;
    for (const ability of staticsOfKind(move.object.card, kind)) {
      const outcome = entry.replace(state, move, ability.effect, move.object);
      if (outcome !== undefined) return outcome;
    }
  }
  let outcome: ZoneOutcome | undefined;
  for (const kind of ZONE_KINDS) {
    const entry = zoneEntry(kind);
    if (entry.scope !== 'battlefield' || outcome !== undefined) continue;
    forEachStaticOfKind(state, ZONE_REPLACEMENTS, kind, (effect, source) => {
      outcome ??= entry.replace(state, move, effect, source);
    });
  }
  return outcome ?? move.to;
}
