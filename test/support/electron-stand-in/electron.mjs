// A stand-in for the 'electron' module: enough of app, BrowserWindow, protocol, session,
// ipcMain, net and shell for the main process bundle to run under plain Node, recording what
// it is asked to do (see driver.mjs). Set up by the environment variables of driver.mjs.
import { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const recorded = {
  privilegedSchemes: [],
  protocolHandlers: new Map(),
  ipcHandlers: new Map(),
  permissionRequestHandler: null,
  permissionCheckHandler: null,
  devicePermissionHandler: null,
  windows: [],
  webContents: [],
  openedExternally: [],
  sandboxEnabled: false,
  quitCalled: false,
  exitCode: null,
};

if (process.env.STANDIN_RESOURCES) process.resourcesPath = process.env.STANDIN_RESOURCES;

class StandInApp extends EventEmitter {
  isPackaged = process.env.STANDIN_PACKAGED === '1';
  whenReady() {
    return Promise.resolve();
  }
  getPath(name) {
    if (name !== 'userData') throw new Error(`stand-in app.getPath(${name}) is not supported`);
    return process.env.STANDIN_USER_DATA;
  }
  getAppPath() {
    return process.env.STANDIN_APP_PATH;
  }
  requestSingleInstanceLock() {
    return process.env.STANDIN_LOCK !== 'taken';
  }
  enableSandbox() {
    recorded.sandboxEnabled = true;
  }
  quit() {
    recorded.quitCalled = true;
  }
  exit(code) {
    recorded.exitCode = code;
    process.exit(code);
  }
}
export const app = new StandInApp();

class StandInWebContents extends EventEmitter {
  windowOpenHandler = null;
  setWindowOpenHandler(handler) {
    this.windowOpenHandler = handler;
  }
}

/** Creates web contents the way Electron does: announced through app's 'web-contents-created'. */
export function createWebContents() {
  const contents = new StandInWebContents();
  recorded.webContents.push(contents);
  app.emit('web-contents-created', { preventDefault() {} }, contents);
  return contents;
}

export class BrowserWindow extends EventEmitter {
  constructor(options) {
    super();
    this.options = options;
    this.loadedUrl = null;
    this.webContents = createWebContents();
    recorded.windows.push(this);
  }
  loadURL(url) {
    this.loadedUrl = url;
    return Promise.resolve();
  }
  isMinimized() {
    return false;
  }
  restore() {}
  focus() {}
  show() {}
}

export const protocol = {
  registerSchemesAsPrivileged(schemes) {
    recorded.privilegedSchemes.push(...schemes);
  },
  handle(scheme, handler) {
    recorded.protocolHandlers.set(scheme, handler);
  },
};

export const session = {
  defaultSession: {
    setPermissionRequestHandler(handler) {
      recorded.permissionRequestHandler = handler;
    },
    setPermissionCheckHandler(handler) {
      recorded.permissionCheckHandler = handler;
    },
    setDevicePermissionHandler(handler) {
      recorded.devicePermissionHandler = handler;
    },
  },
};

export const ipcMain = {
  handle(channel, handler) {
    recorded.ipcHandlers.set(channel, handler);
  },
  removeHandler(channel) {
    recorded.ipcHandlers.delete(channel);
  },
};

/** Electron's net.fetch, for the file: URLs the app:// handler reads. */
export const net = {
  async fetch(url) {
    if (!url.startsWith('file:')) throw new Error(`stand-in net.fetch only reads file: URLs, not ${url}`);
    try {
      return new Response(await readFile(fileURLToPath(url)), { status: 200 });
    } catch {
      return new Response('not found', { status: 404 });
    }
  },
};

export const shell = {
  openExternal(url) {
    recorded.openedExternally.push(url);
    return Promise.resolve();
  },
};

export default { app, BrowserWindow, protocol, session, ipcMain, net, shell };
