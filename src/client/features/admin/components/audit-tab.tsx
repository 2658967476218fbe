import { ScrollText } from 'lucide-react';
import { ListEmptyState, ListLoadError } from '#client/components/list-states';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { useAuditPages } from '../api/audit';
import { compactDetails, formatWhen } from '../lib/format';
import { ListSkeleton } from './list-parts';

/** Every operator action, newest first: who, what, on what, why and when, with Load more. */
export function AuditTab() {
  const audit = useAuditPages();
  if (audit.isPending) return <ListSkeleton label="Loading the audit log" />;
  if (audit.isError && audit.entries.length === 0) {
    return (
      <ListLoadError message="The audit log could not be loaded." onRetry={() => void audit.refetch()} />
    );
  }
  if (audit.entries.length === 0) {
    return (
      <ListEmptyState icon={ScrollText} title="No operator actions yet">
        Every decision, refund, suspension and table change will be listed here.
      </ListEmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <ol aria-label="Audit log" className="grid gap-3">
        {audit.entries.map((entry) => (
          <li key={entry.id} className="grid gap-1 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="neutral" className="font-mono">
                {entry.action}
              </Badge>
              <span className="text-sm text-gray-900">
                by <span className="font-medium">@{entry.actor.handle}</span> on {entry.targetKind}{' '}
                <span className="font-mono text-xs break-all">{entry.targetId}</span>
              </span>
              <time dateTime={entry.createdAt} className="text-xs text-gray-500 sm:ml-auto">
                {formatWhen(entry.createdAt)}
              </time>
            </div>
            <p className="text-sm break-words text-gray-800">“{entry.reason}”</p>
            {Object.keys(entry.details).length > 0 && (
              <ul
                aria-label="Details"
                className="flex flex-wrap gap-x-3 gap-y-1 font-mono text-xs text-gray-600"
              >
                {compactDetails(entry.details).map((line) => (
                  <li key={line} className="break-all">
                    {line}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {audit.hasNextPage && (
        <div className="text-center">
          <Button
            variant="outline"
            onClick={() => void audit.fetchNextPage()}
            disabled={audit.isFetchingNextPage}
          >
            {audit.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
