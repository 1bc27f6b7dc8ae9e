// Progress of a job (import, export, simulation): a bar, what is happening in words, and an
// optional Cancel. Without a known total the bar is indeterminate.
import type { JobProgress } from '../../../app/jobs.ts';

interface ProgressBarProps {
  /** null while the work has not reported yet (an upload, say): the bar is indeterminate. */
  progress: Pick<JobProgress, 'done' | 'total'> | null;
  label: string;
  testId?: string;
  cancel?: { label: string; onCancel(): void };
}

export function ProgressBar({ progress, label, testId, cancel }: ProgressBarProps) {
  const fraction = progress?.total ? Math.min(1, progress.done / progress.total) : undefined;
  return (
    <div className="progress-row" role="status">
      <div className="progress" data-testid={testId}>
        <progress max={1} value={fraction} aria-label={label} />
        <span className="muted small">{label}</span>
      </div>
      {cancel ? (
        <button type="button" onClick={cancel.onCancel}>
          {cancel.label}
        </button>
      ) : null}
    </div>
  );
}
