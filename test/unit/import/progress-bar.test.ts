import { describe, expect, it } from 'vitest';
import { ProgressBar } from '../../../app/cli/progress-bar.ts';

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  const stream = { isTTY, columns: 80, write: (text: string) => writes.push(text) > 0 } as unknown as NodeJS.WriteStream;
  return { stream, writes };
}

describe('CLI progress bar', () => {
  it('on a terminal redraws one line with percentage, bar and records, and clears it at the end', () => {
    const { stream, writes } = fakeStream(true);
    const bar = new ProgressBar('Importing', stream);
    bar.update({ done: 50, total: 200, records: 1234 });
    const escape = '\u001b';
    expect(writes[0]!.startsWith('\rImporting  25% [######..................] 1,234 records, ')).toBe(true);
    expect(writes[0]!.endsWith(`/s${escape}[K`)).toBe(true);
    bar.finish();
    expect(writes.at(-1)).toBe('\r\u001b[K');
  });

  it('elsewhere writes a plain line at each tenth of the way only', () => {
    const { stream, writes } = fakeStream(false);
    const bar = new ProgressBar('Importing', stream);
    for (let done = 0; done <= 100; done += 5) bar.update({ done, total: 100, records: done * 10 });
    expect(writes).toHaveLength(11);
    expect(writes[0]).toMatch(/^Importing: 0% \(0 records/);
    expect(writes[10]).toMatch(/^Importing: 100% \(1,000 records, [\d,]+\/s\)\n$/);
  });

  it('shows a new stage at once, on a terminal and elsewhere', () => {
    for (const isTTY of [true, false]) {
      const { stream, writes } = fakeStream(isTTY);
      const bar = new ProgressBar('Importing', stream);
      bar.update({ done: 100, total: 100, records: 500 });
      bar.update({ done: 100, total: 100, records: 500 }, 'Saving');
      expect(writes).toHaveLength(2);
      expect(writes[1]).toMatch(/^\r?Saving:? 100%/);
    }
  });
});
