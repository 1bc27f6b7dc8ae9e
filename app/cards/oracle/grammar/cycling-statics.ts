// Static abilities about cycling and entering tapped, read as whole lines:
//   "Cycling abilities you activate cost you up to {2} less to activate." (CR 702.29f: typecycling too)
//   "Players can't cycle cards." (Stabilizer; CR 702.29f: no typecycling either)
//   "You may pay {0} rather than pay cycling costs." (CR 118.9; New Perspectives writes it after
//   "As long as you have seven or more cards in hand,", read as the static's condition); Gavi, Nest
//   Warden's "... rather than pay the cycling cost of the first card you cycle each turn."
//   "Each Sliver card in each player's hand has slivercycling {3}." (Homing Sliver)
//   "~ enters the battlefield tapped." (CR 614.1c)
// German and Spanish lines reach these rules through the language front ends.
import { manaCostIfReadable } from '../../mana-symbols.ts';
import { parseTypeQuery } from '../../type-line.ts';
import type { StaticEffect } from '../abilities.ts';
import { parseCyclingKeyword } from '../keywords/cycling.ts';

const CYCLING_COST = /^cycling abilities you activate cost(?: you)? (up to )?\{(\d+)\} (less|more) to activate$/i;
const CANT_CYCLE = /^players can't cycle cards$/i;
const ALTERNATIVE_COST = /^you may pay (\{[^}]+\}(?:\{[^}]+\})*) rather than pay (cycling costs|the cycling cost of the first card you cycle each turn)$/i;
const GRANT_IN_HAND = /^each (.+?) card in (each player's|your) hand has (.+)$/i;
const ENTERS_TAPPED = /^~ enters(?: the battlefield)? tapped$/i;

export function cyclingStaticLine(line: string): StaticEffect[] | undefined {
  const text = line.trim().replace(/\.$/, '');
  const cost = text.match(CYCLING_COST);
  if (cost) return [{ kind: 'cycling cost', upTo: Boolean(cost[1]), amount: Number(cost[2]), change: cost[3]!.toLowerCase() === 'less' ? 'less' : 'more' }];
  if (CANT_CYCLE.test(text)) return [{ kind: 'players cant cycle' }];
  const alternative = text.match(ALTERNATIVE_COST);
  const mana = alternative ? manaCostIfReadable(alternative[1]!) : undefined;
  const firstEachTurn = alternative?.[2]!.toLowerCase() !== 'cycling costs';
  if (mana) return [{ kind: 'cycling cost alternative', mana: mana.filter((symbol) => symbol.kind !== 'generic' || symbol.amount > 0), ...(firstEachTurn ? { firstEachTurn } : {}) }];
  if (ENTERS_TAPPED.test(text)) return [{ kind: 'enters tapped' }];
  const grant = text.match(GRANT_IN_HAND);
  const ability = grant ? parseCyclingKeyword(grant[3]!) : undefined;
  if (grant && ability) return [{ kind: 'grant in hand', query: parseTypeQuery(grant[1]!), ability, everyPlayer: grant[2]!.toLowerCase() !== 'your' }];
  return undefined;
}
