// Emblems (CR 114): "You get an emblem with …" puts an object with those abilities in your command
// zone (CR 114.1). It has no characteristics other than its abilities (CR 114.3), can't leave the
// command zone and its abilities work from there (CR 114.4): the engine looks for statics and
// triggers in each player's command zone as well as on the battlefield (characteristics.ts,
// triggers.ts `forEachBattlefieldTrigger`). The grammar's side is grammar/emblem-verb.ts.
import type { CompiledCard } from '../../cards/oracle/compile.ts';
import { compiledCard } from '../../cards/oracle/compile.ts';
import { THIS_EMBLEM } from '../../cards/oracle/grammar/emblem-verb.ts';
import type { Effect } from '../../cards/oracle/abilities.ts';
import type { EffectUnit } from '../effects/context.ts';
import { addObject, type GameState, type PlayerId } from '../state/state.ts';

/** Compiled emblems by effect and name: one card per planeswalker ability, built once. */
const emblemCards = new WeakMap<Extract<Effect, { kind: 'emblem' }>, Map<string, CompiledCard>>();

/** The emblem's name: "Emblem — <the planeswalker that made it>" (how Oracle's emblem cards are named). */
export const emblemName = (source: string): string => `Emblem — ${source}`;

function emblemCard(effect: Extract<Effect, { kind: 'emblem' }>, name: string): CompiledCard {
  let byName = emblemCards.get(effect);
  if (!byName) emblemCards.set(effect, (byName = new Map()));
  let card = byName.get(name);
  if (!card) {
    card = compiledCard({ name, mana_cost: '', type_line: 'Emblem', oracle_text: effect.text.replace(THIS_EMBLEM, name), colors: [] });
    byName.set(name, card);
  }
  return card;
}

/** CR 114.2: the emblem goes to its owner's command zone. */
export function addEmblem(state: GameState, card: CompiledCard, owner: PlayerId): void {
  const object = addObject(state, card, { owner, zone: 'command', sinceTurn: state.turn });
  state.players[owner].command.push(object.id);
}

export const emblem: EffectUnit<'emblem'> = (game, effect, context) => {
  const card = emblemCard(effect, emblemName(context.item.sourceName));
  addEmblem(game.state, card, context.item.controller);
  game.emit({ type: 'emblem', card: card.name });
};
