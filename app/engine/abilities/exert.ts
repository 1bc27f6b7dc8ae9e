// Exert (CR 701.39): a creature whose ability says "You may exert ~ as it attacks" may be exerted
// as the attackers are declared (the `attack` action's `exert` list). Exerting it means it won't
// untap during your next untap step (701.39a; the untap step reads `skipUntapZcc`), and it fires
// "When you do, …" on that creature and "Whenever you exert a creature, …" on your permanents,
// before the "whenever … attacks" triggers are added (all of them are put on the stack together).
import { EXERT_KEYWORD } from '../../cards/oracle/keywords/exert.ts';
import type { Game } from '../turns/game.ts';
import { hasKeyword } from '../rules/characteristics.ts';
import { cardRef, type Message, msg } from '../messages/message.ts';
import type { GameObject } from '../state/state.ts';
import { addPending, forEachBattlefieldTrigger } from './triggers.ts';
import { triggerKinds } from '../state/game-features.ts';

const ON_EXERTED = triggerKinds('exerted');

/** Why these creatures can't be exerted with this declaration (one not attacking or without the ability), or null. */
export function exertProblem(game: Game, attackers: readonly GameObject[], exerted: readonly number[]): Message | null {
  for (const id of exerted) {
    const object = attackers.find((attacker) => attacker.id === id);
    const name = game.state.objects[id]?.card.name;
    if (!object) return msg('refusal.exertNotAttacking', { card: cardRef(name ?? `#${id}`) });
    if (!hasKeyword(game.state, object, EXERT_KEYWORD)) return msg('refusal.cantExert', { card: cardRef(object.card.name) });
  }
  return null;
}

/** Whether the creature may be exerted as it attacks (the table's attack dialog offers it). */
export function mayExert(game: Game, object: GameObject): boolean {
  return hasKeyword(game.state, object, EXERT_KEYWORD);
}

/** CR 701.39a: each exerted creature skips your next untap step; its exert triggers go on the pending list. */
export function exertCreatures(game: Game, exerted: readonly GameObject[]): void {
  for (const creature of exerted) {
    creature.skipUntapZcc = creature.zcc;
    forEachBattlefieldTrigger(game, ON_EXERTED, (ability, source) => {
      const event = ability.event;
      if (event.on !== 'exerted' || source.controller !== creature.controller) return;
      if (event.self && source !== creature) return;
      addPending(game, source, ability, source.controller, { id: creature.id, zcc: creature.zcc });
    });
  }
}
