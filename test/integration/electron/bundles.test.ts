// The real Electron bundles (dist/electron/main.js and preload.cjs, built by scripts/bundles.js)
// run under plain Node with a stand-in for the 'electron' module that records what they ask
// for (test/support/electron-stand-in). Electron's binary cannot run here, so this is where the
// desktop app's start is checked: the database opened through the Electron-ABI binding, the
// window's security, the app:// protocol, the one IPC channel, permissions, navigation, and a
// simulation and a PDF export through the bundle, in a checkout and in the packaged layout.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOKE_CHANNEL } from '../../../main/channels.ts';
import { NATIVE_UNUSABLE_EXIT_CODE } from '../../../scripts/native-abi.js';
import { startStandInMain, type StandInEnvironment, type StandInMain } from '../../support/electron-stand-in/run.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const NODE_BINDING = join(ROOT, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
const APP_PAGE = 'app://proxyfish/index.html';
const DECKLIST = readFileSync(join(ROOT, 'assets', 'starter', 'decks', 'amonkhet-cycling-ub.txt'), 'utf8');

interface Layout {
  bundle: string;
  environment: StandInEnvironment;
  /** The better-sqlite3 addon the bundle must load (under Node, a copy of the Node build). */
  binding: string;
}

function stubRenderer(folder: string): void {
  mkdirSync(join(folder, 'assets'), { recursive: true });
  writeFileSync(join(folder, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(folder, 'assets', 'app.js'), 'console.log("renderer")');
}

/** A checkout: the bundle where the build put it; the app folder holds the Electron binding and the renderer. */
function developmentLayout(scratch: string): Layout {
  const appPath = join(scratch, 'checkout');
  const binding = join(appPath, 'build', 'electron-native', 'better_sqlite3.node');
  mkdirSync(join(appPath, 'build', 'electron-native'), { recursive: true });
  cpSync(NODE_BINDING, binding);
  stubRenderer(join(appPath, 'dist', 'renderer'));
  return { bundle: join(ROOT, 'dist', 'electron', 'main.js'), environment: { appPath, userData: join(scratch, 'user-data') }, binding };
}

/**
 * What electron-builder packs (electron-builder.yml "files" and "extraResources"): resources/app
 * with package.json, dist/ and assets/ (no sources), the runtime packages, and the Electron
 * binding in resources/native/.
 */
function packagedLayout(scratch: string): Layout {
  const resources = join(scratch, 'resources');
  const appPath = join(resources, 'app');
  for (const part of ['package.json', 'dist/electron', 'dist/sim', 'assets']) cpSync(join(ROOT, part), join(appPath, part), { recursive: true });
  stubRenderer(join(appPath, 'dist', 'renderer'));
  symlinkSync(join(ROOT, 'node_modules'), join(appPath, 'node_modules'), 'dir');
  const binding = join(resources, 'native', 'better_sqlite3.node');
  mkdirSync(join(resources, 'native'));
  cpSync(NODE_BINDING, binding);
  return { bundle: join(appPath, 'dist', 'electron', 'main.js'), environment: { appPath, userData: join(scratch, 'user-data'), resources }, binding };
}

interface ApiAnswer<T = unknown> {
  ok: boolean;
  result?: T;
  error?: { code: string; message: string };
}
interface Job {
  id: string;
  state: string;
  result: unknown;
  error: string | null;
}

async function invoke<T>(main: StandInMain, command: string, input: unknown, senderUrl = APP_PAGE): Promise<ApiAnswer<T>> {
  return main.request<ApiAnswer<T>>('invoke', { channel: INVOKE_CHANNEL, senderUrl, command, input });
}

async function finishedJob(main: StandInMain, started: ApiAnswer<Job>): Promise<Job> {
  expect(started.error).toBeUndefined();
  for (;;) {
    const job = (await invoke<Job>(main, 'jobs.get', { id: started.result!.id })).result!;
    if (job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts the main bundle in a fresh layout before a describe block's tests; stops it after. */
function runningBundle(makeLayout: (scratch: string) => Layout): { layout: Layout; main: StandInMain } {
  const running = {} as { layout: Layout; main: StandInMain };
  let scratch = '';
  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'proxyfish-electron-bundle-'));
    running.layout = makeLayout(scratch);
    running.main = startStandInMain(running.layout.bundle, running.layout.environment);
    expect(await running.main.started).toEqual({ exitCode: null });
  }, 120_000);
  afterAll(async () => {
    await running.main?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });
  return running;
}

