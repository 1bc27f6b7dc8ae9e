// A long-running process (the browser-mode server, the Electron main process) must not end
// because one promise somewhere rejected with nobody listening: Node's default is to exit,
// which takes every open window's work with it. Each job and request already catches its own
// errors; this is the net under them: it logs the rejection and the process keeps serving.
export type GuardLog = (message: string) => void;

/** Installs the guard once for this process; returns a function that removes it again. */
export function installProcessGuards(log: GuardLog = (message) => console.error(message)): () => void {
  const onUnhandledRejection = (reason: unknown) => {
    const detail = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason);
    log(`Proxyfish: an unexpected error was caught and the app keeps running:\n${detail}`);
  };
  process.on('unhandledRejection', onUnhandledRejection);
  return () => {
    process.off('unhandledRejection', onUnhandledRejection);
  };
}
