import { useQuery } from '@tanstack/react-query';
import { Heart, Pencil, UserX } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { socialApi } from '#shared/api/social';
import { usersApi } from '#shared/api/users';
import { reviewMessages } from '#shared/reviews';
import type { PublicUser } from '#shared/user-profile';
import { StarRating } from '../../components/reviews/star-rating';
import { PageMessage } from '../../components/page-message';
import { ProfileMessageButton } from '../../components/messages/profile-message-button';
import { ReportButton, ReportDialog } from '../../components/report/report-dialog';
import { buttonClass } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { errorStatus } from '../../lib/api';
import { useUser } from '../../lib/auth';
import { queryOf } from '../../lib/endpoints';
import { usePageMeta } from '../../lib/page-meta';
import { FollowButton } from './components/follow-button';
import { ProfileTabs, profileTabPath } from './components/profile-tabs';
import { SharePanel } from './components/share-panel';
import { ClosetBundleLine } from '#client/components/bag/bundle-label';
import { AwayNote } from '#client/components/away-note';

const DEFAULT_BIO = 'This seller has not written a bio yet.';

/** /profile/{handle} (docs/product/01-accounts.md §1.1 Profile page, docs/product/10-decisions-beyond-the-spec.md §10.4). */
export default function ProfilePage() {
  const { handle = '' } = useParams<{ handle: string }>();
  const query = useQuery({ ...queryOf(usersApi.byHandle, { params: { handle } }), retry: false });
  if (query.isPending) return <ProfileSkeleton />;
  if (errorStatus(query.error) === 404 || !query.data)
    return <UserNotFound error={!!query.error && errorStatus(query.error) !== 404} />;
  return <Profile user={query.data.user} />;
}

function Profile({ user }: { user: PublicUser }) {
  const { user: me } = useUser();
  const isOwner = me?.id === user.id;
  usePageMeta(`${user.display} (@${user.handle})`, user.bio || `Shop ${user.display}'s closet on Rethread.`);
  const follow = useQuery(queryOf(socialApi.followState, { params: { id: user.id } }));
  const counts = [
    { label: 'Items', value: user.listingCount },
    { label: 'Followers', value: follow.data?.followerCount ?? user.followerCount },
    { label: 'Following', value: follow.data?.followingCount ?? user.followingCount },
  ];

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6 lg:px-8">
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
            {user.profileImageUrl ? (
              <img
                src={user.profileImageUrl}
                alt=""
                width={96}
                height={96}
                className="size-24 rounded-full object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-24 shrink-0 items-center justify-center rounded-full bg-brand-100 text-4xl font-bold text-brand-800"
              >
                {user.display.charAt(0).toUpperCase()}
              </span>
            )}
            <div className="min-w-0 flex-1 space-y-3">
              <div>
                <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
                  {user.display}
                </h1>
                <p className="text-gray-600">@{user.handle}</p>
                <p className="mt-1">
                  {user.averageRating === null ? (
                    <span className="text-sm text-gray-600">{reviewMessages.none}</span>
                  ) : (
                    <Link
                      href={profileTabPath(user.handle, 'reviews')}
                      replace
                      className="rounded hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                    >
                      <StarRating rating={user.averageRating} count={user.reviewCount} showValue />
                    </Link>
                  )}
                </p>
              </div>
              <p className="whitespace-pre-line text-gray-700">{user.bio || DEFAULT_BIO}</p>
              {user.awayUntil && <AwayNote until={user.awayUntil} message={user.awayMessage} />}
              <ClosetBundleLine tiers={user.bundleTiers} />
              <dl className="flex gap-6">
                {counts.map((c) => (
                  <div key={c.label} className="flex flex-col-reverse">
                    <dt className="text-sm text-gray-600">{c.label}</dt>
                    <dd className="text-xl font-semibold text-gray-900">{c.value.toLocaleString('en-US')}</dd>
                  </div>
                ))}
              </dl>
              <div className="flex flex-wrap gap-2 pt-1">
                {isOwner ? (
                  <>
                    <Link href="/settings" className={buttonClass('outline')}>
                      <Pencil aria-hidden="true" />
                      Edit profile
                    </Link>
                    <Link href="/likes" className={buttonClass('outline')}>
                      <Heart aria-hidden="true" />
                      Liked items
                    </Link>
                  </>
                ) : (
                  <>
                    <FollowButton userId={user.id} state={follow.data} />
                    <ProfileMessageButton profile={user} />
                    <ReportDialog
                      kind="user"
                      id={user.id}
                      trigger={<ReportButton label={`Report @${user.handle}`} />}
                    />
                  </>
                )}
              </div>
            </div>
          </div>
        </section>
        <SharePanel path={`/profile/${user.handle}`} name={user.display} />
      </div>
      <ProfileTabs user={user} isOwner={isOwner} />
    </div>
  );
}

function UserNotFound({ error }: { error: boolean }) {
  usePageMeta('User not found', 'This Rethread profile does not exist.');
  return (
    <PageMessage
      icon={UserX}
      title={error ? 'Could not load this profile' : 'User not found'}
      actions={
        <Link href="/trending" className={buttonClass('primary')}>
          Browse Items
        </Link>
      }
    >
      <p>
        {error
          ? 'Please try again in a moment.'
          : 'There is no seller with this handle. Check the link and try again.'}
      </p>
    </PageMessage>
  );
}

function ProfileSkeleton() {
  return (
    <div
      className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8"
      aria-busy="true"
      aria-label="Loading profile"
    >
      <div className="flex gap-6 rounded-2xl border border-gray-200 bg-white p-8">
        <Skeleton className="size-24 rounded-full" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
    </div>
  );
}
