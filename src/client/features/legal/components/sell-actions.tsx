import { Download, LogIn, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/ui/button';
import { useUser } from '#client/lib/auth';
import { cn } from '#client/lib/cn';
import { loginPath } from '#client/lib/navigation';

/**
 * Start Selling's calls to action. Signed in: 'Create Listing' and 'Import Your Closet'. A visitor
 * is asked to sign in first and comes back to this page afterwards (docs/product/10-decisions-beyond-the-spec.md §10.2); while we do not
 * know yet, the create link is shown, as /create-listing asks visitors to sign in itself.
 */
export function SellActions({ className, tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  const { user, isLoading } = useUser();
  const isVisitor = !isLoading && !user;
  // On the dark closing band the main action turns white so it still stands out.
  const primary =
    tone === 'dark'
      ? buttonClass('outline', 'lg', 'border-white text-brand-800 hover:bg-brand-50')
      : buttonClass('primary', 'lg');
  const secondary =
    tone === 'dark'
      ? buttonClass('ghost', 'lg', 'border border-white/70 text-white hover:bg-white/10 hover:text-white')
      : buttonClass('outline', 'lg');
  return (
    <div className={cn('grid gap-3', className)}>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {isVisitor ? (
          <Link href={loginPath('/start-selling')} className={primary}>
            <LogIn aria-hidden="true" />
            Sign in to start selling
          </Link>
        ) : (
          <Link href="/create-listing" className={primary}>
            <Plus aria-hidden="true" />
            Create Listing
          </Link>
        )}
        <Link href="/import" className={secondary}>
          <Download aria-hidden="true" />
          Import Your Closet
        </Link>
      </div>
      {isVisitor && (
        <p className={cn('text-sm', tone === 'dark' ? 'text-brand-50' : 'text-gray-600')}>
          Free to join. Sign in or create an account, and you will come straight back here.
        </p>
      )}
    </div>
  );
}
