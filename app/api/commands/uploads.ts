import { z } from 'zod';
import { defineCommand } from '../contract.ts';

/** Chunks travel as base64 so both transports carry them as plain JSON. */
export const UPLOAD_CHUNK_BYTES = 4 * 1024 * 1024;

export const uploadCommands = {
  'uploads.begin': defineCommand({
    summary: 'Start sending a file from the UI to the core.',
    input: z.object({ name: z.string().min(1).max(255) }).strict(),
    run: (services, input) => services.uploads.begin(input.name),
  }),
  'uploads.append': defineCommand({
    summary: 'Append one base64 chunk to an upload.',
    input: z
      .object({
        id: z.uuid(),
        base64: z.base64().max(Math.ceil(UPLOAD_CHUNK_BYTES / 3) * 4),
      })
      .strict(),
    run: (services, input) => services.uploads.append(input.id, Buffer.from(input.base64, 'base64')),
  }),
  'uploads.discard': defineCommand({
    summary: 'Delete an upload that is no longer needed.',
    input: z.object({ id: z.uuid() }).strict(),
    run: (services, input) => {
      services.uploads.discard(input.id);
      return { id: input.id };
    },
  }),
};
