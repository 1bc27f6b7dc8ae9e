// Figures for the picture gate: a 20000 × 20000 PNG bomb and the 2³¹ × 2³¹ liar refused (time
// and memory), and a 5,000-picture folder import (Scryfall-size JPEGs named after the starter
// cards): its total time and the longest the event loop was held meanwhile, which is how long
// the thread that answers requests could not answer.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { importImageFolder } from '../app/images/local-images.ts';
import { checkPicture } from '../app/images/picture-gate.ts';
import { Services } from '../app/services.ts';
import { bombPng, liarPng } from '../test/support/hostile-pictures.ts';
import { cardPng } from '../test/support/png-image.ts';

const FOLDER_PICTURES = 5_000;

async function refusal(what: string, bytes: Buffer): Promise<void> {
  const rss = process.memoryUsage().rss;
  const start = performance.now();
  const message = await checkPicture(bytes, what).then(
    () => 'accepted (!)',
    (error: Error) => error.message.slice(0, 60),
  );
  console.log(`${what} (${(bytes.length / 1024).toFixed(0)} KiB) refused in ${(performance.now() - start).toFixed(1)} ms, +${((process.memoryUsage().rss - rss) / 1024 / 1024).toFixed(0)} MB: ${message}…`);
}

export async function run(): Promise<void> {
  await checkPicture(cardPng(63, 88), 'warm-up.png'); // loads libvips once
  await refusal('20000 × 20000 bomb', bombPng(20_000));
  await refusal('2³¹ × 2³¹ liar', liarPng());

  const home = mkdtempSync(join(tmpdir(), 'proxyfish-bench-pictures-'));
  const services = new Services({ home });
  try {
    // The starter data has a few hundred cards: 5,000 pictures name them again and again, in
    // sub-folders that are no set (so the name decides), each a different picture than the last.
    const names = services.db.prepare('SELECT DISTINCT name FROM cards ORDER BY id').pluck().all() as string[];
    const folder = join(home, 'pictures');
    const pictures = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => sharp(cardPng(488, 680, seed)).jpeg({ quality: 85 }).toBuffer()));
    for (let index = 0; index < FOLDER_PICTURES; index += 1) {
      const batch = join(folder, `batch ${Math.floor(index / names.length)}`);
      mkdirSync(batch, { recursive: true });
      const name = names[index % names.length]!.replace(/[/\\:*?"<>|]/g, '_');
      writeFileSync(join(batch, `${name}.jpg`), pictures[(index + Math.floor(index / names.length)) % pictures.length]!);
    }
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const start = performance.now();
    const report = await importImageFolder(services, folder);
    const seconds = (performance.now() - start) / 1000;
    delay.disable();
    console.log(
      `picture folder import, ${FOLDER_PICTURES.toLocaleString('en')} JPEGs of 488 × 680: ${seconds.toFixed(1)} s (${report.matched.length} matched, ${report.unmatched.length} unmatched); ` +
        `event loop held at most ${(delay.max / 1e6).toFixed(0)} ms (p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms)`,
    );
  } finally {
    services.close();
    rmSync(home, { recursive: true, force: true });
  }
}
