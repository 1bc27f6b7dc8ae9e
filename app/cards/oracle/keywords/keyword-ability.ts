// The shape every keyword's activated ability shares (cycling, aura swap, unearth, embalm,
// transmute …): untargeted, not a mana ability, described as "keyword cost". Each keyword's module
// says only what is its own — where it works, its timing, what it does (as XMage's keyword classes
// extend one ActivatedAbility base).
import type { AbilityZone, ActivatedAbility, Cost, Effect } from '../abilities.ts';
import { parseCost } from '../costs.ts';

export interface KeywordAbilitySpec {
  readonly keyword: string;
  readonly cost: Cost;
  readonly effects: readonly Effect[];
  readonly zone: AbilityZone;
  readonly sorcerySpeed: boolean;
  readonly text: string;
  /** CR 702.29f: typecycling is cycling. */
  readonly isCycling?: boolean;
}

export class KeywordActivatedAbility implements ActivatedAbility {
  readonly kind = 'activated' as const;
  readonly targets = [] as const;
  readonly isManaAbility = false;
  readonly keyword: string;
  readonly cost: Cost;
  readonly effects: readonly Effect[];
  readonly zone: AbilityZone;
  readonly sorcerySpeed: boolean;
  readonly text: string;
  readonly isCycling: boolean;

  constructor(spec: KeywordAbilitySpec) {
    this.keyword = spec.keyword;
    this.cost = spec.cost;
    this.effects = spec.effects;
    this.zone = spec.zone;
    this.sorcerySpeed = spec.sorcerySpeed;
    this.text = spec.text;
    this.isCycling = spec.isCycling ?? false;
  }

  /** How the keyword reads in English ("unearth {B}"). */
  describe(): string {
    return `${this.keyword} ${this.cost.text}`;
  }
}

/**
 * "[keyword] [cost]" or "[keyword]—[cost]" in any of the keyword's names (English, German,
 * Spanish): the name as written and the cost, or undefined.
 */
export function keywordWithCost(line: string, names: readonly string[]): { name: string; cost: Cost } | undefined {
  const pattern = new RegExp(`^(${names.join('|')})(?:\\s*[—–]\\s*|\\s+)(.+)$`, 'i');
  const match = line.trim().match(pattern);
  if (!match) return undefined;
  const cost = parseCost(match[2]!);
  return cost ? { name: match[1]!, cost } : undefined;
}
