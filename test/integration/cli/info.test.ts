import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../app/db/migrations/index.ts';
import { runCli } from '../../support/cli.ts';

const home = join(mkdtempSync(join(tmpdir(), 'proxyfish-cli-')), 'data');
afterAll(() => rmSync(join(home, '..'), { recursive: true, force: true }));

// Each test starts the CLI (a fresh Node process) several times: generous on a busy machine.
describe('proxyfish CLI', { timeout: 180_000 }, () => {
  it('creates the data folder on first start and reports it with info --json', () => {
    const run = runCli(['info', '--json'], { home });
    expect(run.status).toBe(0);
    const info = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(info).toMatchObject({ home, database: join(home, 'proxyfish.sqlite'), schemaVersion: migrations.length });
    expect(info.databaseBytes).toBeGreaterThan(0);
    expect(existsSync(join(home, 'proxyfish.sqlite'))).toBe(true);
  });

  it('takes the data folder from PROXYFISH_HOME when --home is not given', () => {
    const envHome = join(home, '..', 'from-env');
    const result = spawnSync(process.execPath, ['bin/proxyfish.js', 'info', '--json'], { encoding: 'utf8', env: { ...process.env, PROXYFISH_HOME: envHome } });
    const run = { status: result.status, stdout: result.stdout };
    expect(JSON.parse(run.stdout)).toMatchObject({ home: envHome });
    expect(run.status).toBe(0);
  });

  it('prints --version and --help for the program and for each command', () => {
    expect(runCli(['--version']).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const help = runCli(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--home <dir>');
    const infoHelp = runCli(['info', '--help']);
    expect(infoHelp.status).toBe(0);
    expect(infoHelp.stdout).toContain('Usage: proxyfish info');
  });

  it('exits 2 with a message for an unknown command', () => {
    const run = runCli(['shuffle-up']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("unknown command 'shuffle-up'");
  });
});
