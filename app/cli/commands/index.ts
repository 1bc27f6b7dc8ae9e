// Every CLI command, one file each; each feature adds its register function here.
import type { Command } from 'commander';
import type { CliContext } from '../context.ts';
import { registerInfoCommand } from './info.ts';
import { registerSearchCommand } from './search.ts';

export const commandRegistrations: ((program: Command, context: CliContext) => void)[] = [registerInfoCommand, registerSearchCommand];
