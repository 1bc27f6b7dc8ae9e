// Loaded into the server under test (`node --import tsx --import ./scripts/fuzz/event-loop-probe.ts`):
// measures how long the server's event loop was held, from inside the server, so that a freeze
// is told apart from a request or job that is only slow because the machine is busy (issue 22:
// "nothing frozen over one second"). A timer is due every TICK_MS; when it runs late by more than
// REPORT_MS, the stretch is printed on stdout for the fuzzer (target.ts) with the CPU time the
// process spent in it (all threads: an upper bound for the event loop's own share). Not part of
// the app.
import { PROBE_PREFIX } from './report.ts';

const TICK_MS = 20;
const REPORT_MS = 250;

let last = performance.now();
let cpuAt = process.cpuUsage();
setInterval(() => {
  const now = performance.now();
  const held = now - last - TICK_MS;
  if (held > REPORT_MS) {
    const cpu = process.cpuUsage(cpuAt);
    process.stdout.write(`${PROBE_PREFIX} ${held.toFixed(0)} ms ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms-cpu\n`);
  }
  last = now;
  cpuAt = process.cpuUsage();
}, TICK_MS).unref();
