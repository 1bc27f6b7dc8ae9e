// Every CLI command, one file each; each feature adds its register function here.
import type { Command } from 'commander';
import type { CliContext } from '../context.ts';
import { registerCardCommand } from './card.ts';
import { registerImportCommand } from './import.ts';
import { registerInfoCommand } from './info.ts';
import { registerUpdateCommand } from './update.ts';

export const commandRegistrations: ((program: Command, context: CliContext) => void)[] = [
  registerInfoCommand,
  registerImportCommand,
  registerUpdateCommand,
  registerCardCommand,
];
