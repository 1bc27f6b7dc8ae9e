// The static life rules (app/cards/oracle/life-rules.ts), each about its controller. Read only when
// a card of the game has one (game-features.ts). CR 616.1: with several life-gain replacements the
// order is the player's; the engine adds before it doubles (the most life for the player).
import { inGame, staticKinds } from '../state/game-features.ts';
import type { GameState, PlayerId } from '../state/state.ts';
import type { LifeRule } from '../../cards/oracle/life-rules.ts';
import { forEachStaticOfKind } from './characteristics.ts';

const LIFE_RULES = staticKinds('life rule');

function rulesOf(state: GameState, player: PlayerId, visit: (rule: LifeRule) => void): void {
  forEachStaticOfKind(state, LIFE_RULES, 'life rule', (effect, source) => {
    if (source.controller === player) visit(effect);
  });
}

/** CR 104.3b, 704.5a: "You don't lose the game for having 0 or less life." */
export function keepsPlayingAtZeroLife(state: GameState, player: PlayerId): boolean {
  // Asked at every state check once a player is at 0 life: most games have no such card, and the bit test saves making the visitor.
  if (!inGame(state, LIFE_RULES)) return false;
  let keeps = false;
  rulesOf(state, player, (rule) => {
    if (rule.rule === 'no loss at zero life') keeps = true;
  });
  return keeps;
}

/** CR 614.1a: the life `amount` damage takes from the player ("reduces it to 1 instead"); the damage itself is dealt in full. */
export function lifeLostToDamage(state: GameState, player: PlayerId, amount: number): number {
  if (!inGame(state, LIFE_RULES)) return amount;
  const life = state.players[player].life;
  let lost = amount;
  rulesOf(state, player, (rule) => {
    if (rule.rule === 'life floor' && life - lost < rule.floor) lost = Math.max(0, life - rule.floor);
  });
  return lost;
}

/** CR 614.1a: the life the player gains instead of `amount`. */
export function lifeGained(state: GameState, player: PlayerId, amount: number): number {
  if (!inGame(state, LIFE_RULES)) return amount;
  let added = 0;
  let doublings = 0;
  rulesOf(state, player, (rule) => {
    if (rule.rule === 'gain plus') added += rule.amount;
    else if (rule.rule === 'gain twice') doublings += 1;
  });
  return (amount + added) * 2 ** doublings;
}
