import type { OrderAddress } from '#shared/shipments';
import { cn } from '#client/lib/cn';

/** "San Francisco, CA 94105", as an envelope writes it. */
export const cityLine = (a: Pick<OrderAddress, 'city' | 'state' | 'zip'>) => `${a.city}, ${a.state} ${a.zip}`;

/** An address as an envelope shows it: name, street lines, then city, state and ZIP. */
export function AddressLines({
  address,
  className,
}: {
  address: Pick<OrderAddress, 'name' | 'line1' | 'line2' | 'city' | 'state' | 'zip'>;
  className?: string;
}) {
  return (
    <span className={cn('grid text-sm text-gray-700', className)}>
      <span className="font-medium break-words text-gray-900">{address.name}</span>
      <span className="break-words">{address.line1}</span>
      {address.line2 && <span className="break-words">{address.line2}</span>}
      <span>
        {address.city}, {address.state} <span className="whitespace-nowrap">{address.zip}</span>
      </span>
    </span>
  );
}
