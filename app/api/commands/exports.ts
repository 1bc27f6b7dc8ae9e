import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { defineCommand } from '../contract.ts';

/** Chunks travel as base64 in JSON, like uploads; 3 MiB keeps each message small. */
export const EXPORT_CHUNK_BYTES = 3 * 1024 * 1024;

/** A plain file name directly under exports/: no folders, no "..". */
const exportFileName = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w][\w .()-]*$/, 'a plain file name under exports/');

export const exportCommands = {
  'exports.read': defineCommand({
    summary: 'Read a finished export (a proxy PDF) in base64 chunks, for the desktop window to save.',
    input: z.object({ fileName: exportFileName, offset: z.number().int().min(0).default(0) }).strict(),
    run: (services, input) => {
      const file = join(services.paths.exports, input.fileName);
      const size = statSync(file).size;
      const length = Math.max(0, Math.min(EXPORT_CHUNK_BYTES, size - input.offset));
      const buffer = Buffer.alloc(length);
      const handle = openSync(file, 'r');
      try {
        readSync(handle, buffer, 0, length, input.offset);
      } finally {
        closeSync(handle);
      }
      const next = input.offset + length;
      return { size, base64: buffer.toString('base64'), nextOffset: next < size ? next : null };
    },
  }),
};
