// Static abilities that change damage as it would be dealt (CR 614.1a, 615; docs/rules-riders.md,
// "Round 7"). The sentence forms:
//   "Prevent all [combat / noncombat] damage that would be dealt [to X] [by Y]" (no duration: a
//     static ability; the "this turn" forms are effects, prevent-all.ts), "Prevent all damage that
//     Y would deal [to X]", "… to and dealt by X";
//   "If Y would deal [combat] damage [to X], prevent N of that damage / prevent that damage";
//   "If Y would deal [combat] damage [to X], it deals double that damage [to …] instead";
//   "If Y would deal damage [to X], it deals that much damage plus N [to …] instead";
//   "[Combat] damage [that would be dealt by Y] can't be prevented";
//   "All damage that would be dealt to X is dealt to ~ / equipped creature instead".
// X and Y: "you", "~", "equipped creature", "a player", "an opponent", "a permanent or player", or
// a kind of permanent or source ("a red source you control", "creatures you control", "artifact
// sources", "a red instant or sorcery spell you control"), several joined by "or" / "and".
import type { Effect, StaticEffect } from '../abilities.ts';
import type { DamageChange, DamageParty } from '../damage-changes.ts';
import { Cursor, type Token } from './cursor.ts';
import { objectFilter } from './nouns.ts';

/** "a permanent or player": anything that can be dealt damage. */
const ANY = 'any';
type Party = DamageParty | typeof ANY;

/** A kind of permanent or source; the noun grammar reads "source(s)" as "permanent(s)", a source may be any object (CR 120.1). */
function kindOf(c: Cursor): DamageParty | undefined {
  return c.attempt(() => {
    c.acceptOne('a', 'an', 'any');
    const words: Token[] = c.tokens.slice(c.position).map((token) => (token.text === 'source' || token.text === 'sources' ? { ...token, text: token.text === 'source' ? 'permanent' : 'permanents' } : token));
    const inner = new Cursor(words);
    const read = objectFilter(inner);
    if (!read || read.head === 'card') return undefined;
    c.position += inner.position;
    return { filter: read.filter };
  });
}

function onePart(c: Cursor): Party | undefined {
  if (c.accept('a permanent or player') || c.accept('a player or permanent')) return ANY;
  if (c.accept('you')) return { you: true };
  if (c.accept('~')) return { self: true };
  if (c.accept('equipped creature')) return { equipped: true };
  if (c.acceptOne('a player', 'players')) return { players: true };
  if (c.acceptOne('an opponent', 'opponents')) return { opponents: true };
  return kindOf(c);
}

/** One side, with alternatives joined by "or", "and", "and/or" ("you or a creature you control"). */
function party(c: Cursor): Party | undefined {
  return c.attempt(() => {
    let read = onePart(c);
    if (!read) return undefined;
    for (;;) {
      const mark = c.position;
      if (!c.acceptOne('and or', 'or', 'and')) break;
      const next = onePart(c);
      if (!next || next === ANY || read === ANY || (next.filter && read.filter)) {
        c.position = mark;
        break;
      }
      read = { ...read, ...next };
    }
    return read;
  });
}

const sideOf = (read: Party): DamageParty | null => (read === ANY ? null : read);
const damageKind = (c: Cursor): DamageChange['damage'] | undefined => (c.accept('combat damage') ? 'combat' : c.accept('noncombat damage') ? 'noncombat' : c.accept('damage') ? 'all' : undefined);

function change(change: DamageChange['change'], damage: DamageChange['damage'], by: Party | null, to: Party | null, amount = 0, onto?: DamageChange['onto']): StaticEffect[] {
  const effect: DamageChange = { kind: 'damage change', change, amount, damage, by: by ? sideOf(by) : null, to: to ? sideOf(to) : null, ...(onto ? { onto } : {}) };
  return [effect];
}

