// Face-down permanents and spells (CR 708) and morph (CR 702.37): a card cast face down is a 2/2
// creature with no name, text, subtypes, colour or mana cost. The object keeps its real card in
// `faceDown` and plays as the face-down card, so every rule reads its face-down characteristics
// with no special case. Turning it face up (a special action, CR 116.2b: no stack) puts the real
// card back; it is the same object (CR 708.8), so it keeps its counters, damage and summoning
// sickness. A face-down card that leaves the battlefield or the stack is revealed (CR 708.9).
import { compiledCard, type CompiledCard } from '../../cards/oracle/compile.ts';
import type { ManaSymbol } from '../../cards/mana-symbols.ts';
import type { Game } from '../turns/game.ts';
import { CAST_TIMING, objectOrError, priorityProblem, sorceryTimingProblem, type Prepared } from './action-checks.ts';
import { payMana } from './pay-mana.ts';
import { manaSources } from '../rules/mana-sources.ts';
import { putOnStack, splitSecondProblem } from './casting.ts';
import { changeCounters } from '../state/counters.ts';
import { planPayment } from '../rules/mana-payment.ts';
import { cardRef, msg } from '../messages/message.ts';
import { phaseParams } from '../messages/words.ts';
import { type GameObject, YOU } from '../state/state.ts';
import { signal } from '../events/engine-events.ts';

/** CR 708.2a: the face-down characteristics. */
export const FACE_DOWN: CompiledCard = compiledCard({ name: 'Face-down creature', mana_cost: '', type_line: 'Creature', oracle_text: '', power: '2', toughness: '2', colors: [] });

/** CR 702.37c: casting it face down costs {3}. */
export const FACE_DOWN_COST: readonly ManaSymbol[] = [{ kind: 'generic', amount: 3, text: '{3}' }];

/** Puts a card face down (as it is cast face down, CR 702.37c). */
export function turnFaceDown(object: GameObject): void {
  if (object.faceDown) return;
  object.faceDown = object.card;
  object.card = FACE_DOWN;
}

/** The real card of an object (face down or not). */
export const realCard = (object: GameObject): CompiledCard => object.faceDown ?? object.card;

/** Turn a face-down permanent you control face up by paying its morph cost (CR 702.37e): any time you have priority. */
export function prepareTurnFaceUp(game: Game, id: number): Prepared {
  const object = objectOrError(game, id);
  if ('key' in object) return object;
  const real = object.faceDown;
  if (object.zone !== 'battlefield' || object.controller !== YOU || !real) return msg('refusal.notFaceDown', { card: cardRef(object.card.name) });
  const morph = real.morph;
  if (!morph) return msg('refusal.noMorph', { card: cardRef(real.name) });
  const phase = game.state.phase;
  if (phase === 'untap' || phase === 'cleanup') return msg('refusal.noPriority', phaseParams(phase));
  const player = game.state.players[YOU];
  const plan = planPayment(morph.cost.mana, 0, player.pool, manaSources(game, YOU), player.life);
  if (!plan) return msg('refusal.cantPayMorph', { cost: morph.cost.text, card: cardRef(real.name) });
  return () => {
    payMana(game, YOU, plan);
    object.card = real;
    object.faceDown = null;
    // CR 702.37b: megamorph's +1/+1 counter as it is turned face up.
    if (morph.megamorph) changeCounters(object, '+1/+1', 1);
    game.emit({ type: 'turned_face_up', card: real.name });
    signal(game, { type: 'self', object, what: 'turned face up' });
    game.settle();
  };
}

/**
 * Cast a card with morph face down (CR 702.37c): from your hand, at sorcery speed, for {3}, as the
 * 2/2 with no name, text or cost; no modes, targets or other options.
 */
export function prepareCastFaceDown(game: Game, id: number): Prepared {
  const object = objectOrError(game, id);
  if ('key' in object) return object;
  if (object.zone !== 'hand' || object.owner !== YOU || !object.card.morph) return msg('refusal.noMorph', { card: cardRef(object.card.name) });
  const problem = priorityProblem(game) ?? splitSecondProblem(game) ?? sorceryTimingProblem(game, CAST_TIMING, () => ({ card: cardRef(FACE_DOWN.name) }));
  if (problem) return problem;
  const player = game.state.players[YOU];
  const payment = planPayment(FACE_DOWN_COST, 0, player.pool, manaSources(game, YOU), Math.max(0, player.life));
  if (!payment) return msg('refusal.cantPay', { cost: '{3}', card: cardRef(FACE_DOWN.name) });
  return () => {
    game.emit({ type: 'cast', card: FACE_DOWN.name });
    payMana(game, YOU, payment);
    turnFaceDown(object);
    putOnStack(game, object, { from: 'hand', record: { kicks: 0 } }, null, [], [], 0, YOU);
    game.settle();
  };
}
