// The effect unit of the upkeep and time-counter keywords (CR 702.24a cumulative upkeep, 702.30a
// echo, 702.32a fading, 702.63a vanishing, 702.62a suspend), and energy (CR 107.14).
import type { Effect } from '../../cards/oracle/abilities.ts';
import { payMana } from '../abilities/pay-mana.ts';
import { manaSources } from '../rules/mana-sources.ts';
import { putOnStack } from '../abilities/casting.ts';
import { changeCounters, counterCount } from '../state/counters.ts';
import type { Game } from '../turns/game.ts';
import { chooseTargetsAutomatically, spellTargetSpecs } from '../rules/targets.ts';
import { planUpkeepPayment, removeTimeCounter, sourceIn, upkeepCostDue } from '../abilities/upkeep.ts';
import { changeLife, moveObject } from '../events/zones.ts';
import { takeAnswer, type Context, type EffectUnit } from './context.ts';

/** "Pay [cost] or sacrifice": paid when the answer says so, by default whenever it can be (CR 702.24a, 702.30a). */
function payOrSacrifice(game: Game, effect: Extract<Effect, { kind: 'upkeepKeyword' }>, context: Context): void {
  const permanent = sourceIn(game, context.item, 'battlefield');
  const cost = upkeepCostDue(game, context.item, effect.keyword);
  if (!permanent || !cost) return;
  if (effect.keyword.kind === 'cumulative upkeep') changeCounters(permanent, 'age', 1);
  const { given, value } = takeAnswer(context);
  const wantsToPay = given ? value === true || (typeof value === 'number' && value > 0) : true;
  const controller = context.item.controller;
  const plan = wantsToPay ? planUpkeepPayment(game, controller, cost, manaSources(game, controller)) : undefined;
  if (!plan) {
    moveObject(game, permanent, 'graveyard', { sacrificed: true });
    return;
  }
  payMana(game, controller, plan);
  if (cost.life > 0) changeLife(game, controller, -cost.life);
}

/** CR 702.62a: cast it without paying its mana cost if able (targets chosen as for a trigger); a creature gains haste. */
function castFromSuspend(game: Game, context: Context): void {
  const card = sourceIn(game, context.item, 'exile');
  if (!card) return;
  const { given, value } = takeAnswer(context);
  if (given && value === false) return; // it stays exiled with no time counters
  const specs = spellTargetSpecs(card.card);
  const targets = chooseTargetsAutomatically(game, specs, card.owner, card.id);
  if (targets === undefined || card.card.isLand) return; // not able: it stays exiled
  game.emit({ type: 'cast', card: card.card.name });
  putOnStack(game, card, { from: 'exile', record: { kicks: 0 } }, null, specs, targets, 0, card.owner);
  card.hasteZcc = card.zcc + 1; // the permanent it becomes
}

export const upkeepKeyword: EffectUnit<'upkeepKeyword'> = (game, effect, context) => {
  const keyword = effect.keyword;
  switch (keyword.kind) {
    case 'cumulative upkeep':
    case 'echo':
      payOrSacrifice(game, effect, context);
      return;
    case 'fading': {
      const permanent = sourceIn(game, context.item, 'battlefield');
      if (!permanent) return;
      if (counterCount(permanent, 'fade') > 0) changeCounters(permanent, 'fade', -1);
      else moveObject(game, permanent, 'graveyard', { sacrificed: true });
      return;
    }
    case 'vanishing': {
      const permanent = sourceIn(game, context.item, 'battlefield');
      if (permanent) removeTimeCounter(game, permanent);
      return;
    }
    case 'vanishing sacrifice': {
      const permanent = sourceIn(game, context.item, 'battlefield');
      if (permanent) moveObject(game, permanent, 'graveyard', { sacrificed: true });
      return;
    }
    case 'suspend': {
      const card = sourceIn(game, context.item, 'exile');
      if (card) removeTimeCounter(game, card);
      return;
    }
    case 'suspend cast':
      castFromSuspend(game, context);
      return;
  }
};

/** "You get {E}{E}" (CR 107.14). */
export const energy: EffectUnit<'energy'> = (game, effect, context) => {
  const player = game.state.players[context.item.controller];
  player.energy = (player.energy ?? 0) + effect.amount;
};
