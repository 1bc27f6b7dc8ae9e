// Clones (CR 707.2, 707.9, 614.1c): "You may have ~ enter the battlefield as a copy of any creature
// on the battlefield[, except …]". As the permanent enters it takes the copiable values of the
// chosen permanent — its printed card, or what that permanent is itself a copy of (CR 707.3) —
// with the exceptions written into them (CR 707.9b). Like bestow (bestow.ts), the object plays as
// another compiled card and keeps its own in `copiedFrom`; it is itself again as it leaves the
// battlefield (CR 400.7). The answer is the name of the permanent to copy, or false (or "none")
// to enter as itself; without one the engine copies the permanent with the greatest mana value.
import type { CopyExceptions, StaticEffect } from '../../cards/oracle/abilities.ts';
import { compileCard, type CompiledCard } from '../../cards/oracle/compile.ts';
import { manaValue } from '../../cards/mana-symbols.ts';
import { powerOf } from './characteristics.ts';
import { matchesFilter } from './filters.ts';
import type { Game } from '../turns/game.ts';
import type { GameObject } from '../state/state.ts';
import { staticsOfKind } from './statics.ts';

type EntersAsCopy = Extract<StaticEffect, { kind: 'enters as copy' }>;

/** The card's "enter as a copy" replacement (its last, as printed), or null. */
export function entersAsCopyOf(card: CompiledCard): EntersAsCopy | null {
  return staticsOfKind(card, 'enters as copy').at(-1)?.effect ?? null;
}

/** The permanents it may copy: on the battlefield (either player's) and matching the line's filter. */
export function copyCandidates(game: Game, object: GameObject, effect: EntersAsCopy): GameObject[] {
  const found: GameObject[] = [];
  for (const player of game.state.players) {
    for (const id of player.battlefield) {
      const other = game.state.objects[id]!;
      if (other.id !== object.id && matchesFilter(game.state, other, effect.filter, object.controller, object.id)) found.push(other);
    }
  }
  return found;
}

/** The engine's pick: the greatest mana value, then the greatest power. */
function defaultCopy(game: Game, candidates: readonly GameObject[]): GameObject | undefined {
  let best: GameObject | undefined;
  for (const candidate of candidates) {
    if (!best) best = candidate;
    else {
      const difference = manaValue(candidate.card.manaCost) - manaValue(best.card.manaCost);
      if (difference > 0 || (difference === 0 && (powerOf(game.state, candidate) ?? 0) > (powerOf(game.state, best) ?? 0))) best = candidate;
    }
  }
  return best;
}

/** The question a clone spell asks as it resolves, or null for other spells. */
export function copyQuestion(game: Game, objectId: number): { options: string[]; suggested: string } | null {
  const object = game.state.objects[objectId]!;
  const effect = entersAsCopyOf(object.card);
  if (!effect) return null;
  const candidates = copyCandidates(game, object, effect);
  const options = [...new Set(candidates.map((candidate) => candidate.card.name))].sort();
  return { options: [...options, 'none'], suggested: defaultCopy(game, candidates)?.card.name ?? 'none' };
}

/** A `resolve` answer for a clone spell checked: the name of a permanent it may copy, or false / "none". */
export function readCopyAnswer(game: Game, objectId: number, choice: unknown): string | null {
  if (choice === false || choice === 'none') return null;
  const question = copyQuestion(game, objectId)!;
  if (typeof choice === 'string' && question.options.includes(choice)) return null;
  return `the choice for "enter as a copy" is the name of a permanent it may copy (${question.options.join(', ')}) or false`;
}

const derived = new WeakMap<CompiledCard, Map<string, CompiledCard>>();
const THIS_PERMANENT = /\bthis (?:creature|land|permanent|artifact|enchantment)\b/gi;

/** The copiable values with the exceptions applied (CR 707.9b), compiled once per card and exceptions. */
export function copiedCard(card: CompiledCard, except: CopyExceptions, ownName: string): CompiledCard {
  if (except.power === undefined && !except.types && !except.supertypes && !except.lines && !except.keepName && !except.colors) return card;
  const key = JSON.stringify(except) + (except.keepName ? ownName : '');
  let byKey = derived.get(card);
  if (!byKey) derived.set(card, (byKey = new Map()));
  let copy = byKey.get(key);
  if (!copy) {
    const definition = card.definition;
    const name = except.keepName ? ownName : definition.name;
    const [front, subtypes] = definition.type_line.split(/\s+—\s+/);
    const cardTypes = (except.types ?? []).filter((type) => type === type.toLowerCase()).map((type) => type.charAt(0).toUpperCase() + type.slice(1));
    const addedSubtypes = (except.types ?? []).filter((type) => type !== type.toLowerCase());
    const head = [...(except.supertypes ?? []), front!, ...cardTypes].join(' ');
    const tail = [except.subtypesSet ? except.subtypesSet.join(' ') : subtypes, ...addedSubtypes].filter(Boolean).join(' ');
    const text = (definition.oracle_text ?? '').split(definition.name).join(name);
    const added = (except.lines ?? []).map((line) => line.replace(THIS_PERMANENT, name).replace(/~/g, name).replace(/^\w/, (letter) => letter.toUpperCase()));
    copy = compileCard({
      ...definition,
      name,
      type_line: tail ? `${head} — ${tail}` : head,
      oracle_text: [text, ...added].filter(Boolean).join('\n'),
      ...(except.colors ? { colors: [...except.colors] } : {}),
      ...(except.power !== undefined ? { power: String(except.power), toughness: String(except.toughness) } : {}),
    });
    byKey.set(key, copy);
  }
  return copy;
}

/**
 * CR 614.1c, 707.2: as it enters, the permanent becomes a copy of the one chosen (the answer, else
 * the default). Returns the answer still to be used by its "as enters" choices (none when the copy
 * took it).
 */
export function enterAsCopy(game: Game, object: GameObject, answer: unknown): unknown {
  const effect = entersAsCopyOf(object.card);
  if (!effect) return answer;
  if (answer === false || answer === 'none') return undefined;
  const candidates = copyCandidates(game, object, effect);
  const chosen = (typeof answer === 'string' ? candidates.find((candidate) => candidate.card.name === answer) : undefined) ?? defaultCopy(game, candidates);
  if (!chosen) return undefined;
  object.copiedFrom = object.card;
  object.card = copiedCard(chosen.card, effect.except, object.card.name);
  if (effect.tapped) object.tapped = true;
  return undefined;
}

/** "~ becomes a copy of …" (CR 707.2): from now on, or until the cleanup step (CR 514.2). */
export function becomeCopyOf(object: GameObject, card: CompiledCard, except: CopyExceptions, untilEndOfTurn: boolean): void {
  if (!object.copiedFrom) object.copiedFrom = object.card;
  if (untilEndOfTurn && !object.copyUntilCleanup) object.copyUntilCleanup = object.card;
  object.card = copiedCard(card, except, object.copiedFrom.name);
}

/** CR 514.2: a copy effect "until end of turn" ends; the permanent is what it was before. */
export function endCopyAtCleanup(object: GameObject): void {
  if (!object.copyUntilCleanup) return;
  object.card = object.copyUntilCleanup;
  object.copyUntilCleanup = null;
  if (object.card === object.copiedFrom) object.copiedFrom = null;
}

/** It leaves the battlefield: its own card again (CR 400.7). */
export function endCopy(object: GameObject): void {
  if (!object.copiedFrom) return;
  object.card = object.copiedFrom;
  object.copiedFrom = null;
  object.copyUntilCleanup = null;
}