/** "Prevent all [combat] damage that would be dealt to X [by Y]", "Prevent all damage that Y would deal [to X]". */
function preventAll(c: Cursor): StaticEffect[] | undefined {
  if (!c.accept('prevent all')) return undefined;
  const damage = damageKind(c);
  if (!damage) return undefined;
  let to: Party | null = null;
  let by: Party | null = null;
  if (c.accept('that would be dealt')) {
    if (c.accept('to and dealt by')) {
      const both = party(c);
      if (!both || both === ANY || !c.done) return undefined;
      return [...change('prevent all', damage, null, both), ...change('prevent all', damage, both, null)];
    }
    if (c.accept('to') && !(to = party(c) ?? null)) return undefined;
    if (c.accept('by') && !(by = party(c) ?? null)) return undefined;
    if (!to && !by) return undefined;
  } else {
    c.accept('that');
    by = party(c) ?? null;
    if (!by || !c.accept('would deal')) return undefined;
    if (c.accept('to') && !(to = party(c) ?? null)) return undefined;
  }
  return c.done ? change('prevent all', damage, by, to) : undefined;
}

/** The recipient repeated in the replacement ("to that permanent or player", "to ~", "to you"). */
function echo(c: Cursor): void {
  if (!c.accept('to')) return;
  c.acceptOne('that permanent or player', 'that player or permanent', 'that player', 'that creature', 'that permanent', '~', 'you', 'equipped creature');
}

/** "If Y would deal [combat] damage [to X], …". */
function ifWouldDeal(c: Cursor): StaticEffect[] | undefined {
  if (!c.accept('if')) return undefined;
  const by = party(c);
  if (!by || !c.accept('would deal')) return undefined;
  const damage = damageKind(c);
  if (!damage) return undefined;
  let to: Party | null = null;
  if (c.accept('to') && !(to = party(c) ?? null)) return undefined;
  if (!c.accept(',')) return undefined;
  if (c.accept('prevent that damage')) return c.done ? change('prevent all', damage, by, to) : undefined;
  if (c.accept('prevent')) {
    const amount = Number(c.next());
    return Number.isInteger(amount) && amount > 0 && c.accept('of that damage') && c.done ? change('prevent', damage, by, to, amount) : undefined;
  }
  if (!c.acceptOne('it deals', 'that source deals')) return undefined;
  if (c.accept('double that damage')) {
    echo(c);
    return c.accept('instead') && c.done ? change('double', damage, by, to) : undefined;
  }
  if (!c.accept('that much damage plus')) return undefined;
  const amount = Number(c.next());
  if (!Number.isInteger(amount) || amount <= 0) return undefined;
  echo(c);
  return c.accept('instead') && c.done ? change('plus', damage, by, to, amount) : undefined;
}

/** "Damage can't be prevented", "Damage that would be dealt by ~ can't be prevented", "Combat damage that would be dealt by creatures you control can't be prevented". */
function unpreventable(c: Cursor): StaticEffect[] | undefined {
  const damage = damageKind(c);
  if (!damage) return undefined;
  let by: Party | null = null;
  if (c.accept('that would be dealt by') && !(by = party(c) ?? null)) return undefined;
  return c.accept("can't be prevented") && c.done ? change('unpreventable', damage, by, null) : undefined;
}

/** "All [combat] damage that would be dealt to you [or another permanent you control] [by Y] is dealt to ~ / equipped creature instead." */
function redirect(c: Cursor): StaticEffect[] | undefined {
  if (!c.accept('all')) return undefined;
  const damage = damageKind(c);
  if (!damage || !c.accept('that would be dealt to')) return undefined;
  const to = party(c);
  if (!to || to === ANY) return undefined;
  const by = c.accept('by') ? party(c) : null;
  if (by === undefined || !c.accept('is dealt to')) return undefined;
  const onto = c.accept('~') ? 'self' : c.accept('equipped creature') ? 'equipped' : undefined;
  return onto && c.accept('instead') && c.done ? change('redirect', damage, by, to, 0, onto) : undefined;
}

/** A static line that changes damage, or undefined. */
export function damageChangeStatic(c: Cursor): StaticEffect[] | undefined {
  return c.attempt(() => preventAll(c)) ?? c.attempt(() => ifWouldDeal(c)) ?? c.attempt(() => unpreventable(c)) ?? c.attempt(() => redirect(c));
}

/** The effect "Damage can't be prevented this turn." (CR 615.12). */
export function unpreventableThisTurn(c: Cursor): Effect[] | undefined {
  return c.attempt(() => (c.accept("damage can't be prevented this turn") && c.done ? [{ kind: 'unpreventableThisTurn' }] : undefined));
}
