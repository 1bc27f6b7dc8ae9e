// Starts the app in browser mode from its bundle as `npm start -- --browser` would, on a fresh data folder,
// and drives Debian's headless Chromium with playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { waitForLaunchUrl } from '../../main/launch-url.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface RunningApp {
  url: string;
  launchUrl: string;
  token: string;
  home: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Fills the fresh data folder before the app starts (e.g. cards written with CardWriter). */
  seed?(home: string): void | Promise<void>;
}

export async function startBrowserMode(extraArgs: string[] = [], options: StartOptions = {}): Promise<RunningApp> {
  const home = mkdtempSync(join(tmpdir(), 'proxyfish-e2e-'));
  await options.seed?.(home);
  const child: ChildProcess = spawn(process.execPath, ['scripts/browser-mode.js', '--home', home, ...extraArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const launchUrl = await waitForLaunchUrl(child, 60_000);
  const [url = '', token = ''] = launchUrl.split('#token=');
  return {
    url,
    launchUrl,
    token,
    home,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** Calls an api command of the running app over HTTP; a failure throws its message. */
export async function callApi<T>(app: RunningApp, command: string, input: unknown): Promise<T> {
  const response = await fetch(`${app.url}api/${command}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${app.token}` },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as { ok: boolean; result: T; error?: { message: string } };
  if (!body.ok) throw new Error(body.error!.message);
  return body.result;
}

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
