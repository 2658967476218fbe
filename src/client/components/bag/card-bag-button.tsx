import { ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import { bundleMessages } from '#shared/bundle-rules';
import { useUser } from '#client/lib/auth';
import { cn } from '#client/lib/cn';
import { isInBag, useAddToBag, useBag } from './bag-api';

/**
 * A listing card's bag button, for signed-in people on someone else's listing that can be bought:
 * "Add to bag" until it is there, then a link to the bag. Every card shares the one bag query. Signed
 * out there is none: the listing page's button asks to sign in.
 */
export function CardBagButton({
  listing,
  title,
  className,
}: {
  listing: { id: string; isSold: boolean; reserved: boolean; seller: { id: string } };
  title: string;
  className: string;
}) {
  const { user } = useUser();
  const userId = user?.id ?? null;
  const bag = useBag(userId !== null);
  const add = useAddToBag();
  if (!userId || listing.isSold || listing.reserved || listing.seller.id === userId) return null;
  if (isInBag(bag.data, listing.id)) {
    return (
      <Link href="/bag" aria-label={`${title}: ${bundleMessages.inBag}`} className={className}>
        <ShoppingBag className="size-4 fill-brand-100 text-brand-700" aria-hidden="true" />
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={() => add.mutate(listing.id)}
      disabled={add.isPending}
      aria-label={`${bundleMessages.addToBag}: ${title}`}
      className={cn(className, 'disabled:opacity-50')}
    >
      <ShoppingBag className="size-4" aria-hidden="true" />
    </button>
  );
}
