// A small progress display on stderr: on a terminal, one line redrawn in place (percentage, bar,
// records and rate); otherwise (a log, a pipe) a plain line at every tenth of the way, so logs
// stay short. stdout stays free for the command's result.

export interface ProgressState {
  done: number;
  total: number | null;
  records: number;
}

/** What the counts in brackets say; by default records and their rate (an import's rows). */
export type DescribeProgress = (state: ProgressState, seconds: number) => string;

const recordsAndRate: DescribeProgress = (state, seconds) => {
  const rate = seconds > 0 ? Math.round(state.records / seconds) : 0;
  return `${state.records.toLocaleString('en')} records, ${rate.toLocaleString('en')}/s`;
};

export class ProgressBar {
  private readonly started = performance.now();
  private lastDraw = 0;
  private lastTenth = -1;
  private drawn = false;
  private lastLabel: string | undefined;

  constructor(
    private readonly label: string,
    private readonly stream: NodeJS.WriteStream = process.stderr,
    private readonly describe: DescribeProgress = recordsAndRate,
  ) {}

  update(state: ProgressState, label = this.label): void {
    const fraction = state.total ? Math.min(1, state.done / state.total) : null;
    const seconds = (performance.now() - this.started) / 1000;
    const counts = this.describe(state, seconds);
    // A new label is a new stage ("Importing" → "Saving"): shown at once, whatever the throttle.
    const newStage = this.lastLabel !== undefined && label !== this.lastLabel;
    this.lastLabel = label;
    if (this.stream.isTTY) {
      const now = performance.now();
      if (!newStage && now - this.lastDraw < 100) return;
      this.lastDraw = now;
      const width = 24;
      const bar = fraction === null ? '' : `[${'#'.repeat(Math.round(fraction * width)).padEnd(width, '.')}] `;
      const percent = fraction === null ? '' : `${(fraction * 100).toFixed(0).padStart(3)}% `;
      const line = `${label} ${percent}${bar}${counts}`;
      this.stream.write(`\r${line.slice(0, (this.stream.columns || 100) - 1)}\u001b[K`);
      this.drawn = true;
      return;
    }
    const tenth = fraction === null ? -1 : Math.floor(fraction * 10);
    if (!newStage && tenth <= this.lastTenth) return;
    this.lastTenth = tenth;
    this.stream.write(`${label}: ${tenth * 10}% (${counts})\n`);
  }

  /** Clears the redrawn line so what follows starts on a clean line. */
  finish(): void {
    if (this.drawn && this.stream.isTTY) this.stream.write('\r\u001b[K');
    this.drawn = false;
  }
}
