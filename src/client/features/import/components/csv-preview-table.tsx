import { AlertTriangle } from 'lucide-react';
import { CSV_NEEDS_CATEGORY } from '#shared/imports-csv';
import { formatCents } from '#shared/money';
import { needsCategoryRows, previewCounts, type ParsedCsv } from '../lib/csv';

const PREVIEW_ROWS = 5;

const priceText = (price: number | string | undefined) =>
  typeof price === 'number' ? formatCents(Math.round(price * 100)) : price || '—';

/** Every row the server will refuse, by line, before anything is sent. */
function ProblemList({ problems, rows }: { problems: ParsedCsv['problems']; rows: number }) {
  return (
    <div className="grid gap-1 rounded-xl border border-red-100 bg-red-50/50 p-3 text-sm">
      <p className="flex items-center gap-2 font-medium text-red-800">
        <AlertTriangle className="size-4" aria-hidden="true" /> {rows} {rows === 1 ? 'row' : 'rows'} will not
        be imported until fixed
      </p>
      <ul aria-label="Rows with problems" className="grid max-h-40 gap-0.5 overflow-y-auto">
        {problems.map((p) => (
          <li key={`${p.row}-${p.message}`}>
            <span className="font-medium text-red-900">Row {p.row}:</span>{' '}
            <span className="text-red-800">{p.message}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The first rows as they will be sent, so a wrong column shows before anything is imported. */
export function CsvPreviewTable({ parsed }: { parsed: ParsedCsv }) {
  const shown = parsed.rows.slice(0, PREVIEW_ROWS);
  const problemOf = new Map(parsed.problems.map((p) => [p.row, p.message]));
  const unplaced = needsCategoryRows(parsed);
  const toFix = problemOf.size;
  // ready + needs attention + errors = every row read (a row with two problems counts once).
  const counts = previewCounts(parsed);
  const rowsWord = (n: number) => (n === 1 ? 'row' : 'rows');
  return (
    <div className="grid gap-2">
      <p className="text-sm text-gray-700" aria-label="CSV counts">
        {counts.rows} {rowsWord(counts.rows)}: {counts.ready} ready to import
        {counts.needsAttention > 0 && ` · ${counts.needsAttention} need attention`}
        {counts.errors > 0 && ` · ${counts.errors} ${counts.errors === 1 ? 'error' : 'errors'}`}
      </p>
      {counts.needsAttention > 0 && (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {counts.needsAttention} {rowsWord(counts.needsAttention)}{' '}
          {counts.needsAttention === 1 ? 'has' : 'have'} a category that is not one of ours:{' '}
          {counts.needsAttention === 1 ? 'it is' : 'they are'} imported as{' '}
          {counts.needsAttention === 1 ? 'a draft' : 'drafts'} to finish in your closet.
        </p>
      )}
      {parsed.skipped > 0 && (
        <p className="text-sm text-red-800">
          {parsed.skipped} incomplete {rowsWord(parsed.skipped)} (fewer cells than the header) will be
          skipped.
        </p>
      )}
      {toFix > 0 && <ProblemList problems={parsed.problems} rows={toFix} />}
      {shown.length > 0 && (
        // Focusable, so keyboard users can scroll the table sideways on a phone.
        <div
          role="region"
          aria-label="CSV preview"
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-gray-200 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <table className="w-full min-w-[520px] text-left text-sm">
            <caption className="sr-only">First rows of the CSV file</caption>
            <thead className="bg-gray-50 text-xs text-gray-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Row
                </th>
                <th scope="col" className="px-3 py-2">
                  Title
                </th>
                <th scope="col" className="px-3 py-2">
                  Price
                </th>
                <th scope="col" className="px-3 py-2">
                  Category
                </th>
                <th scope="col" className="px-3 py-2">
                  Photo
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {shown.map((row) => (
                <tr key={row.row} className={problemOf.has(row.row) ? 'bg-red-50/60' : undefined}>
                  <td className="px-3 py-2 text-gray-500 tabular-nums">{row.row}</td>
                  <td className="max-w-[220px] truncate px-3 py-2 text-gray-900">{row.title || '—'}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {problemOf.has(row.row) ? (
                      <span className="text-red-800">
                        {priceText(row.price)}{' '}
                        <span className="block text-xs font-medium">{problemOf.get(row.row)}</span>
                      </span>
                    ) : (
                      priceText(row.price)
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {row.category || '—'}
                    {unplaced.has(row.row) && (
                      <span className="block text-xs font-medium text-amber-800">{CSV_NEEDS_CATEGORY}</span>
                    )}
                  </td>
                  <td className="px-3 py-2">{row.imageUrl ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {parsed.rows.length > PREVIEW_ROWS && (
        <p className="text-xs text-gray-500">Showing the first {PREVIEW_ROWS} rows.</p>
      )}
    </div>
  );
}
