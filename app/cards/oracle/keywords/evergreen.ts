// Keywords without a cost, in English, German and Spanish, and landwalk (CR 702.14).

import { dictionary } from '../../../dictionary.ts';
import { BANDING_KEYWORDS } from './banding.ts';
import { expandProtections, protectionQuality } from '../grammar/protection.ts';
const KEYWORDS: Record<string, string> = dictionary({
  flying: 'flying', flugfähigkeit: 'flying', fliegend: 'flying', vuela: 'flying', volar: 'flying',
  trample: 'trample', trampelschaden: 'trample', 'verursacht trampelschaden': 'trample', arrolla: 'trample', arrollar: 'trample',
  haste: 'haste', eile: 'haste', prisa: 'haste',
  reach: 'reach', reichweite: 'reach', alcance: 'reach',
  defender: 'defender', verteidiger: 'defender', defensor: 'defender',
  vigilance: 'vigilance', wachsamkeit: 'vigilance', vigilancia: 'vigilance',
  flash: 'flash', aufblitzen: 'flash', destello: 'flash',
  hexproof: 'hexproof', fluchsicher: 'hexproof', antimaleficio: 'hexproof',
  shroud: 'shroud', verhüllt: 'shroud', velo: 'shroud',
  lifelink: 'lifelink', lebensverknüpfung: 'lifelink', 'vínculo vital': 'lifelink',
  indestructible: 'indestructible', unzerstörbar: 'indestructible',
  deathtouch: 'deathtouch', todesberührung: 'deathtouch', 'toque mortal': 'deathtouch',
  'first strike': 'first strike', erstschlag: 'first strike', 'dañar primero': 'first strike',
  'double strike': 'double strike', doppelschlag: 'double strike', 'dañar dos veces': 'double strike',
  menace: 'menace', bedrohlich: 'menace', bedrohlichkeit: 'menace', amenaza: 'menace',
  // Evasion (CR 702.36 fear, 702.13 intimidate, 702.28 shadow, 702.31 horsemanship, 702.118
  // skulk) and block-only abilities (702.25 flanking): the goldfish never blocks, so each holds
  // by itself; the engine keeps them so filters ("creature with fear") and grants see them.
  fear: 'fear', furcht: 'fear', miedo: 'fear',
  intimidate: 'intimidate', einschüchtern: 'intimidate', intimidar: 'intimidate',
  shadow: 'shadow', schatten: 'shadow', sombra: 'shadow',
  horsemanship: 'horsemanship', reiterei: 'horsemanship', equitación: 'horsemanship',
  skulk: 'skulk', schleichen: 'skulk', merodear: 'skulk',
  flanking: 'flanking', flankenangriff: 'flanking', flanqueo: 'flanking',
  // CR 702.90 infect, 702.80 wither: damage as -1/-1 counters and poison counters.
  infect: 'infect', infizieren: 'infect', infectar: 'infect',
  wither: 'wither', verdorren: 'wither', marchitar: 'wither',
  // CR 702.22 banding, 702.116 myriad: nothing to do in a goldfish game (banding.ts says why).
  ...Object.fromEntries(BANDING_KEYWORDS),
  // CR 702.26: phasing, read at the untap step (engine/phasing.ts).
  phasing: 'phasing', phasenverschiebung: 'phasing', 'cambio de fase': 'phasing',
});

const COLOR_NAMES: Record<string, string> = dictionary({
  white: 'white', weiß: 'white', blanco: 'white', blue: 'blue', blau: 'blue', azul: 'blue', black: 'black', schwarz: 'black', negro: 'black',
  red: 'red', rot: 'red', rojo: 'red', green: 'green', grün: 'green', verde: 'green',
});

const CARD_TYPE_NAMES: Record<string, string> = dictionary({
  artifacts: 'artifacts', artefakten: 'artifacts', artefactos: 'artifacts',
  creatures: 'creatures', kreaturen: 'creatures', criaturas: 'creatures',
  enchantments: 'enchantments', verzauberungen: 'enchantments', encantamientos: 'enchantments',
  instants: 'instants', spontanzaubern: 'instants', instantáneos: 'instants',
  sorceries: 'sorceries', hexereien: 'sorceries', conjuros: 'sorceries',
  everything: 'everything', allem: 'everything', todo: 'everything',
});

/** CR 702.16: "protection from [colour / card type / everything]" → "protection from red" (English), else undefined. */
function protection(lower: string, raw: string): string | undefined {
  const match = lower.match(/^(?:protection from|schutz vor|protección contra(?: el| los| las)?) (\S+)$/);
  const quality = match ? COLOR_NAMES[match[1]!] ?? CARD_TYPE_NAMES[match[1]!] : undefined;
  if (quality) return `protection from ${quality}`;
  // English only: subtypes, colour groups and "all colors" (grammar/protection.ts).
  const english = raw.match(/^protection from (.+)$/i);
  const other = english ? protectionQuality(english[1]!) : undefined;
  return other ? `protection from ${other}` : undefined;
}

const LANDWALK: Record<string, string> = dictionary({
  swampwalk: 'swampwalk', sumpfwandeln: 'swampwalk', 'cruza pantanos': 'swampwalk',
  islandwalk: 'islandwalk', inselwandeln: 'islandwalk', 'cruza islas': 'islandwalk',
  forestwalk: 'forestwalk', waldwandeln: 'forestwalk', 'cruza bosques': 'forestwalk',
  mountainwalk: 'mountainwalk', gebirgswandeln: 'mountainwalk', 'cruza montañas': 'mountainwalk',
  plainswalk: 'plainswalk', ebenenwandeln: 'plainswalk', 'cruza llanuras': 'plainswalk',
});

/** One keyword word ("Flying", "Flugfähigkeit", "Vuela") → English, or undefined. */
export function lookupKeyword(raw: string): string | undefined {
  // Spanish grants read "tiene la habilidad de volar".
  const lower = raw.trim().toLowerCase().replace(/\.$/, '').replace(/^la habilidad de /, '');
  return KEYWORDS[lower] ?? LANDWALK[lower] ?? protection(lower, raw.trim().replace(/\.$/, ''));
}

/** A line of keywords ("Flying, trample"; "Flugfähigkeit, Trampelschaden"); undefined unless every one is known. */
export function parseKeywordLine(line: string): string[] | undefined {
  const parts = expandProtections(line).split(/\s*[,;]\s*|\s+(?:and|und|y)\s+/);
  const found: string[] = [];
  for (const part of parts) {
    if (part.trim() === '') continue;
    const keyword = lookupKeyword(part);
    if (!keyword) return undefined;
    found.push(keyword);
  }
  return found.length > 0 ? found : undefined;
}

/** A keyword list inside an effect ("flying and haste", "Flugfähigkeit und Eile"). */
export function parseKeywordList(text: string): string[] | undefined {
  return parseKeywordLine(text.replace(/\.$/, ''));
}
