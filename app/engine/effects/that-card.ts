// "When enchanted creature dies, return that card to its owner's hand / to the battlefield under
// your control": the card the trigger remembered, if it is still the same object in the graveyard
// (or in exile, after "dies or is put into exile")
// (CR 400.7: once it moves again it is a new object the ability can't find).
import type { EffectUnit } from './context.ts';
import { moveObject } from '../events/zones.ts';

export const returnThatCard: EffectUnit<'returnThatCard'> = (game, effect, context) => {
  const remembered = context.item.thatCard;
  const card = remembered ? game.state.objects[remembered.id] : undefined;
  // In the graveyard, or in exile after "dies or is put into exile" (Kaya's Ghostform).
  if (!card || !remembered || (card.zone !== 'graveyard' && card.zone !== 'exile') || card.zcc !== remembered.zcc) return;
  if (effect.to === 'hand') moveObject(game, card, 'hand');
  else moveObject(game, card, 'battlefield', { controller: effect.underYourControl ? context.item.controller : card.owner, ...(effect.counters ? { counters: effect.counters } : {}) });
};
