// Triggered abilities: noticed when their event happens (pending), put on the stack the next
// time a player would receive priority (CR 603.3), with targets chosen as they go on the stack:
// the opponent where legal, else the first legal target in battlefield order; none → removed
// (event `fizzled`).
import type { TriggeredAbility } from '../cards/oracle/abilities.ts';
import type { Game } from './game.ts';
import type { GameObject, PlayerId } from './state.ts';
import { chooseTargetsAutomatically } from './targets.ts';

function addPending(game: Game, source: GameObject, ability: TriggeredAbility, controller: PlayerId): void {
  game.state.pending.push({ objectId: source.id, sourceZcc: source.zcc, sourceName: source.card.name, controller, ability });
}

/** Each permanent's triggered abilities, both players, in battlefield order. */
function forEachBattlefieldTrigger(game: Game, visit: (ability: TriggeredAbility, source: GameObject) => void): void {
  for (const player of game.state.players) {
    for (const id of player.battlefield) {
      const source = game.state.objects[id]!;
      const triggered = source.card.triggered;
      for (let index = 0; index < triggered.length; index += 1) visit(triggered[index]!, source);
    }
  }
}

/**
 * A card was discarded. When it paid a cycling cost (CR 702.29c–d, f), "When you cycle this
 * card" triggers from the zone it landed in, "cycle" triggers fire, and "cycles or discards"
 * triggers fire once, not twice.
 */
export function fireDiscarded(game: Game, card: GameObject, player: PlayerId, cycling: boolean): void {
  if (cycling) {
    for (const ability of card.card.triggered) {
      if (ability.event.on === 'cycle self') addPending(game, card, ability, card.owner);
    }
  }
  forEachBattlefieldTrigger(game, (ability, source) => {
    const event = ability.event;
    if (event.on === 'cycle') {
      if (!cycling && !event.orDiscard) return;
      if (event.who === 'you' && source.controller !== player) return;
      if (event.another && source.id === card.id) return;
      addPending(game, source, ability, source.controller);
    } else if (event.on === 'discard') {
      if (event.who === 'you' && source.controller !== player) return;
      if (event.another && source.id === card.id) return;
      addPending(game, source, ability, source.controller);
    }
  });
}

export function fireEnters(game: Game, object: GameObject): void {
  for (const ability of object.card.triggered) {
    if (ability.event.on === 'enters self') addPending(game, object, ability, object.controller);
  }
}

/** "When ~ dies" looks back in time (CR 603.10a): the card's abilities as it last existed. */
export function fireDies(game: Game, object: GameObject): void {
  for (const ability of object.card.triggered) {
    if (ability.event.on === 'dies self') addPending(game, object, ability, object.owner);
  }
}

/** Puts every pending trigger on the stack, in the order they triggered. */
export function putPendingOnStack(game: Game): void {
  const state = game.state;
  while (state.pending.length > 0) {
    const pending = state.pending.shift()!;
    if (game.events) game.emit({ type: 'triggered', source: pending.sourceName, text: pending.ability.text });
    const targets = chooseTargetsAutomatically(game, pending.ability.targets, pending.controller, pending.objectId);
    if (targets === undefined) {
      if (game.events) game.emit({ type: 'fizzled', source: pending.sourceName });
      continue;
    }
    state.stack.push({
      sid: state.nextStackId++,
      kind: 'trigger',
      objectId: pending.objectId,
      sourceZcc: pending.sourceZcc,
      sourceName: pending.sourceName,
      controller: pending.controller,
      ability: pending.ability,
      effects: pending.ability.effects,
      targetSpecs: pending.ability.targets,
      targets,
      x: 0,
      text: pending.ability.text,
    });
  }
}
