// Resolving the top of the stack (CR 608): targets checked again, then the effects in order, each
// by its own unit (effects/). The choice a `resolve` answers is checked before anything moves
// (planChoice), so an illegal choice rejects the action and changes nothing.
import { cycloneAsks } from './cycling-draw-replacement.ts';
import { searchedPlayer } from '../rules/searched-library.ts';
import { filterWithX } from '../rules/mana-value-x.ts';
import { pairAnswer } from '../effects/soulbond.ts';
import { manaText } from '../../cards/mana-symbols.ts';
import type { Effect } from '../../cards/oracle/abilities.ts';
import type { Game } from '../turns/game.ts';
import { planPayment } from '../rules/mana-payment.ts';
import { manaSources } from '../rules/mana-sources.ts';
import { type StackItem, playerName } from '../state/state.ts';
import { isLegalTarget } from '../rules/targets.ts';
import { moveFromStack, spellLeavesStack } from '../events/zones.ts';
import { auraInHand } from '../effects/aura-swap.ts';
import { findInLibrary, findSeveral } from '../effects/cards.ts';
import { zoneSearchProblem } from '../effects/zone-search.ts';
import { handChoiceAnswer } from '../effects/hand-attack.ts';
import { targetObject, type Answer, type Context } from '../effects/context.ts';
import { runEffects } from '../effects/index.ts';
import { asksUpkeepChoice, planUpkeepChoice } from './upkeep-choices.ts';
import { entersQuestions, readEntersChoice } from '../rules/enters-choices.ts';
import { copyQuestion, readCopyAnswer } from '../rules/enters-as-copy.ts';
import { lifecycleAnswer } from '../effects/lifecycle.ts';
import { planDivision } from '../rules/divided-damage.ts';
import { enchantedPlayerTarget } from './curses.ts';
import { choiceAnswer } from '../effects/choice-verbs.ts';
import { isChoiceQuestion, type ChoiceQuestion } from '../rules/choice-questions.ts';
import { bestowTargetCheck } from '../rules/bestow.ts';

export type { Answer } from '../effects/context.ts';

type Question = Extract<Effect, { kind: 'search' | 'may' | 'mayPay' | 'unlessDo' | 'auraSwap' | 'addMana' | 'upkeepKeyword' | 'explore' | 'returnOwnLand' | 'pair' | 'dividedDamage' | 'revealHand' | ChoiceQuestion['kind'] }>;

