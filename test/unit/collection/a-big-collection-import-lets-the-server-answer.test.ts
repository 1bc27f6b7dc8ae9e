// Issue 22: a 200,000-row CSV import held the request thread for 5.4 s: the file was read in one
// stretch (the CSV reader's 'drain' comes on the same turn of the event loop) and saved in one
// transaction. Now reading pauses after each chunk and the rows are staged in steps before the
// one merging transaction. Checked by counting turns of the event loop (timers that ran) in each
// stage, never by timing.
import { afterEach, describe, expect, it } from 'vitest';
import { importCollection } from '../../../app/collection/collection-io.ts';
import { temporaryServices } from '../../support/services.ts';

const HEADER = '"Count","Tradelist Count","Name","Edition","Condition","Language","Foil","Tags","Last Modified","Collector Number","Alter","Proxy","Purchase Price"';

let dispose = (): void => {};
afterEach(() => dispose());

describe('a 30,000-row collection import', () => {
  it('lets timers run while it reads and while it saves, and merges the same as before', async () => {
    const temporary = temporaryServices();
    dispose = temporary.dispose;
    const { services } = temporary;
    const lines = [HEADER];
    for (let index = 0; index < 30_000; index += 1) {
      const name = index % 10 === 0 ? `Unknown Card ${index % 1000}` : ['Island', 'Forest', 'Swamp'][index % 3]!;
      lines.push(`"${1 + (index % 4)}","0","${name}","","Near Mint","English","${index % 7 === 0 ? 'foil' : ''}","","2025-01-05","","False","False","0.25"`);
    }
    const turns = new Map<string, number>();
    let stage = 'start';
    const timer = setInterval(() => turns.set(stage, (turns.get(stage) ?? 0) + 1), 0);
    const summary = await importCollection(services, lines.join('\r\n'), { onProgress: (progress) => void (stage = progress.stage) }).finally(() => clearInterval(timer));
    expect(turns.get('reading') ?? 0).toBeGreaterThan(0);
    expect(turns.get('saving') ?? 0).toBeGreaterThan(0);
    expect(summary.rows).toBe(30_000);
    expect(summary.added + summary.merged).toBe(30_000);
    expect(summary.added).toBe(services.collection.list({ limit: 1 }).total);
    expect(summary.unresolved).toHaveLength(3_000);
    expect(services.collection.totals().cards).toBe(summary.cards);
  });
});
