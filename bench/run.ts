// `npm run bench [-- NAME …]`: runs every benchmark in bench/ (or the named ones) one after
// another, each printing its own figures. Benchmarks measure; unit tests never time anything.
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';

const wanted = new Set(process.argv.slice(2));
const files = readdirSync(import.meta.dirname)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts' && !file.startsWith('_'))
  .sort();

const selected = files.filter((file) => wanted.size === 0 || wanted.has(basename(file, '.ts')));
if (selected.length === 0) {
  console.error(`No benchmark matches ${[...wanted].join(', ')}. Available: ${files.map((file) => basename(file, '.ts')).join(', ')}`);
  process.exit(2);
}

console.log(`Proxyfish benchmarks on ${process.platform} ${process.arch}, Node ${process.version}, ${(await import('node:os')).cpus().length} cores`);
const failed: string[] = [];
for (const file of selected) {
  console.log(`\n== ${basename(file, '.ts')} ==`);
  try {
    const module = (await import(`./${file}`)) as { run(): Promise<void> };
    await module.run();
  } catch (error) {
    // One broken benchmark must not hide the figures of the others.
    failed.push(basename(file, '.ts'));
    console.error(`benchmark ${basename(file, '.ts')} failed: ${error instanceof Error ? error.stack : String(error)}`);
  }
}
if (failed.length > 0) {
  console.error(`\n${failed.length} benchmark(s) failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
