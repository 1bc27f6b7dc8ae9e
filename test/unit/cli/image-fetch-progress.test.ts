// The CLI's progress line while a print fetches pictures counts pictures, not an import's records
// (issue 23: "Images: 80% (0 records, 0/s)").
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CliContext } from '../../../app/cli/context.ts';
import { fetchWithProgress } from '../../../app/cli/commands/images.ts';

const tty = Object.getOwnPropertyDescriptor(process.stderr, 'isTTY');
afterEach(() => {
  vi.restoreAllMocks();
  if (tty) Object.defineProperty(process.stderr, 'isTTY', tty);
  else delete (process.stderr as { isTTY?: boolean }).isTTY;
});

describe('picture fetching progress on the command line', () => {
  it('says how many of how many pictures, and how many were fetched', async () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    Object.defineProperty(process.stderr, 'isTTY', { value: false, configurable: true });
    const summary = { total: 10, fetched: 3, cached: 7, failed: [], offline: false };
    const context = {
      services: {
        images: {
          ensure: async (_printings: readonly number[], _use: string, options: { onProgress?: (progress: { done: number; total: number; fetched: number }) => void }) => {
            options.onProgress?.({ done: 8, total: 10, fetched: 3 });
            return summary;
          },
        },
      },
    } as unknown as CliContext;
    expect(await fetchWithProgress(context, [1, 2, 3], 'print', 'Images')).toBe(summary);
    expect(written.join('')).toBe('Images: 80% (8 of 10 images, 3 fetched)\n');
  });
});
