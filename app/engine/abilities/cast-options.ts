// The ways to cast a card besides the plain cast, as the goldfish table offers them (kicked, both
// kickers, with buyback, evoked, overloaded, for its spectacle, emerge or surge cost, replicated once,
// dashed, bestowed, for a printed alternative cost, conspired; retrace and jump-start from the graveyard).
// Convoke, delve, improvise and affinity need no offer: automatic payment uses them (casting.ts).
import type { Action } from '../turns/actions.ts';
import { cardRef, msg, type Message } from '../messages/message.ts';
import type { GameObject } from '../state/state.ts';

/** Extra cast actions for a card in hand or in the graveyard, each with its label. */
export function castOptions(object: GameObject): { action: Action; label: Message }[] {
  const casting = object.card.casting;
  const card = cardRef(object.card.name);
  const id = object.id;
  const options: { action: Action; label: Message }[] = [];
  if (object.zone === 'hand') {
    const kicker = casting.multikicker ? [casting.multikicker] : casting.kicker;
    if (kicker.length > 0) options.push({ action: { do: 'cast', card: id, kicked: true }, label: msg('action.castKicked', { card, cost: kicker[0]!.text }) });
    if (casting.kicker.length > 1) options.push({ action: { do: 'cast', card: id, kicks: 2 }, label: msg('action.castKickedTwice', { card, cost: casting.kicker.map((cost) => cost.text).join(' + ') }) });
    if (casting.buyback) options.push({ action: { do: 'cast', card: id, buyback: true }, label: msg('action.castBuyback', { card, cost: casting.buyback.text }) });
    if (casting.evoke) options.push({ action: { do: 'cast', card: id, alternative: 'evoke' }, label: msg('action.castEvoke', { card, cost: casting.evoke.text }) });
    if (casting.overload) options.push({ action: { do: 'cast', card: id, alternative: 'overload' }, label: msg('action.castOverload', { card, cost: casting.overload.text }) });
    if (casting.spectacle) options.push({ action: { do: 'cast', card: id, alternative: 'spectacle' }, label: msg('action.castSpectacle', { card, cost: casting.spectacle.text }) });
    if (casting.emerge) options.push({ action: { do: 'cast', card: id, alternative: 'emerge' }, label: msg('action.castEmerge', { card, cost: casting.emerge.text }) });
    if (casting.replicate) options.push({ action: { do: 'cast', card: id, replicate: 1 }, label: msg('action.castReplicate', { card, cost: casting.replicate.text }) });
    if (casting.dash) options.push({ action: { do: 'cast', card: id, alternative: 'dash' }, label: msg('action.castDash', { card, cost: casting.dash.text }) });
    if (casting.awaken) options.push({ action: { do: 'cast', card: id, alternative: 'awaken' }, label: msg('action.castAwaken', { card, cost: casting.awaken.cost.text, n: casting.awaken.count }) });
    if (casting.bestow) options.push({ action: { do: 'cast', card: id, alternative: 'bestow' }, label: msg('action.castBestow', { card, cost: casting.bestow.text }) });
    if (casting.alternativeCost) options.push({ action: { do: 'cast', card: id, alternative: 'alternative cost' }, label: msg('action.castAlternativeCost', { card, cost: casting.alternativeCost.text }) });
    if (casting.conspire) options.push({ action: { do: 'cast', card: id, conspire: true }, label: msg('action.castConspire', { card }) });
    if (casting.surge) options.push({ action: { do: 'cast', card: id, alternative: 'surge' }, label: msg('action.castSurge', { card, cost: casting.surge.text }) });
  } else if (object.zone === 'graveyard') {
    if (casting.retrace) options.push({ action: { do: 'cast', card: id, alternative: 'retrace' }, label: msg('action.castRetrace', { card }) });
    if (casting.jumpStart) options.push({ action: { do: 'cast', card: id, alternative: 'jump-start' }, label: msg('action.castJumpStart', { card }) });
  }
  return options;
}
