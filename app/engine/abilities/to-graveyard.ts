// "When ~ is put into a graveyard from anywhere" (Darksteel Colossus, Progenitus, the Eldrazi
// titans; CR 603.6c, 603.10a): the card's trigger is heard from the graveyard it arrived in, and
// its owner controls it (CR 603.3a). moveObject calls this only for cards compiled with such a
// trigger (`toGraveyardTrigger`), so other moves cost one flag test.
import type { Game } from '../turns/game.ts';
import type { GameObject } from '../state/state.ts';
import { addPending } from './triggers.ts';

export function fireToGraveyard(game: Game, object: GameObject): void {
  for (const ability of object.card.triggered) if (ability.event.on === 'self to graveyard') addPending(game, object, ability, object.owner);
}

/**
 * "When ~ is put into a graveyard from the battlefield" on a permanent that is not a creature (an
 * Aura, an enchantment; CR 603.6c, 603.10a): the grammar reads it as "dies self", which `fireDies`
 * hears only for creatures (CR 700.4), so a noncreature permanent's own trigger is heard here.
 */
export function fireNoncreatureToGraveyard(game: Game, object: GameObject): void {
  for (const ability of object.card.triggered) if (ability.event.on === 'dies self') addPending(game, object, ability, object.owner);
}
