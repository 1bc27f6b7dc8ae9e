// Ability words (CR 207.2c) have no rules meaning: "Landfall — Whenever a land enters …" is read
// as the ability after the dash. The list is the CR's (207.2c), so a word that is a keyword with
// rules meaning ("Equip —", "Flashback—") is never stripped.
const ABILITY_WORDS = [
  'adamant', 'addendum', 'battalion', 'bloodrush', 'channel', 'chroma', 'cohort', 'constellation', 'converge', "council's dilemma",
  'delirium', 'domain', 'eminence', 'enrage', 'fateful hour', 'ferocious', 'formidable', 'grandeur', 'hellbent', 'heroic',
  'imprint', 'inspired', 'join forces', 'kinship', 'landfall', 'lieutenant', 'metalcraft', 'morbid', 'parley', 'radiance',
  'raid', 'rally', 'revolt', 'spell mastery', 'strive', 'sweep', 'tempting offer', 'threshold', 'undergrowth', 'will of the council',
];
const PATTERN = new RegExp(`^(?:${ABILITY_WORDS.join('|')}) ?— ?`, 'i');

/** The line without its leading ability word ("Landfall — "). */
export function stripAbilityWord(line: string): string {
  return line.replace(PATTERN, '');
}
