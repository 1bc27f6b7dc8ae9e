// PNG out and the MakePlayingCards export: wall and CPU time, peak RSS and bytes written for a
// 60-card text deck as PNG pages (A4, 300 dpi), as PNG cards (300 dpi) and as an MPC folder, that
// folder packed as the Print page's zip (timed alone; its peak RSS includes the export before it), and
// one A4 page at 1200 dpi (139 million pixels: the strips keep its memory near the 300 dpi case).
// Each case runs in its own child process so its peak RSS is its own. The children run from
// sources under tsx, whose loader adds about 250 MB to pdf.js (docs/print.md); the bundled
// `proxyfish` does not carry that.
// Run: npm run bench -- print-png
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportMpc } from '../app/print/mpc-export.ts';
import { zipFiles } from '../app/print/mpc-zip.ts';
import { printCardSchema, type PrintItem } from '../app/print/print-card.ts';
import { renderProxyPngs } from '../app/print/png-export.ts';

type Case = 'pages-60-300dpi' | 'cards-60-300dpi' | 'mpc-60' | 'mpc-60-zip' | 'page-1-1200dpi';
const CASES: readonly Case[] = ['pages-60-300dpi', 'cards-60-300dpi', 'mpc-60', 'mpc-60-zip', 'page-1-1200dpi'];

/** `count` different text cards (15 names, 4 copies each for 60). */
function deck(count: number): PrintItem[] {
  const distinct = Math.min(count, 15);
  return Array.from({ length: distinct }, (_, index) => ({
    quantity: Math.ceil(count / distinct),
    card: printCardSchema.parse({
      name: `Bench Card ${index + 1}`,
      manaCost: '{1}{U}',
      typeLine: 'Creature — Human Wizard',
      oracleText: 'Flying\nWhenever this creature deals combat damage to a player, draw a card.',
      power: '2',
      toughness: '2',
      colors: [['W'], ['U'], ['B'], ['R'], ['G']][index % 5]!,
      set: 'BEN',
      collectorNumber: String(index + 1),
    }),
  }));
}

/** One case in this process: prints one JSON line with its figures. */
export async function runCase(name: Case, dir: string): Promise<void> {
  // The zip case packs an MPC folder written first, untimed: its figures are the zip's alone.
  const folder = name === 'mpc-60-zip' ? await exportMpc(deck(60), {}, join(dir, name), { stock: '(S30) Standard Smooth', foil: false, dpi: 300 }) : null;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let files: string[];
  if (folder) {
    const zip = join(dir, `${name}.zip`);
    await zipFiles([...folder.files, folder.orderFile], zip);
    files = [zip];
  } else if (name === 'mpc-60') {
    files = (await exportMpc(deck(60), {}, join(dir, name), { stock: '(S30) Standard Smooth', foil: false, dpi: 300 })).files;
  } else if (name === 'page-1-1200dpi') {
    files = (await renderProxyPngs(deck(9), { paper: 'a4' }, join(dir, name), { per: 'page', dpi: 1200 })).files;
  } else {
    files = (await renderProxyPngs(deck(60), { paper: 'a4' }, join(dir, name), { per: name.startsWith('pages') ? 'page' : 'card', dpi: 300 })).files;
  }
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  console.log(JSON.stringify({ name, seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, peakRssMb: process.resourceUsage().maxRSS / 1024, files: files.length, bytes }));
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'proxyfish-bench-png-'));
  const self = fileURLToPath(import.meta.url);
  try {
    for (const name of CASES) {
      const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', `import(${JSON.stringify(self)}).then((m) => m.runCase(${JSON.stringify(name)}, ${JSON.stringify(dir)}))`], {
        encoding: 'utf8',
      });
      const figures = JSON.parse(output.trim().split('\n').at(-1)!) as { seconds: number; cpuSeconds: number; peakRssMb: number; files: number; bytes: number };
      console.log(
        `print-png ${name.padEnd(16)} ${figures.seconds.toFixed(2)} s (CPU ${figures.cpuSeconds.toFixed(2)} s)  peak RSS ${figures.peakRssMb.toFixed(0)} MB  ` +
          `${figures.files} files  ${(figures.bytes / 1024 / 1024).toFixed(1)} MiB`,
      );
    }
    console.log(`(${readdirSync(dir).length} outputs under ${dir}, removed; load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)})`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
