// Who performs a clause: "you" (also the imperative), a player phrase ("target player",
// "each opponent", "each player"), or an object ("~", "it", "target creature", "creatures you control").
import type { ObjectRef, PlayerRef } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { CONTROLLERS } from './enchanted-triggers.ts';
import { attemptIn, objectRef, targetPhrase, type ParseContext } from './nouns.ts';
import { thatSpellController, thatTargetPlayer } from './target-back-refs.ts';
import { chosenOpponentPhrase } from './chosen-opponent.ts';

export type Subject =
  | { kind: 'player'; who: PlayerRef; slot?: number }
  | { kind: 'object'; ref: ObjectRef };

export const YOU: Subject = { kind: 'player', who: 'you' };

/** A player phrase: "you", "each opponent", "each player", "target player", "target opponent", "that player". */
export function playerPhrase(c: Cursor, context: ParseContext, harmful: boolean): Subject | undefined {
  const chosen = chosenOpponentPhrase(c, context); // "Choose an opponent. You and that player each …"
  if (chosen) return chosen;
  if (c.accept('you')) return YOU;
  if (c.accept('each opponent') || c.accept('each of your opponents') || c.accept('your opponents')) return { kind: 'player', who: 'each opponent' };
  if (c.accept('each player')) return { kind: 'player', who: 'each player' };
  if (c.accept('each other player')) return { kind: 'player', who: 'each opponent' }; // other than you: in a two-player game, your opponent
  if (c.accept('defending player')) return { kind: 'player', who: 'each opponent' };
  // "Exile target creature. Its controller gains life equal to its power."
  if (context.it?.ref === 'target' && c.acceptOne('its controller', "that creature's controller", "that permanent's controller")) return { kind: 'player', who: 'controller of target', slot: context.it.slot };
  // "Destroy target creature. Its owner gains 4 life." (CR 108.3); only before the life verbs, which carry the slot.
  if (context.it?.ref === 'target' && (c.at('its owner gains') || c.at('its owner loses')) && c.accept('its owner')) return { kind: 'player', who: 'owner of target', slot: context.it.slot };
  if (context.thatPlayer?.some((phrase) => c.accept(phrase))) return { kind: 'player', who: 'that player' };
  const spell = thatSpellController(c, context);
  if (spell !== undefined) return { kind: 'player', who: 'controller of target', slot: spell };
  if (c.acceptOne(...CONTROLLERS)) return { kind: 'player', who: 'host controller' }; // "enchanted artifact's controller"
  const again = thatTargetPlayer(c, context); // "Target player discards two cards. … that player discards three cards instead."
  if (again !== undefined) return { kind: 'player', who: 'target', slot: again };
  return attemptIn(c, context, () => {
    const target = targetPhrase(c, context, harmful);
    if (!target || target.count !== 1) return undefined;
    if (target.kind !== 'player' && target.kind !== 'opponent') return undefined;
    return { kind: 'player', who: 'target', slot: target.slot };
  });
}

/** The subject of a clause, or undefined for an imperative ("Draw a card."), which is "you". */
export function subject(c: Cursor, context: ParseContext): Subject | undefined {
  const player = attemptIn(c, context, () => playerPhrase(c, context, false));
  if (player) return player;
  return attemptIn(c, context, () => {
    const ref = objectRef(c, context, false);
    return ref ? { kind: 'object', ref } : undefined;
  });
}
