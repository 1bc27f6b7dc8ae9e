// The triggered abilities the casting keywords create (CR 603): storm's and replicate's copies
// (CR 702.40a, 702.56a), cascade (702.85a), madness (702.35a), the evoke sacrifice (702.74a) and
// rebound (702.88a); and what a permanent keeps from the way it was cast (kicked, sunburst).
import type { TriggeredAbility } from '../../cards/oracle/abilities.ts';

import type { Game } from '../turns/game.ts';
import type { GameObject, PlayerId } from '../state/state.ts';
import { moveObject } from '../events/zones.ts';
import type { CastRecord } from '../state/records.ts';

export function addCastTrigger(game: Game, object: GameObject, ability: TriggeredAbility, controller: PlayerId): void {
  game.state.pending.push({ objectId: object.id, sourceZcc: object.zcc, sourceName: object.card.name, controller, ability });
}

/** Storm (CR 702.40a) and replicate (702.56a): "copy this spell N times". */
export const copyTrigger = (keyword: string, count: number): TriggeredAbility => ({
  kind: 'triggered',
  event: { on: 'cast', filter: null, who: 'you' },
  effects: [{ kind: 'castingStep', step: 'storm copies', count }],
  targets: [],
  text: `${keyword}: copy this spell ${count === 1 ? 'once' : `${count} times`}.`,
});

/** Ripple N (CR 702.60a): reveal the top N; cast the ones with the same name free; the rest to the bottom. */
export const rippleTrigger = (count: number): TriggeredAbility => ({
  kind: 'triggered',
  event: { on: 'cast', filter: null, who: 'you' },
  effects: [{ kind: 'may', effects: [{ kind: 'castingStep', step: 'ripple', count }], text: `You may reveal the top ${count} cards of your library and cast those with the same name without paying their mana costs.` }],
  targets: [],
  text: `Ripple ${count}: you may reveal the top ${count} cards of your library; you may cast spells with the same name from among them without paying their mana costs. Put the rest on the bottom of your library.`,
});

export const CASCADE: TriggeredAbility = {
  kind: 'triggered',
  event: { on: 'cast', filter: null, who: 'you' },
  effects: [
    { kind: 'castingStep', step: 'cascade exile' },
    { kind: 'may', effects: [{ kind: 'castingStep', step: 'cast exiled', how: 'cascade' }], text: 'You may cast the exiled card without paying its mana cost.' },
    { kind: 'castingStep', step: 'cascade bottom' },
  ],
  targets: [],
  text: 'Cascade: exile cards from the top of your library until you exile a nonland card that costs less; you may cast it without paying its mana cost. Put the exiled cards on the bottom in a random order.',
};

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

const REBOUND: TriggeredAbility = {
  kind: 'triggered',
  event: { on: 'step', step: 'upkeep', whose: 'you' },
  effects: [{ kind: 'may', effects: [{ kind: 'castingStep', step: 'cast exiled', how: 'rebound' }], text: 'You may cast it from exile without paying its mana cost.' }],
  targets: [],
  text: 'Rebound: you may cast this card from exile without paying its mana cost.',
};

/** At your upkeep: the rebound trigger of each card still in exile as the same object goes on the stack. */
export function reboundTriggers(game: Game, trigger: { controller: PlayerId; cards: readonly { id: number; zcc: number }[] }): void {
  for (const card of trigger.cards) {
    const object = game.state.objects[card.id]!;
    if (object.zone === 'exile' && object.zcc === card.zcc) game.state.pending.push({ objectId: object.id, sourceZcc: object.zcc, sourceName: object.card.name, controller: trigger.controller, ability: REBOUND });
  }
}
