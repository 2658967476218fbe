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

/**
 * 'Login Required' with `description` saying what needs an account; signing in comes back to this
 * page (with its query string when `keepQuery`).
 */
export function SignInDialog({
  open,
  onOpenChange,
  description,
  keepQuery = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description: string;
  keepQuery?: boolean;
}) {
  const [path] = useLocation();
  const search = useSearch();
  const back = keepQuery && search ? `${path}?${search}` : path;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Login Required</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose className={buttonClass('outline')}>Cancel</DialogClose>
          <Link href={loginPath(back)} className={buttonClass('primary')}>
            <LogIn aria-hidden="true" />
            Log In
          </Link>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