/** The first effect that asks the player something, in resolution order. */
export function firstQuestion(effects: readonly Effect[]): Question | undefined {
  for (const effect of effects) {
    if (effect.kind === 'search' || effect.kind === 'may' || effect.kind === 'mayPay' || effect.kind === 'auraSwap' || effect.kind === 'unlessDo') return effect;
    if (effect.kind === 'addMana' && effect.options.length > 1) return effect;
    if (effect.kind === 'upkeepKeyword' && asksUpkeepChoice(effect.keyword)) return effect;
    if (effect.kind === 'playerSearch') return effect.must ? firstQuestion(effect.search.effects) : effect.search; // your own part of "each player [may] search …"
    if (effect.kind === 'explore' || effect.kind === 'returnOwnLand' || effect.kind === 'pair' || effect.kind === 'dividedDamage') return effect;
    if (isChoiceQuestion(effect)) return effect;
    if (effect.kind === 'revealHand' && effect.discardChosen !== undefined) return effect; // "you choose a card from it"
    // "If you control two or more Plains, you may …": the question inside the condition (asked when it holds).
    if (effect.kind === 'if') {
      const inner = firstQuestion(effect.effects);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Why a search answer is illegal (a card name, several, or null for nothing), or null. */
function checkSearch(game: Game, item: StackItem, written: Extract<Effect, { kind: 'search' }>, value: unknown): string | null {
  const player = item.controller;
  const effect = written.filter?.manaValue?.x ? { ...written, filter: filterWithX(written.filter, item.x) } : written;
  if (effect.alsoFrom) return zoneSearchProblem(game, item, effect, value);
  if (value === null || typeof value === 'boolean') return null;
  // "Search your library for up to two …": a list of names (or one name).
  if ((effect.count ?? 1) > 1 && (typeof value === 'string' || (Array.isArray(value) && value.every((name) => typeof name === 'string')))) {
    const found = findSeveral(game, searchedPlayer(effect, item) ?? player, effect, typeof value === 'string' ? [value] : (value as string[]), item.objectId);
    return typeof found === 'string' ? found : null;
  }
  if (typeof value !== 'string') return 'the choice for a search is a card name or null';
  return findInLibrary(game, searchedPlayer(effect, item) ?? player, effect, value, item.objectId) ? null : `"${value}" is not a ${effect.query?.text ?? ''} card in your library`;
}

/** Checks a `resolve` choice against the top object's first question. Returns the reason it is illegal. */
export function planChoice(game: Game, item: StackItem, choice: unknown): Answer | string {
  if (choice === undefined) return undefined;
  const entering = entersChoiceAnswer(game, item, choice);
  if (entering !== null) return entering;
  const question = firstQuestion(item.effects);
  // Nothing to answer: the choice is ignored; but a draw replacement may ask (Unpredictable Cyclone's "you may cast that card").
  if (!question) return typeof choice === 'boolean' && cycloneAsks(game, item) ? { value: choice } : undefined;
  const player = item.controller;
  switch (question.kind) {
    case 'search': {
      // A name, or null to find nothing; true / false are read as "the default" / "nothing".
      if (choice === true) return undefined;
      const problem = checkSearch(game, item, question, choice);
      return problem ?? { value: choice === false ? null : choice };
    }
    case 'auraSwap':
      if (choice === null || choice === false) return { value: null };
      if (typeof choice !== 'string') return 'the choice for aura swap is the name of an Aura card in your hand, or null';
      return auraInHand(game, player, choice) ? { value: choice } : `"${choice}" is not an Aura card in your hand`;
    case 'may': {
      if (typeof choice === 'boolean') return { value: choice };
      const inner = firstQuestion(question.effects);
      if (inner?.kind === 'search' && (typeof choice === 'string' || choice === null || Array.isArray(choice))) {
        const problem = checkSearch(game, item, inner, choice);
        return problem ?? { value: choice };
      }
      return 'the choice for "you may" is true or false';
    }
    case 'unlessDo': // "… unless you discard a card": true does it (when you can), false declines
      return typeof choice === 'boolean' ? { value: choice } : 'the choice for "unless you …" is true or false';
    case 'upkeepKeyword':
      return planUpkeepChoice(game, item, question.keyword, choice);
    case 'explore':
    case 'returnOwnLand':
      return lifecycleAnswer(game, item, question.kind, choice);
    case 'dividedDamage':
      return planDivision(item, question, choice);
    case 'revealHand':
      return handChoiceAnswer(game, item, question, choice);
    case 'pair':
      return pairAnswer(game, item, choice);
    case 'populate':
    case 'returnOwn':
    case 'chosenProtection':
    case 'chosenType':
    case 'clash':
    case 'unlessReturn':
    case 'chooseValue':
      return choiceAnswer(game, item, question, choice);
    case 'mayPay': {
      let amount: number;
      if (typeof choice === 'boolean') amount = choice ? 1 : 0;
      else if (typeof choice === 'number' && Number.isInteger(choice) && choice >= 0) amount = choice;
      else return 'the choice for "you may pay" is a number (0 declines) or true/false';
      if (amount === 0) return { value: 0 };
      if (question.energy) return (game.state.players[player].energy ?? 0) >= question.energy ? { value: 1 } : `can't pay ${'{E}'.repeat(question.energy)}: too little energy`;
      const hasX = question.mana.some((symbol) => symbol.kind === 'variable');
      const plan = planPayment(question.mana, hasX ? amount : 0, game.state.players[player].pool, manaSources(game, player), game.state.players[player].life);
      return plan ? { value: amount } : `can't pay ${manaText(question.mana)}`;
    }
    case 'addMana': {
      const options = question.options.map((option) => option.join(''));
      const named = typeof choice === 'string' ? choice.toUpperCase().replace(/[{}]/g, '') : undefined;
      return named !== undefined && options.includes(named) ? { value: named } : `the choice for this mana is one of ${options.join(', ')}`;
    }
  }
}

/** A permanent spell's "As ~ enters, choose …" (CR 614.12): the answer checked, or null when the spell asks nothing. */
function entersChoiceAnswer(game: Game, item: StackItem, choice: unknown): Answer | string | null {
  if (item.kind !== 'spell') return null;
  if (copyQuestion(game, item.objectId)) {
    const problem = readCopyAnswer(game, item.objectId, choice);
    return problem ?? { value: choice };
  }
  const asked = entersQuestions(game.state.objects[item.objectId]!.card);
  if (asked.length === 0) return null;
  const read = readEntersChoice(asked[0]!, choice);
  return typeof read === 'string' ? read : { value: choice };
}

/** Resolves the top object of the stack with an answer already checked by planChoice. */
export function resolveTop(game: Game, answer: Answer): void {
  const state = game.state;
  const item = state.stack.pop();
  if (!item) return;
  if (item.kind === 'spell') bestowTargetCheck(game, item); // CR 702.103e
  const legal = item.targetSpecs.map((spec, index) => {
    const target = item.targets[index];
    return target !== undefined && target !== null && isLegalTarget(game, spec, target, item.controller, item.objectId);
  });
  // CR 608.2b: if every target it has is illegal, the object doesn't resolve ("up to" slots left empty don't count).
  const chosen = item.targets.filter((target) => target !== undefined && target !== null).length;
  if (chosen > 0 && !legal.some(Boolean)) {
    game.emit({ type: 'fizzled', source: item.sourceName });
    if (item.kind === 'spell') spellLeavesStack(game, item);
    return;
  }
  const context: Context = { item, answer, asked: false, x: item.x, legal, fizzled: false };
  if (item.kind === 'spell') {
    const card = state.objects[item.objectId]!;
    if (card.card.isSpellOnly) {
      runEffects(game, item.effects, context);
      spellLeavesStack(game, item, true);
    } else {
      const host = card.card.isAura ? targetObject(game, context, 0) : undefined;
      moveFromStack(game, card, 'battlefield', { controller: item.controller, attachTo: host?.id, enchantPlayer: enchantedPlayerTarget(card, item), x: item.x, cast: item.cast, choice: answer?.value });
    }
    game.emit({ type: 'resolved', source: item.sourceName, kind: item.kind });
    return;
  }
  runEffects(game, item.effects, context);
  if (context.fizzled) game.emit({ type: 'fizzled', source: item.sourceName });
  else game.emit({ type: 'resolved', source: item.sourceName, kind: item.kind });
}

export { playerName };
