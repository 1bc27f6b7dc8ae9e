import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { CardLookup } from '../../engine/state/card-definition.ts';
import { runScenario, scenarioExitCode } from '../../engine/index.ts';
import { ScenarioFormatError } from '../../engine/scenario/format.ts';
import { CliError, type CliContext } from '../context.ts';

export interface ScenarioCommandOptions {
  /** The card database, once there is one; without it only the file's cards and basics are known. */
  lookupCard?: (context: CliContext) => CardLookup | undefined;
}

/**
 * `proxyfish scenario FILE`: runs a goldfish scenario (spec/SCENARIOS.md) and prints the result
 * JSON. Exit 0 when every action was performed, 1 when one was rejected (the result is still
 * printed), 2 when the file is not a valid scenario (one line on stderr, nothing on stdout).
 */
export function registerScenarioCommand(program: Command, context: CliContext, options: ScenarioCommandOptions = {}): void {
  program
    .command('scenario')
    .description('run a goldfish scenario file and print the resulting state as JSON')
    .argument('<file>', 'scenario JSON file')
    .action((file: string) => {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        throw new CliError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, 2);
      }
      let output;
      try {
        output = runScenario(text, { lookupCard: options.lookupCard?.(context) });
      } catch (error) {
        if (error instanceof ScenarioFormatError) throw new CliError(`${file}: ${error.message.replace(/\s*\n\s*/g, ' ')}`, 2);
        throw error;
      }
      console.log(JSON.stringify(output, null, 2));
      process.exitCode = scenarioExitCode(output);
    });
}
