// The goldfish rules engine: its public surface for the table, the simulator, the CLI and tests.
export { gameFromScenario, runScenario, scenarioAction, scenarioExitCode, type RunScenarioOptions } from './scenario/run.ts';
export { ScenarioFormatError } from './scenario/format.ts';
export type { ScenarioOutput } from './scenario/output.ts';
export { BUILT_IN_CARDS, type CardDefinition, type CardLookup } from './card-definition.ts';
export { Game, type ActionResult, type GameOptions } from './game.ts';
export type { Action, TargetChoice } from './actions.ts';
export type { GameEvent } from './events.ts';
export { legalActions, type LegalAction } from './legal-actions.ts';
export { cloneState, type GameState, type GameObject, type PlayerId, type Phase } from './state.ts';
export { newGame, type NewGameOptions } from './new-game.ts';
export { compileCard, compiledCard, type CompiledCard } from '../cards/oracle/compile.ts';
export type { LineReport } from '../cards/oracle/abilities.ts';
export { hasCycling, powerOf, toughnessOf } from './characteristics.ts';
export { scenarioFromGame, type SavedScenario } from './scenario/save.ts';
export type { ManualToken, TableAction } from './table-actions.ts';
export { canEnchant, activatedAbilitiesOf } from './characteristics.ts';
export { firstQuestion } from './resolution.ts';
export { abilityName, effectiveManaCost, plannedTaps } from './actions.ts';
