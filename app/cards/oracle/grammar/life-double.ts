// "Double your life total", "double its controller's life total" (Celestial Mantle, after
// "Whenever enchanted creature deals combat damage to a player"), "double target player's life
// total": the player gains (or, below 0, loses) as much life as their life total (CR 701.10d in the
// current numbering, CR 119.5).
import type { Effect } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import { attemptIn, type ParseContext } from './nouns.ts';

export function doubleLifeSentence(c: Cursor, context: ParseContext): Effect[] | undefined {
  return attemptIn(c, context, (): Effect[] | undefined => {
    if (!c.accept('double')) return undefined;
    let effect: Effect | undefined;
    if (c.accept('your life total')) effect = { kind: 'doubleLife', who: 'you' };
    // "its controller's": the enchanted creature's, when the trigger is about it.
    else if (c.acceptOne("its controller's life total", "enchanted creature's controller's life total") && (context.it?.ref === 'enchanted' || context.subjectIsHost)) effect = { kind: 'doubleLife', who: 'host controller' };
    else {
      const whose = c.acceptOne("target player's life total", "target opponent's life total");
      if (whose) {
        context.targets.push({ kind: whose.includes('opponent') ? 'opponent' : 'player', harmful: false });
        effect = { kind: 'doubleLife', who: 'target', target: context.targets.length - 1 };
      }
    }
    return effect && c.done ? [effect] : undefined;
  });
}
