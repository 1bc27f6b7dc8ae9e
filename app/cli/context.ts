// What every CLI command gets: the services opened on the data folder chosen with --home,
// created only when a command needs them, and closed when it ends.
import { Services } from '../services.ts';

export class CliContext {
  private opened: Services | undefined;

  constructor(private readonly home: () => string | undefined) {}

  get services(): Services {
    this.opened ??= new Services({ home: this.home() });
    return this.opened;
  }

  close(): void {
    this.opened?.close();
    this.opened = undefined;
  }
}

/** A failure the user caused (bad argument, unknown name): one line on stderr, no stack. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
