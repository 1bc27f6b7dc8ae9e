// What the fuzzer counts and prints: requests by family and HTTP status, crashes of the server
// (with the request that preceded each), requests or jobs that took over 5 s, and answers that
// carry an absolute path of the data folder (or of the program's own folder).

export const HANG_MS = 5_000;
/** A cheap request sent while a hostile picture or image host is handled: slower than this, the server froze. */
export const FREEZE_MS = 1_000;
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
  /** api command → requests, so a run can show that every command was reached. */
  readonly commands = new Map<string, number>();

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
    section(`Hangs (a request or job over ${HANG_MS / 1000} s)`, this.hangs);
    section('Leaked paths in error answers (an absolute path of the data folder or program)', this.leaks);
    section('Absolute paths in successful results (by design or not: for review)', this.pathsInResults);
    section('Internal errors (HTTP 500)', this.internalErrors);
    section(`Freezes (a cheap request over ${FREEZE_MS / 1000} s while a hostile picture or image host was handled)`, this.freezes);
    section('Lost (a stored picture gone after a hostile input)', this.lost);
    console.log(lines.join('\n'));
  }
}
