// "Sacrifice ~ unless you discard a card", "… unless you sacrifice two Forests", "Then discard two
// cards unless you discard an artifact card" (CR 118.12: an "unless" cost that is an action), and
// the typed discard it needs ("discard a land card").
import type { Effect, PlayerRef } from '../abilities.ts';
import { amountWord } from './amounts.ts';
import type { Cursor } from './cursor.ts';
import { objectFilter, type ParseContext } from './nouns.ts';
import type { Subject } from './subjects.ts';
import { hostSacrificed } from './host-sacrifice.ts';

/** After "discard": "a land card", "a noncreature card", "two creature cards" (not "cards", read before). */
export function typedDiscard(c: Cursor, who: { who?: PlayerRef; target?: number }): Effect[] | undefined {
  return c.attempt(() => {
    const amount = amountWord(c);
    if (typeof amount !== 'number') return undefined;
    const read = objectFilter(c);
    if (!read || read.head !== 'card' || c.peek() === 'from' || c.peek() === 'in') return undefined;
    return [{ kind: 'discard', amount, ...who, filter: read.filter }];
  });
}

/**
 * "unless you discard a card / sacrifice a land / discard a land card" after the effects: the action
 * as effects of a discard or sacrifice by you (`verbPhrase` reads it), or undefined. In an Aura's
 * trigger "unless they sacrifice another creature / that artifact" is the action of the player the
 * trigger remembers: its effects name 'that player' (engine/effects/unless-action.ts).
 */
export function unlessAction(c: Cursor, context: ParseContext, verbPhrase: (c: Cursor, context: ParseContext, subject: Subject) => Effect[] | undefined): { action: Effect[]; orAction?: Effect[] } | undefined {
  return c.attempt(() => {
    const you = c.accept('unless you');
    const they = !you && context.thatPlayer?.includes('that player') === true && c.accept('unless they');
    if (!you && !they) return undefined;
    const host = they ? c.attempt(() => (c.accept('sacrifice') ? hostSacrificed(c, context, 'that player') : undefined)) : undefined;
    const action = host ? [host] : verbPhrase(c, context, { kind: 'player', who: 'you' });
    // "… unless they sacrifice a nonland permanent or discard a card" (Torment of Scarabs): either action.
    const orAction = action && !host && c.accept('or') ? verbPhrase(c, context, { kind: 'player', who: 'you' }) : undefined;
    if (!action || !c.done) return undefined;
    const doable = (effects: Effect[], who: PlayerRef): boolean => effects.every((effect) => (effect.kind === 'discard' || effect.kind === 'sacrifice') && (effect.who ?? 'you') === who && effect.target === undefined && typeof (effect.kind === 'discard' ? effect.amount : effect.count) === 'number');
    if (!doable(action, host ? 'that player' : 'you') || (orAction && !doable(orAction, 'you'))) return undefined;
    if (!they) return { action, ...(orAction ? { orAction } : {}) };
    // "another creature" in a trigger about the enchanted creature: other than that creature.
    const theirs = (effects: Effect[]): Effect[] => effects.map((effect) => (effect.kind === 'sacrifice' && effect.filter.other && !effect.objects ? { ...effect, who: 'that player', filter: { ...effect.filter, notHost: true } } : { ...effect, who: 'that player' }) as Effect);
    return { action: theirs(action), ...(orAction ? { orAction: theirs(orAction) } : {}) };
  });
}
