// Rules about casting spells (CR 601.3, 101.2) and the maximum hand size (CR 402.2), as statics
// ("You can't cast creature spells", "Each player can't cast more than one spell each turn", "You
// may cast spells as though they had flash", "Creature spells you control can't be countered",
// "Your maximum hand size is reduced by two") and as effects that last the turn ("Your opponents
// can't cast spells this turn", "You may cast creature spells this turn as though they had flash").
import type { CastingRule, Effect, ObjectFilter, StaticEffect } from '../abilities.ts';
import { spellFilter } from './cost-changes.ts';
import { Cursor } from './cursor.ts';
import type { ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';
import { numberWord } from './words.ts';

type Who = 'you' | 'opponents' | 'each';

/** A static's subject: also the player an Aura's permanent or a Curse is about ("Enchanted player can't cast …"). */
function staticWhoPhrase(c: Cursor): Who | 'enchanted player' | 'host controller' | undefined {
  if (c.accept('enchanted player')) return 'enchanted player';
  if (c.acceptOne("enchanted creature's controller", "enchanted permanent's controller")) return 'host controller';
  return whoPhrase(c);
}

function whoPhrase(c: Cursor): Who | undefined {
  if (c.accept('you')) return 'you';
  if (c.acceptOne('your opponents', 'each opponent')) return 'opponents';
  if (c.acceptOne('players', 'each player', 'any player')) return 'each';
  return undefined;
}

/** "spells", "creature spells", "blue spells and red spells": null for every spell. */
function spellsPhrase(c: Cursor): ObjectFilter | null | undefined {
  if (c.accept('spells')) return null;
  return spellFilter(c);
}

/** After the subject: "can't cast … [this turn]", "can't cast more than one spell each turn", "may cast … as though they had flash". */
function ruleAfterSubject(c: Cursor, thisTurn: boolean): CastingRule | undefined {
  return c.attempt((): CastingRule | undefined => {
    if (c.accept("can't cast more than one spell each turn")) return thisTurn ? undefined : { what: 'one spell each turn' };
    if (c.accept("can't cast")) {
      const filter = spellsPhrase(c);
      if (filter === undefined || (thisTurn && !c.accept('this turn'))) return undefined;
      return { what: 'cant cast', filter };
    }
    if (!c.accept('may cast')) return undefined;
    const filter = spellsPhrase(c);
    if (filter === undefined || (thisTurn && !c.accept('this turn')) || !c.accept('as though they had flash')) return undefined;
    return { what: 'flash', filter };
  });
}

/** "Creature spells you control can't be countered [this turn]", "Spells you cast this turn can't be countered". */
function uncounterable(c: Cursor, thisTurn: boolean): { who: Who; rule: CastingRule } | undefined {
  return c.attempt(() => {
    const filter = spellsPhrase(c);
    if (filter === undefined) return undefined;
    const yours = c.acceptOne('you control', 'you cast');
    if (thisTurn && !yours) return undefined;
    const turnFirst = thisTurn && c.accept('this turn');
    if (!c.accept("can't be countered")) return undefined;
    if (thisTurn && !turnFirst && !c.accept('this turn')) return undefined;
    return { who: yours ? ('you' as const) : ('each' as const), rule: { what: 'cant be countered' as const, filter } };
  });
}

/** "Your maximum hand size is increased by one / reduced by two / is two", "Each opponent's maximum hand size is reduced by seven". */
function handSize(c: Cursor): StaticEffect | undefined {
  return c.attempt(() => {
    const who = c.accept('your maximum hand size is') ? 'you' : c.accept("each opponent's maximum hand size is") ? 'opponents' : undefined;
    if (!who) return undefined;
    const direction = c.accept('increased by') ? 1 : c.accept('reduced by') ? -1 : 0;
    const amount = numberWord(c.next());
    if (typeof amount !== 'number') return undefined;
    if (direction === 0) return who === 'you' ? { kind: 'hand size', who, change: 0, set: amount } : undefined;
    return { kind: 'hand size', who, change: direction * amount };
  });
}

/** A static casting rule or hand-size line, or undefined. */
export function castingRuleLine(line: string): StaticEffect[] | undefined {
  const c = Cursor.of(line.replace(/\.$/, ''));
  const read = ((): StaticEffect | undefined => {
    const size = handSize(c);
    if (size) return size;
    const spells = uncounterable(c, false);
    if (spells) return { kind: 'casting rule', ...spells };
    return c.attempt(() => {
      const who = staticWhoPhrase(c);
      const rule = who ? ruleAfterSubject(c, false) : undefined;
      if (!who || !rule) return undefined;
      // The goldfish casts nothing: a rule that binds only the opponents holds in every turn of a solo game.
      if (who === 'opponents') c.accept('during your turn');
      return { kind: 'casting rule', who, rule };
    });
  })();
  return read && c.done ? [read] : undefined;
}

/** The effect forms, for the rest of this turn: "[player] can't cast … this turn", "You may cast … this turn as though they had flash". */
export function castingRuleVerb(c: Cursor, _context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'player') return undefined;
  const target = subject.slot !== undefined ? { target: subject.slot } : {};
  const rule = ruleAfterSubject(c, true);
  if (rule) return [{ kind: 'castingRuleThisTurn', who: subject.who, ...target, rule }];
  if (subject.who !== 'you') return undefined;
  const spells = uncounterable(c, true);
  return spells ? [{ kind: 'castingRuleThisTurn', who: 'you', rule: spells.rule }] : undefined;
}

/** "You may cast [creature] spells this turn as though they had flash.": a permission, read before the sentence's "you may" (a choice). */
export function castingPermission(c: Cursor, context: ParseContext): Effect[] | undefined {
  return c.attempt(() => {
    if (!c.at('you may cast')) return undefined;
    c.accept('you');
    const effects = castingRuleVerb(c, context, { kind: 'player', who: 'you' });
    return effects && c.done ? effects : undefined;
  });
}
