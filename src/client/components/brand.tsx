import { Shirt } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../lib/cn';

/** The Rethread wordmark, linking home. */
export function Brand({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      className={cn(
        'inline-flex shrink-0 items-center gap-2 rounded-lg text-base font-bold sm:text-lg tracking-tight text-gray-900',
        'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none',
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        <Shirt className="size-4.5" aria-hidden="true" />
      </span>
      Rethread
    </Link>
  );
}
