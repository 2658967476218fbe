import { ImageOff, Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Badge } from '#client/components/ui/badge';
import { Button, buttonClass } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useDeleteDraft, useMyDrafts, usePublishDraft } from '#client/lib/listing-drafts';
import { draftMessages } from '#shared/drafts';
import type { Listing } from '#shared/listings';
import { formatCents } from '#shared/money';

/**
 * My Listings' "Drafts (n)": listings saved before they were complete, which only their seller sees.
 * Edit opens one in the listing form; Publish tries it as it is and shows the server's reason under
 * the draft when a rule is not met yet (no photo, no price…). Nothing shows without drafts.
 */
export function DraftsSection() {
  const drafts = useMyDrafts();
  if (!drafts.data?.length) return null;
  return (
    <section aria-labelledby="seller-tools-drafts" className="grid gap-3 rounded-2xl bg-gray-50 p-3 sm:p-4">
      <h3 id="seller-tools-drafts" className="text-lg font-semibold text-gray-900">
        Drafts <span className="text-base font-normal text-gray-500">({drafts.data.length})</span>
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {drafts.data.map((draft) => (
          <li key={draft.id}>
            <DraftCard draft={draft} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function DraftCard({ draft }: { draft: Listing }) {
  const [, navigate] = useLocation();
  const publish = usePublishDraft();
  const remove = useDeleteDraft();
  const [problem, setProblem] = useState<string | undefined>();
  const name = draft.title || 'Untitled draft';
  const onPublish = () => {
    setProblem(undefined);
    publish.mutate(draft.id, {
      onSuccess: ({ listing }) => {
        toast({ title: draftMessages.published, variant: 'success' });
        navigate(`/listing/${listing.id}`);
      },
      onError: (error) => setProblem(errorMessage(error, 'Failed to publish draft')),
    });
  };
  const onDelete = () =>
    remove.mutate(draft.id, {
      onSuccess: () => toast({ title: draftMessages.deleted }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to delete draft'),
          variant: 'destructive',
        }),
    });
  return (
    <article className="flex h-full gap-3 rounded-xl border border-gray-200 bg-white p-3 shadow-sm">
      {draft.imageUrl ? (
        <img
          src={draft.imageUrl}
          alt=""
          width={80}
          height={80}
          className="size-20 shrink-0 rounded-lg object-cover"
        />
      ) : (
        <div className="flex size-20 shrink-0 items-center justify-center rounded-lg bg-gray-100 text-gray-400">
          <ImageOff className="size-6" aria-hidden="true" />
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <p className="truncate font-medium text-gray-900">{name}</p>
          <Badge variant="neutral" className="shrink-0">
            Draft
          </Badge>
        </div>
        <p className="text-sm text-gray-600">
          {draft.priceCents > 0 ? formatCents(draft.priceCents) : 'No price yet'}
        </p>
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Link
            href={`/create-listing?draft=${draft.id}`}
            className={buttonClass('outline', 'sm')}
            aria-label={`Edit ${name}`}
          >
            <Pencil aria-hidden="true" />
            Edit
          </Link>
          <Button size="sm" disabled={publish.isPending} onClick={onPublish} aria-label={`Publish ${name}`}>
            <Send aria-hidden="true" />
            Publish
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            onClick={onDelete}
            aria-label={`Delete ${name}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </article>
  );
}
