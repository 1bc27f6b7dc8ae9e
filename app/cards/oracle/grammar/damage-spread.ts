// Damage spread over several recipients (CR 120.3, 115.3; docs/rules-riders.md, Round 5):
// "~ deals 2 damage to each of two target creatures", "… to each of up to three targets",
// "~ deals 4 damage to target player or planeswalker and each creature that player or that
// planeswalker's controller controls", "~ deals 3 damage to target player and 1 damage to each
// creature that player controls".
import type { Amount, Effect, TargetKind, TargetSpec } from '../abilities.ts';
import { amountWord } from './amounts.ts';
import type { Cursor } from './cursor.ts';
import { targetPhrase, type ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';
import { numberWord } from './words.ts';

/** "each of [up to] two targets": `count` "any target" slots. */
function anyTargets(c: Cursor, context: ParseContext): { from: number; count: number } | undefined {
  const optional = c.accept('up to');
  const count = numberWord(c.next());
  if (typeof count !== 'number' || count < 2 || !c.accept('targets')) return undefined;
  const from = context.targets.length;
  const spec: TargetSpec = { kind: 'any', harmful: true, ...(optional ? { optional } : {}) };
  for (let index = 0; index < count; index += 1) context.targets.push({ ...spec });
  return { from, count };
}

/** "each of [up to] two target creatures [you don't control]": the creatures are then "those creatures". */
function creatureTargets(c: Cursor, context: ParseContext): { from: number; count: number } | undefined {
  const target = targetPhrase(c, context, true);
  if (!target || target.kind !== 'creature' || target.count < 2) return undefined;
  context.it = { ref: 'targets', from: target.slot, count: target.count };
  return { from: target.slot, count: target.count };
}

function eachOf(c: Cursor, context: ParseContext, amount: Amount): Effect[] | undefined {
  if (!c.accept('each of')) return undefined;
  const slots = c.attempt(() => anyTargets(c, context)) ?? creatureTargets(c, context);
  return slots ? [{ kind: 'damageEachTarget', amount, ...slots }] : undefined;
}

const PLAYER_TARGETS: readonly [string, TargetKind][] = [
  ['target player or planeswalker', 'player or planeswalker'],
  ['target opponent or planeswalker', 'opponent or planeswalker'],
  ['target player', 'player'],
  ['target opponent', 'opponent'],
];
const THEIR_CREATURES = ["each creature that player or that planeswalker's controller controls", 'each creature that player controls'];

function playerAndCreatures(c: Cursor, context: ParseContext, amount: Amount): Effect[] | undefined {
  const kind = PLAYER_TARGETS.find(([phrase]) => c.accept(phrase))?.[1];
  if (!kind || !c.accept('and')) return undefined;
  const second = c.attempt(() => {
    const value = amountWord(c);
    return value !== undefined && c.accept('damage to') ? value : undefined;
  });
  const creatures = second ?? amount;
  // "that player's creatures" of a planeswalker target is its controller's: only the "or planeswalker" phrase says so.
  const phrase = THEIR_CREATURES.find((candidate) => c.accept(candidate));
  if (!phrase || (phrase === THEIR_CREATURES[1] && kind.endsWith('planeswalker'))) return undefined;
  const target = context.targets.length;
  context.targets.push({ kind, harmful: true });
  return [{ kind: 'damagePlayerAndCreatures', amount, target, creatures }];
}

/** "~ deals N damage to each of …" / "~ deals N damage to target player … and each creature that player controls". */
export function damageSpreadVerb(c: Cursor, context: ParseContext, subject: Subject): Effect[] | undefined {
  if (subject.kind !== 'object' || subject.ref.ref !== 'self' || !c.accept('deals')) return undefined;
  const amount = amountWord(c);
  if (amount === undefined || !c.accept('damage to')) return undefined;
  return c.attempt(() => eachOf(c, context, amount)) ?? playerAndCreatures(c, context, amount);
}
