import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { useUserByHandle, useSellerListings } from '../api/seller';
import type { PublicUser } from '../api/types';
import { EditListingById } from './edit-listing-by-id';
import { MyListingCard } from './my-listing-card';
import { Avatar } from './seller-card';

type Person = Pick<PublicUser, 'id' | 'handle' | 'display' | 'bio' | 'profileImageUrl'>;

function Count({ value, label }: { value: number | undefined; label: string }) {
  return (
    <div className="text-center">
      <p className="text-lg font-semibold text-gray-900 tabular-nums">{value ?? '–'}</p>
      <p className="text-xs text-gray-600">{label}</p>
    </div>
  );
}

/** The profile card (docs/product/08-seller-tools.md §8.1): avatar initial, display name, @handle, bio and the three counts. */
export function ProfileCard({ person }: { person: Person }) {
  const profile = useUserByHandle(person.handle);
  const shown = profile.data ?? person;
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center gap-4">
        <Avatar name={shown.display} imageUrl={shown.profileImageUrl} size="lg" />
        <div className="min-w-0">
          <h2 className="truncate text-xl font-semibold text-gray-900">{shown.display}</h2>
          <p className="truncate text-sm text-gray-600">@{shown.handle}</p>
        </div>
      </div>
      <p className="mt-4 text-sm text-gray-700">{shown.bio || 'No bio yet.'}</p>
      <div className="mt-5 grid grid-cols-3 divide-x divide-gray-100 rounded-xl bg-gray-50 py-3">
        <Count value={profile.data?.listingCount} label="Items" />
        <Count value={profile.data?.followerCount} label="Followers" />
        <Count value={profile.data?.followingCount} label="Following" />
      </div>
    </Card>
  );
}

/** 'My Listings' (docs/product/08-seller-tools.md §8.1): every listing of the signed-in seller, active or not. */
export function MyListings({ sellerId }: { sellerId: string }) {
  const listings = useSellerListings(sellerId);
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <section aria-labelledby="my-listings" className="grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="my-listings" className="text-xl font-semibold text-gray-900">
          My Listings
          {listings.data && (
            <span className="ml-2 text-base font-normal text-gray-500">({listings.data.total})</span>
          )}
        </h2>
        <Link href="/create-listing" className={buttonClass('primary', 'sm')}>
          <Plus aria-hidden="true" />
          New listing
        </Link>
      </div>
      {listings.isPending ? (
        <div
          role="status"
          aria-label="Loading your listings"
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-80 rounded-2xl" />
          ))}
        </div>
      ) : listings.isError ? (
        <p className="text-sm text-gray-600">Your listings could not be loaded.</p>
      ) : listings.data.listings.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center text-gray-600">
          No listings found
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {listings.data.listings.map((listing) => (
            <li key={listing.id}>
              <MyListingCard listing={listing} onEdit={() => setEditing(listing.id)} />
            </li>
          ))}
        </ul>
      )}
      {editing && <EditListingById id={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

/**
 * The seller dashboard block (docs/product/08-seller-tools.md §8.1): the profile card and 'My Listings'. The home page's 'My
 * Profile' tab and the profile page show it for the signed-in person.
 */
export function SellerDashboard({ user }: { user: Person }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr] lg:items-start">
      <ProfileCard person={user} />
      <MyListings sellerId={user.id} />
    </div>
  );
}
