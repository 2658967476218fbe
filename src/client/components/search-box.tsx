import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { cn } from '../lib/cn';
import { searchTarget } from '../lib/navigation';

/**
 * The navigation bar's search (docs/product/03-search.md §3.1): trimmed text → /trending?search=…, nothing → /trending.
 * A GET form to that same URL, so it searches as plain HTML before the app has started (decision 032).
 */
export function SearchBox({ initialValue = '', className }: { initialValue?: string; className?: string }) {
  const [value, setValue] = useState(initialValue);
  const [, navigate] = useLocation();
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    navigate(searchTarget(value));
  }

  return (
    <form
      role="search"
      method="get"
      action="/trending"
      onSubmit={submit}
      className={cn('relative', className)}
    >
      <label htmlFor={id} className="sr-only">
        Search items
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-400"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        name="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="Search items..."
        enterKeyHint="search"
        autoComplete="off"
        className={cn(
          'h-10 w-full rounded-full border border-gray-200 bg-gray-100 pr-4 pl-9 text-base text-gray-900 sm:text-sm',
          'placeholder:text-gray-500 focus-visible:border-brand-500 focus-visible:bg-white',
          'focus-visible:ring-2 focus-visible:ring-brand-500/30 focus-visible:outline-none',
        )}
      />
    </form>
  );
}
