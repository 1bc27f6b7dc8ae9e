// The running server under test and the one way the fuzzer talks to it: HTTP on 127.0.0.1
// with the launch token, as the browser-mode renderer does. Every answer is timed, checked
// for leaked paths and counted; when the server process dies it is counted as a crash (with
// the request that killed it) and started again on the same data folder. The server runs with
// event-loop-probe.ts loaded: every stretch its event loop was held over FREEZE_MS is a freeze,
// named after the request sent last (the one that held it, or whose job did).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { waitForLaunchUrl } from '../../main/launch-url.ts';
import { FREEZE_MS, HANG_MS, JOB_HANG_MS, PROBE_PREFIX, type Tally } from './report.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REQUEST_TIMEOUT_MS = 30_000;
const JOB_POLL_MS = 50;
const START_TIMEOUT_MS = 120_000;

export interface Answer {
  status: number | 'crash' | 'timeout' | 'refused';
  ms: number;
  text: string;
  json: unknown;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Leave out the token (the default sends it as a Bearer header). */
  withoutToken?: boolean;
}

export class Target {
  private child: ChildProcess | null = null;
  private exited = false;
  private stderrTail = '';
  private stdoutLine = '';
  /** The request sent last: a held event loop is put down to it. */
  private current = { family: 'start', label: 'server start' };
  url = '';
  token = '';
  starts = 0;

  constructor(
    readonly home: string,
    private readonly tally: Tally,
  ) {}

  /** Browser mode itself when the renderer is built, else the same transport without its files. */
  private entry(): string {
    return existsSync(`${ROOT}dist/renderer/index.html`) ? 'main/browser.ts' : 'scripts/fuzz/server.ts';
  }

