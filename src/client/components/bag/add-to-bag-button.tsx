import { Check, ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import { bundleMessages } from '#shared/bundle-rules';
import { Button, buttonClass } from '#client/components/ui/button';
import { isInBag, useAddToBag, useBag } from './bag-api';

/**
 * "Add to bag" on a listing someone else sells that is for sale; "In your bag" (a link to the bag)
 * once it is there. Signed out, it asks to sign in like Make Offer does.
 */
export function AddToBagButton({
  listing,
  userId,
  onLoginRequired,
}: {
  listing: { id: string; sellerId: string; isSold: boolean; isActive: boolean };
  userId: string | null;
  onLoginRequired: () => void;
}) {
  const bag = useBag(userId !== null);
  const add = useAddToBag();
  if (listing.isSold || !listing.isActive || listing.sellerId === userId) return null;
  if (userId && isInBag(bag.data, listing.id)) {
    return (
      <Link href="/bag" className={buttonClass('outline', 'lg', 'w-full')}>
        <Check aria-hidden="true" />
        {bundleMessages.inBag}
      </Link>
    );
  }
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full"
      disabled={add.isPending}
      onClick={() => (userId ? add.mutate(listing.id) : onLoginRequired())}
    >
      <ShoppingBag aria-hidden="true" />
      {bundleMessages.addToBag}
    </Button>
  );
}
