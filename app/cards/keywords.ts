// Keyword abilities named in a card's rules text, normalised to their English names as Scryfall
// writes them ("Cycling", "Swampcycling", "Basic landcycling", "Aura swap"). Cards written in
// German or Spanish (custom cards, localised printings) name the cycling family in their own
// language ("Sumpfumwandlung {2}", "Ciclo de pantano {2}"); search and the engine only ever see
// the English names. Pure: importers, the custom-card editor and the renderer may share it.
import { englishKeyword } from './english-keywords.ts';
import { dictionary } from '../dictionary.ts';

/** Typecycling types as the three languages spell them, keyed by the English keyword prefix. */
interface CyclingType {
  english: string;
  german: string[];
  spanish: string[];
}

// German names from the Comprehensive Rules' German edition and printed cards (Remasuri is the
// German Sliver, Zauberer the German Wizard); Spanish from the Spanish rules (702.29) and cards.
const CYCLING_TYPES: readonly CyclingType[] = [
  { english: 'plains', german: ['ebenen', 'ebene'], spanish: ['llanura', 'llanuras'] },
  { english: 'island', german: ['insel'], spanish: ['isla'] },
  { english: 'swamp', german: ['sumpf'], spanish: ['pantano'] },
  { english: 'mountain', german: ['gebirgs', 'gebirge'], spanish: ['montaña'] },
  { english: 'forest', german: ['wald'], spanish: ['bosque'] },
  { english: 'desert', german: ['wüsten', 'wüste'], spanish: ['desierto'] },
  { english: 'basic land', german: ['standardland'], spanish: ['tierra básica'] },
  { english: 'artifact land', german: ['artefaktland'], spanish: ['tierra artefacto', 'tierra de artefacto'] },
  { english: 'land', german: ['land'], spanish: ['tierra'] },
  { english: 'sliver', german: ['remasuri'], spanish: ['fragmentado'] },
  { english: 'wizard', german: ['zauberer'], spanish: ['hechicero'] },
];

/** The English keyword for a typecycling of an English type: "swamp" → "Swampcycling". */
export function typecyclingKeyword(englishType: string): string {
  const name = `${englishType.toLowerCase()}cycling`;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Every keyword that is cycling for rules purposes (CR 702.29f): cycling and each typecycling. */
export function isCyclingKeyword(keyword: string): boolean {
  return /cycling$/i.test(keyword.trim());
}

/**
 * Keywords whose type is a land or a land type ("Swampcycling", "Basic landcycling",
 * "Artifact landcycling"): what `keyword:landcycling` finds.
 */
export function isLandcyclingKeyword(keyword: string): boolean {
  const match = /^(.*)cycling$/i.exec(keyword.trim());
  if (!match?.[1]) return false;
  const type = match[1].toLowerCase();
  return /land$/.test(type) || ['plains', 'island', 'swamp', 'mountain', 'forest', 'desert'].includes(type);
}

/** Removes reminder text: "(…)" — keywords are read from what remains. */
export function stripReminderText(text: string): string {
  return text.replace(/\s*\([^()]*\)/g, '');
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const COST_START = String.raw`(?=\s*(?:\{|—|-|–)|\s*$)`;

// Built once: these run on every line of rules text an import reads (no "g" flag, so no state).
const ENGLISH_CYCLING = new RegExp(`^((?:basic|artifact)\\s+land|[a-z]*)cycling${COST_START}`, 'i');
const GERMAN_CYCLING = new RegExp(`^([a-zäöüß]*)umwandlung${COST_START}`, 'i');
const SPANISH_CYCLING = new RegExp(`^ciclo${COST_START}`, 'i');

/** One segment of a keyword line in English: "Swampcycling {2}", "Cycling—Pay 2 life." */
function englishCycling(segment: string): string | null {
  const match = ENGLISH_CYCLING.exec(segment);
  if (!match) return null;
  const type = (match[1] ?? '').toLowerCase();
  return type === '' ? 'Cycling' : typecyclingKeyword(type);
}

/** German: "Umwandlung {2}", "Sumpfumwandlung {2}", "Standardlandumwandlung {1}". */
function germanCycling(segment: string): string | null {
  const match = GERMAN_CYCLING.exec(segment);
  if (!match) return null;
  const prefix = (match[1] ?? '').toLowerCase();
  if (prefix === '') return 'Cycling';
  const type = CYCLING_TYPES.find((entry) => entry.german.includes(prefix));
  return type ? typecyclingKeyword(type.english) : 'Typecycling';
}

/** Spanish: "Ciclo {2}", "Ciclo de pantano {2}", "ciclo de tierra básica {1}". */
function spanishCycling(segment: string): string | null {
  const plain = SPANISH_CYCLING.exec(segment);
  if (plain) return 'Cycling';
  for (const type of CYCLING_TYPES) {
    for (const name of type.spanish) {
      if (new RegExp(`^ciclo de ${escapeRegExp(name)}${COST_START}`, 'i').test(segment)) return typecyclingKeyword(type.english);
    }
  }
  return new RegExp(`^ciclo de [^{—]+?${COST_START}`, 'i').test(segment) ? 'Typecycling' : null;
}

const AURA_SWAP: Record<string, RegExp> = dictionary({
  en: new RegExp(`^aura swap${COST_START}`, 'i'),
  de: new RegExp(`^aurentausch${COST_START}`, 'i'),
  es: new RegExp(`^intercambio de auras?${COST_START}`, 'i'),
});

/** The keyword a segment names in the given language, or null. English is always understood. */
function segmentKeyword(segment: string, lang: string): string | null {
  const cycling =
    (lang === 'de' ? germanCycling(segment) : null) ?? (lang === 'es' ? spanishCycling(segment) : null) ?? englishCycling(segment);
  if (cycling) return cycling;
  if ((AURA_SWAP[lang] ?? AURA_SWAP.en!).test(segment) || AURA_SWAP.en!.test(segment)) return 'Aura swap';
  return englishKeyword(segment) ?? null;
}

/**
 * The keyword abilities a card's rules text gives the card itself, as English names in the
 * order they appear. A line counts only if every comma-separated part of it is a keyword, so
 * "Each land card in your hand has cycling {R}." gives nothing (that grants, it does not have).
 */
export function keywordsFromText(text: string, lang = 'en'): string[] {
  const found: string[] = [];
  for (const rawLine of stripReminderText(text).split('\n')) {
    const line = rawLine.trim().replace(/\.$/, '');
    if (!line) continue;
    const segments = splitKeywordLine(line);
    const keywords = segments.map((segment) => segmentKeyword(segment, lang));
    if (keywords.every((keyword): keyword is string => keyword !== null)) {
      for (const keyword of keywords) if (!found.includes(keyword)) found.push(keyword);
    }
  }
  return found;
}

/** Splits "Swampcycling {2}, mountaincycling {2}" at commas that are not inside a cost. */
function splitKeywordLine(line: string): string[] {
  // "Cycling—Pay 2 life, …" never lists further keywords after a non-mana cost.
  if (/—/.test(line)) return [line];
  return line.split(/,\s*|;\s*/).map((segment) => segment.trim()).filter(Boolean);
}
