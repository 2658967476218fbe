import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { commentsApi } from '#shared/api/comments';
import { listingsApi } from '#shared/api/listings';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { call, keyOf, queryOf } from '#client/lib/endpoints';

/** GET /api/listings/{id}/comments; a failure toasts 'Failed to fetch comments' (docs/product/02-listings.md §2.5). */
export function useComments(listingId: string) {
  return useQuery({
    ...queryOf(commentsApi.list, { params: { id: listingId } }),
    select: (data) => data.comments,
    meta: { errorToast: 'Failed to fetch comments' },
  });
}

function refresh(queryClient: QueryClient, listingId: string) {
  const params = { id: listingId };
  // The listing's comment count changes too.
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: keyOf(commentsApi.list, { params }) }),
    queryClient.invalidateQueries({ queryKey: keyOf(listingsApi.get, { params }), exact: true }),
  ]);
}

export function usePostComment(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      call(commentsApi.create, { params: { id: listingId }, body: { message } }),
    onSuccess: () => refresh(queryClient, listingId),
    onError: (error) => {
      toast({
        title: 'Failed to post comment',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    },
  });
}

/** The author, or the listing's seller, may delete a comment; the server checks which one is asking. */
export function useDeleteComment(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => call(commentsApi.remove, { params: { id: listingId, commentId } }),
    onSuccess: () => {
      toast({ title: 'Comment deleted' });
      return refresh(queryClient, listingId);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to delete comment'),
        variant: 'destructive',
      });
    },
  });
}
