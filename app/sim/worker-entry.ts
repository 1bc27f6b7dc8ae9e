// The entry of every pool worker thread. The built-in runners are part of this module; any
// other runner is imported from the specifier the pool passes (a file URL, or while running
// from sources a data: URL of the runner bundled by worker-bundle.ts).
import * as engineRunner from './engine-runner.ts';
import * as landDropsRunner from './land-drops-runner.ts';
import type { BuiltInRunner } from './runners.ts';
import type { GameRunnerModule } from './types.ts';
import { serveSimulation, type WorkerRunner } from './worker-main.ts';

const BUILT_IN_MODULES: Record<BuiltInRunner, GameRunnerModule> = { engine: engineRunner, 'land-drops': landDropsRunner };

async function loadRunner(runner: WorkerRunner): Promise<Partial<GameRunnerModule>> {
  if ('builtIn' in runner) return BUILT_IN_MODULES[runner.builtIn];
  try {
    return (await import(runner.specifier)) as Partial<GameRunnerModule>;
  } catch (error) {
    throw new Error(`Cannot load the game runner ${runner.name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

serveSimulation(loadRunner);