describe.each([
  ['in a checkout', developmentLayout],
  ['packaged', packagedLayout],
])('the Electron main bundle %s, under a stand-in electron', (_name, makeLayout) => {
  const running = runningBundle(makeLayout);

  it('opens the database through the Electron-ABI binding it was given, not the Node build in node_modules', async () => {
    const state = await running.main.request<{ loadedNativeFiles: string[] | null }>('state');
    if (state.loadedNativeFiles === null) return; // no /proc here: nothing to look at
    expect(state.loadedNativeFiles).toContain(running.layout.binding);
    expect(state.loadedNativeFiles).not.toContain(NODE_BINDING);
    expect(existsSync(join(running.layout.environment.userData, 'proxyfish.sqlite'))).toBe(true);
  });

  it('opens one sandboxed, context-isolated window without Node on the app:// page, with the preload beside the bundle', async () => {
    const state = await running.main.request<{ windows: number; webPreferences: Record<string, unknown>; loadedUrl: string; sandboxEnabled: boolean; privilegedSchemes: { scheme: string; privileges: Record<string, boolean> }[] }>('state');
    expect(state.windows).toBe(1);
    expect(state.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
    expect(state.webPreferences.preload).toBe(join(running.layout.bundle, '..', 'preload.cjs'));
    expect(existsSync(state.webPreferences.preload as string)).toBe(true);
    expect(state.loadedUrl).toBe(APP_PAGE);
    expect(state.sandboxEnabled).toBe(true);
    expect(state.privilegedSchemes).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
  });

  it('serves the renderer on app:// with the security headers and refuses paths out of it', async () => {
    const page = await running.main.request<{ status: number; headers: Record<string, string>; body: string }>('protocol', { url: APP_PAGE });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['permissions-policy']).toContain('camera=()');
    const script = await running.main.request<{ body: string }>('protocol', { url: 'app://proxyfish/assets/app.js' });
    expect(script.body).toContain('renderer');
    // Files beside and above the renderer folder that no app:// URL may reach.
    writeFileSync(join(running.layout.environment.appPath, 'dist', 'secret.txt'), 'SECRET');
    writeFileSync(join(running.layout.environment.appPath, 'secret.txt'), 'SECRET');
    for (const escape of ['..%2Fsecret.txt', '..%2F..%2Fsecret.txt', '%2e%2e%2f%2e%2e%2fsecret.txt', 'media/..%2f..%2fproxyfish.sqlite', '%E0%A4%A']) {
      const answer = await running.main.request<{ status: number; body: string }>('protocol', { url: `app://proxyfish/${escape}` });
      expect(answer.status, escape).toBe(404);
    }
    // Plain dot segments are resolved by the URL parser itself: they stay inside the app.
    const dotted = await running.main.request<{ body: string }>('protocol', { url: 'app://proxyfish/%2e%2e/%2e%2e/secret.txt' });
    expect(dotted.body).not.toContain('SECRET');
  });

  it('registers the one api channel and answers only the app page', async () => {
    const state = await running.main.request<{ ipcChannels: string[] }>('state');
    expect(state.ipcChannels).toEqual([INVOKE_CHANNEL]);
    const info = await invoke<{ home: string }>(running.main, 'system.info', {});
    expect(info).toMatchObject({ ok: true, result: { home: running.layout.environment.userData } });
    for (const sender of ['https://evil.example/', 'app://proxyfish.evil/index.html', 'file:///index.html', '']) {
      const refused = await invoke(running.main, 'system.info', {}, sender);
      expect(refused.ok, sender).toBe(false);
      expect(refused.error?.message).toContain('untrusted page');
    }
  });

  it('runs a simulation on the bundled worker, with the starter cards found from the bundle', async () => {
    const started = await invoke<Job>(running.main, 'simulation.run', { deck: { decklist: DECKLIST, name: 'UB Cycling' }, games: 400, seed: 3 });
    const job = await finishedJob(running.main, started);
    expect(job.error).toBeNull();
    expect(job.state).toBe('done');
    expect(job.result).toMatchObject({ result: { games: 400, seed: 3, runner: 'engine', deck: { cards: 60 } } });
  }, 120_000);

  it('exports a PDF with the fonts found from the bundle', async () => {
    const queued = await invoke<{ added: number }>(running.main, 'print.queueFrom', { source: { kind: 'decklist', text: '2 Street Wraith\n1 Censor\n' } });
    expect(queued).toMatchObject({ ok: true, result: { added: 3 } });
    const job = await finishedJob(running.main, await invoke<Job>(running.main, 'print.export', {}));
    expect(job.error).toBeNull();
    const result = job.result as { path: string; cards: number };
    expect(result.cards).toBe(3);
    const pdf = readFileSync(result.path);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('DejaVuSerifCondensed');
  }, 120_000);
});

