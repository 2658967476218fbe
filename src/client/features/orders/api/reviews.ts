import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { reviewsApi } from '#shared/api/reviews';
import { usersApi } from '#shared/api/users';
import { reviewMessages, type CreateReviewInput, type Review } from '#shared/reviews';
import { toast } from '#client/components/ui/use-toast';
import { call, invalidate, keyOf, queryOf, readsOf } from '#client/lib/endpoints';

/** GET /api/orders/{id}/review: the order's review and whether the buyer may write one now. */
export function useOrderReview(orderId: string, enabled: boolean) {
  return useQuery({ ...queryOf(reviewsApi.ofOrder, { params: { id: orderId } }), enabled });
}

/**
 * After a review or a reply: the order's answer shows it at once, and every review list and profile
 * (whose average and count moved) is read again.
 */
function showReview(queryClient: QueryClient, review: Review) {
  queryClient.setQueryData(keyOf(reviewsApi.ofOrder, { params: { id: review.orderId } }), {
    review,
    canReview: false,
    reviewableUntil: null,
  });
  return invalidate(queryClient, [...readsOf(reviewsApi), usersApi.byHandle]);
}

/**
 * POST /api/orders/{id}/review (the buyer). Errors are left to the form, which shows the server's
 * words under it (rating out of range, already reviewed, window closed).
 */
export function useCreateReview(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReviewInput) =>
      call(reviewsApi.create, { params: { id: orderId }, body: input }),
    onSuccess: ({ review }) => {
      toast({ title: reviewMessages.posted, variant: 'success' });
      return showReview(queryClient, review);
    },
  });
}

/** POST /api/reviews/{id}/reply (the seller, once). Errors are shown in the reply form. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: string; reply: string }) =>
      call(reviewsApi.reply, { params: { id: reviewId }, body: { reply } }),
    onSuccess: ({ review }) => {
      toast({ title: reviewMessages.replied, variant: 'success' });
      return showReview(queryClient, review);
    },
  });
}
