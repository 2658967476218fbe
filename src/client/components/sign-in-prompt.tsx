import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useUser } from '../lib/auth';
import { loginPath } from '../lib/navigation';
import { usePageMeta } from '../lib/page-meta';
import { LoadingScreen } from './loading-screen';
import { PageMessage } from './page-message';
import { buttonClass } from './ui/button';

/** Shown instead of a page that needs an account (docs/product/10-decisions-beyond-the-spec.md §10.2); signing in comes back here. */
export function SignInPrompt({ title = 'Sign in to continue' }: { title?: string }) {
  const [path] = useLocation();
  const search = useSearch();
  usePageMeta('Sign in', 'Sign in to Rethread to continue.');
  const here = search ? `${path}?${search}` : path;
  return (
    <PageMessage
      icon={LogIn}
      title={title}
      actions={
        <>
          <Link href={loginPath(here)} className={buttonClass('primary', 'lg')}>
            Sign in or create an account
          </Link>
          <Link href="/" className={buttonClass('ghost', 'lg')}>
            Back to Home
          </Link>
        </>
      }
    >
      <p>You need a Rethread account for this page. It is free, and you will come straight back here.</p>
    </PageMessage>
  );
}

/** Renders its children for a signed-in person, the sign-in prompt for a visitor. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useUser();
  if (isLoading) return <LoadingScreen fullScreen={false} />;
  return isAuthenticated ? children : <SignInPrompt />;
}
