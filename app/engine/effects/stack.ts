// Countering (CR 701.5): a spell or ability leaves the stack; "unless its controller pays {N}"
// is paid automatically when the controller can (the goldfish never casts, so it is your own).
import { cantBeCounteredByRule } from '../rules/casting-rules.ts';
import { parseManaCost } from '../../cards/mana-symbols.ts';
import { payMana } from '../abilities/pay-mana.ts';
import { manaSources } from '../rules/mana-sources.ts';
import type { Game } from '../turns/game.ts';
import { planPayment } from '../rules/mana-payment.ts';
import { moveFromStack, spellLeavesStack } from '../events/zones.ts';
import { amountOf, targetAt, type EffectUnit } from './context.ts';
import { hasStaticOfKind } from '../rules/statics.ts';

export const counterObject: EffectUnit<'counterObject'> = (game: Game, effect, context) => {
  const state = game.state;
  const target = targetAt(context, effect.target);
  if (!target || !('stackItem' in target)) return;
  const index = state.stack.findIndex((candidate) => candidate.sid === target.stackItem);
  if (index < 0) return;
  const item = state.stack[index]!;
  // "This spell can't be countered" (CR 101.2: a "can't" beats a "can").
  if (item.kind === 'spell' && hasStaticOfKind(state.objects[item.objectId]!.card, 'cant be countered')) return;
  if (cantBeCounteredByRule(state, item)) return; // "Creature spells you control can't be countered"
  if (effect.unlessPays) {
    const player = state.players[item.controller];
    // CR 118.12: "unless its controller pays {1} for each …" is counted as the spell resolves.
    const generic = effect.unlessPaysGeneric ? amountOf(game, effect.unlessPaysGeneric, context) : 0;
    const plan = planPayment(generic > 0 ? parseManaCost(`{${generic}}`) : effect.unlessPays, 0, player.pool, manaSources(game, item.controller), player.life);
    if (plan) {
      payMana(game, item.controller, plan);
      return;
    }
  }
  state.stack.splice(index, 1);
  context.countered = { id: item.objectId, controller: item.controller };
  game.emit({ type: 'countered', source: item.sourceName, kind: item.kind });
  if (item.kind !== 'spell') return;
  // "… exile it instead of putting it into its owner's graveyard" (a copy just ceases to exist, CR 707.10a).
  if (effect.instead && !item.copy) moveFromStack(game, state.objects[item.objectId]!, effect.instead === 'exile' ? 'exile' : 'library', { position: 'bottom' });
  else spellLeavesStack(game, item);
};
