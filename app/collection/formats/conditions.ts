// Card conditions: each tool's spelling, read and written, on the collection's own scale.
//
// The collection grades on Cardmarket's seven-step scale (Mint, Near Mint, Excellent, Good,
// Light Played, Played, Poor); ManaBox and Dragon Shield write that scale directly. The US
// tools grade on TCGplayer's five steps plus Mint (Moxfield, Archidekt: NM, Lightly Played,
// Moderately Played, Heavily Played, Damaged; Deckbox names the same steps "Good (Lightly
// Played)" and "Played"). Cardmarket's own grading guide and the shops that trade on both
// line the two up by the wear each grade allows:
//   Excellent    = minor wear visible at first glance        = US Lightly Played
//   Good         = moderate wear across the card              = US Moderately Played
//   Light Played = heavy wear, still playable in a sleeve     = US Heavily Played
//   Played       = heaviest wear from play, doubtful sleeved  = (no US grade: written as Heavily Played)
//   Poor         = damaged beyond play                        = US Damaged
// So a US "Lightly Played" card is Excellent here, not Good: reading it as Good (as this file
// once did) marks every card one step worse than its owner graded it.
//
// Each tool has one table: how each of the seven grades is written for it, and how each
// spelling it (or a user editing its file) may use is read. Where the tool lacks a grade the
// export rounds to the nearest grade it has, and reading that spelling back gives the grade
// it names (Archidekt's "NM" is near mint, not mint).

import type { Condition } from './collection-row.ts';

export interface ConditionScale {
  /** How each grade is written in this tool's export. */
  write: Readonly<Record<Condition, string>>;
  /** Spellings this tool's files use, keyed by `conditionKey`, beyond the common ones. */
  read: ReadonlyMap<string, Condition>;
}

/** Lower-case, runs of space, "_" and "-" folded to one space. */
export const conditionKey = (value: string): string => value.trim().toLowerCase().replace(/[\s_-]+/g, ' ');

const readings = (entries: Record<string, Condition>): ReadonlyMap<string, Condition> =>
  new Map(Object.entries(entries).map(([text, condition]) => [conditionKey(text), condition]));

/** Spellings that name the same grade on every tool's scale. */
const COMMON_READINGS = readings({
  m: 'mint',
  mt: 'mint',
  mint: 'mint',
  nm: 'near_mint',
  'near mint': 'near_mint',
  nearmint: 'near_mint',
  'nm mint': 'near_mint',
  'near mint mint': 'near_mint',
  ex: 'excellent',
  excellent: 'excellent',
  'lightly played': 'excellent',
  'slightly played': 'excellent',
  sp: 'excellent',
  'good (lightly played)': 'excellent',
  'good/lightly played': 'excellent',
  'moderately played': 'good',
  mp: 'good',
  'heavily played': 'light_played',
  heavilyplayed: 'light_played',
  hp: 'light_played',
  damaged: 'poor',
  d: 'poor',
  dm: 'poor',
  dmg: 'poor',
});

/** US readings of the words the two scales share: "LP" is Lightly Played, "Played" is Deckbox's MP. */
const US_READINGS = {
  lp: 'excellent',
  good: 'excellent',
  played: 'good',
  poor: 'poor',
} as const satisfies Record<string, Condition>;

/** Cardmarket's abbreviations and its own words: "LP" is Light Played, "Played" is Played. */
const CARDMARKET_READINGS = {
  gd: 'good',
  good: 'good',
  lp: 'light_played',
  'light played': 'light_played',
  lightplayed: 'light_played',
  pl: 'played',
  played: 'played',
  po: 'poor',
  pr: 'poor',
  poor: 'poor',
} as const satisfies Record<string, Condition>;

/** Deckbox's ladder, which Moxfield's export uses too (its importer reads both ladders). */
export const US_LONG_CONDITIONS: ConditionScale = {
  write: {
    mint: 'Mint',
    near_mint: 'Near Mint',
    excellent: 'Good (Lightly Played)',
    good: 'Played',
    light_played: 'Heavily Played',
    played: 'Heavily Played',
    poor: 'Damaged',
  },
  read: readings(US_READINGS),
};

/** Archidekt's short grades; it has no Mint. */
export const ARCHIDEKT_CONDITIONS: ConditionScale = {
  write: {
    mint: 'NM',
    near_mint: 'NM',
    excellent: 'LP',
    good: 'MP',
    light_played: 'HP',
    played: 'HP',
    poor: 'D',
  },
  read: readings(US_READINGS),
};

/** ManaBox writes Cardmarket's grades in snake case. */
export const MANABOX_CONDITIONS: ConditionScale = {
  write: {
    mint: 'mint',
    near_mint: 'near_mint',
    excellent: 'excellent',
    good: 'good',
    light_played: 'light_played',
    played: 'played',
    poor: 'poor',
  },
  read: readings(CARDMARKET_READINGS),
};

/** Dragon Shield writes Cardmarket's grades in run-together capitals. */
export const DRAGON_SHIELD_CONDITIONS: ConditionScale = {
  write: {
    mint: 'Mint',
    near_mint: 'NearMint',
    excellent: 'Excellent',
    good: 'Good',
    light_played: 'LightPlayed',
    played: 'Played',
    poor: 'Poor',
  },
  read: readings(CARDMARKET_READINGS),
};

/** Builds a reader for one tool: its own spellings first, then the common ones. */
export function conditionReader(scale: ConditionScale): (value: string) => Condition | undefined | 'unknown' {
  return (value: string) => {
    const k = conditionKey(value);
    if (k === '') return undefined;
    return scale.read.get(k) ?? COMMON_READINGS.get(k) ?? COMMON_READINGS.get(k.replace(/ /g, '')) ?? 'unknown';
  };
}

/** The spelling a tool's export uses for a grade ('' when the row has none). */
export const writeCondition = (scale: ConditionScale, condition: Condition | undefined): string =>
  condition ? scale.write[condition] : '';
