// The small closed word classes of Oracle English: numbers, colours, keyword names, and how a
// plural type word reads in the singular ("Elves" → "Elf").

const NUMBERS = new Map<string, number>([
  ['a', 1], ['an', 1], ['one', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6], ['seven', 7],
  ['eight', 8], ['nine', 9], ['ten', 10], ['eleven', 11], ['twelve', 12], ['thirteen', 13], ['fifteen', 15], ['twenty', 20],
]);

/** "two", "2", "a" → 2, 2, 1; "x" → 'X'; anything else undefined. */
export function numberWord(word: string | undefined): number | 'X' | undefined {
  if (word === undefined) return undefined;
  if (word === 'x') return 'X';
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBERS.get(word);
}

export const COLORS = new Map<string, string>([
  ['white', 'W'], ['blue', 'U'], ['black', 'B'], ['red', 'R'], ['green', 'G'],
]);

/** Keywords a permanent can have or gain that the engine knows by name (lower-case English). */
export const KNOWN_KEYWORDS = new Set([
  'flying', 'trample', 'haste', 'reach', 'defender', 'vigilance', 'flash', 'hexproof', 'shroud', 'lifelink',
  'indestructible', 'deathtouch', 'first strike', 'double strike', 'menace', 'fear', 'intimidate', 'shadow',
  'horsemanship', 'swampwalk', 'islandwalk', 'forestwalk', 'mountainwalk', 'plainswalk', 'infect', 'wither',
  'skulk', 'flanking', 'changeling', 'devoid', 'banding', 'myriad', // banding and myriad: keywords/banding.ts
]);

export const CARD_TYPE_WORDS = new Map<string, string>([
  ['creature', 'Creature'], ['creatures', 'Creature'], ['land', 'Land'], ['lands', 'Land'], ['artifact', 'Artifact'],
  ['artifacts', 'Artifact'], ['enchantment', 'Enchantment'], ['enchantments', 'Enchantment'], ['planeswalker', 'Planeswalker'],
  ['planeswalkers', 'Planeswalker'], ['instant', 'Instant'], ['instants', 'Instant'], ['sorcery', 'Sorcery'],
  ['sorceries', 'Sorcery'], ['tribal', 'Tribal'],
]);

export const SUPERTYPE_WORDS = new Map<string, string>([
  ['basic', 'Basic'], ['legendary', 'Legendary'], ['snow', 'Snow'],
]);

/** Subtypes Oracle writes in lower case? None: they are capitalised; these are the basic land types, capitalised too. */
export const LAND_TYPES = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Desert', 'Gate', 'Aura', 'Equipment']);
