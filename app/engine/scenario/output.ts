// The result JSON of a scenario, field for field as spec/SCENARIOS.md shows it.
import { powerOf, readingBoard, toughnessOf } from '../rules/characteristics.ts';
import type { GameEvent } from '../state/events.ts';
import type { Game } from '../turns/game.ts';
import { MANA_ORDER, type PlayerId, playerName } from '../state/state.ts';
import { dictionary } from '../../dictionary.ts';

export interface PermanentOutput {
  card: string;
  tapped: boolean;
  attachedTo: number | { player: 'you' | 'opponent'; index: number } | null;
  owner: 'you' | 'opponent';
  power: number | null;
  toughness: number | null;
  counters: Record<string, number>;
}

export interface PlayerOutput {
  life: number;
  library: string[];
  hand: string[];
  battlefield: PermanentOutput[];
  graveyard: string[];
  exile: string[];
  manaPool: string;
}

export interface ScenarioOutput {
  ok: boolean;
  error: { action: number; message: string } | null;
  turn: number;
  phase: string;
  you: PlayerOutput;
  opponent: PlayerOutput;
  stack: { source: string; kind: string; text: string }[];
  events: GameEvent[];
  /** Present only when a player has lost (CR 104.3). */
  gameOver?: { loser: 'you' | 'opponent'; reason: string };
}

function playerOutput(game: Game, id: PlayerId): PlayerOutput {
  const state = game.state;
  const player = state.players[id];
  const names = (ids: number[]): string[] => ids.map((object) => state.objects[object]!.card.name);
  const where = (objectId: number): PermanentOutput['attachedTo'] => {
    if (objectId < 0) return null;
    const own = player.battlefield.indexOf(objectId);
    if (own >= 0) return own;
    const otherId: PlayerId = id === 0 ? 1 : 0;
    const other = state.players[otherId].battlefield.indexOf(objectId);
    return other >= 0 ? { player: playerName(otherId), index: other } : null;
  };
  return {
    life: player.life,
    library: names(player.library),
    hand: names(player.hand),
    battlefield: player.battlefield.map((objectId) => {
      const object = state.objects[objectId]!;
      const counters: Record<string, number> = dictionary();
      for (const [kind, count] of Object.entries(object.counters ?? {})) if (count > 0) counters[kind] = count;
      return {
        card: object.card.name,
        tapped: object.tapped,
        attachedTo: where(object.attachedTo),
        owner: playerName(object.owner),
        power: powerOf(state, object),
        toughness: toughnessOf(state, object),
        counters,
      };
    }),
    graveyard: names(player.graveyard),
    exile: names(player.exile),
    manaPool: player.pool.map((count, index) => `{${MANA_ORDER[index]}}`.repeat(count)).join(''),
  };
}

export function scenarioOutput(game: Game, error: { action: number; message: string } | null): ScenarioOutput {
  const state = game.state;
  // Every permanent's power and toughness, read with the board indexed once (linear).
  const [you, opponent] = readingBoard(state, () => [playerOutput(game, 0), playerOutput(game, 1)]);
  const output: ScenarioOutput = {
    ok: error === null,
    error,
    turn: state.turn,
    phase: state.phase,
    you,
    opponent,
    stack: state.stack
      .slice()
      .reverse()
      .map((item) => ({ source: item.sourceName, kind: item.kind, text: item.text })),
    events: game.events ?? [],
  };
  if (state.gameOver) output.gameOver = { loser: playerName(state.gameOver.loser), reason: state.gameOver.reason };
  return output;
}
