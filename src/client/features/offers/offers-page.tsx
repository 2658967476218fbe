import { HandCoins, Package } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { Link, useLocation, useSearch } from 'wouter';
import { RESERVATION_HOURS } from '#shared/constants';
import type { Offer, OfferAction } from '#shared/offers';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { buttonClass } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/use-toast';
import { useUser } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { useOfferAction, useOffers, type OffersRole } from './api/offers';
import { ThreadCard } from './components/thread-card';
import { changeSince, findLinkedThread, LINKED_STEP_GONE, linkedStepOf } from './lib/linked-step';
import { groupThreads, type OfferThread } from './lib/threads';
import { PageHeader } from '../../components/page-header';
import { ListEmptyState, ListLoadError } from '../../components/list-states';

const DONE: Record<OfferAction, string> = {
  accept: 'Offer accepted',
  decline: 'Offer declined',
  cancel: 'Offer withdrawn',
};

/** /offers (docs/product/04-offers.md §4.1 "Offers page"): offers sent (default) and received, kept in the URL as ?tab=. */
export default function OffersPage() {
  const { user } = useUser();
  usePageMeta('Your Offers', 'Offers you made and offers buyers sent you on Rethread.');
  if (!user) return <SignInPrompt title="Please Log In" />;
  return <OffersView userId={user.id} />;
}

function OffersView({ userId }: { userId: string }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const sent = useOffers('sent', userId);
  const received = useOffers('received', userId);
  const action = useOfferAction();
  const now = useNow();

  const threads = {
    sent: sent.data && groupThreads(sent.data),
    received: received.data && groupThreads(received.data),
  };
  // A seller's offer to the people who liked an item reaches each of them on the buyer's side, but
  // they did not send it: it is listed apart, and not counted among the offers they sent.
  const ownSent = threads.sent?.filter((thread) => !thread.steps[0]!.toLikers);
  const fromSellers = threads.sent?.filter((thread) => thread.steps[0]!.toLikers) ?? [];

  // A notification links to one step: its thread opens on whichever tab lists it, highlighted.
  const linked = linkedStepOf(search);
  const found = linked ? findLinkedThread(threads, linked.stepId) : null;
  const asked: OffersRole = new URLSearchParams(search).get('tab') === 'received' ? 'received' : 'sent';
  const tab: OffersRole = found?.role ?? asked;
  const change = linked
    ? found
      ? changeSince(found.thread, linked, found.role === 'sent' ? 'buyer' : 'seller')
      : threads.sent && threads.received && LINKED_STEP_GONE
    : null;

  // The listing page links to a thread as /offers#thread-{id}: bring it into view once it is there.
  const loaded = threads[tab] !== undefined;
  useEffect(() => {
    const hash = window.location.hash;
    if (loaded && hash.startsWith('#thread-')) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [loaded]);
  // A notification's thread is brought into view once, when its card first shows (the tab's content
  // mounts after the lists arrive), not again on every refresh while the person reads on.
  const target = found?.thread.id;
  const revealed = useRef<string | null>(null);
  const reveal = (node: HTMLLIElement | null) => {
    if (!node || !target || revealed.current === target) return;
    revealed.current = target;
    node.scrollIntoView({ block: 'center' });
  };

  const act = (offer: Offer, which: OfferAction) =>
    action.mutate(
      { id: offer.id, action: which },
      { onSuccess: () => toast({ title: DONE[which], variant: 'success' }) },
    );

  const count = (list: unknown[] | undefined) => (list ? String(list.length) : '…');

  return (
    <div className="mx-auto max-w-4xl px-4 pt-8 pb-16 lg:px-6">
      <PageHeader
        title="Your Offers"
        description={`Each offer and counter-offer lasts 48 hours. An accepted offer holds the item for its buyer for ${RESERVATION_HOURS} hours: check out at its price before then.`}
        action={
          <Link href="/orders" className={buttonClass('outline', 'md')}>
            <Package aria-hidden="true" />
            Your orders
          </Link>
        }
      />
      {change && (
        <p
          role="status"
          className="mb-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {change}
        </p>
      )}
      <Tabs
        value={tab}
        onValueChange={(value) =>
          navigate(value === 'received' ? '/offers?tab=received' : '/offers', { replace: true })
        }
      >
        <TabsList aria-label="Offers" className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
          <TabsTrigger value="sent">Offers Sent ({count(ownSent)})</TabsTrigger>
          <TabsTrigger value="received">Offers Received ({count(threads.received)})</TabsTrigger>
        </TabsList>
        {(['sent', 'received'] as const).map((role) => {
          const query = role === 'sent' ? sent : received;
          const list = role === 'sent' ? ownSent : threads.received;
          const me = role === 'sent' ? 'buyer' : 'seller';
          const cards = (shown: OfferThread[], label: string) => (
            <ul className="grid gap-4" aria-label={label}>
              {shown.map((thread) => (
                <li
                  key={thread.id}
                  ref={thread.id === target ? reveal : undefined}
                  data-linked={thread.id === target || undefined}
                  className={cn(thread.id === target && 'rounded-2xl ring-2 ring-brand-500 ring-offset-2')}
                >
                  <ThreadCard
                    thread={thread}
                    me={me}
                    now={now}
                    busy={action.isPending && thread.steps.some((s) => s.id === action.variables?.id)}
                    onAction={act}
                  />
                </li>
              ))}
            </ul>
          );
          return (
            <TabsContent key={role} value={role}>
              {query.isError ? (
                <ListLoadError
                  message="Your offers could not be loaded."
                  onRetry={() => void query.refetch()}
                />
              ) : !list ? (
                <OffersSkeleton />
              ) : list.length === 0 ? (
                <EmptyOffers role={role} />
              ) : (
                cards(list, role === 'sent' ? 'Offers sent' : 'Offers received')
              )}
              {role === 'sent' && fromSellers.length > 0 && (
                <section aria-labelledby="offers-from-sellers" className="mt-8 grid gap-3">
                  <h2 id="offers-from-sellers" className="text-lg font-semibold text-gray-900">
                    Offers from sellers ({fromSellers.length})
                  </h2>
                  <p className="text-sm text-gray-600">
                    Sellers of items you liked offered them to you at a lower price.
                  </p>
                  {cards(fromSellers, 'Offers from sellers')}
                </section>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </div>
  );
}

/** The clock the time-left labels read; ticks every minute so 'Soon' appears without a reload. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function EmptyOffers({ role }: { role: OffersRole }) {
  return (
    <ListEmptyState
      icon={HandCoins}
      title={role === 'sent' ? 'No Offers Sent' : 'No Offers Received'}
      action={
        role === 'sent' && (
          <Link href="/trending" className={buttonClass('primary', 'md', 'mt-5')}>
            Browse Items
          </Link>
        )
      }
    >
      {role === 'sent'
        ? 'Found something you love? Make an offer from the listing page.'
        : 'When buyers make offers on your listings, they show up here.'}
    </ListEmptyState>
  );
}

function OffersSkeleton() {
  return (
    <div role="status" aria-label="Loading offers" className="grid gap-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-4 rounded-2xl border border-gray-200 bg-white p-4">
          <Skeleton className="size-24 rounded-xl" />
          <div className="grid flex-1 content-start gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-6 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
