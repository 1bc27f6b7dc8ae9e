// The lands automatic payment may tap, with the colours each can make. Asked at every cast and
// activation the player tries — the simulator tries many it can't afford — so what a land's own
// abilities make is worked out once per ability list and kept.
import type { ActivatedAbility, Effect, ManaColor } from '../../cards/oracle/abilities.ts';
import { activationBannedBy, anyActivationBan } from './activation-ban.ts';
import { activationForbidden, attachmentsMatter, landAbilities } from './attached.ts';
import { activatedAbilitiesOf } from './characteristics.ts';
import type { Game } from '../turns/game.ts';
import { manaOptionsNow } from './lands-could-produce.ts';
import { poolTotal, type ManaSource } from './mana-payment.ts';
import { leastManaOwed, type ManaSymbol } from '../../cards/mana-symbols.ts';
import type { GameState, PlayerId } from '../state/state.ts';

/** Automatic payment taps; abilities that also sacrifice, pay life or cost mana are the player's to activate. */
const tapsForManaAlone = (ability: ActivatedAbility): boolean => {
  const cost = ability.cost;
  return ability.isManaAbility && cost.tap && cost.mana.length === 0 && cost.sacrifice === null && cost.payLife === 0 && !cost.removeCounters && !cost.energy && !cost.tapUntapped;
};

/** The single colours the abilities can make now. */
function tapColors(abilities: readonly ActivatedAbility[], state: GameState, player: PlayerId, id: number): readonly ManaColor[] {
  const colors: ManaColor[] = [];
  for (const ability of abilities) {
    if (!tapsForManaAlone(ability)) continue;
    for (const effect of ability.effects) {
      if (effect.kind !== 'addMana') continue;
      const options = dependsOnGame(effect) ? manaOptionsNow(state, effect, player, id) : effect.options;
      for (const option of options) if (option.length === 1 && !colors.includes(option[0]!)) colors.push(option[0]!);
    }
  }
  return colors;
}

/** "A colour a land you control could produce", "the chosen colour": known only in a game. */
const dependsOnGame = (effect: Extract<Effect, { kind: 'addMana' }>): boolean => effect.couldProduce !== undefined || effect.ofChosenColor === true;

const isFixed = (abilities: readonly ActivatedAbility[]): boolean =>
  abilities.every((ability) => !tapsForManaAlone(ability) || ability.effects.every((effect) => effect.kind !== 'addMana' || !dependsOnGame(effect)));

/** Per ability list (a card's printed list, or the shared list of a land type): its colours when they never change, else null. */
const fixedColors = new WeakMap<readonly ActivatedAbility[], readonly ManaColor[] | null>();

function colorsOf(abilities: readonly ActivatedAbility[], state: GameState, player: PlayerId, id: number): readonly ManaColor[] {
  let fixed = fixedColors.get(abilities);
  if (fixed === undefined) fixedColors.set(abilities, (fixed = isFixed(abilities) ? tapColors(abilities, state, player, id) : null));
  return fixed ?? tapColors(abilities, state, player, id);
}

/** The untapped lands a player controls that can make mana, with their colours. */
export function manaSources(game: Game, player: PlayerId, except = -1): ManaSource[] {
  const state = game.state;
  const sources: ManaSource[] = [];
  const attached = attachmentsMatter(state); // most boards have no Aura that changes a land's abilities
  let bans: boolean | undefined; // Stony Silence stops an artifact land's mana ability: asked only for lands that are more than lands
  for (const id of state.players[player].battlefield) {
    if (id === except) continue;
    const object = state.objects[id]!;
    if (object.tapped || !object.card.isLand || (attached && activationForbidden(state, object))) continue;
    if ((object.card.types.types.length > 1 || object.animated !== undefined) && (bans ??= anyActivationBan(state)) && activationBannedBy(state, object)) continue;
    // An Aura may add or remove abilities: then the list is made anew each time and read in full.
    const colors = attached ? tapColors(activatedAbilitiesOf(state, object), state, player, id) : colorsOf(landAbilities(object), state, player, id);
    if (colors.length > 0) sources.push({ id, colors, snow: object.card.types.supertypes.includes('Snow') });
  }
  return sources;
}

/**
 * Surely too dear: the cost needs more mana than the pool holds and the player's untapped lands
 * could make at one each. Counting lands is cheap; reading their colours (manaSources) and
 * planning a payment are not, and the simulator's autopilot tries many casts it can't afford.
 * Only lands are mana sources for automatic payment, so this never refuses what planPayment would pay.
 */
export function surelyUnaffordable(game: Game, player: PlayerId, symbols: readonly ManaSymbol[], x: number, except = -1): boolean {
  return tooLittleManaFor(game, player, leastManaOwed(symbols, x), except);
}

/** Fewer mana in the pool and untapped lands (one each) than `least`: surelyUnaffordable for a count worked out before (a compiled card's `leastMana`). */
export function tooLittleManaFor(game: Game, player: PlayerId, least: number, except = -1): boolean {
  const status = game.state.players[player];
  let available = poolTotal(status.pool);
  if (least <= available) return false;
  const objects = game.state.objects;
  for (const id of status.battlefield) {
    if (id === except) continue;
    const object = objects[id]!;
    if (!object.tapped && object.card.isLand && ++available >= least) return false;
  }
  return true;
}
