// Crew N (CR 702.122a): "Tap any number of other untapped creatures you control with total power
// N or more: This Vehicle becomes an artifact creature until end of turn." German: Bemannen;
// Spanish: Tripular. Activated with `activate` like any ability; the engine picks the crew.
import type { ActivatedAbility } from '../abilities.ts';
import { numberedKeyword } from './numbered.ts';

/** The keyword's names in English, German and Spanish (one array, so its pattern is built once: keyword-pattern.ts). */
const KEYWORD_NAMES = ['crew', 'bemannen', 'tripular'];

export function parseCrew(line: string): ActivatedAbility | undefined {
  const power = numberedKeyword(line, KEYWORD_NAMES);
  if (power === undefined) return undefined;
  return {
    kind: 'activated',
    keyword: 'crew',
    cost: { mana: [], tap: false, discardSelf: false, payLife: 0, sacrifice: null, discardOther: 0, crew: power, text: `Crew ${power}` },
    effects: [{ kind: 'crewed' }],
    targets: [],
    zone: 'battlefield',
    isCycling: false,
    isManaAbility: false,
    sorcerySpeed: false,
    text: 'This Vehicle becomes an artifact creature until end of turn.',
  };
}
