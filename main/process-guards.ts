// A long-running process (the browser-mode server, the Electron main process) must not end
// because one promise somewhere rejected with nobody listening, or because a callback deep in
// a library threw (pdfkit decoding a picture in a zlib callback did): Node's default is to
// exit, which takes every open window's work with it. Each job and request already catches its
// own errors, and pictures pass a gate before anything decodes them; this is the net under
// them: it logs the error and the process keeps serving.
export type GuardLog = (message: string) => void;

/** Installs the guard once for this process; returns a function that removes it again. */
export function installProcessGuards(log: GuardLog = (message) => console.error(message)): () => void {
  const report = (reason: unknown) => {
    const detail = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason);
    log(`Proxyfish: an unexpected error was caught and the app keeps running:\n${detail}`);
  };
  process.on('unhandledRejection', report);
  process.on('uncaughtException', report);
  return () => {
    process.off('unhandledRejection', report);
    process.off('uncaughtException', report);
  };
}
