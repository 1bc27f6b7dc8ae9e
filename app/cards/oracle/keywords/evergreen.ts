// Keywords without a cost, in English, German and Spanish, and landwalk (CR 702.14).

import { dictionary } from '../../../dictionary.ts';
const KEYWORDS: Record<string, string> = dictionary({
  flying: 'flying', flugfähigkeit: 'flying', vuela: 'flying', volar: 'flying',
  trample: 'trample', trampelschaden: 'trample', arrolla: 'trample', arrollar: 'trample',
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
  menace: 'menace', bedrohlich: 'menace', amenaza: 'menace',
});

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
  return KEYWORDS[lower] ?? LANDWALK[lower];
}

/** A line of keywords ("Flying, trample"; "Flugfähigkeit, Trampelschaden"); undefined unless every one is known. */
export function parseKeywordLine(line: string): string[] | undefined {
  const parts = line.split(/\s*[,;]\s*|\s+(?:and|und|y)\s+/);
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
