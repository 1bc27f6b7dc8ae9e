// The triggered abilities the casting keywords create (CR 603): storm's and replicate's copies
// (CR 702.40a, 702.56a), ripple (702.60a), cascade (702.85a) and rebound's upkeep trigger
// (702.88a). What a zone change itself does for a casting keyword (madness, miracle, evoke, dash,
// rebound's exile) is in events/cast-keywords-on-zone-change.ts, beside the zone moves that call it.
import type { TriggeredAbility } from '../../cards/oracle/abilities.ts';

import type { Game } from '../turns/game.ts';
import type { GameObject, PlayerId } from '../state/state.ts';

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
