// "When ~ is put into a graveyard from anywhere" (Darksteel Colossus, Progenitus, the Eldrazi
// titans; CR 603.6c, 603.10a): the card's trigger is heard from the graveyard it arrived in, and
// its owner controls it (CR 603.3a). `onToGraveyard` looks only for cards compiled with such a
// trigger (`toGraveyardTrigger`), so other moves cost one flag test.
import type { Game } from '../turns/game.ts';
import type { EventOf } from '../events/engine-events.ts';
import { addPending } from './triggers.ts';

export function onToGraveyard(game: Game, event: EventOf<'zone change'>): void {
  const object = event.object;
  if (event.to !== 'graveyard' || event.silent) return;
  if (event.lastKnown && !event.wasCreature) noncreatureToGraveyard(game, event);
  if (!object.card.toGraveyardTrigger) return;
  for (const ability of object.card.triggered) if (ability.event.on === 'self to graveyard') addPending(game, object, ability, object.owner);
}

/**
 * "When ~ is put into a graveyard from the battlefield" on a permanent that is not a creature (an
 * Aura, an enchantment; CR 603.6c, 603.10a): the grammar reads it as "dies self", which `onLeaves` (triggers.ts)
 * hears only for creatures (CR 700.4), so a noncreature permanent's own trigger is heard here.
 */
function noncreatureToGraveyard(game: Game, { object, lastKnown }: EventOf<'zone change'>): void {
  for (const ability of lastKnown!.card.triggered) if (ability.event.on === 'dies self') addPending(game, object, ability, object.owner);
}
