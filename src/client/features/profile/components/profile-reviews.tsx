import { MessageSquareText } from 'lucide-react';
import { reviewMessages } from '#shared/reviews';
import { ListLoadError } from '#client/components/list-states';
import { ReviewItem } from '#client/components/reviews/review-item';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { useUserReviews } from '../api/reviews';

/**
 * The seller's reviews, newest first: who wrote each, the stars, the item, the comment and
 * the seller's reply, with 'Load more'. Every one is from a completed sale.
 */
export function ProfileReviews({ userId, reviewCount }: { userId: string; reviewCount: number }) {
  const pages = useUserReviews(userId);
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      {/* The tab above names the list on screen; the heading still names the region for screen readers. */}
      <h2 id="reviews-heading" className="sr-only">
        Reviews ({(pages.data?.pages[0]?.reviewCount ?? reviewCount).toLocaleString('en-US')})
      </h2>
      {pages.isError && !pages.data ? (
        <ListLoadError message="The reviews could not be loaded." onRetry={() => void pages.refetch()} />
      ) : pages.isPending ? (
        <div role="status" aria-label="Loading reviews" className="grid gap-3">
          <Skeleton className="h-24 rounded-2xl" />
          <Skeleton className="h-24 rounded-2xl" />
        </div>
      ) : pages.reviews.length === 0 ? (
        <p className="flex items-center gap-2 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-8 text-sm text-gray-600">
          <MessageSquareText className="size-5 text-brand-700" aria-hidden="true" />
          {reviewMessages.none}
        </p>
      ) : (
        <>
          <ul className="grid gap-3">
            {pages.reviews.map((review) => (
              <li key={review.id} className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
                <ReviewItem review={review} showItem />
              </li>
            ))}
          </ul>
          {pages.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                onClick={() => void pages.fetchNextPage()}
                disabled={pages.isFetchingNextPage}
              >
                {pages.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
