import { SignInDialog } from './sign-in-dialog';

/** 'Login Required' for a visitor who taps a heart; signing in brings them back to this page. */
export function LikeLoginDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <SignInDialog
      {...props}
      description="You need to be logged in to save items to your favorites."
      keepQuery
    />
  );
}
