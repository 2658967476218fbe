import { LogIn, LogOut } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { authApi } from '#shared/api/auth';
import { urlOf } from '#shared/api/endpoint';
import { buttonClass } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Tooltip } from '../../components/ui/tooltip';
import { useUser } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { AccountMenu } from './account-menu';

/**
 * Avatar + @handle and Logout, or Login, or a placeholder while we ask who this is (docs/product/09-information-pages.md §9.1); between
 * them, the account menu with the person's other pages (Orders, Likes, Seller Tools, Settings).
 */
export function UserNav() {
  const { user, isLoading } = useUser();
  const [path] = useLocation();
  const search = useSearch();

  if (isLoading) {
    return (
      <div role="status" aria-label="Checking sign-in" className="flex items-center gap-2">
        <Skeleton className="size-9 rounded-full" />
        <Skeleton className="hidden h-4 w-20 sm:block" />
      </div>
    );
  }

  if (!user) {
    // Full-page navigation as the spec says; the server keeps the way back to this page.
    const here = search ? `${path}?${search}` : path;
    const returnTo = here === '/' || path === '/login' ? undefined : here;
    const href = urlOf(authApi.loginPage, { query: { returnTo } });
    return (
      <a href={href} className={buttonClass('outline', 'md', 'px-3 sm:px-4')}>
        <LogIn aria-hidden="true" />
        Login
      </a>
    );
  }

  const initial = (user.display.trim()[0] ?? user.handle[0] ?? '?').toUpperCase();
  return (
    <div className="flex items-center gap-1">
      <Link
        href={`/profile/${encodeURIComponent(user.handle)}`}
        aria-label={`@${user.handle}`}
        className={cn(
          'flex min-w-0 items-center gap-2 rounded-full py-1 pr-1 pl-1 hover:bg-gray-100 xl:pr-3',
          'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        )}
      >
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt="" className="size-8 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
          >
            {initial}
          </span>
        )}
        <span className="hidden max-w-32 truncate text-sm font-medium text-gray-800 xl:inline">
          @{user.handle}
        </span>
      </Link>
      <AccountMenu />
      <Tooltip content="Logout">
        <a
          href={urlOf(authApi.logoutPage)}
          aria-label="Logout"
          className={buttonClass('ghost', 'md', 'px-2.5 xl:px-3')}
        >
          <LogOut aria-hidden="true" />
          <span className="hidden 2xl:inline">Logout</span>
        </a>
      </Tooltip>
    </div>
  );
}
