import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { buttonClass } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { loginPath } from '../../../lib/navigation';

/** 'Login Required' (docs/product/01-accounts.md §1.1): offers and comments need an account; signing in comes back here. */
export function LoginRequiredDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [path] = useLocation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Login Required</DialogTitle>
          <DialogDescription>You need to be logged in to make offers and post comments.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose className={buttonClass('outline')}>Cancel</DialogClose>
          <Link href={loginPath(path)} className={buttonClass('primary')}>
            <LogIn aria-hidden="true" />
            Log In
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
