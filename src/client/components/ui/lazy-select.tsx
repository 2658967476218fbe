import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { selectTriggerClass } from './input';

export type LazySelectProps = {
  id?: string;
  'aria-label'?: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onValueChange: (value: string) => void;
  /** For the trigger. */
  className?: string;
};

const load = () => import('./lazy-select-impl');
const LazySelectImpl = lazy(load);
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A select whose Radix machinery (about 15 KB gzipped with its scroll lock and popper) loads only when
 * someone reaches for it, so the pages that open with one (trending, new arrivals) paint sooner. Until
 * then a look-alike trigger shows the current choice; pointing at it or focusing it starts the
 * download, and pressing it (or Enter, Space or an arrow key) mounts the real select, already open.
 */
export function LazySelect(props: LazySelectProps) {
  const [mounted, setMounted] = useState<'no' | 'closed' | 'open'>('no');
  const current = props.options.find((o) => o.value === props.value)?.label ?? '';
  const standIn = (
    <button
      type="button"
      role="combobox"
      aria-expanded="false"
      aria-autocomplete="none"
      id={props.id}
      aria-label={props['aria-label']}
      className={cn(selectTriggerClass, props.className)}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
      onClick={() => setMounted('open')}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setMounted('open');
      }}
    >
      <span className="truncate">{current}</span>
      <ChevronDown className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
    </button>
  );
  if (mounted === 'no') return standIn;
  return (
    <Suspense fallback={standIn}>
      <LazySelectImpl {...props} defaultOpen={mounted === 'open'} />
    </Suspense>
  );
}
