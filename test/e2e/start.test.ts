// `npm start` on a machine without the Electron binary: browser mode, a URL with a token that
// serves the app. (Run after `vite build`, as `npm run test:e2e` does.)
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('npm start', () => {
  it('prints a 127.0.0.1 URL with a token that serves the app and its api', async () => {
    const home = mkdtempSync(join(tmpdir(), 'proxyfish-start-'));
    const child = spawn('npm', ['start', '--', '--browser', '--home', home], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    try {
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 90_000);
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /http:\/\/127\.0\.0\.1:\d+\/#token=[\w-]+/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match[0]);
          }
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
      });
      const [base = '', token = ''] = url.split('#token=');
      const page = await fetch(base);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      const info = await fetch(`${base}api/system.info`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(await info.json()).toMatchObject({ ok: true, result: { home } });
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      rmSync(home, { recursive: true, force: true });
    }
  });

  it('starts browser mode with one line saying why when better-sqlite3 for Electron cannot be had (offline)', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'proxyfish-start-offline-'));
    // A stand-in Electron binary: run as Node it reports an ABI no cached build has; launched as
    // the app it would say so (it must not be launched).
    const electron = join(scratch, 'electron');
    writeFileSync(electron, '#!/bin/sh\nif [ "$ELECTRON_RUN_AS_NODE" = 1 ]; then echo 999; exit 0; fi\necho "stand-in electron launched"\nexit 1\n');
    chmodSync(electron, 0o755);
    const child = spawn(process.execPath, ['scripts/start.js', '--home', join(scratch, 'home')], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: {
        ...process.env,
        PROXYFISH_ELECTRON_BINARY: electron,
        // Nothing can be downloaded, wherever this runs: both download hosts are a closed port on this machine.
        npm_config_better_sqlite3_binary_host: 'http://127.0.0.1:65530',
        PROXYFISH_ELECTRON_HEADERS_URL: 'http://127.0.0.1:65530',
        npm_config_devdir: join(scratch, 'node-gyp'),
      },
    });
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 110_000);
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (/http:\/\/127\.0\.0\.1:\d+\/#token=[\w-]+/.test(output)) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
      });
      const reasons = output.split('\n').filter((line) => line.includes('better-sqlite3'));
      expect(reasons).toHaveLength(1);
      expect(reasons[0]).toMatch(/^better-sqlite3 for Electron [\d.]+ \(ABI 999\) could not be had \(the prebuilt binary: .+; a build against Electron's headers: .+\): starting browser mode\.$/);
      expect(output).not.toContain('stand-in electron launched');
      expect(output).toContain('Proxyfish is running in browser mode');
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
