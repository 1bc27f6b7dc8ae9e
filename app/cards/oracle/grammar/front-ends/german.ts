// German rules text (as printed on German cards and written in custom cards) onto the English
// templates: "Wenn du ~ umwandelst, ziehe eine Karte." → "When you cycle ~, draw a card.".
import { englishSubtypes, englishType, rewrite, type Rewrite } from './rewrite.ts';
import { GERMAN_AURA_FORMS } from './aura-forms.ts';

const NUMBER = '(ein|eine|einen|einer|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|x|\\d+)';
const NUMBERS: Record<string, string> = { ein: 'a', eine: 'a', einen: 'a', einer: 'a', zwei: 'two', drei: 'three', vier: 'four', fünf: 'five', sechs: 'six', sieben: 'seven', acht: 'eight', neun: 'nine', zehn: 'ten', x: 'X' };
const n = (word: string): string => NUMBERS[word.toLowerCase()] ?? word;

const COLORS: Record<string, string> = { weiß: 'white', blau: 'blue', schwarz: 'black', rot: 'red', grün: 'green', farblos: 'colorless' };
const color = (word: string): string => COLORS[word.toLowerCase().replace(/(en|e|er|es)$/, '')] ?? COLORS[word.toLowerCase()] ?? word;

/** "eine Kreatur deiner Wahl", "einem beliebigen Ziel" …: German target phrases in every case. */
const TARGETS: Rewrite[] = [
  [/\b(?:einem|einer|ein) beliebigen? Ziel\b/gi, 'any target'],
  [/\b(?:eine|einer|einen) Kreatur deiner Wahl, die du kontrollierst\b/gi, 'target creature you control'],
  [/\b(?:eine|einer|einen) Kreatur deiner Wahl\b/gi, 'target creature'],
  [/\b(?:einem|einen|ein) Spieler deiner Wahl\b/gi, 'target player'],
  [/\b(?:einem|einen|ein) Gegner deiner Wahl\b/gi, 'target opponent'],
  [/\b(?:eine|einer) nichtland-bleibende Karte deiner Wahl\b/gi, 'target nonland permanent'],
  [/\b(?:eine|einer) bleibende Karte deiner Wahl\b/gi, 'target permanent'],
  [/\b(?:ein|einem|einen) Artefakt deiner Wahl\b/gi, 'target artifact'],
  [/\b(?:eine|einer) Verzauberung deiner Wahl\b/gi, 'target enchantment'],
  [/\b(?:einen|einem|ein) Zauberspruch deiner Wahl\b/gi, 'target spell'],
  [/\beine aktivierte oder ausgelöste Fähigkeit deiner Wahl\b/gi, 'target activated or triggered ability'],
  [/\bjede(?:r|m|n)? Kreatur, die deine Gegner kontrollieren\b/gi, 'each creature your opponents control'],
  [/\bjede(?:r|m|n)? Kreatur, die du kontrollierst\b/gi, 'each creature you control'],
  [/\bjede(?:r|m|n)? Kreatur\b/gi, 'each creature'],
  [/\bjede(?:r|m|n)? Gegner\b/gi, 'each opponent'],
  [/\bjede(?:r|m|n)? Spieler\b/gi, 'each player'],
  [/\bverzauberte Kreatur\b/gi, 'enchanted creature'],
  [/\bausgerüstete Kreatur\b/gi, 'equipped creature'],
];

