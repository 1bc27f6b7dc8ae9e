// Every CLI command, one file each; each feature adds its register function here.
import type { Command } from 'commander';
import { cardDefinitionLookup } from '../../db/card-definitions.ts';
import type { CliContext } from '../context.ts';
import { registerCardCommand } from './card.ts';
import { registerCollectionCommand } from './collection.ts';
import { registerDeckCommand } from './deck.ts';
import { registerImagesCommand } from './images.ts';
import { registerImportCommand } from './import.ts';
import { registerInfoCommand } from './info.ts';
import { registerPrintCommand } from './print.ts';
import { registerRulesCommand } from './rules.ts';
import { registerScenarioCommand } from './scenario.ts';
import { registerSearchCommand } from './search.ts';
import { registerSimulateCommand } from './simulate.ts';
import { registerUpdateCommand } from './update.ts';

export const commandRegistrations: ((program: Command, context: CliContext) => void)[] = [
  registerInfoCommand,
  registerImportCommand,
  registerUpdateCommand,
  registerSearchCommand,
  registerCardCommand,
  registerDeckCommand,
  registerPrintCommand,
  registerImagesCommand,
  registerSimulateCommand,
  registerRulesCommand,
  registerCollectionCommand,
  (program, context) => registerScenarioCommand(program, context, { lookupCard: ({ services }) => cardDefinitionLookup(services.db) }),
];
