import { SignInDialog } from '#client/components/sign-in-dialog';

/** 'Login Required' (docs/product/01-accounts.md §1.1): offers and comments need an account; signing in comes back here. */
export function LoginRequiredDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return <SignInDialog {...props} description="You need to be logged in to make offers and post comments." />;
}
