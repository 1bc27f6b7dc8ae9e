// The Electron main process: one window, the renderer served from the app:// protocol, the
// api over one IPC channel. This file and preload.ts are the only ones that import 'electron'.
import { app, BrowserWindow, ipcMain, net, protocol, session, shell } from 'electron';
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Services } from '../../app/services.ts';
import { registerApiIpc } from '../ipc.ts';
import { installProcessGuards } from '../process-guards.ts';
import { SECURITY_HEADERS } from '../security.ts';

const APP_ORIGIN = 'app://proxyfish';

protocol.registerSchemesAsPrivileged([
  { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

/** The better-sqlite3 addon built for Electron's ABI (scripts/build-electron-native.js). */
function electronSqliteBinding(): string | undefined {
  const candidates = [
    join(process.resourcesPath, 'native', 'better_sqlite3.node'),
    join(app.getAppPath(), 'build', 'electron-native', 'better_sqlite3.node'),
  ];
  return candidates.find((file) => existsSync(file));
}

/** Links the app itself put on screen (card pages, docs); everything else stays closed. */
const appMadeLinks = new Set<string>();
export function allowExternalLink(url: string): void {
  if (/^https?:\/\//.test(url)) appMadeLinks.add(url);
}

function serveFrom(root: string) {
  return (request: Request) => {
    const url = new URL(request.url);
    const relative = url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname.slice(1));
    const file = resolve(root, relative);
    if (file !== root && !file.startsWith(root + sep)) return new Response('Not found', { status: 404 });
    return net.fetch(pathToFileURL(existsSync(file) ? file : join(root, 'index.html')).toString()).then((response) => {
      const headers = new Headers(response.headers);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
      return new Response(response.body, { status: response.status, headers });
    });
  };
}

async function start(): Promise<void> {
  await app.whenReady();
  const services = new Services({ home: app.getPath('userData'), database: { nativeBinding: electronSqliteBinding() } });
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

  session.defaultSession.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);

  registerApiIpc(ipcMain, services, (url) => url.startsWith(`${APP_ORIGIN}/`));

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
  window.webContents.on('will-navigate', (event) => event.preventDefault());
  window.webContents.on('will-attach-webview', (event) => event.preventDefault());
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (appMadeLinks.has(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  await window.loadURL(`${APP_ORIGIN}/index.html`);

  app.on('window-all-closed', () => {
    services.close();
    app.quit();
  });
}

installProcessGuards();
app.enableSandbox();
void start();
