// Starts a main-process bundle under the stand-in 'electron' (driver.mjs) in a child process and
// talks to it: `request` calls into what the bundle registered.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const DRIVER = fileURLToPath(new URL('./driver.mjs', import.meta.url));

export interface StandInEnvironment {
  /** What app.getAppPath() answers. */
  appPath: string;
  /** What app.getPath('userData') answers. */
  userData: string;
  /** process.resourcesPath (a packaged app's resources folder). */
  resources?: string;
  /** Another instance already holds the single-instance lock. */
  lockTaken?: boolean;
}

export interface StandInMain {
  /** Resolves when the window has loaded, the bundle quit, or the process exited (with its code). */
  started: Promise<{ exitCode: number | null }>;
  output(): string;
  request<T = unknown>(op: string, fields?: Record<string, unknown>): Promise<T>;
  stop(): Promise<void>;
}

export function startStandInMain(bundle: string, environment: StandInEnvironment): StandInMain {
  const child: ChildProcess = fork(DRIVER, [bundle], {
    env: {
      ...process.env,
      STANDIN_APP_PATH: environment.appPath,
      STANDIN_USER_DATA: environment.userData,
      ...(environment.resources ? { STANDIN_RESOURCES: environment.resources, STANDIN_PACKAGED: '1' } : {}),
      ...(environment.lockTaken ? { STANDIN_LOCK: 'taken' } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    execArgv: [],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = new Promise<{ exitCode: number | null }>((resolve) => {
    child.on('message', (message: { ready?: boolean; id?: number; result?: unknown; error?: string }) => {
      if (message.ready) return resolve({ exitCode: null });
      const waiter = pending.get(message.id!);
      pending.delete(message.id!);
      if (message.error !== undefined) waiter?.reject(new Error(message.error));
      else waiter?.resolve(message.result);
    });
    void exited.then((code) => resolve({ exitCode: code }));
  });
  void exited.then(() => {
    for (const waiter of pending.values()) waiter.reject(new Error(`the bundle exited:\n${output}`));
  });
  return {
    started,
    output: () => output,
    request: <T>(op: string, fields: Record<string, unknown> = {}) =>
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, op, ...fields });
      }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill();
        await exited;
      }
    },
  };
}
