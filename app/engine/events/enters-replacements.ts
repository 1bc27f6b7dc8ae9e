// What happens as a permanent enters the battlefield (CR 614.1c, 614.12), before its enters
// triggers: its "choose …" answers (enters-choices.ts), riot's +1/+1 counter or haste (CR
// 702.136a), devour's sacrifices (CR 702.82a), amplify's reveals (CR 702.38a), bloodthirst (CR
// 702.54a) and tribute, which the goldfish never pays (CR 702.104a). Defaults: docs/rules-lifecycle.md.
import type { Game } from '../turns/game.ts';
import { changeCounters } from '../state/counters.ts';
import { chooseAsEnters, devourable } from '../rules/enters-choices.ts';
import { powerOf } from '../rules/characteristics.ts';
import { type GameObject, otherPlayer } from '../state/state.ts';
import { moveObject } from './zones.ts';

export function asEnters(game: Game, object: GameObject, answer: unknown): void {
  chooseAsEnters(game, object, answer);
  for (const ability of object.card.statics) {
    const effect = ability.effect;
    if (effect.kind !== 'as enters') continue;
    const count = countFor(game, object, effect.keyword);
    if (effect.keyword === 'tribute') object.chosen = { ...object.chosen, tributePaid: false };
    if (count > 0) changeCounters(object, '+1/+1', effect.keyword === 'riot' || effect.keyword === 'unleash' ? 1 : effect.amount * count);
  }
}

/** How many times the keyword's counters are put on it. */
function countFor(game: Game, object: GameObject, keyword: 'amplify' | 'bloodthirst' | 'riot' | 'devour' | 'tribute' | 'unleash'): number {
  switch (keyword) {
    case 'riot':
      return object.chosen?.riot === 'counter' ? 1 : 0;
    case 'unleash':
      return object.chosen?.unleashed ? 1 : 0;
    case 'bloodthirst':
      return game.state.players[otherPlayer(object.controller)].damagedThisTurn ? 1 : 0;
    case 'amplify':
      return amplify(game, object);
    case 'devour':
      return devour(game, object, object.chosen?.devoured ?? 0);
    case 'tribute':
      return 0;
  }
}

/** CR 702.38a: reveals every creature card in hand that shares a creature type with it (revealing costs nothing, so the engine reveals all). */
function amplify(game: Game, object: GameObject): number {
  const types = object.card.types.subtypes;
  let revealed = 0;
  for (const id of game.state.players[object.controller].hand) {
    const card = game.state.objects[id]!.card;
    const shares = card.isCreature && (card.allCreatureTypes || object.card.allCreatureTypes || card.types.subtypes.some((type) => types.includes(type)));
    if (!shares) continue;
    revealed += 1;
    game.emit({ type: 'revealed', card: card.name });
  }
  return revealed;
}

/** CR 702.82a: sacrifices up to `wanted` other creatures, tokens first, then the weakest. */
function devour(game: Game, object: GameObject, wanted: number): number {
  if (wanted <= 0) return 0;
  const candidates = devourable(game, object).sort((a, b) => Number(b.token) - Number(a.token) || (powerOf(game.state, a) ?? 0) - (powerOf(game.state, b) ?? 0));
  const eaten = candidates.slice(0, wanted);
  for (const creature of eaten) moveObject(game, creature, 'graveyard', { sacrificed: true });
  return eaten.length;
}
