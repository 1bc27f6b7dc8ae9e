// "Enchanted creature" in an ability of an Aura (or "equipped creature" of an Equipment) whose
// source has left the battlefield by the time it resolves: "Sacrifice ~: Return enchanted creature
// to its owner's hand". The ability uses the source's last known information (CR 113.7a, 608.2h):
// the permanent it was attached to as the ability was activated, kept on the stack item.
import type { Cost } from '../../cards/oracle/abilities.ts';
import type { Game } from '../turns/game.ts';
import { heard, signal } from './engine-events.ts';
import { cardRef, type Message, msg } from '../messages/message.ts';
import { moveObject } from './zones.ts';
import { isCreatureNow } from '../rules/characteristics.ts';
import { typesOf } from '../rules/attached.ts';
import type { GameObject, ObjectStamp } from '../state/state.ts';

/** The permanent `source` is attached to now, to remember on an ability it puts on the stack. */
export function hostStamp(game: Game, source: GameObject): ObjectStamp | undefined {
  const host = source.attachedTo >= 0 ? game.state.objects[source.attachedTo] : undefined;
  return host && host.zone === 'battlefield' ? { id: host.id, zcc: host.zcc } : undefined;
}

/** The enchanted / equipped permanent: the source's host now, or (the source gone) the one it had (CR 113.7a). */
export function hostOf(game: Game, source: GameObject | undefined, remembered: ObjectStamp | undefined): GameObject | undefined {
  if (source) {
    const host = source.attachedTo >= 0 ? game.state.objects[source.attachedTo] : undefined;
    return host && host.zone === 'battlefield' ? host : undefined;
  }
  const host = remembered ? game.state.objects[remembered.id] : undefined;
  return host && host.zone === 'battlefield' && host.zcc === remembered!.zcc ? host : undefined;
}

function creatureTypes(object: GameObject): readonly string[] {
  return isCreatureNow(object) ? typesOf(object).subtypes : [];
}

/** CR 205.3m, 702.73a: whether two creatures share a creature type (a changeling has them all). */
function shareCreatureType(a: GameObject, b: GameObject): boolean {
  const first = creatureTypes(a);
  const second = creatureTypes(b);
  if (!isCreatureNow(a) || !isCreatureNow(b)) return false;
  if (a.card.allCreatureTypes) return b.card.allCreatureTypes || second.length > 0;
  if (b.card.allCreatureTypes) return first.length > 0;
  return first.some((type) => second.includes(type));
}

/** "Enchanted creature and other creatures that share a creature type with it": the host first, then the others in battlefield order. */
export function hostAndKin(game: Game, host: GameObject | undefined): GameObject[] {
  if (!host) return [];
  const found = [host];
  for (const player of game.state.players) {
    for (const id of player.battlefield) {
      const object = game.state.objects[id]!;
      if (object !== host && shareCreatureType(host, object)) found.push(object);
    }
  }
  return found;
}

/** Why the Aura's "Tap enchanted creature" / "Sacrifice enchanted creature" cost can't be paid now, or undefined. */
export function hostCostProblem(game: Game, source: GameObject, cost: Cost): Message | undefined {
  if (!cost.host) return undefined;
  const host = hostOf(game, source.zone === 'battlefield' ? source : undefined, undefined);
  if (!host) return msg(cost.host === 'tap' ? 'refusal.tapOffBattlefield' : 'refusal.sacrificeOffBattlefield', { card: cardRef(source.card.name) });
  if (cost.host === 'tap' && host.tapped) return msg('refusal.alreadyTapped', { card: cardRef(host.card.name) });
  return undefined;
}

/** Pays it: taps the host (its "becomes tapped" triggers, CR 603.2) or sacrifices it (CR 701.17a). */
export function payHostCost(game: Game, source: GameObject, cost: Cost): void {
  if (!cost.host) return;
  const host = hostOf(game, source, undefined);
  if (!host) return;
  if (cost.host === 'sacrifice') {
    moveObject(game, host, 'graveyard', { sacrificed: true });
    return;
  }
  host.tapped = true;
  if (heard(game, 'tapped')) signal(game, { type: 'tapped', object: host });
}
