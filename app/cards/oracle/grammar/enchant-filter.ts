// What an Enchant line allows when one type query does not say it (CR 702.5a, 303.4a): "Enchant
// creature without flying", "Enchant artifact or creature", "Enchant red or green creature",
// "Enchant nonland permanent", "Enchant creature an opponent controls", read by the same object
// grammar as targets ("target creature without flying"). German and Spanish lines arrive with their
// restriction words in English (`front-ends/enchant-words.ts`); their type words are put in English here.
import type { ObjectFilter } from '../abilities.ts';
import { parseTypeQuery, type TypeQuery } from '../../type-line.ts';
import { Cursor } from './cursor.ts';
import { objectFilter } from './nouns.ts';

const ADJECTIVE = '(?:white|blue|black|red|green|tapped|untapped)';
const ADJECTIVES_AFTER = new RegExp(`^([a-z]+) (${ADJECTIVE}(?: or ${ADJECTIVE})*)$`);

/** A type word of any of the three languages in English ("Kreatur" → "creature"); other words as they are. */
function inEnglish(word: string): string {
  const words = parseTypeQuery(word).words;
  const only = words.length === 1 ? words[0]! : undefined;
  return only && only.kind !== 'subtype' ? only.english.toLowerCase() : word;
}

/**
 * The filter of the restriction `what` when it needs more than the type query `query` (a filter and
 * its English text); undefined when the type query says it all; 'unread' when neither reads it (an
 * English restriction with words that are no types, "creature card in a graveyard").
 */
export function enchantFilter(query: TypeQuery, what: string, english: boolean): { filter: ObjectFilter; text: string } | 'unread' | undefined {
  // Spanish puts the adjectives after the noun ("criatura roja o verde" → "creature red or green").
  const text = what.split(/\s+/).map(inEnglish).join(' ').replace(ADJECTIVES_AFTER, '$2 $1');
  // "Enchant creature with another Aura attached to it" (Daybreak Coronet).
  const withAura = text.match(/^(.+) with another aura attached to it$/i);
  if (withAura) {
    const found = enchantFilter(query, withAura[1]!, english);
    const base = found === undefined ? objectFilter(Cursor.of(withAura[1]!))?.filter : found === 'unread' ? undefined : found.filter;
    return base ? { filter: { ...base, enchantedByAnother: true, text }, text } : 'unread';
  }
  const c = Cursor.of(text);
  const read = objectFilter(c);
  if (read && c.done && read.head !== 'card' && read.head !== 'spell') {
    const filter = read.filter;
    const plain = filter.anyOf.length === 1 && filter.none.length === 0 && filter.colors.length === 0 && filter.notColors.length === 0 && Object.keys(filter).every((key) => ['anyOf', 'none', 'colors', 'notColors', 'text'].includes(key));
    return plain ? undefined : { filter, text: filter.text ?? text };
  }
  // An English subtype is capitalised ("Enchant Forest"); a lower-case word the type line does not know is no type.
  const unknown = english && query.words.some((word) => word.kind === 'subtype' && !new RegExp(`(?:^|\\s)${word.english}(?:\\s|$)`).test(what));
  return unknown ? 'unread' : undefined;
}
