import { ProgressBar } from '#client/components/ui/progress-bar';
import { StatTile } from './stat-tile';

/**
 * A running import job's progress, for a bulk job and a CSV file alike: what it is doing, done of
 * total, a progress bar and the counts so far.
 */
export function JobProgress({
  queued,
  working,
  done,
  total,
  percent,
  barLabel,
  okLabel,
  ok,
  failed,
}: {
  queued: boolean;
  /** What the status line says once the job runs. */
  working: string;
  done: number;
  total: number;
  percent: number;
  barLabel: string;
  okLabel: string;
  ok: number;
  failed: number;
}) {
  return (
    <>
      <div className="flex items-center justify-between text-sm text-gray-700">
        <p role="status">{queued ? 'Queued...' : working}</p>
        <p className="tabular-nums">
          {done}/{total}
        </p>
      </div>
      <ProgressBar label={barLabel} percent={percent} className="h-2.5" />
      <div className="grid grid-cols-3 gap-3">
        <StatTile label={okLabel} value={ok} tone="green" />
        <StatTile label="Failed" value={failed} tone="red" />
        <StatTile label="Remaining" value={Math.max(0, total - done)} />
      </div>
    </>
  );
}
