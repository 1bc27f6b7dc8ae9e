// Phasing (CR 702.26). A permanent that phases out is treated as though it doesn't exist
// (702.26d): it leaves its controller's battlefield list and its zone reads 'phased out', but it
// is the same object (no zone change, 702.26d: its counters, tapped state and attachments stay).
// Auras and Equipment attached to it phase out with it, "indirectly" (702.26g), and phase in
// attached to it. In its controller's untap step, before anything untaps (CR 502.1), the
// permanents that phased out under that player's control phase in and, at the same time, those
// with phasing phase out (702.26a). A phased-out permanent phases in with its "until end of turn"
// effects ended and its damage gone, as the cleanup steps it missed would have left it (514.2).
// Only the active player's permanents phase: the goldfish takes no turns.
import type { Game } from '../turns/game.ts';
import { hasKeyword } from '../rules/characteristics.ts';
import { inGame, keywordGrantedInGame, noteEffect, PHASING } from '../state/game-features.ts';
import { YOU, type GameObject } from '../state/state.ts';
import { endTurnEffectsOn } from '../rules/end-of-turn-effects.ts';
import { signal } from '../events/engine-events.ts';

/** The permanents attached to `host` (Auras, Equipment) that phase with it, and theirs, in order. */
function attachedTo(game: Game, host: GameObject, zone: 'battlefield' | 'phased out'): GameObject[] {
  const found: GameObject[] = [];
  for (const object of game.state.objects) {
    if (object.zone === zone && object.attachedTo === host.id) found.push(object, ...attachedTo(game, object, zone));
  }
  return found;
}

/** CR 702.26d, g: `object` and what is attached to it phase out. */
export function phaseOut(game: Game, object: GameObject): void {
  if (object.zone !== 'battlefield') return;
  noteEffect(game.state, PHASING);
  for (const permanent of [object, ...attachedTo(game, object, 'battlefield')]) {
    const list = game.state.players[permanent.controller].battlefield;
    list.splice(list.indexOf(permanent.id), 1);
    permanent.zone = 'phased out';
    signal(game, { type: 'self', object: permanent, what: 'phases out self' }); // the `phased_out` line, "Whenever ~ phases out"
  }
}

function phaseIn(game: Game, object: GameObject): void {
  for (const permanent of [object, ...attachedTo(game, object, 'phased out')]) {
    permanent.zone = 'battlefield';
    game.state.players[permanent.controller].battlefield.push(permanent.id);
    endTurnEffectsOn(permanent);
    signal(game, { type: 'self', object: permanent, what: 'phases in self' }); // the `phased_in` line, "Whenever ~ phases in"
  }
}

/** CR 502.1, 702.26a: the active player's phased-out permanents phase in and those with phasing phase out, simultaneously. */
export function phaseAtUntapStep(game: Game): void {
  const state = game.state;
  if (!inGame(state, PHASING) && !keywordGrantedInGame(state, 'phasing')) return;
  const comingIn = state.objects.filter((object) => object.zone === 'phased out' && object.controller === YOU && state.objects[object.attachedTo]?.zone !== 'phased out');
  const goingOut = state.players[YOU].battlefield.map((id) => state.objects[id]!).filter((object) => hasKeyword(state, object, 'phasing'));
  for (const object of goingOut) phaseOut(game, object);
  for (const object of comingIn) phaseIn(game, object);
}
