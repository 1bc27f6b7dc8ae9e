// Walking the README on a fresh data folder (issue 23): `proxyfish rules 'o:cycling' --summary`
// printed its report and then never exited — the worker pool that compiles the 185 matching cards
// kept the process alive. The command ends once it has printed (main() closes the session's pool).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../support/cli.ts';

const home = join(mkdtempSync(join(tmpdir(), 'proxyfish-cli-')), 'data');
afterAll(() => rmSync(join(home, '..'), { recursive: true, force: true }));

describe('proxyfish rules on a query', { timeout: 180_000 }, () => {
  it("exits with 0 after printing the summary of the README's 'o:cycling' example (was: killed by the wait limit)", () => {
    // runCli waits for the process to end (at most 120 s, then kills it: status null).
    const run = runCli(['rules', 'o:cycling', '--summary'], { home });
    expect(run.stdout).toMatch(/^Summary over cards matching "o:cycling": \d+ cards/m);
    expect(run.status).toBe(0);
  });
});
