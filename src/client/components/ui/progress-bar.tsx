import { cn } from '../../lib/cn';

/** A named progress bar from 0 to 100 %. `className` sets its height; the fill animates its width. */
export function ProgressBar({
  label,
  percent,
  className,
  fillClassName = 'transition-all',
}: {
  label: string;
  percent: number;
  className: string;
  fillClassName?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('overflow-hidden rounded-full bg-gray-200', className)}
    >
      <div
        className={cn('h-full rounded-full bg-brand-600', fillClassName)}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
