// The current game as a scenario file (spec/SCENARIOS.md), so the table can save a position,
// share it and turn it into a test. The format has no place for the stack or pending triggers:
// save with an empty stack. Tokens are kept as cards of their own definition.
import { BUILT_IN_CARDS, type CardDefinition } from '../state/card-definition.ts';
import type { Game } from '../turns/game.ts';
import type { PlayerId } from '../state/state.ts';

export interface SavedScenario {
  seed: number;
  cards: CardDefinition[];
  turn: number;
  phase: string;
  onThePlay: boolean;
  you: Record<string, unknown>;
  opponent: Record<string, unknown>;
  actions: never[];
}

export function scenarioFromGame(game: Game, seed = 1): SavedScenario {
  const state = game.state;
  const cards = new Map<string, CardDefinition>();
  const nameOf = (id: number): string => {
    const definition = state.objects[id]!.card.definition;
    if (BUILT_IN_CARDS.get(definition.name) !== definition) cards.set(definition.name, definition);
    return definition.name;
  };
  const player = (id: PlayerId): Record<string, unknown> => {
    const zones = state.players[id];
    const other: PlayerId = id === 0 ? 1 : 0;
    return {
      life: zones.life,
      library: zones.library.map(nameOf),
      hand: zones.hand.map(nameOf),
      battlefield: zones.battlefield.map((objectId) => {
        const object = state.objects[objectId]!;
        const entry: Record<string, unknown> = { card: nameOf(objectId) };
        if (object.tapped) entry.tapped = true;
        if (object.counters && Object.values(object.counters).some((count) => count > 0)) entry.counters = { ...object.counters };
        if (object.damage > 0) entry.damage = object.damage;
        if (object.owner !== id) entry.owner = object.owner === 0 ? 'you' : 'opponent';
        if (object.attachedTo >= 0) {
          const own = zones.battlefield.indexOf(object.attachedTo);
          entry.attachedTo = own >= 0 ? own : { player: other === 0 ? 'you' : 'opponent', index: state.players[other].battlefield.indexOf(object.attachedTo) };
        }
        return entry;
      }),
      graveyard: zones.graveyard.map(nameOf),
      exile: zones.exile.map(nameOf),
      manaPool: zones.pool.map((count, index) => `{${'WUBRGC'[index]}}`.repeat(count)).join(''),
    };
  };
  const you = player(0);
  const opponent = player(1);
  return { seed, cards: [...cards.values()], turn: state.turn, phase: state.phase, onThePlay: state.onThePlay, you, opponent, actions: [] };
}
