import { useId } from 'react';
import { formatCents } from '#shared/money';
import type { SalesDay } from '#shared/seller-stats';
import { plural, shortDay } from '../lib/format';

const VIEW_WIDTH = 300;
const VIEW_HEIGHT = 100;
const GAP = 0.25; // of each day's slot

/**
 * Sales over the last 30 days as an SVG bar chart: one bar per UTC day, height = sales that day.
 * Screen readers get a one-line summary and the full day-by-day table instead of the picture.
 */
export function SalesChart({ days }: { days: SalesDay[] }) {
  const titleId = useId();
  const descId = useId();
  const totalSales = days.reduce((n, d) => n + d.sales, 0);
  const totalEarnings = days.reduce((n, d) => n + d.earningsCents, 0);
  const max = Math.max(1, ...days.map((d) => d.sales));
  const slot = VIEW_WIDTH / Math.max(1, days.length);
  const first = days[0];
  const last = days.at(-1);
  const middle = days[Math.floor(days.length / 2)];
  const summary =
    first && last
      ? `${plural(totalSales, 'sale')} earning ${formatCents(totalEarnings)} from ${shortDay(first.date)} to ${shortDay(last.date)}.`
      : 'No data.';

  return (
    <figure className="grid gap-2">
      <div className="flex items-end justify-between gap-2 text-sm">
        <p className="text-gray-600">
          <span className="text-2xl font-bold text-gray-900 tabular-nums">{totalSales}</span>{' '}
          {totalSales === 1 ? 'sale' : 'sales'} · {formatCents(totalEarnings)} earned
        </p>
        <p className="text-xs text-gray-500" aria-hidden="true">
          max {max} / day
        </p>
      </div>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full rounded-lg bg-gray-50 sm:h-48"
      >
        <title id={titleId}>Sales over the last 30 days</title>
        <desc id={descId}>{summary}</desc>
        {[0.25, 0.5, 0.75].map((f) => (
          <line
            key={f}
            x1={0}
            x2={VIEW_WIDTH}
            y1={VIEW_HEIGHT * f}
            y2={VIEW_HEIGHT * f}
            className="stroke-gray-200"
            strokeWidth={0.5}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {days.map((day, i) => {
          const height = (day.sales / max) * (VIEW_HEIGHT - 4);
          return (
            <rect
              key={day.date}
              x={i * slot + (slot * GAP) / 2}
              y={VIEW_HEIGHT - Math.max(height, day.sales > 0 ? 2 : 0.6)}
              width={slot * (1 - GAP)}
              height={Math.max(height, day.sales > 0 ? 2 : 0.6)}
              className={day.sales > 0 ? 'fill-brand-600' : 'fill-gray-300'}
            >
              <title>{`${shortDay(day.date)}: ${plural(day.sales, 'sale')}, ${formatCents(day.earningsCents)}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-xs text-gray-500" aria-hidden="true">
        <span>{first && shortDay(first.date)}</span>
        <span>{middle && shortDay(middle.date)}</span>
        <span>{last && shortDay(last.date)}</span>
      </figcaption>
      {totalSales === 0 && <p className="text-sm text-gray-600">No sales in the last 30 days yet.</p>}
      <table className="sr-only">
        <caption>Sales per day, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Sales</th>
            <th scope="col">Earnings</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{shortDay(day.date)}</th>
              <td>{day.sales}</td>
              <td>{formatCents(day.earningsCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
