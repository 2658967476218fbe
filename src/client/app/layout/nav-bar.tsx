import { Download, HandCoins, Plus } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Brand } from '../../components/brand';
import { SearchBox } from '../../components/search-box';
import { buttonClass } from '../../components/ui/button';
import { Tooltip } from '../../components/ui/tooltip';
import { useUser } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { UserNav } from './user-nav';

// Signed-in people only: its popover, stream and queries stay out of the first download.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);
const BagNavLink = lazy(() =>
  import('../../features/bag/bag-nav-link').then((m) => ({ default: m.BagNavLink })),
);
const MessagesNavLink = lazy(() =>
  import('../../features/messages/components/messages-nav-link').then((m) => ({
    default: m.MessagesNavLink,
  })),
);

function NavLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <Link href={href} className={buttonClass('ghost', 'sm', cn('px-2.5 text-gray-700', className))}>
      {children}
    </Link>
  );
}

/** An icon button that shows its label once there is room (2xl: signed in, the bar also holds messages and the bell). */
function ActionLink({ href, label, icon }: { href: string; label: string; icon: ReactNode }) {
  return (
    <Tooltip content={label}>
      <Link href={href} aria-label={label} className={buttonClass('ghost', 'md', 'px-2.5 2xl:px-3')}>
        {icon}
        <span className="hidden 2xl:inline">{label}</span>
      </Link>
    </Tooltip>
  );
}

/**
 * The navigation bar of docs/product/09-information-pages.md §9.1. One row on wide screens; on phones the browse links and the search
 * box move to a second row so nothing overflows at 390 px.
 */
export function NavBar() {
  const { isAuthenticated } = useUser();
  const [path] = useLocation();
  const search = useSearch();
  // The box shows the current search on the trending page; the key resets it when that changes.
  const term = path === '/trending' ? (new URLSearchParams(search).get('search') ?? '') : '';

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-3 py-3 sm:px-4 lg:flex-nowrap lg:gap-x-4 lg:px-6"
      >
        <Brand />
        <div className="order-last flex w-full min-w-0 items-center gap-1 lg:order-none lg:w-auto lg:flex-1">
          <NavLink href="/trending" className="-ml-1 lg:ml-0">
            Browse
          </NavLink>
          <NavLink href="/trending?category=all">Categories</NavLink>
          <NavLink href="/live-shows" className="hidden lg:inline-flex">
            Live Shows
          </NavLink>
          <SearchBox key={term} initialValue={term} className="ml-1 min-w-0 flex-1 lg:ml-3 lg:max-w-md" />
        </div>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <ActionLink href="/import" label="Import" icon={<Download aria-hidden="true" />} />
          {isAuthenticated && (
            <ActionLink href="/offers" label="Offers" icon={<HandCoins aria-hidden="true" />} />
          )}
          {isAuthenticated && (
            <Suspense fallback={<span aria-hidden="true" className="size-10" />}>
              <BagNavLink />
            </Suspense>
          )}
          {isAuthenticated && (
            <Suspense fallback={<span aria-hidden="true" className="size-10" />}>
              <MessagesNavLink />
            </Suspense>
          )}
          {isAuthenticated && (
            <Suspense fallback={<span aria-hidden="true" className="size-10" />}>
              <NotificationBell />
            </Suspense>
          )}
          <Link href="/create-listing" className={buttonClass('primary', 'md', 'px-3 sm:mr-1 sm:px-4')}>
            <Plus aria-hidden="true" />
            Sell
          </Link>
          <UserNav />
        </div>
      </nav>
    </header>
  );
}
