// An Aura put onto the battlefield without being cast and without being told what it enchants
// ("When enchanted creature dies, return ~ from your graveyard to the battlefield", Screams from
// Within): the player putting it there chooses, as it enters, an object or player it could enchant
// — not a target, though the engine picks as it picks targets (yours first; the scenario format's
// default) or, where the card says so, at random. With nothing it could enchant it stays where it
// is (CR 303.4f, 303.4g).
import { canEnchant } from '../rules/characteristics.ts';
import type { Game } from '../turns/game.ts';
import { nextRandom } from '../state/rng.ts';
import { returnAttached } from './graveyard-triggers.ts';
import type { GameObject, PlayerId } from '../state/state.ts';
import { chooseTargetsAutomatically } from '../rules/targets.ts';
import { moveObject } from '../events/zones.ts';

export function putAuraOntoBattlefield(game: Game, aura: GameObject, controller: PlayerId, atRandom = false): void {
  const enchant = aura.card.enchant;
  if (!enchant) return; // CR 303.4g: an Aura with no enchant ability it could use stays put
  if (atRandom) {
    returnAttached(game, aura, randomHost(game, aura, controller), controller);
    return;
  }
  const [chosen] = chooseTargetsAutomatically(game, [{ kind: enchant.player ?? 'permanent', enchant }], controller, aura.id) ?? [];
  if (!chosen) return;
  if ('player' in chosen) moveObject(game, aura, 'battlefield', { controller, enchantPlayer: chosen.player });
  else if ('object' in chosen) returnAttached(game, aura, game.state.objects[chosen.object], controller);
}

/** "choose a creature at random ~ can enchant" (Infectious Rage): any permanent it could enchant, on the game's seeded random source. */
function randomHost(game: Game, aura: GameObject, controller: PlayerId): GameObject | undefined {
  const state = game.state;
  const candidates: GameObject[] = [];
  for (const player of state.players) {
    for (const id of player.battlefield) if (canEnchant(state, aura.card.enchant, state.objects[id]!, controller, aura.id)) candidates.push(state.objects[id]!);
  }
  if (candidates.length === 0) return undefined;
  const [next, value] = nextRandom(state.rng);
  state.rng = next;
  return candidates[Math.floor(value * candidates.length)];
}
