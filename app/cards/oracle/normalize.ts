// Oracle text before compiling: reminder text removed, and every way a card names itself (its
// name, a short name before a comma, "this card", "diese Kreatur", "esta carta", …) replaced by
// "~", so one pattern serves every template and every language.

import { dictionary } from '../../dictionary.ts';

/** Removes reminder text: everything in parentheses (CR 207.2). */
export function stripReminderText(line: string): string {
  return line.replace(/\s*\([^()]*\)/g, '').trim();
}

// CR 207.2c: an ability word ("Landfall — …") has no rules meaning; it only groups cards. The
// list is the rules' own (English), so a keyword line such as "Suspend 4—{1}{R}" is never touched.
const ABILITY_WORDS = [
  'adamant', 'addendum', 'battalion', 'bloodrush', 'channel', 'chroma', 'cohort', 'constellation', 'converge',
  "council's dilemma", 'delirium', 'domain', 'eminence', 'enrage', 'fateful hour', 'ferocious', 'formidable',
  'grandeur', 'hellbent', 'heroic', 'imprint', 'inspired', 'join forces', 'kinship', 'landfall', 'lieutenant',
  'metalcraft', 'morbid', 'parley', 'radiance', 'raid', 'rally', 'revolt', 'spell mastery', 'strive', 'sweep',
  'tempting offer', 'threshold', 'undergrowth', 'will of the council',
];
const ABILITY_WORD = new RegExp(`^(?:${ABILITY_WORDS.join('|')})\\s+—\\s+`, 'i');

/** Takes an ability word and its dash off the front of a line (CR 207.2c). */
export function stripAbilityWord(line: string): string {
  return line.replace(ABILITY_WORD, '');
}

const SELF_PHRASES = [
  // English
  /\bthis (?:card|creature|aura|enchantment|permanent|artifact|land|spell)\b/gi,
  /\b[Tt]his Case\b/g, // CR 719 (Murders at Karlov Manor): the Case's own name
  // German (diese Karte, diese Kreatur, dieses Artefakt, diese bleibende Karte, …)
  /\bdies(?:e|es|er|en) (?:karte|kreatur|aura|verzauberung|bleibende karte|artefakt|land|zauberspruch)\b/gi,
  // Spanish (esta carta, esta criatura, este encantamiento, …)
  /\best[ae] (?:carta|criatura|aura|encantamiento|permanente|artefacto|tierra|hechizo)\b/gi,
];

// A letter, digit or underscore in any script: a name only counts where it stands as a whole word.
// (\b is ASCII-only and never matches beside "Ü" or "ñ": "die Überzeugung".)
const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/** Every whole-word occurrence of `name` replaced by "~" (a plain scan: a Unicode regex per card name is slow to build and run). */
function replaceName(text: string, name: string): string {
  let result = '';
  let from = 0;
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    if (at < from) continue;
    const before = at > 0 ? text[at - 1]! : '';
    const after = text[at + name.length] ?? '';
    if ((before !== '' && WORD_CHARACTER.test(before)) || (after !== '' && WORD_CHARACTER.test(after))) continue;
    result += `${text.slice(from, at)}~`;
    from = at + name.length;
  }
  return result + text.slice(from);
}

/** Replaces the card's name and self-references by "~". */
export function replaceSelfReferences(line: string, cardName: string): string {
  let text = line;
  const names = [cardName];
  const comma = cardName.indexOf(',');
  if (comma > 0) names.push(cardName.slice(0, comma)); // "Akroma, Angel of Wrath" → "Akroma"
  for (const name of names) {
    // Only where the name occurs at all: the pattern (Unicode letter classes) is costly to build and run.
    if (name.trim() !== '') text = replaceName(text, name);
  }
  // Inside quotation marks "this creature" is the permanent that is granted the ability, not this
  // card (CR 113.10): those words stay, and the quoted-ability compiler reads them.
  // German printings open quotes with „ and close them with “ or ".
  text = text
    .replace(/[„“”]/g, '"')
    .split('"')
    .map((part, index) => (index % 2 === 1 ? part : SELF_PHRASES.reduce((done, phrase) => done.replace(phrase, '~'), part)))
    .join('"');
  // German and Spanish put an article before a name ("den Krosan-Stoßzahn", "el Colmillo").
  text = text.replace(/\b(?:der|die|das|den|dem|des|el|la|los|las|al|del) ~/gi, (match) =>
    /^(?:al|del)\b/i.test(match) ? `${match.slice(0, match.indexOf(' '))} ~` : '~',
  );
  return text;
}

/** Number words in the three languages ("a", "two", "zwei", "tres"), digits and X. */
const NUMBER_WORDS: Record<string, number> = dictionary({
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  ein: 1, eine: 1, einen: 1, einer: 1, eins: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10,
  un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
});

export function parseAmount(word: string): number | 'X' | undefined {
  const lower = word.toLowerCase();
  if (lower === 'x') return 'X';
  if (/^\d+$/.test(lower)) return Number(lower);
  return NUMBER_WORDS[lower];
}

/** A regular-expression group that matches any number word, digit or X. */
export const AMOUNT = '(a|an|one|two|three|four|five|six|seven|eight|nine|ten|ein|eine|einen|einer|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|\\d+|x)';
