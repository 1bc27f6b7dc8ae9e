// "Enchanted creature's controller sacrifices it", "that player sacrifices that creature" (in a
// trigger about the enchanted creature): the player named by the enchanted permanent sacrifices
// that very permanent (CR 701.17a), not one of their choice.
import type { Effect, PlayerRef } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';

const HOST_WORDS = ['it', 'that creature', 'that permanent', 'that land', 'that artifact', 'that enchantment', 'enchanted creature', 'enchanted permanent', 'enchanted land', 'enchanted artifact', 'enchanted enchantment'] as const;

/** After "… sacrifices": the enchanted permanent, when the player is its controller ("host controller", or "that player" of a trigger about it). */
export function hostSacrificed(c: Cursor, context: ParseContext, who: PlayerRef | undefined): Extract<Effect, { kind: 'sacrifice' }> | undefined {
  const aboutHost = who === 'host controller' || (who === 'that player' && context.it?.ref === 'enchanted');
  if (!aboutHost || !c.acceptOne(...HOST_WORDS)) return undefined;
  return { kind: 'sacrifice', who, filter: { anyOf: [], none: [], colors: [], notColors: [], text: 'enchanted permanent' }, count: 1, objects: { ref: 'enchanted' } };
}
