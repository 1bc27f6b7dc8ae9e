// Runs a main-process bundle under plain Node with the stand-in 'electron' (electron.mjs), in a
// child process forked by the test, and answers the test's requests over the IPC channel:
// what the bundle registered, and calls into its handlers (app:// requests, api calls over the
// IPC channel, permission requests, navigation events).
import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';

register('./hooks.mjs', import.meta.url);
const { createWebContents, recorded, app } = await import('./electron.mjs');

function loadedNativeFiles() {
  try {
    const paths = readFileSync('/proc/self/maps', 'utf8').split('\n').map((line) => line.split(/\s+/).slice(5).join(' '));
    return [...new Set(paths.filter((path) => path.endsWith('.node')))];
  } catch {
    return null;
  }
}

function state() {
  const window = recorded.windows[0];
  return {
    privilegedSchemes: recorded.privilegedSchemes,
    protocols: [...recorded.protocolHandlers.keys()],
    ipcChannels: [...recorded.ipcHandlers.keys()],
    permissionHandlers: {
      request: recorded.permissionRequestHandler !== null,
      check: recorded.permissionCheckHandler !== null,
      device: recorded.devicePermissionHandler !== null,
    },
    windows: recorded.windows.length,
    webPreferences: window?.options.webPreferences ?? null,
    loadedUrl: window?.loadedUrl ?? null,
    sandboxEnabled: recorded.sandboxEnabled,
    quitCalled: recorded.quitCalled,
    appEvents: app.eventNames(),
    webContentsEvents: window?.webContents.eventNames() ?? [],
    windowOpenHandler: Boolean(window?.webContents.windowOpenHandler),
    loadedNativeFiles: loadedNativeFiles(),
  };
}

async function handle(request) {
  switch (request.op) {
    case 'state':
      return state();
    case 'protocol': {
      const response = await recorded.protocolHandlers.get('app')(new Request(request.url));
      return { status: response.status, headers: Object.fromEntries(response.headers), body: (await response.text()).slice(0, 300) };
    }
    case 'invoke':
      return recorded.ipcHandlers.get(request.channel)({ senderFrame: { url: request.senderUrl } }, request.command, request.input);
    case 'permissions': {
      const granted = await new Promise((resolve) => recorded.permissionRequestHandler(null, request.permission, resolve));
      return {
        request: granted,
        check: recorded.permissionCheckHandler(null, request.permission),
        device: recorded.devicePermissionHandler({ deviceType: 'usb' }),
      };
    }
    case 'navigate': {
      // A fresh web contents (as a new window or frame would get) and the one of the window.
      const results = [];
      for (const contents of [createWebContents(), recorded.windows[0].webContents]) {
        let prevented = false;
        contents.emit(request.event, { url: request.url, preventDefault: () => (prevented = true) });
        results.push(prevented);
      }
      return { prevented: results, openedExternally: recorded.openedExternally.splice(0) };
    }
    case 'windowOpen': {
      const answer = recorded.windows[0].webContents.windowOpenHandler({ url: request.url });
      return { action: answer.action, openedExternally: recorded.openedExternally.splice(0) };
    }
    default:
      throw new Error(`unknown request ${request.op}`);
  }
}

process.on('message', (request) => {
  handle(request).then(
    (result) => process.send({ id: request.id, result }),
    (error) => process.send({ id: request.id, error: error instanceof Error ? error.stack : String(error) }),
  );
});

await import(pathToFileURL(process.argv[2]).href);
// The bundle starts asynchronously: ready once its window has loaded (or it quit).
const started = Date.now();
while (!recorded.windows[0]?.loadedUrl && !recorded.quitCalled && Date.now() - started < 120_000) await new Promise((resolve) => setTimeout(resolve, 10));
process.send({ ready: true });
