// Cost changes read from static abilities (CR 601.2f): "Spells you cast cost {1} less to cast",
// "Blue spells and red spells you cast cost {1} less", "Black spells you cast cost {B} more",
// "Creature spells you cast cost {1} less to cast for each +1/+1 counter on ~", "Activated
// abilities of creatures cost {1} less to activate. This effect can't reduce … to less than one
// mana.", and a spell's own "This spell costs {1} less to cast if you control a Wizard".
import { manaCostIfReadable, type ManaSymbol } from '../../mana-symbols.ts';
import type { Condition, CountedAmount, ObjectFilter, StaticEffect } from '../abilities.ts';
import { countPhrase } from './amounts.ts';
import { stateCondition } from './conditions.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter } from './nouns.ts';

const sameList = (a: readonly unknown[], b: readonly unknown[]): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * "blue spells and red spells", "Angel spells and Human spells": two spell filters that differ only
 * in their colours or only in their types are one filter with both (a spell matching either).
 */
function mergeSpellFilters(first: ObjectFilter, second: ObjectFilter): ObjectFilter | undefined {
  const { anyOf: a1, colors: c1, text: t1, ...rest1 } = first;
  const { anyOf: a2, colors: c2, text: t2, ...rest2 } = second;
  if (JSON.stringify(rest1) !== JSON.stringify(rest2)) return undefined;
  const text = `${t1} and ${t2}`;
  if (sameList(a1, a2) && c1.length > 0 && c2.length > 0) return { ...first, colors: [...c1, ...c2], text };
  if (sameList(c1, c2) && a1.length > 0 && a2.length > 0) return { ...first, anyOf: [...a1, ...a2], text };
  return undefined;
}

/** A spell filter, or two joined by "and" ("Red spells and white spells"). */
export function spellFilter(c: Cursor): ObjectFilter | undefined {
  return c.attempt(() => {
    const read = objectFilter(c);
    if (!read || read.head !== 'spell') return undefined;
    const more = c.attempt(() => {
      if (!c.accept('and')) return undefined;
      const next = objectFilter(c);
      return next && next.head === 'spell' ? mergeSpellFilters(read.filter, next.filter) : undefined;
    });
    return more ?? read.filter;
  });
}

/** One mana symbol or several: generic gives an amount, coloured ones are added as they are ("{B} more"). */
function changeSymbols(c: Cursor): { amount: number; symbols?: readonly ManaSymbol[] } | undefined {
  const text = c.manaCost();
  if (!text) return undefined;
  const symbols = manaCostIfReadable(text);
  if (!symbols) return undefined;
  if (symbols.length === 1 && symbols[0]!.kind === 'generic') return { amount: symbols[0]!.amount };
  return symbols.every((symbol) => symbol.kind === 'colored') ? { amount: 0, symbols } : undefined;
}

// Heartstone's wording and Zirda's ("… the mana in that cost …"): the same floor (CR 601.2f).
const NOT_BELOW_ONE = [". this effect can't reduce the amount of mana an ability costs to activate to less than one mana", ". this effect can't reduce the mana in that cost to less than one mana"];

/** "Activated abilities of enchanted creature", "Enchanted artifact's activated abilities": the abilities of the source's host (an Aura's). */
function enchantedHost(c: Cursor): ObjectFilter | undefined {
  return c.attempt(() => {
    const of = c.accept('activated abilities of');
    const noun = ['enchanted creature', 'enchanted artifact', 'enchanted permanent'].find((subject) => c.accept(of ? subject : `${subject}'s`));
    if (!noun || (!of && !c.accept('activated abilities'))) return undefined;
    return { anyOf: [], none: [], colors: [], notColors: [], text: noun, isHost: true };
  });
}

