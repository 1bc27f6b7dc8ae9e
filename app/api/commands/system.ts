import { z } from 'zod';
import { defineCommand } from '../contract.ts';

const settingKey = z.string().regex(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)*$/, 'a dotted setting name such as "ui.language"').max(100);
/**
 * settings.set stores the UI's own preferences ("ui.*"). Every other setting belongs to the
 * command that validates it (print.options.set, print.backImage.set, the print queue, card
 * updates): some name files, which only their command may choose (print.backImage is a file
 * the core copied under images/), so a caller cannot point them anywhere on the disk.
 */
const uiSettingKey = settingKey.refine((key) => key.startsWith('ui.'), {
  message: 'settings.set takes the UI\'s own settings ("ui.…"); the others are set by their own commands, such as print.options.set or print.backImage.set',
});
/** Settings are small JSON values; a cap keeps a buggy or hostile caller from filling the disk. */
const settingValue = z.json().refine((value) => JSON.stringify(value).length <= 64 * 1024, 'at most 64 KiB of JSON');

export const systemCommands = {
  'system.info': defineCommand({
    summary: 'Data folder, database path and size, schema version, card count.',
    input: z.object({}).strict(),
    run: (services) => services.info(),
  }),
  'settings.get': defineCommand({
    summary: 'All remembered settings.',
    input: z.object({}).strict(),
    run: (services) => services.settings.all(),
  }),
  'settings.set': defineCommand({
    summary: 'Remember one of the UI\'s own settings ("ui.…").',
    input: z.object({ key: uiSettingKey, value: settingValue }).strict(),
    run: (services, input) => {
      services.settings.set(input.key, input.value);
      return { key: input.key, value: input.value };
    },
  }),
};
