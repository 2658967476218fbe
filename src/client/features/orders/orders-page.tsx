import { HandCoins, ShoppingBag, Store } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import type { OrdersRole } from '#shared/orders';
import { buttonClass } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { usePageMeta } from '../../lib/page-meta';
import { useOrders } from './api/orders';
import { OrderCard } from './components/order-card';
import { defaultOrdersTab } from './default-tab';
import { PageHeader } from '../../components/page-header';
import { ListEmptyState, ListLoadError } from '../../components/list-states';

/**
 * /orders (docs/product/10-decisions-beyond-the-spec.md §10.6): 'Purchases' (as buyer) and 'Sales' (as
 * seller), kept in the URL as ?tab=sales|purchases. With no tab named, a seller with sales and no
 * purchase waiting for them opens on Sales (defaultOrdersTab).
 */
export default function OrdersPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const named = new URLSearchParams(search).get('tab');
  const explicit: OrdersRole | null = named === 'sales' ? 'seller' : named === 'purchases' ? 'buyer' : null;
  // Both lists are read anyway (one per tab); with no tab named they decide which one opens.
  const purchases = useOrders('buyer', explicit === null);
  const sales = useOrders('seller', explicit === null);
  const chosen = explicit ?? defaultOrdersTab(purchases.data, sales.data);
  const failed = explicit === null && (purchases.isError || sales.isError);
  const tab: OrdersRole = chosen ?? 'buyer';
  usePageMeta('Your Orders', 'Your purchases and sales on Rethread: payment, shipping and delivery.');

  return (
    <div className="mx-auto max-w-4xl px-4 pt-8 pb-16 lg:px-6">
      <PageHeader
        title="Your Orders"
        description="Track what you bought and ship what you sold."
        action={
          <Link href="/offers" className={buttonClass('outline', 'md')}>
            <HandCoins aria-hidden="true" />
            Your offers
          </Link>
        }
      />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          navigate(value === 'seller' ? '/orders?tab=sales' : '/orders?tab=purchases', { replace: true })
        }
      >
        <TabsList aria-label="Orders" className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value="buyer">
            <ShoppingBag aria-hidden="true" />
            Purchases
          </TabsTrigger>
          <TabsTrigger value="seller">
            <Store aria-hidden="true" />
            Sales
          </TabsTrigger>
        </TabsList>
        <TabsContent value="buyer">
          {chosen || failed ? <OrdersList role="buyer" /> : <OrdersSkeleton />}
        </TabsContent>
        <TabsContent value="seller">
          <OrdersList role="seller" />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function OrdersList({ role }: { role: OrdersRole }) {
  const query = useOrders(role);
  if (query.isError) {
    return <ListLoadError message="Your orders could not be loaded." onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <OrdersSkeleton />;
  if (query.data.length === 0) {
    return (
      <ListEmptyState
        title={role === 'buyer' ? 'No purchases yet' : 'No sales yet'}
        action={
          <Link
            href={role === 'buyer' ? '/trending' : '/create-listing'}
            className={buttonClass('primary', 'md', 'mt-5')}
          >
            {role === 'buyer' ? 'Browse Items' : 'Sell an item'}
          </Link>
        }
      >
        {role === 'buyer'
          ? 'Items you buy show up here, with shipping updates from the seller.'
          : 'When someone buys one of your items, it shows up here with your earnings.'}
      </ListEmptyState>
    );
  }
  return (
    <ul className="grid gap-4" aria-label={role === 'buyer' ? 'Purchases' : 'Sales'}>
      {query.data.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} role={role} />
        </li>
      ))}
    </ul>
  );
}

function OrdersSkeleton() {
  return (
    <div role="status" aria-label="Loading orders" className="grid gap-4">
      {[0, 1].map((i) => (
        <Skeleton key={i} className="h-32 rounded-2xl" />
      ))}
    </div>
  );
}
