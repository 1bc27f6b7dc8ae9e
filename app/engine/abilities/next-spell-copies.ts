// "When you cast your next instant or sorcery spell this turn, copy that spell. You may choose new
// targets for the copy." (Doublecast, Howl of the Horde, Chandra, the Firebrand's −2): a delayed
// triggered ability (CR 603.7c) created on resolution, waiting in `state.nextSpellCopies` for its
// controller's next instant or sorcery spell this turn; it triggers once, then is gone, and it is
// gone at the end of the turn. The trigger copies the spell that was cast (`copySpell` with `cast`).
import type { EventOf } from '../events/engine-events.ts';
import type { TriggeredAbility } from '../../cards/oracle/abilities.ts';
import type { Game } from '../turns/game.ts';
import type { GameState, PlayerId } from '../state/state.ts';

const copyTriggers = new Map<number, TriggeredAbility>();

/** The delayed trigger's ability, one per number of copies. */
function copyTrigger(times: number): TriggeredAbility {
  let ability = copyTriggers.get(times);
  if (!ability) {
    ability = {
      kind: 'triggered',
      event: { on: 'cast', filter: null, who: 'you' },
      effects: [{ kind: 'copySpell', target: -1, times, cast: true }],
      targets: [],
      text: `Copy that spell${times === 2 ? ' twice' : ''}. You may choose new targets for the copy.`,
    };
    copyTriggers.set(times, ability);
  }
  return ability;
}

/** Sets up the delayed trigger for the resolving ability's controller. */
export function awaitNextSpell(game: Game, controller: PlayerId, times: number, sourceId: number): void {
  game.state.nextSpellCopies = [...(game.state.nextSpellCopies ?? []), { controller, turn: game.state.turn, times, sourceId }];
}

/** Whether a "your next spell" trigger waits (the dispatcher's gate). */
export const nextSpellCopiesWait = (state: GameState): boolean => (state.nextSpellCopies?.length ?? 0) > 0;

/** On a cast (a plain field read when nothing waits): the waiting triggers of that player fire for an instant or sorcery spell. */
export function onCastNextSpell(game: Game, { spell, player }: EventOf<'cast'>): void {
  const waiting = game.state.nextSpellCopies;
  if (!waiting || waiting.length === 0) return;
  const turn = game.state.turn;
  const fires = spell.card.isSpellOnly;
  game.state.nextSpellCopies = waiting.filter((entry) => entry.turn === turn && !(fires && entry.controller === player));
  if (!fires) return;
  for (const entry of waiting) {
    if (entry.turn !== turn || entry.controller !== player) continue;
    const source = game.state.objects[entry.sourceId]!;
    game.state.pending.push({ objectId: source.id, sourceZcc: source.zcc, sourceName: source.card.name, controller: player, ability: copyTrigger(entry.times), subject: { id: spell.id, zcc: spell.zcc } });
  }
}
