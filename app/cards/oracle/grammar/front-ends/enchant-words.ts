// The German and Spanish words of an Enchant line (CR 702.5) that the type-line reader does not
// know, in English, so "Verzaubert ein Artefakt oder eine Kreatur", "Encantar criatura roja o
// verde" and "Encantar criatura girada" restrict the Aura as their English lines do. Older German
// type lines name the restriction before "-Verzauberung" ("Kreatur-die-du-kontrollierst-
// Verzauberung", "Getappte-Kreatur-Verzauberung"); older German printings say "Verzaubere".
import { dictionary } from '../../../../dictionary.ts';

const WORDS: Record<string, string> = dictionary({
  oder: 'or', o: 'or',
  getappte: 'tapped', getappten: 'tapped', girada: 'tapped', girado: 'tapped',
  weiße: 'white', blanca: 'white', blaue: 'blue', azul: 'blue', schwarze: 'black', negra: 'black',
  rote: 'red', roja: 'red', grüne: 'green', verde: 'green',
});
const ARTICLES = /^(?:ein|eine|einen|einer|un|una)$/i;

/** An Enchant line with its German or Spanish restriction words in English; other lines unchanged. */
export function enchantLineInEnglishWords(line: string): string {
  const old = line.match(/^(.+?)-Verzauberung$/i);
  const text = old ? `Verzaubert ${old[1]!.replace(/-die-du-kontrollierst$/i, ', die du kontrollierst').replace(/^Bleibende-Karten$/i, 'bleibende Karte')}` : line.replace(/^Verzaubere /i, 'Verzaubert ');
  const match = text.match(/^(verzaubert|encantar) (.+)$/i);
  if (!match) return line;
  const words = match[2]!.replace(/-/g, ' ').split(/\s+/).filter((word) => !ARTICLES.test(word));
  return `${match[1]} ${words.map((word) => WORDS[word.toLowerCase()] ?? word).join(' ')}`;
}
