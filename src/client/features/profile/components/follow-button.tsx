import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserCheck, UserPlus } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { socialApi } from '#shared/api/social';
import type { FollowState } from '#shared/social';
import { Button, buttonClass } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useUser } from '#client/lib/auth';
import { call, keyOf } from '#client/lib/endpoints';
import { loginPath } from '#client/lib/navigation';

export const followKey = (userId: string) => keyOf(socialApi.followState, { params: { id: userId } });

/**
 * Follow / Following (docs/product/10-decisions-beyond-the-spec.md §10.4). Optimistic with roll-back; visitors get a sign-in link that comes
 * back here. The follow state query also carries the real follower/following counts the page shows.
 */
export function FollowButton({ userId, state }: { userId: string; state: FollowState | undefined }) {
  const queryClient = useQueryClient();
  const { isAuthenticated } = useUser();
  const [path] = useLocation();

  const mutation = useMutation({
    mutationFn: (follow: boolean) =>
      call(follow ? socialApi.follow : socialApi.unfollow, { params: { id: userId } }),
    onMutate: (follow: boolean) => {
      const before = queryClient.getQueryData<FollowState>(followKey(userId));
      if (before) {
        queryClient.setQueryData<FollowState>(followKey(userId), {
          ...before,
          following: follow,
          followerCount: Math.max(0, before.followerCount + (follow ? 1 : -1)),
        });
      }
      return before;
    },
    onSuccess: (next) => queryClient.setQueryData(followKey(userId), next),
    onError: (error, _follow, before) => {
      if (before) queryClient.setQueryData(followKey(userId), before);
      toast({
        title: 'Could not update follow',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    },
  });

  if (!isAuthenticated) {
    return (
      <Link href={loginPath(path)} className={buttonClass('primary')}>
        <UserPlus aria-hidden="true" />
        Follow
      </Link>
    );
  }
  const following = state?.following ?? false;
  return (
    <Button
      variant={following ? 'outline' : 'primary'}
      aria-pressed={following}
      disabled={!state || mutation.isPending}
      onClick={() => mutation.mutate(!following)}
    >
      {following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
