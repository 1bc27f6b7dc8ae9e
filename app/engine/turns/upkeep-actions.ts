// The table's choices for the rules in `upkeep.ts`, offered with the other legal actions: keep the
// opening hand without beginning the game with its Leylines (CR 103.6), keep a "you may choose not
// to untap" permanent tapped (or untap it after all) in the next untap step (CR 502.3), and play a
// land paying 2 life so it enters untapped.
import type { Action } from './actions.ts';
import type { Game } from './game.ts';
import { cardRef, type Message, msg } from '../messages/message.ts';
import { YOU } from '../state/state.ts';
import { mayPayLifeToEnterUntapped, maySkipUntap, openingHandPermanents } from '../abilities/upkeep.ts';

export function upkeepActions(game: Game, offer: (action: Action, label: Message) => void): void {
  const state = game.state;
  const you = state.players[YOU];
  if ((state.opening ?? null) !== null) {
    const leylines = openingHandPermanents(game);
    if (leylines.length > 0) {
      const bottom = you.hand.slice(you.hand.length - state.opening!);
      offer({ do: 'keep', bottom, leylines: [] }, msg('action.keepLeavingInHand', { cards: leylines.map((id) => state.objects[id]!.card.name).join(', ') }));
    }
    return;
  }
  for (const id of you.hand) {
    const object = state.objects[id]!;
    if (object.card.isLand && mayPayLifeToEnterUntapped(game, object)) offer({ do: 'play_land', card: id, payLife: true }, msg('action.playLandPayLife', { card: cardRef(object.card.name) }));
  }
  for (const id of you.battlefield) {
    const object = state.objects[id]!;
    if (!maySkipUntap(object)) continue;
    const keeping = object.keepTappedZcc === object.zcc;
    offer({ do: 'untap_choice', card: id, untap: keeping }, msg(keeping ? 'action.untapAsUsual' : 'action.keepTapped', { card: cardRef(object.card.name) }));
  }
}