const RULES: Rewrite[] = [
  // Triggers (CR 702.29c–d, 603.6).
  [/^ ?Wenn du ~ umwandelst, /i, ' When you cycle ~, '],
  [/^ ?Immer wenn du eine (andere )?Karte umwandelst oder abwirfst, /i, (other) => ` Whenever you cycle or discard ${other ? 'another' : 'a'} card, `],
  [/^ ?Immer wenn du eine (andere )?Karte umwandelst, /i, (other) => ` Whenever you cycle ${other ? 'another' : 'a'} card, `],
  [/^ ?Immer wenn ein Spieler eine Karte umwandelt, /i, ' Whenever a player cycles a card, '],
  [/^ ?Immer wenn du eine Karte abwirfst, /i, ' Whenever you discard a card, '],
  [/^ ?Wenn ~ (?:ins Spiel kommt|das Schlachtfeld betritt), /i, ' When ~ enters the battlefield, '],
  [/^ ?Wenn ~ stirbt, /i, ' When ~ dies, '],
  [/^ ?Zu Beginn deines Versorgungssegments, /i, ' At the beginning of your upkeep, '],
  [/^ ?Zu Beginn deines Endsegments, /i, ' At the beginning of your end step, '],
  // "kannst du deine Bibliothek nach einer Standardlandkarte durchsuchen, sie offen vorzeigen und auf deine Hand nehmen. Mische danach."
  [/\b(?:du kannst|kannst du) deine Bibliothek nach einer (.+?)karte durchsuchen, sie offen vorzeigen und auf deine Hand nehmen(?:\. Mische danach(?: deine Bibliothek)?)?/gi, (type) => `you may search your library for a ${englishType(type.replace(/-$/, ''))} card, reveal it, put it into your hand, then shuffle`],
  // Choices.
  [/\b(?:du kannst|kannst du) (.+?) (ziehen|abwerfen|zerstören|tappen|enttappen|opfern)\b/gi, (rest, verb) => `you may ${({ ziehen: 'ziehe', abwerfen: 'wirf ab', zerstören: 'zerstöre', tappen: 'tappe', enttappen: 'enttappe', opfern: 'opfere' } as Record<string, string>)[verb.toLowerCase()]} ${rest}`],
  [/\bFalls du dies tust, /gi, 'If you do, '],
  [/\bbis zum Ende des Zuges\b/gi, 'until end of turn'],
  // Verbs.
  [new RegExp(`\\b(?:ziehe|du ziehst) ${NUMBER} Karten?\\b`, 'gi'), (count) => `draw ${n(count)} ${n(count) === 'a' ? 'card' : 'cards'}`],
  [new RegExp(`\\bwirf ${NUMBER} Karten? ab\\b`, 'gi'), (count) => `discard ${n(count)} ${n(count) === 'a' ? 'card' : 'cards'}`],
  [new RegExp(`\\bdu erhältst ${NUMBER} Lebenspunkte?(?: dazu)?\\b`, 'gi'), (count) => `you gain ${n(count)} life`],
  [new RegExp(`\\bdu verlierst ${NUMBER} Lebenspunkte?\\b`, 'gi'), (count) => `you lose ${n(count)} life`],
  [new RegExp(`\\beach opponent verliert ${NUMBER} Lebenspunkte?\\b`, 'gi'), (count) => `each opponent loses ${n(count)} life`],
  [new RegExp(`\\b(target player|target opponent) verliert ${NUMBER} Lebenspunkte?\\b`, 'gi'), (who, count) => `${who} loses ${n(count)} life`],
  [new RegExp(`(?<=^|\\s)(~|er|sie|es) fügt (.+?) ${NUMBER} Schadenspunkte? zu\\b`, 'gi'), (who, whom, count) => `${who === '~' ? '~' : 'it'} deals ${n(count)} damage to ${whom}`],
  [new RegExp(`\\berhältst du ${NUMBER} Lebenspunkte?(?: dazu)?\\b`, 'gi'), (count) => `you gain ${n(count)} life`],
  [new RegExp(`\\b(?:lege|lege) ${NUMBER} ([+-]\\d+/[+-]\\d+)-Marken? auf (.+?)(?=[.,]|$)`, 'gi'), (count, kind, onto) => `put ${n(count)} ${kind} ${n(count) === 'a' ? 'counter' : 'counters'} on ${onto}`],
  [/\b(.+?) erhält ([+-]\d+\/[+-]\d+) until end of turn\b/gi, (who, change) => `${who} gets ${change} until end of turn`],
  [/\berhält ([+-]\d+\/[+-]\d+)\b/gi, 'gets $1'],
  [new RegExp(`\\bHellsicht ${NUMBER}\\b`, 'gi'), (count) => `scry ${n(count)}`],
  [/\bneutralisiere\b/gi, 'counter'],
  [/\bzerstöre\b/gi, 'destroy'],
  [/\bschicke (.+?) ins Exil\b/gi, 'exile $1'],
  [/\bbringe (.+?) auf die Hand (?:ihres|seines) Besitzers zurück\b/gi, "return $1 to its owner's hand"],
  [/\btappe\b/gi, 'tap'],
  [/\benttappe\b/gi, 'untap'],
  [new RegExp(`\\berzeuge ${NUMBER} (\\d+)/(\\d+) ((?:(?:weiß|blau|schwarz|rot|grün|farblos)(?:en|e|er|es)? (?:und )?)+)(.+?)-(Artefakt)?[Kk]reaturenspielsteine?(?: mit (.+?))?(?=[.]|$)`, 'gi'), (count, power, toughness, colours, subtypes, artifact, keywords) =>
    `create ${n(count)} ${power}/${toughness} ${colours.trim().split(/\s+(?:und\s+)?/).map(color).join(' and ')} ${englishSubtypes(subtypes)} ${artifact ? 'artifact ' : ''}creature ${n(count) === 'a' ? 'token' : 'tokens'}${keywords ? ` with ${keywords}` : ''}`],
  [/\bdurchsuche deine Bibliothek nach einer (.+?)karte, zeige sie offen vor(?:,)? und nimm sie auf deine Hand(?:\.? mische danach(?: deine Bibliothek)?)?/gi, (type) => `search your library for a ${englishType(type.replace(/-$/, ''))} card, reveal it, put it into your hand, then shuffle`],
  // Statics.
  [/^ ?enchanted creature gets ([+-]\d+\/[+-]\d+) und hat (.+?)(?=[.]|$)/i, ' enchanted creature gets $1 and has $2'],
  [/^ ?enchanted creature hat (.+?)(?=[.]|$)/i, ' enchanted creature has $1'],
  [/\bkann nicht angreifen oder blocken\b/gi, "can't attack or block"],
  [/\bkann nicht blocken\b/gi, "can't block"],
  [/\bkann nicht angreifen\b/gi, "can't attack"],
];

