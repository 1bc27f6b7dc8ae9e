// "Sacrifice ten nonland permanents" (Bolas's Citadel; CR 118.3, 602.2b, 701.17a): a cost of N
// permanents of a kind that the player controls. The player chooses which (the scenario's and the
// action's `sacrifice` list); without a choice the engine takes, by a stated default, the permanents
// a goldfish player gives up most easily: tokens first, then the lowest mana value, the source
// itself last (it may pay for itself when it matches, CR 602.2b), battlefield order breaking ties.
// Fewer than N matching permanents: the activation is refused and nothing is paid (CR 602.2b).
import type { Cost } from '../../cards/oracle/abilities.ts';
import { manaValue } from '../../cards/mana-symbols.ts';
import { matchesTypeQuery } from '../../cards/type-line.ts';
import { cardRef, msg, type Message } from '../messages/message.ts';
import { typesOf } from '../rules/attached.ts';
import type { Game } from '../turns/game.ts';
import type { GameObject, PlayerId } from '../state/state.ts';

type Several = NonNullable<Cost['sacrificeSeveral']>;

function matches(object: GameObject, part: Several): boolean {
  const types = typesOf(object);
  if (part.nonland && types.types.includes('Land')) return false;
  return part.query === null || matchesTypeQuery(types, part.query);
}

/** The permanents the cost sacrifices, or the reason it can't be paid. `chosen`: the player's choice (object ids). */
export function permanentsToSacrifice(game: Game, player: PlayerId, source: GameObject, part: Several, chosen?: readonly number[]): GameObject[] | Message {
  const state = game.state;
  const matching = state.players[player].battlefield.map((id) => state.objects[id]!).filter((object) => matches(object, part));
  if (matching.length < part.count) return msg('refusal.tooFewToSacrifice', { count: part.count, what: part.text, have: matching.length });
  if (chosen !== undefined) {
    const unique = new Set(chosen);
    if (chosen.length !== part.count || unique.size !== chosen.length) return msg('refusal.sacrificeChoiceCount', { count: part.count, what: part.text, given: chosen.length });
    const picked: GameObject[] = [];
    for (const id of chosen) {
      const object = matching.find((candidate) => candidate.id === id);
      if (!object) return msg('refusal.notSacrificable', { card: cardRef(state.objects[id]?.card.name ?? `#${id}`), what: part.text });
      picked.push(object);
    }
    return picked;
  }
  const order = (object: GameObject): [number, number, number] => [object.id === source.id ? 1 : 0, object.token ? 0 : 1, manaValue(object.card.manaCost)];
  const ranked = matching.map((object, index) => ({ object, index, key: order(object) }));
  ranked.sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2] || a.index - b.index);
  return ranked.slice(0, part.count).map((entry) => entry.object);
}
