import { useInfiniteQuery } from '@tanstack/react-query';
import { pathOf } from '#shared/api/endpoint';
import { reviewsApi } from '#shared/api/reviews';
import type { ReviewsReply } from '#shared/reviews';
import { call } from '#client/lib/endpoints';

/**
 * GET /api/users/{id}/reviews: a seller's reviews, newest first, following `nextCursor`
 * ('Load more'). The key starts with the endpoint's path, so a new review or reply (which invalidates
 * the reviews API's reads) refreshes these pages too.
 */
export function useUserReviews(userId: string) {
  const query = useInfiniteQuery({
    queryKey: [pathOf(reviewsApi.ofUser, { id: userId }), 'pages'],
    queryFn: ({ pageParam }) =>
      call(reviewsApi.ofUser, { params: { id: userId }, query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ReviewsReply) => last.nextCursor,
  });
  const reviews = query.data?.pages.flatMap((page) => page.reviews) ?? [];
  return { ...query, reviews };
}
