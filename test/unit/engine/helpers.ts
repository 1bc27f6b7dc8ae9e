// Small helpers for engine tests: run a scenario object and read the result.
import { gameFromScenario, runScenario } from '../../../app/engine/index.ts';
import type { CardDefinition } from '../../../app/engine/state/card-definition.ts';
import type { Game } from '../../../app/engine/turns/game.ts';
import type { ScenarioOutput } from '../../../app/engine/scenario/output.ts';

export function run(scenario: Record<string, unknown>): ScenarioOutput {
  return runScenario(scenario);
}

export function eventTypes(output: ScenarioOutput): string[] {
  return output.events.map((event) => event.type);
}

export function eventsOf<T extends ScenarioOutput['events'][number]['type']>(output: ScenarioOutput, type: T): Extract<ScenarioOutput['events'][number], { type: T }>[] {
  return output.events.filter((event) => event.type === type) as Extract<ScenarioOutput['events'][number], { type: T }>[];
}

/** Asserts that `types` occur in `output.events` in this order (other events may stand between). */
export function inOrder(output: ScenarioOutput, types: string[]): boolean {
  let at = 0;
  for (const event of output.events) if (event.type === types[at]) at += 1;
  return at === types.length;
}

/** A card definition in the scenario format's shape (the fixtures' helper). */
export { card as definition } from '../../fixtures/engine/cards.ts';

/** A game from a scenario set-up (main phase 1 of turn 2, nothing performed yet). */
export function table(cards: CardDefinition[], you: Record<string, unknown>, opponent: Record<string, unknown> = {}): Game {
  return gameFromScenario({ cards, turn: 2, phase: 'main1', you, opponent }).game;
}

/** The id of the first object with this name in a zone of yours. */
export function idOf(game: Game, name: string, zone: 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'library' = 'hand'): number {
  const id = game.state.players[0][zone].find((candidate) => game.state.objects[candidate]!.card.name === name);
  if (id === undefined) throw new Error(`${name} is not in ${zone}`);
  return id;
}
