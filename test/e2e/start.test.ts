// `npm start` on a machine without the Electron binary: browser mode, a URL with a token that
// serves the app. (Run after `vite build`, as `npm run test:e2e` does.)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
});
