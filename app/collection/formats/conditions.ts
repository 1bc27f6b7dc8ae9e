// Card conditions: each tool's spelling, read and written. A tool's own table is consulted
// first (its "Played" means moderately played on Moxfield but heavily played on Dragon
// Shield), then a table of unambiguous spellings any tool might write.

import type { Condition } from './collection-row.ts';

export type ConditionSpelling = Record<Condition, string>;

const key = (value: string): string => value.trim().toLowerCase().replace(/[\s_-]+/g, ' ');

/** Moxfield and Deckbox export Deckbox's ladder. */
export const US_LONG_CONDITIONS: ConditionSpelling = {
  mint: 'Mint',
  near_mint: 'Near Mint',
  excellent: 'Good (Lightly Played)',
  lightly_played: 'Good (Lightly Played)',
  moderately_played: 'Played',
  heavily_played: 'Heavily Played',
  damaged: 'Damaged',
};

/** Archidekt's short grades; it has no Mint or Excellent. */
export const ARCHIDEKT_CONDITIONS: ConditionSpelling = {
  mint: 'NM',
  near_mint: 'NM',
  excellent: 'LP',
  lightly_played: 'LP',
  moderately_played: 'MP',
  heavily_played: 'HP',
  damaged: 'D',
};

/** ManaBox writes Cardmarket's grades in snake case. */
export const MANABOX_CONDITIONS: ConditionSpelling = {
  mint: 'mint',
  near_mint: 'near_mint',
  excellent: 'excellent',
  lightly_played: 'good',
  moderately_played: 'light_played',
  heavily_played: 'played',
  damaged: 'poor',
};

/** Dragon Shield writes Cardmarket's grades in run-together capitals. */
export const DRAGON_SHIELD_CONDITIONS: ConditionSpelling = {
  mint: 'Mint',
  near_mint: 'NearMint',
  excellent: 'Excellent',
  lightly_played: 'Good',
  moderately_played: 'LightPlayed',
  heavily_played: 'Played',
  damaged: 'Poor',
};

/** Readings a tool's own spelling table adds on top of inverting its export spellings. */
export const CARDMARKET_EXTRA_READINGS: Record<string, Condition> = {
  'lightly played': 'moderately_played',
  'light played': 'moderately_played',
  good: 'lightly_played',
  played: 'heavily_played',
  poor: 'damaged',
};
export const US_EXTRA_READINGS: Record<string, Condition> = {
  played: 'moderately_played',
  poor: 'damaged',
  good: 'lightly_played',
};

// Spellings that mean the same on every scale.
const UNAMBIGUOUS: Record<string, Condition> = {
  m: 'mint',
  mt: 'mint',
  mint: 'mint',
  nm: 'near_mint',
  'near mint': 'near_mint',
  nearmint: 'near_mint',
  'nm mint': 'near_mint',
  ex: 'excellent',
  excellent: 'excellent',
  lp: 'lightly_played',
  sp: 'lightly_played',
  'lightly played': 'lightly_played',
  'slightly played': 'lightly_played',
  'good (lightly played)': 'lightly_played',
  'good/lightly played': 'lightly_played',
  mp: 'moderately_played',
  'moderately played': 'moderately_played',
  hp: 'heavily_played',
  'heavily played': 'heavily_played',
  heavilyplayed: 'heavily_played',
  d: 'damaged',
  dm: 'damaged',
  dmg: 'damaged',
  damaged: 'damaged',
};

/** Builds a reader for one tool: its own spellings, its extra readings, then the common ones. */
export function conditionReader(
  spelling: ConditionSpelling,
  extra: Record<string, Condition> = {},
): (value: string) => Condition | undefined | 'unknown' {
  const own = new Map<string, Condition>();
  // Invert the export table. Where two grades share a spelling because the tool lacks one of
  // them (Archidekt writes Mint as "NM", Moxfield writes Excellent as "Good (Lightly
  // Played)"), the spelling reads back as the grade it names: near mint, lightly played.
  for (const [condition, text] of Object.entries(spelling) as [Condition, string][]) {
    const k = key(text);
    if (!own.has(k) || condition === 'near_mint' || condition === 'lightly_played') own.set(k, condition);
  }
  for (const [text, condition] of Object.entries(extra)) own.set(key(text), condition);
  return (value: string) => {
    const k = key(value);
    if (k === '') return undefined;
    return own.get(k) ?? UNAMBIGUOUS[k] ?? UNAMBIGUOUS[k.replace(/ /g, '')] ?? 'unknown';
  };
}
