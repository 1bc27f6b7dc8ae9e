// Keywords that act as their permanent enters the battlefield (CR 614.1c, 614.12), read by the
// engine in app/engine/events/enters-replacements.ts: amplify N (CR 702.38), bloodthirst N (CR 702.54),
// riot (CR 702.136), devour N (CR 702.82) and tribute N (CR 702.104). German: Verstärken,
// Blutdurst, Krawall, Verschlingen, Tribut; Spanish: Amplificar, Sed de sangre, Disturbio,
// Devorar, Tributo.
import type { StaticAbility, StaticEffect } from '../abilities.ts';

type Keyword = Extract<StaticEffect, { kind: 'as enters' }>['keyword'];

const NAMES = new Map<string, Keyword>([
  ['amplify', 'amplify'], ['verstärken', 'amplify'], ['amplificar', 'amplify'],
  ['bloodthirst', 'bloodthirst'], ['blutdurst', 'bloodthirst'], ['sed de sangre', 'bloodthirst'],
  ['riot', 'riot'], ['krawall', 'riot'], ['disturbio', 'riot'],
  ['devour', 'devour'], ['verschlingen', 'devour'], ['devorar', 'devour'],
  ['tribute', 'tribute'], ['tribut', 'tribute'], ['tributo', 'tribute'],
  // CR 702.98a unleash: the +1/+1 counter is a choice as it enters; its "can't block" half never
  // matters at a goldfish table, where no one blocks (docs/rules-kwperm.md). German Entfesseln, Spanish Desatar.
  ['unleash', 'unleash'], ['entfesseln', 'unleash'], ['desatar', 'unleash'],
]);

export function parseEntersReplacement(line: string): { ability: StaticAbility; describe: string } | undefined {
  const match = line.trim().match(/^([a-zäöüéáíóúñ ]+?)(?:\s+(\d+))?$/i);
  const keyword = match ? NAMES.get(match[1]!.toLowerCase()) : undefined;
  if (!match || !keyword) return undefined;
  // Riot and unleash have no number; the others must have one.
  const bare = keyword === 'riot' || keyword === 'unleash';
  if (bare !== (match[2] === undefined)) return undefined;
  const amount = match[2] === undefined ? 0 : Number(match[2]);
  return { ability: { kind: 'static', effect: { kind: 'as enters', keyword, amount } }, describe: bare ? keyword : `${keyword} ${amount}` };
}