/** "Spells you cast cost {1} less to cast", "Creature spells cost {1} more to cast", "Activated abilities of artifacts cost {2} more to activate". */
export function costChange(c: Cursor): StaticEffect | undefined {
  return c.attempt(() => {
    let filter: ObjectFilter | null = null;
    let appliesTo: 'spells' | 'abilities' = 'spells';
    let whose: 'you' | 'opponents' | 'each' = 'each';
    const host = enchantedHost(c);
    // Zirda: "Abilities you activate that aren't mana abilities": any source's, yours only; the
    // engine never changes a mana ability's cost (CR 605.1a), so the clause adds nothing to check.
    if (c.accept("abilities you activate that aren't mana abilities")) {
      appliesTo = 'abilities';
      whose = 'you';
    } else if (host) {
      appliesTo = 'abilities';
      filter = host;
    } else if (c.accept('activated abilities of')) {
      appliesTo = 'abilities';
      const read = objectFilter(c);
      if (!read) return undefined;
      filter = read.filter;
    } else if (!c.accept('spells')) {
      const read = spellFilter(c);
      if (!read) return undefined;
      filter = read;
    }
    if (appliesTo === 'spells' && c.accept('you cast')) whose = 'you';
    else if (appliesTo === 'spells' && c.accept('your opponents cast')) whose = 'opponents';
    // "Spells your opponents cast that target ~ cost {2} more": the goldfish casts no spells, so
    // this never applies in a solo game (the same holds for "that target a Merfolk you control").
    if (whose === 'opponents' && c.accept('that target')) {
      if (!(c.accept('~') || c.accept('you or a permanent you control') || objectFilter(c))) return undefined;
    }
    if (!c.accept('cost')) return undefined;
    const upTo = c.accept('up to'); // the player chooses how much: the most is never worse (CR 601.2f)
    const symbols = changeSymbols(c);
    if (!symbols) return undefined;
    const direction = c.accept('less') ? 'less' : c.accept('more') ? 'more' : undefined;
    if (!direction || !(c.accept('to cast') || c.accept('to activate'))) return undefined;
    // Coloured reductions ("{B}{R} less … reduces only the amount of colored mana you pay") are not read.
    if (symbols.symbols && (direction === 'less' || upTo)) return undefined;
    let per: CountedAmount | undefined;
    if (c.accept('for each')) {
      const count = countPhrase(c);
      if (!count) return undefined;
      per = { count, times: 1 };
    }
    const floorOne = appliesTo === 'abilities' && direction === 'less' && c.acceptOne(...NOT_BELOW_ONE) !== undefined;
    return {
      kind: 'cost change',
      appliesTo,
      filter,
      whose,
      change: direction,
      amount: symbols.amount,
      ...(symbols.symbols ? { symbols: symbols.symbols } : {}),
      ...(per ? { per } : {}),
      ...(floorOne ? { floorOne } : {}),
    };
  });
}

/**
 * A spell's own cost: "This spell costs {2} less to cast for each …", "This spell costs {1} less to
 * cast if you control a Wizard", "If an opponent has no cards in hand, this spell costs {6} less".
 */
export function selfCostChange(c: Cursor): StaticEffect | undefined {
  return c.attempt(() => {
    let condition: Condition | undefined;
    if (c.accept('if')) {
      condition = stateCondition(c);
      if (!condition || !c.accept(',')) return undefined;
    }
    if (!(c.accept('this spell costs') || c.accept('~ costs'))) return undefined;
    const symbol = c.manaCost();
    const direction = c.accept('less') ? 'less' : c.accept('more') ? 'more' : undefined;
    if (!symbol || !direction || !c.accept('to cast') || !/^\{\d+\}$/.test(symbol)) return undefined;
    const amount = Number(symbol.slice(1, -1));
    if (!condition && c.accept('if')) {
      condition = stateCondition(c);
      if (!condition) return undefined;
      return { kind: 'self cost', change: direction, amount, condition };
    }
    if (condition) return { kind: 'self cost', change: direction, amount, condition };
    if (!c.accept('for each')) return undefined;
    const count = countPhrase(c);
    return count ? { kind: 'self cost', change: direction, amount, per: { count, times: 1 } } : undefined;
  });
}
