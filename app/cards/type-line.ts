// Type lines ("Legendary Creature — Human Wizard", "Standardland — Wald", "Tierra básica — Bosque")
// parsed into English supertypes, card types and subtypes. Both an em dash and " - " separate
// the types from the subtypes.
import { capitalise, splitGermanCompound, type TypeKind } from './type-words.ts';

export interface TypeLine {
  supertypes: readonly string[];
  types: readonly string[];
  subtypes: readonly string[];
}

function classify(rawWord: string, side: 'left' | 'right', into: { supertypes: string[]; types: string[]; subtypes: string[] }): void {
  const cleaned = rawWord.replace(/[.,;]/g, '');
  if (cleaned === '' || cleaned === '-' || cleaned.toLowerCase() === 'de') return;
  const parts = splitGermanCompound(cleaned);
  if (!parts) {
    // An unknown word: a subtype on the right of the dash, else kept as a type as written.
    (side === 'right' ? into.subtypes : into.types).push(capitalise(cleaned));
    return;
  }
  for (const part of parts) {
    const bucket: Record<TypeKind, string[]> = { supertype: into.supertypes, type: into.types, subtype: into.subtypes };
    const list = bucket[part.kind];
    if (!list.includes(part.english)) list.push(part.english);
  }
}

export function parseTypeLine(typeLine: string): TypeLine {
  const into = { supertypes: [] as string[], types: [] as string[], subtypes: [] as string[] };
  const [left, ...rest] = typeLine.split(/\s*[—–]\s*|\s+-\s+/);
  for (const raw of (left ?? '').trim().split(/\s+/)) classify(raw, 'left', into);
  for (const raw of rest.join(' ').trim().split(/\s+/)) classify(raw, 'right', into);
  return into;
}

/**
 * A type query for typecycling and searches: every word must hold ("basic land" = supertype
 * Basic and type Land; "Swamp" = subtype Swamp). Words are English after translation.
 */
const TYPE_ORDER = ['Kindred', 'Tribal', 'Artifact', 'Enchantment', 'Land', 'Creature', 'Planeswalker', 'Battle', 'Instant', 'Sorcery'];

export interface TypeQuery {
  words: readonly { english: string; kind: TypeKind }[];
  /** The query in English for text ("basic land", "Swamp"). */
  text: string;
}

/** Builds a query from words in any of the three languages ("tierra básica", "Standardland", "basic land"). */
export function parseTypeQuery(text: string): TypeQuery {
  const words: { english: string; kind: TypeKind }[] = [];
  for (const raw of text.trim().split(/[\s-]+/)) {
    if (raw === '' || raw.toLowerCase() === 'de') continue;
    const parts = splitGermanCompound(raw);
    if (parts) words.push(...parts);
    else words.push({ english: capitalise(raw), kind: 'subtype' });
  }
  // English order: supertypes, card types, subtypes ("basic land", not "land basic"), and card
  // types as English prints them ("artifact land", whatever the order in Spanish "tierra artefacto").
  const order: Record<TypeKind, number> = { supertype: 0, type: 1, subtype: 2 };
  const typeRank = (word: { english: string; kind: TypeKind }): number => (word.kind === 'type' ? TYPE_ORDER.indexOf(word.english) : 0);
  words.sort((a, b) => order[a.kind] - order[b.kind] || typeRank(a) - typeRank(b));
  const english = words.map((word) => (word.kind === 'subtype' ? word.english : word.english.toLowerCase())).join(' ');
  return { words, text: english };
}

export function matchesTypeQuery(typeLine: TypeLine, query: TypeQuery): boolean {
  for (const word of query.words) {
    const list = word.kind === 'supertype' ? typeLine.supertypes : word.kind === 'type' ? typeLine.types : typeLine.subtypes;
    if (!list.includes(word.english)) return false;
  }
  return true;
}
