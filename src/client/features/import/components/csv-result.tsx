import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { CsvImportReply } from '#shared/imports-csv';

/** What the server did with the file: how many were imported, drafts needing photos, row errors. */
export function CsvResult({ result }: { result: CsvImportReply }) {
  return (
    <div className="grid gap-3" aria-label="CSV import result">
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
        <CheckCircle2 className="size-4" aria-hidden="true" /> Successfully imported {result.count} listings!
      </p>
      {result.alreadyImported > 0 && (
        <p className="rounded-xl bg-gray-50 p-3 text-sm text-gray-800">
          {result.alreadyImported} {result.alreadyImported === 1 ? 'row was' : 'rows were'} already imported
          earlier, so {result.alreadyImported === 1 ? 'it was' : 'they were'} not added again.
        </p>
      )}
      {result.status === 'failed' && (
        <p className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {result.errorMessage ?? 'The import job failed'}
        </p>
      )}
      {result.needsPhotos > 0 && (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {result.needsPhotos} {result.needsPhotos === 1 ? 'listing was' : 'listings were'} saved as{' '}
          {result.needsPhotos === 1 ? 'a draft' : 'drafts'} because no usable photo came with{' '}
          {result.needsPhotos === 1 ? 'it' : 'them'}. Add photos in your closet to put{' '}
          {result.needsPhotos === 1 ? 'it' : 'them'} on sale.
        </p>
      )}
      {result.needsCategory > 0 && (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {result.needsCategory} {result.needsCategory === 1 ? 'listing was' : 'listings were'} saved as{' '}
          {result.needsCategory === 1 ? 'a draft' : 'drafts'} because{' '}
          {result.needsCategory === 1 ? 'its category is' : 'their categories are'} not one of ours. Choose
          one in your closet to put {result.needsCategory === 1 ? 'it' : 'them'} on sale.
        </p>
      )}
      {result.errors.length > 0 && (
        <div className="grid gap-2">
          <p className="flex items-center gap-2 text-sm font-medium text-red-800">
            <AlertTriangle className="size-4" aria-hidden="true" /> {result.errors.length}{' '}
            {result.errors.length === 1 ? 'row was' : 'rows were'} not imported
          </p>
          <ul
            aria-label="Rows not imported"
            className="grid max-h-60 gap-1 overflow-y-auto rounded-xl border border-red-100 bg-red-50/50 p-2 text-sm"
          >
            {result.errors.map((e) => (
              <li key={`${e.row}-${e.message}`} className="flex gap-2">
                <span className="font-medium whitespace-nowrap text-red-900">Row {e.row}:</span>
                <span className="text-red-800">{e.message}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
