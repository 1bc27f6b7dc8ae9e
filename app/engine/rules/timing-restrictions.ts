// Whether a "cast only …" or "activate only …" restriction (CR 601.3, 602.5b) holds now. The
// goldfish game is all your turns: "during an opponent's turn" never holds.
import type { Timing } from '../../cards/oracle/keywords/timing.ts';
import type { Game } from '../turns/game.ts';
import { msg, type Message, type MessageParam } from '../messages/message.ts';
import { YOU } from '../state/state.ts';

const BEFORE_COMBAT = new Set(['untap', 'upkeep', 'draw', 'main1']);

/** The refusal when `timing` doesn't hold now; `what` names the spell or ability. */
export function timingProblem(game: Game, timing: Timing | null | undefined, what: MessageParam): Message | null {
  if (!timing) return null;
  const state = game.state;
  switch (timing) {
    case 'upkeep':
      return state.phase === 'upkeep' ? null : msg('refusal.onlyDuringUpkeep', { ability: what });
    case 'combat':
      return state.phase === 'combat' ? null : msg('refusal.onlyDuringCombat', { what });
    case 'before attackers':
      return BEFORE_COMBAT.has(state.phase) || (state.phase === 'combat' && !state.players[YOU].attackedThisTurn) ? null : msg('refusal.onlyBeforeAttackers', { what });
    case "opponent's turn":
      return msg('refusal.onlyOpponentsTurn', { what });
    case 'when attacked':
      return msg('refusal.onlyWhenAttacked', { what });
    case 'after another spell':
      return (state.players[YOU].spellsCastThisTurn ?? 0) > 0 ? null : msg('refusal.onlyAfterAnotherSpell', { what });
  }
}
