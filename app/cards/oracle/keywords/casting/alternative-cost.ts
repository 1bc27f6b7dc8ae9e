// A printed alternative cost (CR 118.9): "You may pay {1} and return a basic land you control to
// its owner's hand rather than pay this spell's mana cost." (the Borderposts), "You may pay
// {W}{U}{B}{R}{G} rather than pay this spell's mana cost." (the Bringers), "If you control a
// Plains, you may tap an untapped creature you control rather than pay this spell's mana cost.",
// "You may sacrifice two Mountains rather than …", "You may pay 1 life and exile a blue card from
// your hand rather than …" (the pitch spells), "If it's not your turn, …" (never, in a goldfish game:
// every turn is yours), "… you may have each other player gain 5 life". The engine pays it in app/engine/events/alternative-cost.ts.
import { parseManaCost } from '../../../mana-symbols.ts';
import { parseTypeQuery, type TypeQuery } from '../../../type-line.ts';
import { COLORS, numberWord, singularType } from '../../grammar/words.ts';
import type { AlternativeCost, CastKeywordModule } from './model.ts';

const CONDITION = String.raw`(?:if you control an? ([A-Za-z]+), |(if it's not your turn), )?`;
const LINE = new RegExp(String.raw`^${CONDITION}you may (.+?) rather than pay (?:this spell's|~'s) mana cost\.?$`, 'i');
// "If you control a Forest, rather than pay this spell's mana cost, you may have each other player gain 5 life."
const LINE_COST_LAST = new RegExp(String.raw`^${CONDITION}rather than pay (?:this spell's|~'s) mana cost, you may (.+?)\.?$`, 'i');

type Parts = { -readonly [K in keyof AlternativeCost]: AlternativeCost[K] };

/** "two Mountains" / "a basic land" → the query and the count; undefined for anything else. */
function counted(text: string): { query: TypeQuery; count: number } | undefined {
  const match = text.match(/^(a|an|one|two|three) (.+)$/i);
  const count = numberWord(match?.[1]?.toLowerCase());
  if (!match || typeof count !== 'number') return undefined;
  const words = match[2]!.split(' ');
  // Only type words ("basic land", "Island", "creature"): anything else is not a type query.
  if (!words.every((word) => /^[A-Za-z]+$/.test(word) && !COLORS.has(word.toLowerCase()))) return undefined;
  const query = parseTypeQuery(count > 1 ? [...words.slice(0, -1), singularType(words[words.length - 1]!)].join(' ') : words.join(' '));
  return query.words.length > 0 ? { query, count } : undefined;
}

/** Reads one part of the cost into `into`; false when the part is not one the engine pays. */
function readPart(part: string, into: Parts): boolean {
  let match = part.match(/^pay ((?:\{[^}]+\})+)$/i);
  if (match) {
    try {
      into.mana = parseManaCost(match[1]!);
      return !into.mana.some((symbol) => symbol.kind === 'variable');
    } catch {
      return false;
    }
  }
  match = part.match(/^pay (\d+) life$/i);
  if (match) return (into.payLife = Number(match[1])) > 0;
  match = part.match(/^sacrifice (.+)$/i);
  if (match) return (into.sacrifice = counted(match[1]!) ?? null) !== null;
  match = part.match(/^return (.+?) you control to (?:its|their) owner's hand$/i);
  if (match) return (into.bounce = counted(match[1]!) ?? null) !== null;
  if (/^tap an untapped creature you control$/i.test(part)) return (into.tapCreature = true);
  match = part.match(/^have (?:each other player|an opponent) gain (\d+) life$/i);
  if (match) return (into.opponentGainsLife = Number(match[1])) > 0;
  match = part.match(/^exile (a|an|one|two) (white|blue|black|red|green) cards? from your hand$/i);
  if (match) {
    into.exileFromHand = { color: COLORS.get(match[2]!.toLowerCase())!, count: numberWord(match[1]!.toLowerCase()) as number };
    return true;
  }
  return false;
}

export function parseAlternativeCost(line: string): AlternativeCost | undefined {
  const match = line.trim().match(LINE) ?? line.trim().match(LINE_COST_LAST);
  if (!match) return undefined;
  const parts: Parts = { mana: [], payLife: 0, sacrifice: null, bounce: null, tapCreature: false, exileFromHand: null, opponentGainsLife: 0, ifYouControl: match[1] ? parseTypeQuery(match[1]) : null, notYourTurn: !!match[2], text: match[3]! };
  for (const part of match[3]!.split(/ and (?=pay|return|sacrifice|tap|exile|have)/i)) if (!readPart(part.trim(), parts)) return undefined;
  return parts;
}

export const alternativeCost: CastKeywordModule = {
  parse(line) {
    const found = parseAlternativeCost(line);
    return found ? { alternativeCost: found } : undefined;
  },
  describe: (found) => `alternative cost: ${found.alternativeCost!.text}`,
};
