import type { LucideIcon } from 'lucide-react';
import { Skeleton } from '#client/components/ui/skeleton';

/** `value` is undefined while loading, null when there is no figure yet (a rating before any review). */
export type StatTile = {
  label: string;
  value: number | null | undefined;
  icon: LucideIcon;
  format?: (value: number) => string;
};

const number = new Intl.NumberFormat('en-US');

/** The statistic tiles of the trending and new-arrivals pages, from real counts (docs/product/10-decisions-beyond-the-spec.md §10.3). */
export function StatTiles({ tiles }: { tiles: StatTile[] }) {
  return (
    <ul className="grid grid-cols-3 gap-3 sm:gap-4">
      {tiles.map(({ label, value, icon: Icon, format }) => (
        <li
          key={label}
          className="flex flex-col gap-1 rounded-2xl border border-gray-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-5"
        >
          <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <div className="text-xl font-bold text-gray-900 sm:text-2xl">
              {value === undefined ? (
                <Skeleton className="h-7 w-14" />
              ) : value === null ? (
                <>
                  <span aria-hidden="true">–</span>
                  <span className="sr-only">None yet</span>
                </>
              ) : (
                (format ?? number.format)(value)
              )}
            </div>
            <p className="text-xs text-gray-600 sm:text-sm">{label}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
