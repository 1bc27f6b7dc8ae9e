// Everything the player could do now, each with whether it is allowed and, if not, why — for the
// goldfish table (buttons shown disabled with the reason) and for autopilots.
import { abilityName, effectiveManaCost, type Action } from './actions.ts';
import { activatedAbilitiesOf } from './characteristics.ts';
import type { Game } from './game.ts';
import { YOU } from './state.ts';

export interface LegalAction {
  action: Action;
  /** "Cycle Krosan Tusker ({2}{G})", "Play Forest", "Resolve Draw a card." */
  label: string;
  enabled: boolean;
  /** Why it is disabled ("Stabilizer: players can't cycle cards"); null when enabled. */
  reason: string | null;
}

export function legalActions(game: Game): LegalAction[] {
  const state = game.state;
  const you = state.players[YOU];
  const list: LegalAction[] = [];
  const offer = (action: Action, label: string): void => {
    const reason = game.check(action);
    list.push({ action, label, enabled: reason === null, reason });
  };
  const opening = state.opening ?? null;
  if (opening !== null) {
    // Before the game: only the London mulligan (CR 103.5). Keep is offered with the last cards
    // in hand as the bottom choice; the table lets the player pick them.
    const bottom = you.hand.slice(you.hand.length - opening);
    offer({ do: 'keep', bottom }, opening === 0 ? 'Keep' : `Keep (put ${opening} on the bottom)`);
    offer({ do: 'mulligan' }, `Mulligan (to ${Math.max(0, 7 - opening - 1)})`);
    return list;
  }
  for (const id of you.hand) {
    const object = state.objects[id]!;
    if (object.card.isLand) offer({ do: 'play_land', card: id }, `Play ${object.card.name}`);
    else offer({ do: 'cast', card: id }, `Cast ${object.card.name}`);
    activatedAbilitiesOf(state, object).forEach((ability, index) => {
      if (ability.zone !== 'hand') return;
      const cost = effectiveManaCost(game, ability, YOU, object)
        .map((symbol) => symbol.text)
        .join('');
      offer({ do: 'activate', card: id, ability: index }, `${abilityName(ability)} ${object.card.name}${cost ? ` (${cost})` : ''}`);
    });
  }
  for (const id of you.graveyard) {
    const object = state.objects[id]!;
    if (object.card.flashback) offer({ do: 'cast', card: id }, `Flashback ${object.card.name} (${object.card.flashback.text})`);
  }
  for (const id of you.battlefield) {
    const object = state.objects[id]!;
    activatedAbilitiesOf(state, object).forEach((ability, index) => {
      if (ability.zone !== 'battlefield') return;
      offer({ do: 'activate', card: id, ability: index }, `${object.card.name}: ${abilityName(ability)}`);
    });
  }
  const top = state.stack[state.stack.length - 1];
  if (top) {
    offer({ do: 'resolve' }, `Resolve ${top.sourceName}: ${top.text}`);
    offer({ do: 'resolve_all' }, 'Resolve all');
  }
  offer({ do: 'next_phase' }, 'Next phase');
  offer({ do: 'next_turn' }, 'Next turn');
  return list;
}
