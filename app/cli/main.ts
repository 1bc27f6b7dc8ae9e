// The command line: the same core services the app uses, one subcommand per task.
import { Command, CommanderError } from 'commander';
import { APP_VERSION } from '../services.ts';
import { closeSharedPool } from '../sim/worker-pool.ts';
import { commandRegistrations } from './commands/index.ts';
import { CliContext, CliError } from './context.ts';

export function buildProgram(context: CliContext): Command {
  const program = new Command('proxyfish')
    .description('Proxyfish: card database, goldfish rules engine and proxy sheets for Magic: The Gathering')
    .version(APP_VERSION, '-V, --version')
    .option('--home <dir>', 'data folder (default: $PROXYFISH_HOME or ~/.proxyfish)')
    .showHelpAfterError()
    .exitOverride();
  for (const register of commandRegistrations) register(program, context);
  for (const command of program.commands) command.exitOverride();
  return program;
}

/** Runs the CLI and returns the exit status (0 ok, 1 failure, 2 usage or input error). */
export async function main(argv: string[]): Promise<number> {
  const context = new CliContext(() => program.opts<{ home?: string }>().home);
  const program = buildProgram(context);
  try {
    await program.parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end through here with exit code 0.
      return error.exitCode === 0 ? 0 : 2;
    }
    if (error instanceof CliError) {
      console.error(`proxyfish: ${error.message}`);
      return error.exitCode;
    }
    console.error(`proxyfish: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    context.close();
    // The worker pool lives for a session; a command is one. Left open, an idle worker's port kept
    // `proxyfish rules 'o:cycling'` running after it had printed its report (it never exited).
    await closeSharedPool();
  }
}