describe('the Electron main bundle, guarding the window (stand-in electron)', () => {
  const running = runningBundle(developmentLayout);

  it('denies every permission request and check, devices included', async () => {
    const state = await running.main.request<{ permissionHandlers: Record<string, boolean> }>('state');
    expect(state.permissionHandlers).toEqual({ request: true, check: true, device: true });
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read']) {
      expect(await running.main.request('permissions', { permission })).toEqual({ request: false, check: false, device: false });
    }
  });

  it('stops navigation, redirects, frame navigation and webviews in every web contents', async () => {
    const state = await running.main.request<{ appEvents: string[]; webContentsEvents: string[] }>('state');
    expect(state.appEvents).toContain('web-contents-created');
    expect(state.webContentsEvents).toEqual(expect.arrayContaining(['will-navigate', 'will-redirect', 'will-frame-navigate', 'will-attach-webview']));
    for (const event of ['will-navigate', 'will-redirect', 'will-frame-navigate', 'will-attach-webview']) {
      for (const url of ['https://evil.example/', 'app://proxyfish/other.html', 'file:///etc/passwd']) {
        expect(await running.main.request('navigate', { event, url }), `${event} ${url}`).toEqual({ prevented: [true, true], openedExternally: [] });
      }
    }
  });

  it('opens card links to Scryfall and Gatherer in the system browser, and nothing else', async () => {
    const scryfall = 'https://scryfall.com/card/akh/50/cast-out';
    const gatherer = 'https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=426718';
    expect(await running.main.request('windowOpen', { url: scryfall })).toEqual({ action: 'deny', openedExternally: [scryfall] });
    expect(await running.main.request('windowOpen', { url: gatherer })).toEqual({ action: 'deny', openedExternally: [gatherer] });
    expect(await running.main.request('navigate', { event: 'will-navigate', url: scryfall })).toEqual({ prevented: [true, true], openedExternally: [scryfall, scryfall] });
    for (const url of ['http://scryfall.com/card/akh/50', 'https://scryfall.com.evil.example/', 'https://user@scryfall.com/', 'https://evil.example/?https://scryfall.com', 'javascript:alert(1)', 'file:///etc/passwd']) {
      expect(await running.main.request('windowOpen', { url }), url).toEqual({ action: 'deny', openedExternally: [] });
    }
  });
});

describe('the Electron main bundle when it cannot run (stand-in electron)', () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'proxyfish-electron-refuse-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('checks the binding before loading it: another ABI ends the start with one line, no window and no crash', async () => {
    const layout = developmentLayout(join(scratch, 'wrong-abi'));
    // An addon built for Electron 45 (ABI 150) as Node sees it: the name of its registration function.
    writeFileSync(layout.binding, 'not loadable\0node_register_module_v150\0');
    const main = startStandInMain(layout.bundle, layout.environment);
    expect(await main.started).toEqual({ exitCode: NATIVE_UNUSABLE_EXIT_CODE });
    const lines = main.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`is built for Node ABI 150, but this Electron needs ABI ${process.versions.modules}`);
  }, 120_000);

  it('says so in one line when the binding is missing', async () => {
    const layout = developmentLayout(join(scratch, 'missing'));
    rmSync(layout.binding);
    const main = startStandInMain(layout.bundle, layout.environment);
    expect(await main.started).toEqual({ exitCode: NATIVE_UNUSABLE_EXIT_CODE });
    expect(main.output().trim()).toMatch(/^Proxyfish cannot open its database in Electron: better-sqlite3 for Electron is missing \(looked in .*\)\.$/);
  }, 120_000);

  it('quits at once when another instance holds the single-instance lock: no window, no database', async () => {
    const layout = developmentLayout(join(scratch, 'second'));
    const main = startStandInMain(layout.bundle, { ...layout.environment, lockTaken: true });
    expect(await main.started).toEqual({ exitCode: null });
    const state = await main.request<{ quitCalled: boolean; windows: number; ipcChannels: string[] }>('state');
    expect(state).toMatchObject({ quitCalled: true, windows: 0, ipcChannels: [] });
    expect(existsSync(join(layout.environment.userData, 'proxyfish.sqlite'))).toBe(false);
    await main.stop();
  }, 120_000);
});

describe('the preload bundle', () => {
  it('exposes exactly one function, invoke, that forwards a command and its input over the one channel', async () => {
    const exposed = new Map<string, Record<string, unknown>>();
    const sent: unknown[][] = [];
    const electron = {
      contextBridge: { exposeInMainWorld: (name: string, api: Record<string, unknown>) => exposed.set(name, api) },
      ipcRenderer: { invoke: (...args: unknown[]) => (sent.push(args), Promise.resolve('answer')) },
    };
    // A sandboxed preload's require knows only a few modules; this one needs electron alone.
    const sandboxRequire = (name: string) => {
      if (name === 'electron') return electron;
      throw new Error(`the preload required ${name}`);
    };
    const module = { exports: {} };
    const code = readFileSync(join(ROOT, 'dist', 'electron', 'preload.cjs'), 'utf8');
    new Function('require', 'module', 'exports', code)(sandboxRequire, module, module.exports);
    expect([...exposed.keys()]).toEqual(['proxyfish']);
    const api = exposed.get('proxyfish')!;
    expect(Object.keys(api)).toEqual(['invoke']);
    expect(await (api.invoke as (command: string, input: unknown) => Promise<unknown>)('cards.search', { query: 't:land' })).toBe('answer');
    expect(sent).toEqual([[INVOKE_CHANNEL, 'cards.search', { query: 't:land' }]]);
  });
});
