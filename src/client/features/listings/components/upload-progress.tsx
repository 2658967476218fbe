import { ProgressBar } from '#client/components/ui/progress-bar';

/** A labelled progress bar for an upload. */
export function UploadProgress({ label, value }: { label: string; value: number }) {
  const percent = Math.round(Math.max(0, Math.min(1, value)) * 100);
  return (
    <div className="grid gap-1">
      <ProgressBar label={label} percent={percent} className="h-1.5" fillClassName="transition-[width]" />
      <span className="text-xs text-gray-500 tabular-nums">{percent}%</span>
    </div>
  );
}
