// Clones: "You may have ~ enter the battlefield as a copy of any creature on the battlefield[,
// except …]" (CR 707.2, 707.9, 614.1c): a replacement effect that applies as the permanent enters,
// read by the engine in app/engine/rules/enters-as-copy.ts. The exceptions ("except it's 1/1", "except it
// has haste", "except it's a Ninja in addition to its other types", "except it has \"…\"") become
// part of the copy's copiable values (CR 707.9b); a line whose exception the grammar can't read all
// of stays unread.
import type { CopyExceptions, StaticAbility } from '../abilities.ts';
import { Cursor } from '../grammar/cursor.ts';
import { objectFilter } from '../grammar/nouns.ts';
import { compileQuotedAbility } from '../grammar/quoted-abilities.ts';

const FRAME = /^you may have ~ enter the battlefield (tapped )?as a copy of (?:any|a) (.+?)( on the battlefield| you control)(?:, except (.+?))?\.?$/i;

/** Keywords an exception may add: the ones the engine plays (keywords/evergreen.ts, dethrone). */
const ADDABLE_KEYWORDS = new Set(['flying', 'haste', 'defender', 'dethrone', 'trample', 'first strike', 'vigilance', 'reach', 'hexproof', 'lifelink', 'deathtouch', 'menace']);

const COLOR_LETTER: Record<string, string> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

const CARD_TYPES = new Set(['artifact', 'enchantment', 'creature', 'land']);

export function parseEntersAsCopy(line: string): StaticAbility | undefined {
  const match = line.trim().match(FRAME);
  if (!match) return undefined;
  const c = Cursor.of(`${match[2]!}${match[3] === ' you control' ? ' you control' : ''}`);
  const read = objectFilter(c);
  if (!read || !c.done || read.head === 'card' || read.head === 'spell') return undefined;
  const except = match[4] ? copyExceptions(match[4]) : {};
  if (!except) return undefined;
  return { kind: 'static', effect: { kind: 'enters as copy', filter: read.filter, tapped: Boolean(match[1]), except } };
}

/** "it's 1/1", "it has haste and dethrone", "it's a Ninja in addition to its other creature types", "its name is ~", "it has \"…\"", joined by "," / "and". */
export function copyExceptions(text: string): CopyExceptions | undefined {
  const except: { power?: number; toughness?: number; colors?: string[]; subtypesSet?: string[]; types?: string[]; supertypes?: string[]; lines?: string[]; keepName?: boolean } = {};
  // Quoted abilities first: they may hold commas and "and".
  const lines: string[] = [];
  const rest = text.replace(/it has "([^"]+)"/g, (_whole, quoted: string) => {
    lines.push(quoted);
    return 'it has QUOTED';
  });
  for (const part of rest.split(/,? and |, /)) {
    const phrase = part.trim();
    let found: RegExpMatchArray | null;
    if (phrase === 'it has QUOTED') continue;
    if ((found = phrase.match(/^it's (\d+)\/(\d+)$/))) {
      except.power = Number(found[1]);
      except.toughness = Number(found[2]);
    } else if ((found = phrase.match(/^it's a (\d+)\/(\d+) (white|blue|black|red|green) ([A-Z]\w+)$/))) {
      // "except it's a 4/4 black Zombie": P/T, colour and creature type set (CR 707.9b).
      except.power = Number(found[1]);
      except.toughness = Number(found[2]);
      except.colors = [COLOR_LETTER[found[3]!]!];
      except.subtypesSet = [found[4]!];
} else if ((found = phrase.match(/^it's (?:a|an) (\w+) in addition to its other (?:creature )?types$/i))) {
      const word = found[1]!;
      (except.types ??= []).push(CARD_TYPES.has(word.toLowerCase()) ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1));
    } else if (/^it's legendary in addition to its other types$/.test(phrase)) (except.supertypes ??= []).push('Legendary');
    else if (phrase === 'its name is ~') except.keepName = true;
    else if ((found = phrase.match(/^it has (.+)$/)) && found[1]!.split(/ and |, /).every((word) => ADDABLE_KEYWORDS.has(word))) (except.lines ??= []).push(...found[1]!.split(/ and |, /));
    else if (ADDABLE_KEYWORDS.has(phrase) && except.lines && except.lines.length > 0) except.lines.push(phrase); // "it has haste and dethrone" split at "and"
    else return undefined;
  }
  for (const quoted of lines) {
    if (!compileQuotedAbility(quoted)) return undefined;
    (except.lines ??= []).push(quoted);
  }
  return except;
}
