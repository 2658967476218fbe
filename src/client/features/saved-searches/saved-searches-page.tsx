import { Bell, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { savedSearchMessages, type SavedSearch } from '#shared/saved-searches';
import { ListEmptyState, ListLoadError } from '../../components/list-states';
import { RequireAuth } from '../../components/sign-in-prompt';
import { Button, buttonClass } from '../../components/ui/button';
import { Switch } from '../../components/ui/switch';
import { usePageMeta } from '../../lib/page-meta';
import { useDeleteSavedSearch, useSavedSearches, useSetSavedSearchDigest } from './api/saved-searches';

/** How the list names a search's filters: "Shoes · Size 8, 9 · Up to $80". */
export function filtersSummary(query: SavedSearch['query']): string {
  const parts: string[] = [];
  for (const key of ['category', 'type', 'color', 'condition'] as const)
    if (query[key]) parts.push(query[key]);
  if (query.sizes) parts.push(`Size ${query.sizes.split(',').join(', ')}`);
  if (query.minPrice && query.maxPrice) parts.push(`$${query.minPrice}–$${query.maxPrice}`);
  else if (query.minPrice) parts.push(`From $${query.minPrice}`);
  else if (query.maxPrice) parts.push(`Up to $${query.maxPrice}`);
  return parts.join(' · ');
}

/** /saved-searches: the person's saved searches, each with its link, its e-mail and Delete. */
export default function SavedSearchesPage() {
  usePageMeta('Saved searches', 'The searches you saved on Rethread and the alerts they bring.');
  return (
    <RequireAuth>
      <SavedSearchList />
    </RequireAuth>
  );
}

function SavedSearchList() {
  const list = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const digest = useSetSavedSearchDigest();
  const searches = list.data?.savedSearches ?? [];
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">Saved searches</h1>
        <p className="text-gray-600">We tell you when new listings match a search you saved.</p>
      </header>
      {list.isError ? (
        <ListLoadError message="Could not load your saved searches." onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <p className="text-sm text-gray-600">Loading…</p>
      ) : searches.length === 0 ? (
        <ListEmptyState
          icon={Bell}
          title="No saved searches yet"
          action={
            <Link href="/trending" className={buttonClass('outline', 'sm', 'mt-4')}>
              Browse listings
            </Link>
          }
        >
          Search or choose filters, then press “Save this search”.
        </ListEmptyState>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
          {searches.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1 space-y-1">
                <Link href={s.url} className="font-medium break-words text-brand-700 hover:underline">
                  {s.name}
                </Link>
                {filtersSummary(s.query) && (
                  <p className="text-sm text-gray-600">{filtersSummary(s.query)}</p>
                )}
                <p className="flex items-center gap-2 text-sm text-gray-700">
                  <Switch
                    id={`digest-${s.id}`}
                    checked={s.emailDigest}
                    // One switch per row: its name says which search, the label stays short.
                    aria-label={`${savedSearchMessages.emailSwitch}: ${s.name}`}
                    onCheckedChange={(on) => digest.mutate({ id: s.id, emailDigest: on })}
                  />
                  <label htmlFor={`digest-${s.id}`}>{savedSearchMessages.emailSwitch}</label>
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete saved search ${s.name}`}
                disabled={remove.isPending && remove.variables === s.id}
                onClick={() => remove.mutate(s.id)}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
