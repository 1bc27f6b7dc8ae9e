// The monarch's draw (CR 724.2): "At the beginning of the monarch's end step, that player draws a
// card" is an inherent triggered ability of the designation, not of a permanent. It triggers from
// the stream's `step began` like any other step trigger and goes on the stack (CR 603.3), so a
// player may respond and a Stifle-like ability counters it. Only you take turns at a goldfish
// table, so it triggers when you are the monarch. It has no source object (`objectId` -1).
import type { TriggeredAbility } from '../../cards/oracle/abilities.ts';
import type { EventOf } from '../events/engine-events.ts';
import type { Game } from '../turns/game.ts';
import { YOU, type GameState } from '../state/state.ts';

/** The designation's ability, as "At the beginning of your end step, draw a card." compiles. */
const MONARCH_DRAWS = {
  kind: 'triggered',
  event: { on: 'step', step: 'end', whose: 'you' },
  effects: [{ kind: 'draw', amount: 1 }],
  targets: [],
  text: 'Draw a card.',
} as const satisfies TriggeredAbility;

/** Whether you are the monarch (the dispatcher's gate: most games have no monarch). */
export const youAreTheMonarch = (state: GameState): boolean => state.monarch === YOU;

export function onStepBeganMonarch(game: Game, { step }: EventOf<'step began'>): void {
  if (step !== 'end' || game.state.monarch !== YOU) return;
  game.state.pending.push({ objectId: -1, sourceZcc: 0, sourceName: 'the monarch', controller: YOU, ability: MONARCH_DRAWS });
}
