// Everything the player could do now, each with whether it is allowed and, if not, why — for the
// goldfish table (buttons shown disabled with the reason) and for autopilots. Labels and reasons
// are messages: the table shows them in the player's language.
import type { ActivatedAbility } from '../../cards/oracle/abilities.ts';
import { abilityName, type Action } from './actions.ts';
import { effectiveManaCost } from '../rules/effective-costs.ts';
import { cyclingCostAlternative, withAlternativeCyclingCost } from '../rules/cycling-cost-alternative.ts';
import { activatedAbilitiesOf } from '../rules/characteristics.ts';
import { castOptions } from '../abilities/cast-options.ts';
import { spliceOptions } from '../abilities/splice.ts';
import type { Game } from './game.ts';
import { cardRef, type Message, msg } from '../messages/message.ts';
import { costMessage, keywordMessage } from '../messages/words.ts';
import type { GameObject } from '../state/state.ts';
import { YOU } from '../state/state.ts';
import { upkeepActions } from './upkeep-actions.ts';
import { playableFromLibraryTop } from '../abilities/library-top.ts';
import { castableFromGraveyard } from '../abilities/graveyard-casting.ts';
import { exiledPlayables } from '../abilities/impulse-draw.ts';
import { offerLifecycleActions } from './lifecycle-actions.ts';

export interface LegalAction {
  action: Action;
  /** "Cycle Krosan Tusker ({2}{G})", "Play Forest", "Resolve Street Wraith: Draw a card." */
  label: Message;
  enabled: boolean;
  /** Why it is disabled ("Stabilizer: players can't cycle cards"); null when enabled. */
  reason: Message | null;
}

export function legalActions(game: Game): LegalAction[] {
  const state = game.state;
  const you = state.players[YOU];
  const list: LegalAction[] = [];
  const offer = (action: Action, label: Message): void => {
    const reason = game.check(action);
    list.push({ action, label, enabled: reason === null, reason });
  };
  const opening = state.opening ?? null;
  if (opening !== null) {
    // Before the game: only the London mulligan (CR 103.5). Keep is offered with the last cards
    // in hand as the bottom choice; the table lets the player pick them.
    const bottom = you.hand.slice(you.hand.length - opening);
    offer({ do: 'keep', bottom }, opening === 0 ? msg('action.keep') : msg('action.keepBottom', { count: opening }));
    offer({ do: 'mulligan' }, msg('action.mulligan', { count: Math.max(0, 7 - opening - 1) }));
    upkeepActions(game, offer);
    return list;
  }
  for (const id of you.hand) {
    const object = state.objects[id]!;
    const card = cardRef(object.card.name);
    if (object.card.isLand) offer({ do: 'play_land', card: id }, msg('action.playLand', { card }));
    else offer({ do: 'cast', card: id }, msg('action.cast', { card }));
    for (const option of castOptions(object)) offer(option.action, option.label);
    for (const option of spliceOptions(game, object)) offer(option.action, option.label);
    activatedAbilitiesOf(state, object).forEach((ability, index) => {
      if (ability.zone === 'hand') offer({ do: 'activate', card: id, ability: index }, abilityLabel(game, object, ability));
    });
  }
  // Future Sight, Courser of Kruphix: the top card of the library (CR 305.1, 601.2).
  const libraryTop = you.library[0] === undefined ? undefined : state.objects[you.library[0]]!;
  if (libraryTop && playableFromLibraryTop(state, libraryTop, YOU)) {
    const card = cardRef(libraryTop.card.name);
    if (libraryTop.card.isLand) offer({ do: 'play_land', card: libraryTop.id }, msg('action.playLand', { card }));
    else offer({ do: 'cast', card: libraryTop.id }, msg('action.cast', { card }));
  }
  // Impulse draw: exiled cards you may play this turn.
  for (const exiled of exiledPlayables(state, YOU)) {
    const card = cardRef(exiled.card.name);
    if (exiled.card.isLand) offer({ do: 'play_land', card: exiled.id }, msg('action.playLand', { card }));
    else offer({ do: 'cast', card: exiled.id }, msg('action.cast', { card }));
  }
  for (const id of you.graveyard) {
    const object = state.objects[id]!;
    if (object.card.flashback) offer({ do: 'cast', card: id }, msg('action.flashback', { card: cardRef(object.card.name), cost: object.card.flashback.text }));
    else if (castableFromGraveyard(state, object, YOU)) offer({ do: 'cast', card: id }, msg('action.cast', { card: cardRef(object.card.name) })); // Abandoned Sarcophagus (CR 601.3)
    for (const option of castOptions(object)) offer(option.action, option.label);
  }
  for (const id of you.battlefield) {
    const object = state.objects[id]!;
    activatedAbilitiesOf(state, object).forEach((ability, index) => {
      if (ability.zone === 'battlefield') offer({ do: 'activate', card: id, ability: index }, abilityLabel(game, object, ability));
    });
  }
  offerLifecycleActions(game, offer, (object, ability) => abilityLabel(game, object, ability));
  const top = state.stack[state.stack.length - 1];
  if (top) {
    offer({ do: 'resolve' }, msg('action.resolve', { card: cardRef(top.sourceName), text: top.text }));
    offer({ do: 'resolve_all' }, msg('action.resolveAll'));
  }
  upkeepActions(game, offer);
  offer({ do: 'next_phase' }, msg('action.nextPhase'));
  offer({ do: 'next_turn' }, msg('action.nextTurn'));
  return list;
}

/** "Cycle Street Wraith (pay 2 life)", "Swampcycle Twisted Abomination ({2})", "Arcanum Wings: aura swap ({2}{U})", "Tap Forest for {G}". */
function abilityLabel(game: Game, object: GameObject, ability: ActivatedAbility): Message {
  const card = cardRef(object.card.name);
  // The cost the offered action pays: New Perspectives' {0} where it applies (CR 118.9, the default).
  const alternative = ability.isCycling ? cyclingCostAlternative(game.state, YOU) : undefined;
  const paid = alternative ? { ...ability, cost: withAlternativeCyclingCost(ability.cost, alternative.mana) } : ability;
  const mana = effectiveManaCost(game, paid, YOU, object)
    .map((symbol) => symbol.text)
    .join('');
  const cost = costMessage(mana || (alternative ? '{0}' : ''), paid.cost.payLife);
  if (ability.isCycling && ability.keyword) {
    return msg('action.cycle', { verb: keywordMessage(ability.keyword, 'keywordVerb'), keyword: keywordMessage(ability.keyword), card, cost });
  }
  if (ability.keyword) return msg('action.keyword', { card, keyword: keywordMessage(ability.keyword), cost });
  const onlyTaps = ability.cost.tap && mana === '' && ability.cost.payLife === 0 && !ability.cost.sacrifice && !ability.cost.sacrificeSeveral && !ability.cost.discardSelf && ability.cost.discardOther === 0 && !ability.cost.tapUntapped && !ability.cost.returnToHand;
  if (ability.isManaAbility && onlyTaps) {
    const options = ability.effects.flatMap((effect) => (effect.kind === 'addMana' ? effect.options.map((option) => option.map((color) => `{${color}}`).join('')) : []));
    if (options.length > 0) return msg('action.tapForMana', { card, mana: options.join('/') });
  }
  return msg('action.ability', { card, text: abilityName(ability) });
}
