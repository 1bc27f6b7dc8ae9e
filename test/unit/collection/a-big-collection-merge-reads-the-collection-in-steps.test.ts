// Issue 22: the final merge of a 200,000-row CSV import was one stall of about 1.9 s of CPU: it
// grouped the rows and read the whole collection to match them inside its one transaction. Now
// grouping and matching run before it, in steps that let timers run, and the transaction only
// writes. The matches are the collection as it was read, so a write that lands between the reading
// and the transaction (on this connection, or from another process) must make the transaction
// match again: these tests make such writes and check that nothing is lost or added to the
// wrong entry.
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { CollectionEntryInput } from '../../../app/collection/collection-service.ts';
import { writeImportInSteps, type ImportWriteStep } from '../../../app/collection/staged-import-writer.ts';
import { temporaryServices } from '../../support/services.ts';

let dispose = (): void => {};
afterEach(() => dispose());

function setUp() {
  const temporary = temporaryServices();
  dispose = temporary.dispose;
  const { services } = temporary;
  const prepare = (entries: CollectionEntryInput[]) => entries.map((entry, index) => services.collection.prepareImportRow(entry, index));
  const entries = () =>
    services.db.prepare('SELECT name, condition, quantity FROM collection_entries ORDER BY id').all() as { name: string; condition: string; quantity: number }[];
  return { services, prepare, entries };
}

describe('saving an imported collection', () => {
  it('groups the rows and reads the collection in steps that let timers run, before the one writing transaction', async () => {
    const { services, prepare, entries } = setUp();
    await writeImportInSteps(services.db, prepare(Array.from({ length: 25_000 }, (_, index) => ({ name: ['Island', 'Forest'][index % 2]!, quantity: 1, condition: 'near_mint' }))));
    // 25,000 entries already there (one per row, told apart by the printing as written).
    await writeImportInSteps(services.db, prepare(Array.from({ length: 25_000 }, (_, index) => ({ name: 'Swamp', quantity: 1, collector_number: String(index) }))));
    const turns = new Map<ImportWriteStep, number>();
    let step: ImportWriteStep = 'staging';
    const timer = setInterval(() => turns.set(step, (turns.get(step) ?? 0) + 1), 0);
    const counts = await writeImportInSteps(
      services.db,
      prepare(Array.from({ length: 30_000 }, (_, index) => ({ name: 'Swamp', quantity: 2, collector_number: String(index) }))),
      { onStep: (now) => void (step = now) },
    ).finally(() => clearInterval(timer));
    expect(turns.get('grouping') ?? 0).toBeGreaterThan(1);
    expect(turns.get('matching') ?? 0).toBeGreaterThan(1);
    expect(counts).toMatchObject({ added: 5_000, merged: 25_000 });
    const swamps = entries().filter((entry) => entry.name === 'Swamp');
    expect(swamps).toHaveLength(30_000);
    expect(swamps.reduce((sum, entry) => sum + entry.quantity, 0)).toBe(25_000 + 60_000);
    expect(entries().filter((entry) => entry.name !== 'Swamp')).toEqual([
      { name: 'Island', condition: 'near_mint', quantity: 12_500 },
      { name: 'Forest', condition: 'near_mint', quantity: 12_500 },
    ]);
  });

  it('matches again when an entry it matched was deleted on this connection meanwhile: the rows are inserted, not lost', async () => {
    const { services, prepare, entries } = setUp();
    await writeImportInSteps(services.db, prepare([{ name: 'Island', quantity: 3, condition: 'near_mint' }]));
    await writeImportInSteps(services.db, prepare([{ name: 'Island', quantity: 4, condition: 'near_mint' }]), {
      onStep: (step) => {
        if (step === 'writing') services.db.prepare('DELETE FROM collection_entries').run();
      },
    });
    expect(entries()).toEqual([{ name: 'Island', condition: 'near_mint', quantity: 4 }]);
  });

  it('matches again when another process changed a matched entry meanwhile: the rows do not add to an entry that is no longer the same', async () => {
    const { services, prepare, entries } = setUp();
    await writeImportInSteps(services.db, prepare([{ name: 'Island', quantity: 3, condition: 'near_mint' }]));
    const other = new Database(services.paths.database);
    try {
      await writeImportInSteps(services.db, prepare([{ name: 'Island', quantity: 4, condition: 'near_mint' }]), {
        onStep: (step) => {
          if (step === 'writing') other.prepare("UPDATE collection_entries SET condition = 'played'").run();
        },
      });
    } finally {
      other.close();
    }
    expect(entries()).toEqual([
      { name: 'Island', condition: 'played', quantity: 3 },
      { name: 'Island', condition: 'near_mint', quantity: 4 },
    ]);
  });

  it('adds to the entry it matched when nothing changed meanwhile', async () => {
    const { services, prepare, entries } = setUp();
    await writeImportInSteps(services.db, prepare([{ name: 'Island', quantity: 3, condition: 'near_mint' }]));
    await writeImportInSteps(services.db, prepare([{ name: 'Island', quantity: 4, condition: 'near_mint' }, { name: 'Island', quantity: 1, condition: 'near_mint' }]));
    expect(entries()).toEqual([{ name: 'Island', condition: 'near_mint', quantity: 8 }]);
  });
});
