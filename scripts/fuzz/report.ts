// What the fuzzer counts and prints: requests by family and HTTP status, crashes of the server
// (with the request that preceded each), requests that took over 5 s, jobs still running after a
// minute, freezes (the server's event loop held over 1 s, measured inside the server), the slowest
// jobs (slow in the background is not an error), and answers that carry an absolute path of the
// data folder (or of the program's own folder).

/** A request (its answer, not a job it started) slower than this is a hang. */
export const HANG_MS = 5_000;
/** A job still running after this is a hang (and is cancelled); slower jobs than HANG_MS are listed, not errors. */
export const JOB_HANG_MS = 60_000;
/**
 * The server's event loop held longer than this, with as much CPU time of its own (or a cheap
 * request slower than this while a hostile picture or host was handled): a freeze.
 */
export const FREEZE_MS = 1_000;
const SLOWEST_JOBS = 8;
/** How event-loop-probe.ts (in the server) starts a line that reports a held event loop. */
export const PROBE_PREFIX = 'proxyfish-fuzz-probe held';
const EXAMPLES = 8;

export interface Finding {
  family: string;
  label: string;
  detail: string;
}

export class Tally {
  readonly started = Date.now();
  /** family → status → count */
  readonly byStatus = new Map<string, Map<string, number>>();
  /** family → generated bad inputs sent */
  readonly inputs = new Map<string, number>();
  readonly crashes: Finding[] = [];
  readonly hangs: Finding[] = [];
  /** Data-folder paths in error messages: the user's input should be named, not the machine's paths. */
  readonly leaks: Finding[] = [];
  /** Data-folder paths in successful results (an upload's or export's path, the data folder itself). */
  readonly pathsInResults: Finding[] = [];
  readonly internalErrors: Finding[] = [];
  /** A cheap request answered slower than FREEZE_MS while a hostile picture or host was handled. */
  readonly freezes: Finding[] = [];
  /** Something stored before (a picture) that was gone after a hostile input. */
  readonly lost: Finding[] = [];
  /** Every job waited for: how long it ran, how it ended. */
  readonly jobs: (Finding & { ms: number })[] = [];
  /** The longest stretch the server's event loop was held, and what was sent before it. */
  longestHeld: { ms: number; cpu: number; family: string; label: string } | null = null;
  heldOver250 = 0;
  /** Stretches held over FREEZE_MS of wall time with less than FREEZE_MS of the server's CPU: a busy machine. */
  heldByLoad = 0;
  /** api command → requests, so a run can show that every command was reached. */
  readonly commands = new Map<string, number>();

  noteJob(job: { family: string; label: string; ms: number; state: string }): void {
    this.jobs.push({ family: job.family, label: job.label, ms: job.ms, detail: `${(job.ms / 1000).toFixed(1)} s, ended ${job.state}` });
  }

  noteHeld(held: { ms: number; cpu: number; family: string; label: string }): void {
    this.heldOver250 += 1;
    if (held.ms > FREEZE_MS && held.cpu <= FREEZE_MS) this.heldByLoad += 1;
    if (!this.longestHeld || held.ms > this.longestHeld.ms) this.longestHeld = held;
  }

  countInput(family: string): void {
    this.inputs.set(family, (this.inputs.get(family) ?? 0) + 1);
  }

  countStatus(family: string, status: string): void {
    const statuses = this.byStatus.get(family) ?? new Map<string, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    this.byStatus.set(family, statuses);
  }

  countCommand(command: string): void {
    this.commands.set(command, (this.commands.get(command) ?? 0) + 1);
  }

  get totalInputs(): number {
    return [...this.inputs.values()].reduce((sum, count) => sum + count, 0);
  }

  print(options: { seed: number; commandCount: number; stoppedEarly: string | null }): void {
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    const statuses = [...new Set([...this.byStatus.values()].flatMap((map) => [...map.keys()]))].sort();
    const lines: string[] = [];
    lines.push(`Proxyfish fuzz: seed ${options.seed}, ${this.totalInputs.toLocaleString('en')} generated bad inputs in ${seconds} s`);
    if (options.stoppedEarly) lines.push(`Stopped early: ${options.stoppedEarly}`);
    lines.push(`api commands reached: ${this.commands.size} of ${options.commandCount}`);
    lines.push('');
    lines.push(['family'.padEnd(16), 'inputs'.padStart(7), ...statuses.map((status) => status.padStart(8))].join(' '));
    const totals = new Map<string, number>();
    for (const [family, map] of [...this.byStatus.entries()].sort()) {
      lines.push([
        family.padEnd(16),
        String(this.inputs.get(family) ?? 0).padStart(7),
        ...statuses.map((status) => {
          const count = map.get(status) ?? 0;
          totals.set(status, (totals.get(status) ?? 0) + count);
          return String(count || '').padStart(8);
        }),
      ].join(' '));
    }
    lines.push([
      'all'.padEnd(16),
      String(this.totalInputs).padStart(7),
      ...statuses.map((status) => String(totals.get(status) ?? 0).padStart(8)),
    ].join(' '));
    // Findings grouped by what was sent (the command or request), with one example of each.
    const section = (title: string, findings: Finding[]) => {
      lines.push('', `${title}: ${findings.length}`);
      const byLabel = new Map<string, Finding[]>();
      for (const finding of findings) {
        const label = finding.label.replace(/ \((job|cancel)\)$/, '');
        byLabel.set(label, [...(byLabel.get(label) ?? []), finding]);
      }
      const groups = [...byLabel.entries()].sort((a, b) => b[1].length - a[1].length);
      for (const [label, group] of groups.slice(0, EXAMPLES)) {
        lines.push(`  ${String(group.length).padStart(5)} × ${label} [${group[0]!.family}]: ${group[0]!.detail.slice(0, 220)}`);
      }
      if (groups.length > EXAMPLES) lines.push(`  … and ${groups.length - EXAMPLES} more kinds`);
    };
    section('Crashes (the server process ended)', this.crashes);
    section(`Hangs (a request over ${HANG_MS / 1000} s, or a job still running after ${JOB_HANG_MS / 1000} s)`, this.hangs);
    section('Leaked paths in error answers (an absolute path of the data folder or program)', this.leaks);
    section('Absolute paths in successful results (by design or not: for review)', this.pathsInResults);
    section('Internal errors (HTTP 500)', this.internalErrors);
    section(`Freezes (the server's event loop held over ${FREEZE_MS / 1000} s by its own work, over ${FREEZE_MS / 1000} s of CPU, or a cheap request over ${FREEZE_MS / 1000} s while a hostile picture or image host was handled)`, this.freezes);
    const held = this.longestHeld;
    lines.push(
      `  Event loop held over 0.25 s: ${this.heldOver250} times, ${this.heldByLoad} of them over ${FREEZE_MS / 1000} s of wall time with less CPU (a busy machine); longest ${held ? `${held.ms} ms (${held.cpu} ms CPU of the process meanwhile), after ${held.label} [${held.family}]` : '–'}`,
    );
    const slow = this.jobs.filter((job) => job.ms > HANG_MS);
    lines.push('', `Slow jobs (over ${HANG_MS / 1000} s in the background; not an error while the event loop stays free): ${slow.length} of ${this.jobs.length} jobs`);
    for (const job of [...this.jobs].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_JOBS)) {
      lines.push(`  ${(job.ms / 1000).toFixed(1).padStart(6)} s  ${job.label.slice(0, 120)} [${job.family}]: ${job.detail}`);
    }
    section('Lost (a stored picture gone after a hostile input)', this.lost);
    console.log(lines.join('\n'));
  }
}
