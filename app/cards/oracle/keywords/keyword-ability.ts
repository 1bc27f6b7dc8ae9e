// The shape every keyword's activated ability shares (cycling, aura swap, unearth, embalm,
// transmute …): untargeted, not a mana ability, described as "keyword cost". Each keyword's module
// says only what is its own — where it works, its timing, what it does (as XMage's keyword classes
// extend one ActivatedAbility base).
import type { AbilityZone, ActivatedAbility, Cost, Effect, TargetSpec } from '../abilities.ts';
import { parseCost } from '../costs.ts';
import { keywordPattern } from './keyword-pattern.ts';

export interface KeywordAbilitySpec {
  readonly keyword: string;
  readonly cost: Cost;
  readonly effects: readonly Effect[];
  readonly zone: AbilityZone;
  readonly sorcerySpeed: boolean;
  readonly text: string;
  /** CR 702.29f: typecycling is cycling. */
  readonly isCycling?: boolean;
  /** Equip's creature, scavenge's target (most keyword abilities have none). */
  readonly targets?: readonly TargetSpec[];
  /** How the line report names it when "keyword cost" is not right ("outlast {1}{W}" without its added {T}). */
  readonly shown?: string;
}

export class KeywordActivatedAbility implements ActivatedAbility {
  readonly kind = 'activated' as const;
  readonly isManaAbility = false;
  readonly targets: readonly TargetSpec[];
  readonly keyword: string;
  readonly cost: Cost;
  readonly effects: readonly Effect[];
  readonly zone: AbilityZone;
  readonly sorcerySpeed: boolean;
  readonly text: string;
  readonly isCycling: boolean;
  private readonly shown: string | undefined;

  constructor(spec: KeywordAbilitySpec) {
    this.keyword = spec.keyword;
    this.cost = spec.cost;
    this.effects = spec.effects;
    this.zone = spec.zone;
    this.sorcerySpeed = spec.sorcerySpeed;
    this.text = spec.text;
    this.isCycling = spec.isCycling ?? false;
    this.targets = spec.targets ?? [];
    this.shown = spec.shown;
  }

  /** How the keyword reads in English ("unearth {B}"). */
  describe(): string {
    return this.shown ?? `${this.keyword} ${this.cost.text}`;
  }
}

/**
 * "[keyword] [cost]" or "[keyword]—[cost]" in any of the keyword's names (English, German,
 * Spanish): the name as written and the cost, or undefined.
 */
const WITH_COST_SHAPE = (names: readonly string[]): string => `^(${names.join('|')})(?:\\s*[—–]\\s*|\\s+)(.+)$`;

export function keywordWithCost(line: string, names: readonly string[]): { name: string; cost: Cost } | undefined {
  const pattern = keywordPattern(names, WITH_COST_SHAPE);
  const match = line.trim().match(pattern);
  if (!match) return undefined;
  const cost = parseCost(match[2]!);
  return cost ? { name: match[1]!, cost } : undefined;
}
