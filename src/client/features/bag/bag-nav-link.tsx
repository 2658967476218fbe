import { ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import { useBag } from '#client/components/bag/bag-api';
import { CountBadge } from '#client/components/count-badge';
import { buttonClass } from '#client/components/ui/button';
import { Tooltip } from '#client/components/ui/tooltip';
import { useUser } from '#client/lib/auth';

/** "Bag", or "Bag, 3 items". */
export function bagLabel(count: number): string {
  return count > 0 ? `Bag, ${count} ${count === 1 ? 'item' : 'items'}` : 'Bag';
}

/**
 * The navigation's bag icon with its item count (signed-in people only). The count follows every
 * add and remove (they replace the cached bag), and a polite live region says it to screen readers.
 */
export function BagNavLink() {
  const { user } = useUser();
  const bag = useBag(Boolean(user));
  if (!user) return null;
  const count = bag.data?.itemCount ?? 0;
  return (
    <>
      <Tooltip content="Bag">
        <Link
          href="/bag"
          aria-label={bagLabel(count)}
          className={buttonClass('ghost', 'md', 'relative px-2.5')}
        >
          <ShoppingBag aria-hidden="true" />
          <CountBadge count={count} testId="bag-badge" />
        </Link>
      </Tooltip>
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        {bag.data ? `${count} ${count === 1 ? 'item' : 'items'} in your bag` : ''}
      </span>
    </>
  );
}
