// Statics that give a player a keyword: "You have hexproof." (CR 702.11d: you can't be the target of
// spells or abilities your opponents control) and "You have shroud." (CR 702.18d: you can't be the
// target of any spell or ability). The engine checks them as targets are chosen (engine/targets.ts).
import type { StaticEffect } from '../abilities.ts';

const PLAYER_KEYWORDS = new Map([['you have hexproof', 'hexproof'], ['you have shroud', 'shroud']] as const);

export function playerKeywordLine(line: string): StaticEffect[] | undefined {
  const keyword = PLAYER_KEYWORDS.get(line.trim().replace(/\.$/, '').toLowerCase() as never);
  return keyword ? [{ kind: 'player keyword', keyword }] : undefined;
}
