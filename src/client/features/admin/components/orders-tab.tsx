import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { adminMessages, type AdminOrder } from '#shared/admin';
import type { OrderStatus } from '#shared/orders';
import { formatCents } from '#shared/money';
import { ListEmptyState, ListLoadError } from '#client/components/list-states';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { FieldError, Label } from '#client/components/ui/label';
import { ORDER_STATUS } from '#client/lib/order-status';
import { useAdminOrders } from '../api/orders';
import { formatWhen } from '../lib/format';
import { ListSkeleton } from './list-parts';
import { RefundDialog, refundableCents } from './refund-dialog';

const PAID: readonly OrderStatus[] = ['paid', 'shipped', 'delivered', 'completed'];

/** Order look-up by id, e-mail or handle (or the `q` a link brings), with a refund from each result. */
export function OrdersTab() {
  const id = useId();
  // A claim links here with its order's id (`?tab=orders&q=…`): the look-up starts with it.
  const linked = new URLSearchParams(useSearch()).get('q')?.trim() ?? '';
  const [text, setText] = useState(linked);
  const [q, setQ] = useState(linked.length >= 3 ? linked : '');
  const [tooShort, setTooShort] = useState(false);
  const [refunding, setRefunding] = useState<AdminOrder | null>(null);
  const orders = useAdminOrders(q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    setTooShort(query.length < 3);
    if (query.length >= 3) setQ(query);
  };

  return (
    <div className="grid gap-4">
      <form role="search" onSubmit={submit} noValidate className="grid max-w-xl gap-1.5">
        <Label htmlFor={`${id}-q`}>Order id, e-mail or handle</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={tooShort}
            aria-describedby={tooShort ? `${id}-q-error` : undefined}
          />
          <Button type="submit">
            <Search aria-hidden="true" />
            Search
          </Button>
        </div>
        <FieldError id={`${id}-q-error`} message={tooShort ? adminMessages.searchTooShort : undefined} />
      </form>
      {!q ? null : orders.isPending ? (
        <ListSkeleton label="Looking up orders" />
      ) : orders.isError ? (
        <ListLoadError message="Orders could not be looked up." onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <ListEmptyState icon={Search} title="No orders found">
          Nothing matches “{q}”.
        </ListEmptyState>
      ) : (
        <ul aria-label="Orders found" className="grid gap-3">
          {orders.data.map((order) => (
            <li key={order.id}>
              <OrderRow order={order} onRefund={() => setRefunding(order)} />
            </li>
          ))}
        </ul>
      )}
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}

/** One order: a card on a phone, a row of columns from md up. */
function OrderRow({ order, onRefund }: { order: AdminOrder; onRefund: () => void }) {
  const status = ORDER_STATUS[order.status];
  const claimOpen = order.claim !== null && order.claim.status !== 'resolved';
  // Once per order, only what was paid, and never past an open claim (decided on the claims tab).
  const canRefund =
    PAID.includes(order.status) && order.refundedCents === 0 && refundableCents(order) > 0 && !claimOpen;
  return (
    <article
      aria-label={`Order ${order.id}`}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm md:grid-cols-[minmax(0,2fr)_1fr_1fr_minmax(0,1.5fr)_auto] md:items-center"
    >
      <div className="col-span-2 min-w-0 md:col-span-1">
        <p className="font-medium break-words text-gray-900">{order.listing.title}</p>
        <p className="font-mono text-xs break-all text-gray-500">{order.id}</p>
        <p className="text-xs text-gray-500">{formatWhen(order.createdAt)}</p>
        <Badge variant={status.variant} className="mt-1">
          {status.label}
        </Badge>
      </div>
      <div className="text-sm">
        <p className="text-xs text-gray-500">Total</p>
        <p className="text-gray-900">{formatCents(order.totalCents)}</p>
      </div>
      <div className="text-sm">
        <p className="text-xs text-gray-500">Refunded</p>
        <p className="text-gray-900">{formatCents(order.refundedCents)}</p>
      </div>
      <div className="col-span-2 min-w-0 text-sm break-words md:col-span-1">
        <p>
          <span className="text-gray-500">Buyer </span>@{order.buyer.handle}{' '}
          <span className="text-gray-500">({order.buyer.email})</span>
        </p>
        <p>
          <span className="text-gray-500">Seller </span>@{order.seller.handle}{' '}
          <span className="text-gray-500">({order.seller.email})</span>
        </p>
        {order.seller.cancellations > 0 && (
          <p className="text-amber-800">
            {order.seller.cancellations} sale{order.seller.cancellations === 1 ? '' : 's'} cancelled by this seller
          </p>
        )}
      </div>
      <div className="col-span-2 flex flex-wrap items-center gap-2 empty:hidden md:col-span-1 md:justify-end">
        {order.claim && (
          <Link href="/admin?tab=claims" className="text-sm text-brand-700 hover:underline">
            Claim: {claimOpen ? 'open' : 'resolved'}
          </Link>
        )}
        {canRefund && (
          <Button size="sm" variant="outline" onClick={onRefund} aria-label={`Refund order ${order.id}`}>
            Refund
          </Button>
        )}
      </div>
    </article>
  );
}
