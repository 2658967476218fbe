import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { socialApi } from '../../shared/api/social';
import type { MyLikes } from '../../shared/social';
import { toast } from '../components/ui/use-toast';
import { errorMessage } from './api';
import { useUser } from './auth';
import { call, keyOf, queryOf } from './endpoints';

export const MY_LIKES_KEY = keyOf(socialApi.myLikes);

/** The signed-in person's liked listing ids (one request shared by every heart on the page). */
export function useMyLikes() {
  const { isAuthenticated } = useUser();
  return useQuery({ ...queryOf(socialApi.myLikes), enabled: isAuthenticated });
}

/**
 * A stored like (docs/product/02-listings.md §2.4 with docs/product/10-decisions-beyond-the-spec.md §10.4): optimistic — the heart and count move at once and roll back
 * if the server says no. Visitors get the 'Login Required' prompt (`loginOpen`) instead of a request.
 * Same shape as the card's `useFavorite` ({ liked, likeCount, toggle }) so either can drive a heart.
 */
export function useLike(listing: { id: string; likeCount: number }) {
  const queryClient = useQueryClient();
  const { isAuthenticated } = useUser();
  const likes = useMyLikes();
  const [loginOpen, setLoginOpen] = useState(false);
  // The server's answer wins over the card's count once we have one.
  const [serverCount, setServerCount] = useState<number | null>(null);
  const liked = likes.data?.listingIds.includes(listing.id) ?? false;

  const setLiked = (value: boolean) =>
    queryClient.setQueryData<MyLikes>(MY_LIKES_KEY, (old) => {
      const ids = (old?.listingIds ?? []).filter((id) => id !== listing.id);
      return { listingIds: value ? [listing.id, ...ids] : ids };
    });

  const mutation = useMutation({
    mutationFn: (like: boolean) =>
      call(like ? socialApi.like : socialApi.unlike, { params: { id: listing.id } }),
    onMutate: async (like: boolean) => {
      await queryClient.cancelQueries({ queryKey: MY_LIKES_KEY });
      const before = { liked, count: serverCount };
      setLiked(like);
      setServerCount((c) => Math.max(0, (c ?? listing.likeCount) + (like ? 1 : -1)));
      return before;
    },
    onSuccess: (state) => {
      setLiked(state.liked);
      setServerCount(state.likeCount);
      toast({ title: state.liked ? 'Added to favorites' : 'Removed from favorites' });
    },
    onError: (error, _like, before) => {
      if (before) {
        setLiked(before.liked);
        setServerCount(before.count);
      }
      toast({
        title: 'Could not update favorites',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    },
  });

  const toggle = () => {
    if (!isAuthenticated) {
      setLoginOpen(true);
      return;
    }
    if (!mutation.isPending) mutation.mutate(!liked);
  };

  return {
    liked,
    likeCount: serverCount ?? listing.likeCount,
    toggle,
    pending: mutation.isPending,
    loginOpen,
    setLoginOpen,
  };
}
