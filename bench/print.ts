// Proxy sheet rendering speed, memory and size: 100 and 1,000 cards rendered from text,
// 100 copies of one image card, 1,000 cards each with its own 300 dpi JPEG, and a 60-card deck
// of 15 JPEGs (its file size against the JPEGs it holds). Each case runs in its own child process so its peak RSS is its
// own (a process's peak never goes down).
// Run: node --import tsx -e "import('./bench/print.ts').then(m => m.run())"
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printCardSchema, type PrintItem } from '../app/print/print-card.ts';
import { renderProxyPdf } from '../app/print/render.ts';
import { cardJpeg, jpegVariant } from '../test/support/jpeg-image.ts';
import { writeCardPng } from '../test/support/png-image.ts';

const TEXTS = [
  'Flying\nWhenever this creature deals combat damage to a player, draw a card.',
  '{T}: Add {G}.\n{2}{G}, {T}, Sacrifice this artifact: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.',
  'Kicker {2}{R} (You may pay an additional {2}{R} as you cast this spell.)\nThis spell deals 3 damage to any target. If this spell was kicked, it deals 5 damage instead.',
  'Landfall — Whenever a land you control enters, put a +1/+1 counter on this creature.\nTrample',
  '+1: Draw a card.\n−2: Target creature gets -3/-3 until end of turn.\n−7: You get an emblem with "Creatures you control get +2/+2."',
];
const COLORS = [['W'], ['U'], ['B'], ['R'], ['G'], ['U', 'R'], []] as const;

/** `count` different cards, so the text-measuring cache does not make every card free. */
function textCards(count: number): PrintItem[] {
  return Array.from({ length: count }, (_, index) => ({
    quantity: 1,
    card: printCardSchema.parse({
      name: `Benchmark Card ${index + 1}`,
      manaCost: '{2}{U}{R}',
      typeLine: 'Creature — Human Wizard',
      oracleText: TEXTS[index % TEXTS.length]!,
      power: String(index % 7),
      toughness: '3',
      colors: [...COLORS[index % COLORS.length]!],
      set: 'BEN',
      collectorNumber: String(index + 1),
      rarity: 'rare',
      artist: 'Bench Artist',
    }),
  }));
}

type Case = 'text-100' | 'text-1000' | 'image-100' | 'jpeg-1000' | 'deck-60';

const JPEG_FILES = 1000;

/**
 * 1,000 different JPEG files of 745 × 1040 px (300 dpi): ten pictures, made different files by a
 * comment segment. Written by the parent process, so making them is not in a case's memory.
 */
async function writeJpegFiles(dir: string): Promise<void> {
  const pictures = await Promise.all(Array.from({ length: 10 }, (_, seed) => cardJpeg(745, 1040, seed + 1)));
  for (let index = 0; index < JPEG_FILES; index += 1) {
    writeFileSync(join(dir, `card-${index}.jpg`), jpegVariant(pictures[index % pictures.length]!, `proxyfish bench ${index}`));
  }
}

/** `cards` image cards using the first `distinct` JPEG files, as many copies of each as it takes. */
function jpegCards(dir: string, cards: number, distinct: number): { items: PrintItem[]; imageBytes: number } {
  let imageBytes = 0;
  const items: PrintItem[] = [];
  for (let index = 0; index < distinct; index += 1) {
    const path = join(dir, `card-${index}.jpg`);
    imageBytes += statSync(path).size;
    items.push({ quantity: Math.ceil(cards / distinct), card: printCardSchema.parse({ name: `Image Card ${index + 1}`, image: { path } }) });
  }
  return { items, imageBytes };
}

/** One case in this process: prints one JSON line with its figures. */
export async function runCase(name: Case, dir: string): Promise<void> {
  const file = join(dir, `${name}.pdf`);
  let items: PrintItem[];
  let imageBytes = 0;
  if (name === 'jpeg-1000' || name === 'deck-60') {
    ({ items, imageBytes } = jpegCards(dir, name === 'deck-60' ? 60 : 1000, name === 'deck-60' ? 15 : JPEG_FILES));
  } else if (name === 'image-100') {
    const image = join(dir, 'card.png');
    imageBytes = writeCardPng(image, 12); // 756 × 1056 px, about 300 dpi
    items = [{ quantity: 100, card: printCardSchema.parse({ name: 'Image Card', image: { path: image } }) }];
  } else {
    items = textCards(name === 'text-100' ? 100 : 1000);
  }
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const result = await renderProxyPdf(items, { paper: 'a4' }, file);
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ name, seconds, cpuSeconds, peakRssMb, bytes: statSync(file).size, imageBytes, pages: result.pages }));
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'proxyfish-bench-'));
  const self = fileURLToPath(import.meta.url);
  try {
    await writeJpegFiles(dir);
    for (const name of ['text-100', 'text-1000', 'image-100', 'jpeg-1000', 'deck-60'] as const) {
      const output = execFileSync(
        process.execPath,
        ['--import', 'tsx', '-e', `import(${JSON.stringify(self)}).then((m) => m.runCase(${JSON.stringify(name)}, ${JSON.stringify(dir)}))`],
        { encoding: 'utf8' },
      );
      const figures = JSON.parse(output.trim().split('\n').at(-1)!) as {
        seconds: number;
        cpuSeconds: number;
        peakRssMb: number;
        bytes: number;
        imageBytes: number;
        pages: number;
      };
      const size = `${(figures.bytes / 1024).toFixed(0)} KiB`;
      const ratio = (figures.bytes / figures.imageBytes).toFixed(3);
      const image = figures.imageBytes ? ` (image files ${(figures.imageBytes / 1024).toFixed(0)} KiB, PDF/images ${ratio})` : '';
      console.log(
        `print ${name.padEnd(10)} ${figures.seconds.toFixed(2)} s (CPU ${figures.cpuSeconds.toFixed(2)} s)  peak RSS ${figures.peakRssMb.toFixed(0)} MB  ` +
          `${figures.pages} pages  ${size}${image}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
