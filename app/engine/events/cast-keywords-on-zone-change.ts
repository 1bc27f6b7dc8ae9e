// What a zone change does for the casting keywords (called by the zone moves in zones.ts, so it
// lives in the events layer): a discarded card with madness is exiled and its trigger waits
// (CR 702.35a); the first card drawn in a turn with miracle is revealed and triggers (702.94a); a
// permanent spell keeps how it was cast (kicked, sunburst counters 702.44a), an evoked one is
// sacrificed (702.74a), a dashed one returns at the next end step (702.109a); a resolved spell with
// rebound is exiled and waits for your next upkeep (702.88a).
import type { TriggeredAbility } from '../../cards/oracle/abilities.ts';
import type { Game } from '../turns/game.ts';
import type { GameObject } from '../state/state.ts';
import type { CastRecord } from '../state/records.ts';
import { moveObject } from './zones.ts';

/** The madness trigger of a card (CR 702.35a), made once per compiled card. */
const madnessTriggers = new WeakMap<object, TriggeredAbility>();
export function madnessTrigger(object: GameObject): TriggeredAbility {
  let ability = madnessTriggers.get(object.card);
  if (!ability) {
    const cost = object.card.casting.madness!;
    ability = {
      kind: 'triggered',
      event: { on: 'discard', who: 'you', another: false },
      effects: [
        { kind: 'may', effects: [{ kind: 'castingStep', step: 'cast exiled', how: 'madness' }], text: `You may cast ${object.card.name} for its madness cost ${cost.text}.` },
        { kind: 'castingStep', step: 'madness graveyard' },
      ],
      targets: [],
      text: `Madness ${cost.text}: you may cast ${object.card.name} from exile; if you don't, put it into your graveyard.`,
    };
    madnessTriggers.set(object.card, ability);
  }
  return ability;
}

/** CR 702.94a: the miracle trigger of a card revealed as the first card drawn this turn. */
const miracleTriggers = new WeakMap<object, TriggeredAbility>();
export function addMiracleTrigger(game: Game, object: GameObject): void {
  let ability = miracleTriggers.get(object.card);
  if (!ability) {
    const cost = object.card.casting.miracle!;
    ability = {
      kind: 'triggered',
      // Never matched against events: drawCard puts it on the stack itself.
      event: { on: 'step', step: 'draw', whose: 'you' },
      effects: [{ kind: 'may', effects: [{ kind: 'castingStep', step: 'cast exiled', how: 'miracle' }], text: `You may cast ${object.card.name} for its miracle cost ${cost.text}.` }],
      targets: [],
      text: `Miracle ${cost.text}: you may cast ${object.card.name} for its miracle cost.`,
    };
    miracleTriggers.set(object.card, ability);
  }
  if (game.events) game.emit({ type: 'revealed', card: object.card.name });
  game.state.pending.push({ objectId: object.id, sourceZcc: object.zcc, sourceName: object.card.name, controller: object.owner, ability });
}

/** CR 702.35a: a discarded card with madness is exiled instead, and its madness trigger waits. */
export function exileForMadness(game: Game, object: GameObject): void {
  moveObject(game, object, 'exile');
  game.state.pending.push({ objectId: object.id, sourceZcc: object.zcc, sourceName: object.card.name, controller: object.owner, ability: madnessTrigger(object) });
}

/** CR 702.74a: "When this permanent enters, if its evoke cost was paid, its controller sacrifices it." */
export const EVOKE_SACRIFICE: TriggeredAbility = {
  kind: 'triggered',
  event: { on: 'enters self' },
  effects: [{ kind: 'sacrifice', who: 'you', filter: { anyOf: [], none: [], colors: [], notColors: [], text: '~' }, count: 1, self: true }],
  targets: [],
  text: 'Evoke: sacrifice it.',
};

/** A permanent spell entered the battlefield: it remembers how it was cast (kicked), sunburst counters, the evoke sacrifice. */
export function enteredFromCast(game: Game, object: GameObject, record: CastRecord): void {
  object.cast = record;
  if (record.colors) {
    // CR 702.44a: +1/+1 counters on a creature, charge counters otherwise.
    const counter = object.card.isCreature ? '+1/+1' : 'charge';
    object.counters = { ...(object.counters ?? {}), [counter]: (object.counters?.[counter] ?? 0) + record.colors };
  }
  if (record.evoked) game.state.pending.push({ objectId: object.id, sourceZcc: object.zcc, sourceName: object.card.name, controller: object.controller, ability: EVOKE_SACRIFICE });
  if (record.dashed) {
    // CR 702.109a: it gains haste, and returns to its owner's hand at the beginning of the next end step.
    object.keywordsGained = [...(object.keywordsGained ?? []), 'haste'];
    (game.state.delayed ??= []).push({ step: 'end', controller: object.controller, sourceName: object.card.name, what: 'bounce', cards: [{ id: object.id, zcc: object.zcc }] });
  }
}

/** CR 702.88a: a rebound spell exiled as it resolved waits for your next upkeep. */
export function rebound(game: Game, object: GameObject): void {
  const state = game.state;
  state.delayed = [...(state.delayed ?? []), { step: 'upkeep', controller: object.owner, sourceName: object.card.name, what: 'rebound', cards: [{ id: object.id, zcc: object.zcc }] }];
}
