// The floor the import and the rules report are measured against (issue 24): the time one fresh
// Node process takes to gunzip and JSON.parse the 2019 Scryfall file, with nothing else.
import { execFileSync } from 'node:child_process';

const SCRIPT = `
const { readFileSync } = require('node:fs');
const { gunzipSync } = require('node:zlib');
const started = performance.now();
const cards = JSON.parse(gunzipSync(readFileSync(process.argv[1])).toString('utf8'));
console.log(JSON.stringify({ ms: performance.now() - started, records: cards.length }));
`;

/** Milliseconds to gunzip and parse `file` in a child process (the best of `runs`). */
export function gunzipAndParseMs(file: string, runs = 2): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1) {
    const output = execFileSync(process.execPath, ['-e', SCRIPT, file], { encoding: 'utf8', maxBuffer: 1024 * 1024 });
    best = Math.min(best, (JSON.parse(output) as { ms: number }).ms);
  }
  return best;
}
