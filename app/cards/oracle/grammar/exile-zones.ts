// "Exile all cards from target opponent's graveyard" (Hedonist's Trove), "… from each opponent's
// graveyard" (Kaya's Guile), "… from all opponents' hands and graveyards" (Ashiok), "… from target
// player's hand and graveyard" (Identity Crisis), "… from your library" (Leveler), "… from all hands and graveyards" (Worldfire): every card of
// those zones of those players is exiled (CR 406.2; effects/choice-verbs.ts `exileGraveyard`).
import type { Effect, PlayerRef } from '../abilities.ts';
import type { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';

type Zone = 'graveyard' | 'hand' | 'library';

const ZONES: readonly (readonly [readonly string[], readonly Zone[]])[] = [
  [['hand and graveyard', 'hands and graveyards'], ['hand', 'graveyard']],
  [['graveyard', 'graveyards'], ['graveyard']],
  [['hand', 'hands'], ['hand']],
  [['library'], ['library']],
];

/** Whose zones: yours, a target player's (a new slot), or every opponent's. */
function whose(c: Cursor, context: ParseContext): { who: PlayerRef; target?: number } | undefined {
  if (c.accept('your')) return { who: 'you' };
  if (c.acceptOne("each opponent's", "all opponents'", "your opponents'")) return { who: 'each opponent' };
  if (c.acceptOne('all', "each player's")) return { who: 'each player' }; // "all hands and graveyards" (Worldfire)
  const kind = c.accept("target player's") ? 'player' : c.accept("target opponent's") ? 'opponent' : undefined;
  if (!kind) return undefined;
  context.targets.push({ kind, harmful: true });
  return { who: 'target', target: context.targets.length - 1 };
}

export function exileZones(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player' || subject.who !== 'you' || !c.accept('exile all cards from')) return undefined;
  const targets = context.targets.length;
  const players = whose(c, context);
  const zones = players && ZONES.find(([words]) => c.acceptOne(...words) !== undefined)?.[1];
  if (!players || !zones) {
    context.targets.length = targets;
    return undefined;
  }
  return [{ kind: 'exileGraveyard', ...players, zones }];
}
