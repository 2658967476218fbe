import { Link } from 'wouter';

/** A listing card's title (two lines at most), linking to the listing's page. */
export function ListingTitleLink({ listing }: { listing: { id: string; title: string } }) {
  return (
    <h3 className="line-clamp-2 font-medium text-gray-900">
      <Link href={`/listing/${listing.id}`} className="hover:underline">
        {listing.title}
      </Link>
    </h3>
  );
}
