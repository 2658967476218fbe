import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { api, errorMessage } from '../../../lib/api';
import type { ListingComment } from './types';

export function commentsKey(listingId: string) {
  return ['/api/listings', listingId, 'comments'] as const;
}

/** GET /api/listings/{id}/comments; a failure toasts 'Failed to fetch comments' (docs/product/02-listings.md §2.5). */
export function useComments(listingId: string) {
  return useQuery<{ comments: ListingComment[] }, Error, ListingComment[]>({
    queryKey: commentsKey(listingId),
    select: (data) => data.comments,
    meta: { errorToast: 'Failed to fetch comments' },
  });
}

function refresh(queryClient: ReturnType<typeof useQueryClient>, listingId: string) {
  // The listing's comment count changes too.
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: commentsKey(listingId) }),
    queryClient.invalidateQueries({ queryKey: ['/api/listings', listingId], exact: true }),
  ]);
}

export function usePostComment(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.post<{ comment: ListingComment }>(`/api/listings/${encodeURIComponent(listingId)}/comments`, {
        message,
      }),
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
    mutationFn: (commentId: string) =>
      api.delete<void>(
        `/api/listings/${encodeURIComponent(listingId)}/comments/${encodeURIComponent(commentId)}`,
      ),
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
