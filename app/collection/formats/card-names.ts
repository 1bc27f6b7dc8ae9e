// Card names as lookup keys. Decklists and CSVs write the same card many ways: "Æther Vial"
// and "Aether Vial", "Lim-Dûl's Vault" and "Lim-Dul's Vault", "Fire // Ice", "Fire/Ice" and
// "Fire / Ice", "Delver of Secrets" for "Delver of Secrets // Insectile Aberration". The card
// database indexes cards by these keys, and the readers look names up by them.

const LIGATURES: Record<string, string> = { æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', ß: 'ss', ø: 'o', Ø: 'o', ð: 'd', þ: 'th', ł: 'l', Ł: 'l' };

/**
 * The comparison key of a name: lower case, accents and ligatures folded (Æ → ae), every
 * spelling of the face separator made " // ", apostrophes dropped and other punctuation made
 * a space. Two names with the same key name the same card.
 */
export function normaliseCardName(name: string): string {
  return name
    .replace(/[æÆœŒßøØðþłŁ]/g, (char) => LIGATURES[char]!)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s*\/{1,2}\s*/g, ' // ')
    .replace(/['’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}/ ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "Fire // Ice" → "Fire"; a name without a separator is its own front face. */
export function frontFace(name: string): string {
  const at = name.search(/\s*\/\/?\s*/);
  return at > 0 ? name.slice(0, at).trim() : name.trim();
}

/** Every key a card should be found by: its full name and, for a multi-face card, its front face. */
export function cardNameKeys(fullName: string): string[] {
  const full = normaliseCardName(fullName);
  const front = normaliseCardName(frontFace(fullName));
  return front !== full && front !== '' ? [full, front] : [full];
}
