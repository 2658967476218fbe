import { LogIn } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { buttonClass } from './ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';
import { loginPath } from '../lib/navigation';

/** 'Login Required' for a visitor who taps a heart; signing in brings them back to this page. */
export function LikeLoginDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Login Required</DialogTitle>
          <DialogDescription>You need to be logged in to save items to your favorites.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose className={buttonClass('outline')}>Cancel</DialogClose>
          <Link href={loginPath(search ? `${path}?${search}` : path)} className={buttonClass('primary')}>
            <LogIn aria-hidden="true" />
            Log In
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
