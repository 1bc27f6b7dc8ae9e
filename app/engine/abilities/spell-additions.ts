// What a cast adds to the spell's effects and target slots beyond its printed text: awaken's
// counters and animation (CR 702.113a) and spliced cards (702.47a, splice.ts). The added slots
// come after the spell's own, as the compiled additions number them.
import type { TargetSpec } from '../../cards/oracle/abilities.ts';
import type { CastRequest } from './casting.ts';
import type { Game } from '../turns/game.ts';
import { cardRef, msg, type Message } from '../messages/message.ts';
import type { ModeChoice } from './modes.ts';
import { spliceInto } from './splice.ts';
import type { GameObject } from '../state/state.ts';

export function addToSpell(game: Game, spell: GameObject, request: CastRequest, specs: readonly TargetSpec[], modes: ModeChoice): { specs: readonly TargetSpec[]; modes: ModeChoice } | Message {
  const awaken = spell.card.casting.awaken;
  if (request.alternative === 'awaken' && awaken) {
    // The awakened part was read with the printed slots before it; a modal spell's slots move, so not with modes.
    if (modes.slots !== null) return msg('refusal.castOption', { card: cardRef(spell.card.name), option: 'awaken' });
    const all = [...specs, ...awaken.targets];
    return spliceInto(game, spell, request.splice, all, { ...modes, effects: [...modes.effects, ...awaken.effects], specs: all });
  }
  return spliceInto(game, spell, request.splice, specs, modes);
}
