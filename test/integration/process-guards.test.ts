// The net under the browser-mode server and the Electron main process: a promise that rejects
// with nobody listening is logged and the process goes on, where Node would end it (and with
// it every request the server was answering). Run in a child process, since the test runner
// has its own net for rejections.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const GUARDS = new URL('../../main/process-guards.ts', import.meta.url).href;

function runNode(script: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
}

const REJECT_THEN_LIVE = `
  Promise.reject(new Error('lost in a job'));
  setTimeout(() => { console.log('still serving'); }, 50);
`;

const THROW_IN_CALLBACK_THEN_LIVE = `
  setTimeout(() => { throw new RangeError('Invalid typed array length (a decoder in a callback)'); }, 10);
  setTimeout(() => { console.log('still serving'); }, 80);
`;

describe('process guards', () => {
  it('without the guard an unhandled rejection ends the process', () => {
    const run = runNode(REJECT_THEN_LIVE);
    expect(run.status).not.toBe(0);
    expect(run.stdout).not.toContain('still serving');
  }, 60_000);

  it('with the guard it is logged and the process keeps running', () => {
    const run = runNode(`import { installProcessGuards } from '${GUARDS}';\ninstallProcessGuards();\n${REJECT_THEN_LIVE}`);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('still serving');
    expect(run.stderr).toContain('lost in a job');
    expect(run.stderr).toContain('keeps running');
  }, 60_000);

  it('an exception thrown in a callback (where no try can catch it) is logged and the process keeps running', () => {
    const bare = runNode(THROW_IN_CALLBACK_THEN_LIVE);
    expect(bare.status).not.toBe(0);
    const run = runNode(`import { installProcessGuards } from '${GUARDS}';\ninstallProcessGuards();\n${THROW_IN_CALLBACK_THEN_LIVE}`);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('still serving');
    expect(run.stderr).toContain('Invalid typed array length');
  }, 60_000);
});
