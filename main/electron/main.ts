// The Electron main process: one window, the renderer served from the app:// protocol, the
// api over one IPC channel. This file and preload.ts are the only ones that import 'electron'.
// Runs from its bundle, dist/electron/main.js (scripts/bundles.js); test/integration/electron
// loads that bundle under Node with a stand-in for 'electron'.
import { app, BrowserWindow, ipcMain, net, protocol, session, shell } from 'electron';
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Services } from '../../app/services.ts';
import { NATIVE_UNUSABLE_EXIT_CODE, readNativeAbi } from '../../scripts/native-abi.js';
import { allowExternalLink } from '../external-links.ts';
import { registerApiIpc } from '../ipc.ts';
import { installProcessGuards } from '../process-guards.ts';
import { realPathInsideSync } from '../real-path.ts';
import { SECURITY_HEADERS } from '../security.ts';

const APP_ORIGIN = 'app://proxyfish';

protocol.registerSchemesAsPrivileged([
  { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

/**
 * better-sqlite3 built for this Electron's ABI (scripts/electron-native.js): beside the packaged
 * app in resources/native/, or in a checkout's build/electron-native/. Its ABI is read from the
 * file before it is loaded: loading an addon of another ABI ends in a crash dialog.
 */
function electronSqliteBinding(): { file: string } | { problem: string } {
  const candidates = [
    ...(process.resourcesPath ? [join(process.resourcesPath, 'native', 'better_sqlite3.node')] : []),
    join(app.getAppPath(), 'build', 'electron-native', 'better_sqlite3.node'),
  ];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) return { problem: `better-sqlite3 for Electron is missing (looked in ${candidates.join(', ')})` };
  const abi = readNativeAbi(file);
  if (abi !== Number(process.versions.modules)) {
    return { problem: `${file} is built for Node ABI ${abi ?? 'unknown'}, but this Electron needs ABI ${process.versions.modules}` };
  }
  return { file };
}

function serveFrom(root: string) {
  return (request: Request) => {
    const url = new URL(request.url);
    let relative: string;
    try {
      relative = url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname.slice(1));
    } catch {
      return new Response('Not found', { status: 404 });
    }
    const file = resolve(root, relative);
    if (file !== root && !file.startsWith(root + sep)) return new Response('Not found', { status: 404 });
    // A symlink inside the folder that resolves outside it is not followed.
    const real = existsSync(file) ? realPathInsideSync(root, file) : null;
    if (existsSync(file) && !real) return new Response('Not found', { status: 404 });
    return net.fetch(pathToFileURL(real ?? join(root, 'index.html')).toString()).then((response) => {
      const headers = new Headers(response.headers);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
      return new Response(response.body, { status: response.status, headers });
    });
  };
}

function openIfAllowed(url: string): void {
  if (allowExternalLink(url)) void shell.openExternal(url);
}

/**
 * Every web contents, the window's and any other one, stays on the app: no navigation, no
 * redirect, no frame navigation, no webview, no new window. A card link to Scryfall or
 * Gatherer opens in the system browser instead.
 */
function guardWebContents(): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event) => {
      event.preventDefault();
      openIfAllowed(event.url);
    });
    contents.on('will-frame-navigate', (event) => event.preventDefault());
    contents.on('will-redirect', (event) => event.preventDefault());
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      openIfAllowed(url);
      return { action: 'deny' };
    });
  });
}

function denyPermissions(): void {
  session.defaultSession.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  session.defaultSession.setDevicePermissionHandler(() => false);
}

function createWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1440,
    height: 900,
    minWidth: 1024,
    minHeight: 640,
    title: 'Proxyfish',
    show: false,
    webPreferences: {
      preload: join(import.meta.dirname, 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  window.once('ready-to-show', () => window.show());
  return window;
}

async function start(): Promise<void> {
  await app.whenReady();
  const binding = electronSqliteBinding();
  if ('problem' in binding) {
    console.error(`Proxyfish cannot open its database in Electron: ${binding.problem}.`);
    app.exit(NATIVE_UNUSABLE_EXIT_CODE);
    return;
  }
  const services = new Services({ home: app.getPath('userData'), database: { nativeBinding: binding.file } });
  const rendererRoot = resolve(app.getAppPath(), 'dist', 'renderer');
  const imagesRoot = resolve(services.paths.images);
  const serveRenderer = serveFrom(rendererRoot);
  const serveImages = serveFrom(imagesRoot);
  protocol.handle('app', (request) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/media/')) {
      return serveImages(new Request(`${APP_ORIGIN}/${url.pathname.slice('/media/'.length)}`));
    }
    return serveRenderer(request);
  });
  denyPermissions();
  registerApiIpc(ipcMain, services, (url) => url.startsWith(`${APP_ORIGIN}/`));

  const window = createWindow();
  // A second start (the lock below refused it) brings this window forward instead.
  app.on('second-instance', () => {
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app.on('window-all-closed', () => {
    services.close();
    app.quit();
  });
  await window.loadURL(`${APP_ORIGIN}/index.html`);
}

installProcessGuards();
// One instance per user: two would write to one database.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.enableSandbox();
  guardWebContents();
  start().catch((error: unknown) => {
    // Never Electron's crash dialog: one line, and out.
    console.error(`Proxyfish could not start: ${error instanceof Error ? error.message : String(error)}`);
    app.exit(1);
  });
}