  async start(): Promise<void> {
    this.exited = false;
    this.stderrTail = '';
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/fuzz/event-loop-probe.ts', this.entry(), '--home', this.home], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      // cards.update must never reach the internet: its api base is a closed loopback port.
      env: { ...process.env, PROXYFISH_SCRYFALL_API: 'http://127.0.0.1:9' },
    });
    this.child = child;
    this.starts += 1;
    child.on('exit', () => {
      this.exited = true;
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString()).slice(-2000);
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (this.stdoutLine + chunk.toString()).split('\n');
      this.stdoutLine = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith(PROBE_PREFIX)) this.held(line);
    });
    const launchUrl = await waitForLaunchUrl(child, START_TIMEOUT_MS);
    [this.url = '', this.token = ''] = launchUrl.split('#token=');
  }

  async stop(): Promise<void> {
    if (!this.child || this.exited) return;
    const child = this.child;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (!this.exited) child.kill('SIGKILL');
  }

  /** One api command, as the renderer's client sends it. */
  api(family: string, command: string, input: unknown, label = command): Promise<Answer> {
    this.tally.countCommand(command);
    return this.raw(family, label, {
      path: `api/${command}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
  }

  /** A stretch the server's event loop was held ("… held 1234 ms 1100 ms-cpu"), from event-loop-probe.ts. */
  private held(line: string): void {
    const [ms = 0, cpu = 0] = (line.slice(PROBE_PREFIX.length).match(/\d+/g) ?? []).map(Number);
    const { family, label } = this.current;
    this.tally.noteHeld({ ms, cpu, family, label });
    // Held over a second by the server's own work: its CPU time in the stretch says so. On a machine
    // shared by many processes a stretch runs late while the server waits for a core, with little
    // CPU of its own: that is the machine, counted apart (Tally.heldByLoad), not a freeze.
    if (ms > FREEZE_MS && cpu > FREEZE_MS) this.tally.freezes.push({ family, label, detail: `the server's event loop was held ${ms} ms (${cpu} ms CPU of the process meanwhile)` });
  }

  async raw(family: string, label: string, request: RawRequest): Promise<Answer> {
    this.current = { family, label };
    const started = performance.now();
    let answer: Answer;
    try {
      const response = await fetch(`${this.url}${request.path}`, {
        method: request.method ?? 'GET',
        headers: { ...(request.withoutToken ? {} : { authorization: `Bearer ${this.token}` }), ...request.headers },
        ...(request.body === undefined ? {} : { body: typeof request.body === 'string' ? request.body : Buffer.from(request.body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        redirect: 'manual',
      });
      const text = await response.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      answer = { status: response.status, ms: performance.now() - started, text, json };
    } catch (error) {
      const ms = performance.now() - started;
      const timedOut = (error as Error).name === 'TimeoutError';
      // A dead server refuses or resets; give its exit event a moment to arrive.
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = { status: this.exited ? 'crash' : timedOut ? 'timeout' : 'refused', ms, text: String(error), json: null };
    }
    this.record(family, label, request, answer);
    if (this.exited) await this.start();
    return answer;
  }

  private record(family: string, label: string, request: RawRequest, answer: Answer): void {
    this.tally.countStatus(family, String(answer.status));
    const sent = typeof request.body === 'string' ? request.body.slice(0, 160) : request.body ? `${request.body.byteLength} bytes` : '';
    if (this.exited || answer.status === 'crash') {
      // The request during which the server died (its cause may be an earlier request's job), and its last error.
      const said = this.stderrTail.split('\n').find((line) => /Error|error:|ERR_/.test(line)) ?? this.stderrTail.trim().split('\n').slice(-3).join(' | ');
      this.tally.crashes.push({ family, label, detail: `during ${request.method ?? 'GET'} /${request.path} ${sent}; the server said: ${said.trim()}` });
    }
    if (answer.ms > HANG_MS || answer.status === 'timeout') {
      this.tally.hangs.push({ family, label, detail: `${(answer.ms / 1000).toFixed(1)} s for /${request.path} ${sent}` });
    }
    if (answer.status === 500) this.tally.internalErrors.push({ family, label, detail: answer.text.slice(0, 200) });
    for (const path of [this.home, ROOT.replace(/\/$/, '')]) {
      if (answer.text.includes(path)) {
        const at = answer.text.indexOf(path);
        const finding = { family, label, detail: answer.text.slice(Math.max(0, at - 60), at + path.length + 60).replace(/\s+/g, ' ') };
        const succeeded = (answer.json as { ok?: unknown } | null)?.ok === true;
        (succeeded ? this.tally.pathsInResults : this.tally.leaks).push(finding);
        break;
      }
    }
  }

  /**
   * Runs `work` while a cheap command (images.status) asks the server every 100 ms whether it
   * still answers; an answer slower than FREEZE_MS is a freeze: the request thread was held.
   */
  async whileResponsive<T>(family: string, label: string, work: () => Promise<T>): Promise<T> {
    let running = true;
    const ping = async () => {
      while (running && !this.exited) {
        const started = performance.now();
        try {
          await fetch(`${this.url}api/images.status`, {
            method: 'POST',
            headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
            body: '{}',
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          }).then((response) => response.arrayBuffer());
        } catch {
          return; // the server died or restarts: counted as a crash by the request itself
        }
        const ms = performance.now() - started;
        if (ms > FREEZE_MS) this.tally.freezes.push({ family, label, detail: `images.status took ${(ms / 1000).toFixed(1)} s` });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const pinging = ping();
    try {
      return await work();
    } finally {
      running = false;
      await pinging;
    }
  }

  /** Records something stored that a hostile input took away. */
  lost(family: string, label: string, detail: string): void {
    this.tally.lost.push({ family, label, detail });
  }

  /**
   * Waits for a job an answer started and notes how long it took (a job runs in the background:
   * slow is not frozen, the probe says whether the event loop was held); one still running after
   * JOB_HANG_MS is a hang, and is cancelled.
   */
  async finishJob(family: string, label: string, answer: Answer): Promise<Answer> {
    const id = jobIdOf(answer.json);
    if (!id) return answer;
    const started = performance.now();
    // When each stage (progress.stage) was first seen, to say where a slow job spent its time.
    const stages: [string, number][] = [];
    const note = (last: Answer) => {
      const snapshot = (last.json as { result?: JobShape } | null)?.result;
      const ended = performance.now();
      const spent = stages.map(([stage, at], index) => `${stage} ${(((stages[index + 1]?.[1] ?? ended) - at) / 1000).toFixed(1)} s`).join(', ');
      const result = snapshot?.result;
      const size = result && typeof result.cards === 'number' ? `; ${result.cards} cards${typeof result.pages === 'number' ? `, ${result.pages} pages` : ''}` : '';
      this.tally.noteJob({ family, label, ms: ended - started, state: `${snapshot?.state ?? String(last.status)}${size}${spent ? ` (${spent})` : ''}` });
      return last;
    };
    while (performance.now() - started < JOB_HANG_MS) {
      const last = await this.raw(family, `${label} (job)`, {
        path: 'api/jobs.get',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id }),
      });
      const snapshot = (last.json as { result?: JobShape } | null)?.result;
      const stage = snapshot?.progress?.stage;
      if (stage && stages.at(-1)?.[0] !== stage) stages.push([stage, performance.now()]);
      const state = snapshot?.state;
      if (state !== 'running' && state !== 'queued') return note(last);
      await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
    }
    note({ status: 'timeout', ms: 0, text: '', json: null });
    this.tally.hangs.push({ family, label, detail: `job ${id} still running after ${JOB_HANG_MS / 1000} s; cancelled` });
    return this.raw(family, `${label} (cancel)`, {
      path: 'api/jobs.cancel',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    });
  }
}

/** What jobs.get answers, as far as the fuzzer reads it. */
interface JobShape {
  state?: string;
  progress?: { stage?: string };
  result?: { cards?: unknown; pages?: unknown } | null;
}

/** The id of the job an api answer started, if it started one. */
function jobIdOf(json: unknown): string | undefined {
  const result = (json as { ok?: boolean; result?: { id?: unknown; state?: unknown } } | null)?.result;
  return result && typeof result.id === 'string' && typeof result.state === 'string' && /^[0-9a-f-]{36}$/.test(result.id) ? result.id : undefined;
}
