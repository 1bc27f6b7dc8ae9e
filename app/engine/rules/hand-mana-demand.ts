// What the rest of a player's hand asks of their lands, for automatic payment to choose which
// lands stay untapped (mana-payment.ts): per slot (W U B R G C, snow) the most symbols of that
// kind any one card in hand needs — for its mana cost or an ability it can use from the hand
// (cycling). Hybrid symbols count for both colours; Phyrexian ones can be paid with life and
// count for nothing.
import type { CompiledCard } from '../../cards/oracle/compile.ts';
import type { ManaSymbol } from '../../cards/mana-symbols.ts';
import type { Game } from '../turns/game.ts';
import { COLOR_INDEX, SNOW_SLOT } from './mana-payment.ts';
import type { PlayerId } from '../state/state.ts';

const perCard = new WeakMap<CompiledCard, readonly number[]>();

function addSymbols(symbols: readonly ManaSymbol[], into: number[]): void {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const symbol of symbols) {
    if (symbol.kind === 'colored' || symbol.kind === 'twobrid') counts[COLOR_INDEX[symbol.color]]! += 1;
    else if (symbol.kind === 'hybrid') for (const color of symbol.colors) counts[COLOR_INDEX[color]]! += 1;
    else if (symbol.kind === 'colorless') counts[COLOR_INDEX.C]! += 1;
    else if (symbol.kind === 'snow') counts[SNOW_SLOT]! += 1;
  }
  for (let slot = 0; slot < counts.length; slot += 1) into[slot] = Math.max(into[slot]!, counts[slot]!);
}

/** One card's demand: the most of each slot that its cost or one of its hand abilities needs. */
export function cardManaDemand(card: CompiledCard): readonly number[] {
  let demand = perCard.get(card);
  if (!demand) {
    const slots = [0, 0, 0, 0, 0, 0, 0];
    if (!card.isLand) addSymbols(card.manaCost, slots);
    for (const ability of card.activated) if (ability.zone === 'hand') addSymbols(ability.cost.mana, slots);
    demand = slots;
    perCard.set(card, demand);
  }
  return demand;
}

/** The demand of every card in the player's hand but `except` (the card being paid for). */
export function handManaDemand(game: Game, player: PlayerId, except: number): number[] {
  const total = [0, 0, 0, 0, 0, 0, 0];
  for (const id of game.state.players[player].hand) {
    if (id === except) continue;
    const demand = cardManaDemand(game.state.objects[id]!.card);
    for (let slot = 0; slot < total.length; slot += 1) if (demand[slot]! > total[slot]!) total[slot] = demand[slot]!;
  }
  return total;
}
