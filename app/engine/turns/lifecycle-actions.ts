// The lifecycle keywords' actions for the table and autopilots: cast a card with morph face down
// for {3} (CR 702.37c), turn a face-down permanent face up for its morph cost (CR 702.37e), and the
// activated abilities that work from the graveyard (unearth, CR 702.84a), and dredge instead of the
// next draw (CR 702.52a).
import type { Action } from './actions.ts';
import { activatedAbilitiesOf } from '../rules/characteristics.ts';
import type { Game } from './game.ts';
import { cardRef, type Message, msg } from '../messages/message.ts';
import type { ActivatedAbility } from '../../cards/oracle/abilities.ts';
import type { GameObject } from '../state/state.ts';
import { YOU } from '../state/state.ts';
import { dredgeAmount } from '../abilities/dredge.ts';

type Offer = (action: Action, label: Message) => void;

export function offerLifecycleActions(game: Game, offer: Offer, abilityLabel: (object: GameObject, ability: ActivatedAbility) => Message): void {
  const state = game.state;
  const you = state.players[YOU];
  for (const id of you.hand) {
    const object = state.objects[id]!;
    if (object.card.morph) offer({ do: 'cast', card: id, faceDown: true }, msg('action.castFaceDown', { card: cardRef(object.card.name) }));
  }
  for (const id of you.graveyard) {
    const object = state.objects[id]!;
    const dredge = dredgeAmount(object);
    if (dredge > 0) offer({ do: 'dredge', card: id }, msg('action.dredge', { card: cardRef(object.card.name), count: dredge }));
    activatedAbilitiesOf(state, object).forEach((ability, index) => {
      if (ability.zone === 'graveyard') offer({ do: 'activate', card: id, ability: index }, abilityLabel(object, ability));
    });
  }
  for (const id of you.battlefield) {
    const real = state.objects[id]!.faceDown;
    if (real?.morph) offer({ do: 'turn_face_up', card: id }, msg('action.turnFaceUp', { card: cardRef(real.name), cost: real.morph.cost.text }));
  }
}
