// Small helpers for engine tests: run a scenario object and read the result.
import { runScenario } from '../../../app/engine/index.ts';
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
