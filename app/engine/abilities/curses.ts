// Auras that enchant a player (the Curses, CR 303.4): the player an "Enchant player / opponent"
// Aura spell targets is the one it enters attached to, and its triggers about that player:
// "At the beginning of enchanted player's upkeep" (only you take turns at a goldfish table, so
// only a Curse on you has an upkeep to trigger in), "Whenever enchanted player is attacked",
// "Whenever a player attacks enchanted player with one or more creatures",
// "Whenever a creature attacks enchanted player" and "Whenever a creature deals combat damage to
// enchanted player", "Whenever enchanted player draws a card" and "Whenever a creature enters the
// battlefield under enchanted player's control". "That player" in their effects is the enchanted player.
import type { TriggeredAbility } from '../../cards/oracle/abilities.ts';
import { isCreatureNow } from '../rules/characteristics.ts';
import type { Game } from '../turns/game.ts';
import { OPPONENT, YOU, type GameObject, type PlayerId, type StackItem } from '../state/state.ts';
import { addPending } from './triggers.ts';
import type { EventOf } from '../events/engine-events.ts';
import { matchesFilter } from '../rules/filters.ts';
import { inGame, triggerKinds } from '../state/game-features.ts';

/** The game-feature bits of this family's triggers: the dispatcher's gate (trigger-dispatch.ts). */
export const ON_ENCHANTED_PLAYER = triggerKinds('enchanted player');


/** The player an Aura spell that enchants a player targets (its first target), or undefined. */
export function enchantedPlayerTarget(card: GameObject, item: StackItem): PlayerId | undefined {
  if (!card.card.enchant?.player) return undefined;
  const target = item.targets[0];
  return target && 'player' in target ? target.player : undefined;
}

type What = Extract<TriggeredAbility['event'], { on: 'enchanted player' }>['what'];

/** Each Curse trigger naming `what` of the Auras that enchant `player`. */
function forEachCurseTrigger(game: Game, player: PlayerId, what: What, visit: (ability: TriggeredAbility, curse: GameObject) => void): void {
  if (!inGame(game.state, ON_ENCHANTED_PLAYER)) return; // no Curse trigger in this game
  for (const owner of game.state.players) {
    for (const id of owner.battlefield) {
      const curse = game.state.objects[id]!;
      if (curse.enchantedPlayer !== player) continue;
      for (const ability of curse.card.triggered) {
        if (ability.event.on === 'enchanted player' && ability.event.what === what) visit(ability, curse);
      }
    }
  }
}

/** Your upkeep: the Curses on you. */
export function onStepBeganCurse(game: Game, { step }: EventOf<'step began'>): void {
  if (step !== 'upkeep') return;
  forEachCurseTrigger(game, YOU, 'upkeep', (ability, curse) => addPending(game, curse, ability, curse.controller, undefined, undefined, YOU));
}

/** Attackers declared (all attack the goldfish, CR 508.1b): "is attacked" once, "a creature attacks" for each. */
export function onAttackersDeclaredCurse(game: Game, { attackers }: EventOf<'attackers declared'>): void {
  if (attackers.length === 0) return;
  forEachCurseTrigger(game, OPPONENT, 'attacked', (ability, curse) => addPending(game, curse, ability, curse.controller, undefined, undefined, OPPONENT));
  // "that attacking player": the player whose creatures attack (CR 506.2, the active player).
  forEachCurseTrigger(game, OPPONENT, 'player attacks', (ability, curse) => addPending(game, curse, ability, curse.controller, undefined, undefined, attackers[0]!.controller));
  forEachCurseTrigger(game, OPPONENT, 'creature attacks', (ability, curse) => {
    for (const attacker of attackers) addPending(game, curse, ability, curse.controller, { id: attacker.id, zcc: attacker.zcc }, undefined, attacker.controller);
  });
}

/** "Whenever enchanted player casts a spell / an instant or sorcery spell": `player` cast `spell` (CR 601.2i). */
export function onCastCurse(game: Game, { spell, player }: EventOf<'cast'>): void {
  forEachCurseTrigger(game, player, 'casts', (ability, curse) => {
    const filter = ability.event.on === 'enchanted player' ? ability.event.filter : null;
    if (!filter || matchesFilter(game.state, spell, filter, curse.controller, curse.id)) addPending(game, curse, ability, curse.controller, undefined, undefined, player);
  });
}

/** "Whenever enchanted player draws a card": `player` drew one ("that player", "they"). */
export function onDrewCurse(game: Game, { player }: EventOf<'drew'>): void {
  forEachCurseTrigger(game, player, 'draws', (ability, curse) => addPending(game, curse, ability, curse.controller, undefined, undefined, player));
}

/** "Whenever a creature enters the battlefield under enchanted player's control": `object` entered ("that creature"). */
export function onEntersCurse(game: Game, event: EventOf<'zone change'> | EventOf<'token created'>): void {
  const object = event.object;
  if (event.type === 'zone change' && (event.to !== 'battlefield' || event.silent)) return;
  if (!isCreatureNow(object)) return;
  forEachCurseTrigger(game, object.controller, 'creature enters', (ability, curse) => addPending(game, curse, ability, curse.controller, { id: object.id, zcc: object.zcc }, undefined, object.controller));
}

/** A creature dealt combat damage to `damaged`. */
export function onCombatDamageCurse(game: Game, { attacker: creature, player: damaged }: EventOf<'combat damage to player'>): void {
  forEachCurseTrigger(game, damaged, 'combat damage', (ability, curse) => addPending(game, curse, ability, curse.controller, { id: creature.id, zcc: creature.zcc }, undefined, damaged));
}