/** German rules text → English templates (unknown phrases stay German, and the grammar then reads nothing). */
export function germanToEnglish(line: string): string {
  return rewrite(rewrite(line, TARGETS), RULES);
}

/** Whether a line looks German (so the front end is worth trying). */
export function looksGerman(line: string): boolean {
  return /\b(der|die|das|du|deine?n?|eine?[rmns]?|und|Karte|Kreatur|Wahl|wenn|immer|ziehe|erhält|zerstöre|bis|Zuges|verliert|Lebenspunkte|Gegner|Spieler|Ziel|Kreaturen|erzeuge|lege|Hellsicht|neutralisiere|tappe|enttappe|wirf)\b/i.test(line);
}

const KEYWORDS: Rewrite = [/\b(Flugfähigkeit|Trampelschaden|Eile|Reichweite|Verteidiger|Wachsamkeit|Aufblitzen|Fluchsicher|Verhüllt|Lebensverknüpfung|Unzerstörbar|Todesberührung|Erstschlag|Doppelschlag|Bedrohlich)\b/g, (word) =>
  ({ flugfähigkeit: 'flying', trampelschaden: 'trample', eile: 'haste', reichweite: 'reach', verteidiger: 'defender', wachsamkeit: 'vigilance', aufblitzen: 'flash', fluchsicher: 'hexproof', verhüllt: 'shroud', lebensverknüpfung: 'lifelink', unzerstörbar: 'indestructible', todesberührung: 'deathtouch', erstschlag: 'first strike', doppelschlag: 'double strike', bedrohlich: 'menace' } as Record<string, string>)[word.toLowerCase()] ?? word];
RULES.push(KEYWORDS, ...GERMAN_AURA_FORMS);
