// Figures for importing files into the database: a 50,000-row Moxfield collection CSV into a
// fresh collection (the starter cards; every tenth row names no card), the same file merged
// again, the collection exported, and a decklist imported and exported in each format.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportCollection, importCollection } from '../app/collection/collection-io.ts';
import { exportDeck, importDeck } from '../app/collection/deck-io.ts';
import { OFF_THREAD_FROM_ROWS, writeImport } from '../app/collection/import-write-off-thread.ts';
import { DECK_FORMATS } from '../app/collection/formats/index.ts';
import { Services } from '../app/services.ts';

const ms = (start: number) => `${(performance.now() - start).toFixed(0)} ms`;

export async function run(): Promise<void> {
  const home = mkdtempSync(join(tmpdir(), 'proxyfish-bench-'));
  const services = new Services({ home });
  try {
    const names = services.db.prepare('SELECT name FROM cards ORDER BY id').pluck().all() as string[];
    const header = '"Count","Tradelist Count","Name","Edition","Condition","Language","Foil","Tags","Last Modified","Collector Number","Alter","Proxy","Purchase Price"';
    const lines = ['"Count","Tradelist Count","Name","Edition","Condition","Language","Foil","Tags","Last Modified","Collector Number","Alter","Proxy","Purchase Price"'];
    for (let i = 0; i < 50_000; i += 1) {
      const name = i % 10 === 0 ? `Unknown Card ${i}` : names[i % names.length]!;
      lines.push(`"${1 + (i % 4)}","0","${name.replaceAll('"', '""')}","ons","Near Mint","English","${i % 7 === 0 ? 'foil' : ''}","","2025-01-05","${i}","False","False","0.25"`);
    }
    const csv = lines.join('\r\n');
    let start = performance.now();
    // When each stage began: reading (CSV), matching (resolving names), saving (one transaction).
    const stages = new Map<string, number>();
    const first = await importCollection(services, csv, { onProgress: (progress) => void (stages.has(progress.stage) || stages.set(progress.stage, performance.now())) });
    const end = performance.now();
    const matching = stages.get('matching') ?? end;
    const saving = stages.get('saving') ?? end;
    console.log(`collection import, 50,000 Moxfield rows into an empty collection: ${ms(start)} (${first.added} entries, ${first.unresolved.length} unmatched)`);
    console.log(`  reading ${(matching - start).toFixed(0)} ms, matching ${(saving - matching).toFixed(0)} ms, saving ${(end - saving).toFixed(0)} ms`);
    start = performance.now();
    const again = await importCollection(services, csv, { mode: 'merge' });
    console.log(`the same file merged again: ${ms(start)} (${again.merged} merged)`);
    start = performance.now();
    const exported = exportCollection(services, 'moxfield');
    console.log(`collection export, ${exported.rows} entries as Moxfield: ${ms(start)}`);

    // Issue 22: the saving of a 200,000-row file must not hold the request thread; what matters is
    // the longest the event loop was held (a request arriving meanwhile waits that long).
    const big = [header];
    for (let i = 0; i < 200_000; i += 1) {
      const name = i % 10 === 0 ? `Unknown Card ${i}` : names[i % names.length]!;
      big.push(`"${1 + (i % 4)}","0","${name.replaceAll('"', '""')}","ons","Near Mint","English","","","2025-01-05","${i}","False","False","0.25"`);
    }
    for (const mode of ['replace', 'merge'] as const) {
      // A timer's lateness, with the process CPU spent meanwhile (monitorEventLoopDelay missed these stalls).
      const saving = { at: 0 };
      const held = { last: 0, wall: 0, cpu: 0, cpuAt: process.cpuUsage() };
      const watch = setInterval(() => {
        const now = performance.now();
        const cpu = process.cpuUsage(held.cpuAt);
        if (saving.at > 0 && now - held.last > held.wall) Object.assign(held, { wall: now - held.last, cpu: (cpu.user + cpu.system) / 1000 });
        Object.assign(held, { last: now, cpuAt: process.cpuUsage() });
      }, 5);
      start = performance.now();
      const result = await importCollection(services, big.join('\r\n'), {
        mode,
        onProgress: (progress) => {
          if (progress.stage === 'saving' && saving.at === 0) {
            saving.at = performance.now();
          }
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 20)); // the timer's next turn measures the last stretch
      clearInterval(watch);
      console.log(
        `collection import, 200,000 rows (${mode}): ${ms(start)}, saving ${(performance.now() - saving.at).toFixed(0)} ms (${result.added} added, ${result.merged} merged); ` +
          `event loop held at most ${held.wall.toFixed(0)} ms (${held.cpu.toFixed(0)} ms CPU of the process, a writer thread's included) while saving`,
      );
    }

    // Where the cut-off between saving on this thread and on a worker pays: the longest stall and
    // the wall time of a save into a collection of 20,000 entries, each way.
    const home2 = mkdtempSync(join(tmpdir(), 'proxyfish-bench-'));
    const fresh = new Services({ home: home2 });
    try {
      const prepare = (count: number, offset: number) =>
        Array.from({ length: count }, (_, index) =>
          fresh.collection.prepareImportRow({ name: names[index % names.length]!, quantity: 1, collector_number: String(offset + index) }, index),
        );
      await writeImport(fresh.db, prepare(20_000, 0));
      console.log(`saving on a worker from ${OFF_THREAD_FROM_ROWS} rows (OFF_THREAD_FROM_ROWS); each way, into 20,000 entries:`);
      for (const count of [1_000, 5_000, 10_000, 20_000, 50_000]) {
        const figures: string[] = [];
        for (const [place, offThreadFrom] of [['this thread', Infinity], ['worker', 0]] as const) {
          const held = { last: performance.now(), most: 0 };
          const watch = setInterval(() => {
            const now = performance.now();
            held.most = Math.max(held.most, now - held.last);
            held.last = now;
          }, 2);
          const rows = prepare(count, (place === 'worker' ? 500_000 : 100_000) + count); // new entries both ways
          start = performance.now();
          held.last = start;
          await writeImport(fresh.db, rows, { offThreadFrom });
          const wall = performance.now() - start;
          await new Promise((resolve) => setTimeout(resolve, 10));
          clearInterval(watch);
          figures.push(`${place} ${wall.toFixed(0)} ms, held at most ${held.most.toFixed(0)} ms`);
        }
        console.log(`  ${count} rows: ${figures.join('; ')}`);
      }
    } finally {
      fresh.close();
      rmSync(home2, { recursive: true, force: true });
    }

    const deck = importDeck(services, { content: '4 Astral Slide\n4 Lightning Rift\n4 Renewed Faith\n9 Plains\n7 Mountain\n\nSideboard\n3 Wipe Clean\n' });
    for (const format of DECK_FORMATS) {
      start = performance.now();
      for (let i = 0; i < 100; i += 1) {
        const file = exportDeck(services, deck.deck.id, format);
        services.decks.delete(importDeck(services, { content: file.text, fileName: file.fileName }).deck.id);
      }
      console.log(`deck export + import through the database, ${format}: ${((performance.now() - start) / 100).toFixed(2)} ms each`);
    }
  } finally {
    services.close();
    rmSync(home, { recursive: true, force: true });
  }
}
