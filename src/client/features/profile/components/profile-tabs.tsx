import { MessageSquareText, Shirt } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import type { PublicUser } from '#shared/user-profile';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { ProfileListings } from './profile-listings';
import { ProfileReviews } from './profile-reviews';

export type ProfileTab = 'listings' | 'reviews';

/** The profile's tab from the address: `?tab=reviews` opens the reviews, anything else the listings. */
export function profileTabOf(search: string): ProfileTab {
  return new URLSearchParams(search).get('tab') === 'reviews' ? 'reviews' : 'listings';
}

/** Where a profile's tab lives, so a seller card or a shared link can open the reviews directly. */
export const profileTabPath = (handle: string, tab: ProfileTab) =>
  tab === 'reviews' ? `/profile/${handle}?tab=reviews` : `/profile/${handle}`;

/**
 * 'Listings' | 'Reviews (N)', kept in the URL as ?tab= like the orders page's tabs. A tab
 * loads its list when first opened: a visit to the closet never pages through reviews.
 */
export function ProfileTabs({ user, isOwner }: { user: PublicUser; isOwner: boolean }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const tab = profileTabOf(search);
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => navigate(profileTabPath(user.handle, value as ProfileTab), { replace: true })}
    >
      <TabsList aria-label="Profile" className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
        <TabsTrigger value="listings">
          <Shirt aria-hidden="true" />
          {isOwner ? 'My Listings' : 'Listings'}
        </TabsTrigger>
        <TabsTrigger value="reviews">
          <MessageSquareText aria-hidden="true" />
          Reviews ({user.reviewCount.toLocaleString('en-US')})
        </TabsTrigger>
      </TabsList>
      <TabsContent value="listings">
        <ProfileListings sellerId={user.id} isOwner={isOwner} />
      </TabsContent>
      <TabsContent value="reviews">
        <ProfileReviews userId={user.id} reviewCount={user.reviewCount} />
      </TabsContent>
    </Tabs>
  );
}
