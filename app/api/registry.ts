// Every command the UI may call. Each feature contributes one file under commands/; this is
// the only list, so both transports and the client's types always agree.
import type { z } from 'zod';
import { collectionCommands } from './commands/collection.ts';
import { deckCommands } from './commands/decks.ts';
import { customCardCommands } from './commands/custom-cards.ts';
import { cardImportCommands } from './commands/cards-import.ts';
import { cardCommands } from './commands/cards.ts';
import { exportCommands } from './commands/exports.ts';
import { jobCommands } from './commands/jobs.ts';
import { printQueueCommands } from './commands/print-queue.ts';
import { printCommands } from './commands/print.ts';
import { simulationCommands } from './commands/simulation.ts';
import { systemCommands } from './commands/system.ts';
import { uploadCommands } from './commands/uploads.ts';
import { goldfishCommands } from './commands/goldfish.ts';
import { rulesCommands } from './commands/rules.ts';
import { imageCommands } from './commands/images.ts';

export const commands = {
  ...systemCommands,
  ...jobCommands,
  ...uploadCommands,
  ...deckCommands,
  ...collectionCommands,
  ...printQueueCommands,
  ...customCardCommands,
  ...cardImportCommands,
  ...cardCommands,
  ...printCommands,
  ...simulationCommands,
  ...goldfishCommands,
  ...rulesCommands,
  ...exportCommands,
  ...imageCommands,
};

export type Commands = typeof commands;
export type CommandName = keyof Commands;
export type CommandInput<Name extends CommandName> = z.input<Commands[Name]['input']>;
export type CommandResult<Name extends CommandName> = Awaited<ReturnType<Commands[Name]['run']>>;

export function isCommandName(name: string): name is CommandName {
  return Object.hasOwn(commands, name);
}
