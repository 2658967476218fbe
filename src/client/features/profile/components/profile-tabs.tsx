import { BadgeCheck, MessageSquareText, Shirt } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import type { PublicUser } from '#shared/user-profile';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { ProfileListings } from './profile-listings';
import { ProfileReviews } from './profile-reviews';
import { ProfileSold } from './profile-sold';

export type ProfileTab = 'listings' | 'sold' | 'reviews';

/** The profile's tab from the address: `?tab=reviews` or `?tab=sold` opens that one, anything else the listings. */
export function profileTabOf(search: string): ProfileTab {
  const tab = new URLSearchParams(search).get('tab');
  return tab === 'reviews' || tab === 'sold' ? tab : 'listings';
}

/** Where a profile's tab lives, so a seller card or a shared link can open the reviews directly. */
export const profileTabPath = (handle: string, tab: ProfileTab) =>
  tab === 'listings' ? `/profile/${handle}` : `/profile/${handle}?tab=${tab}`;

/**
 * 'Listings' | 'Sold' | 'Reviews (N)', kept in the URL as ?tab= like the orders page's tabs. A tab
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
      <TabsList aria-label="Profile" className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
        <TabsTrigger value="listings">
          <Shirt aria-hidden="true" />
          {isOwner ? 'My Listings' : 'Listings'}
        </TabsTrigger>
        <TabsTrigger value="sold">
          <BadgeCheck aria-hidden="true" />
          Sold
        </TabsTrigger>
        <TabsTrigger value="reviews">
          <MessageSquareText aria-hidden="true" />
          Reviews ({user.reviewCount.toLocaleString('en-US')})
        </TabsTrigger>
      </TabsList>
      <TabsContent value="listings">
        <ProfileListings sellerId={user.id} isOwner={isOwner} />
      </TabsContent>
      <TabsContent value="sold">
        <ProfileSold sellerId={user.id} isOwner={isOwner} />
      </TabsContent>
      <TabsContent value="reviews">
        <ProfileReviews userId={user.id} reviewCount={user.reviewCount} />
      </TabsContent>
    </Tabs>
  );
}
