import { Compass, PackageCheck, ShieldCheck, ShoppingBag, Tag, type LucideIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { HELP_CATEGORIES, type HelpCategory } from '../lib/faqs';

const ICONS: Record<HelpCategory, LucideIcon> = {
  'Getting Started': Compass,
  Buying: ShoppingBag,
  Selling: Tag,
  Shipping: PackageCheck,
  'Safety & Security': ShieldCheck,
};

/** The five category cards; a pressed card filters the FAQs, 'Show All' clears the filter. */
export function HelpCategories({
  selected,
  onSelect,
}: {
  selected: HelpCategory | null;
  onSelect: (category: HelpCategory | null) => void;
}) {
  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {HELP_CATEGORIES.map(({ name, articles }) => {
          const Icon = ICONS[name];
          const active = selected === name;
          return (
            <li key={name}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(active ? null : name)}
                className={cn(
                  'flex h-full w-full flex-col items-start gap-3 rounded-2xl border p-4 text-left shadow-sm transition-colors',
                  'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
                  active
                    ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                    : 'border-gray-200 bg-white hover:border-brand-300 hover:bg-brand-50/40',
                )}
              >
                <span className="flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold text-gray-900">{name}</span>
                  <span className="block text-sm text-gray-600">{articles} articles</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-gray-600">
        <p aria-live="polite">
          {selected ? (
            <>
              Showing questions about <strong className="text-gray-900">{selected}</strong>
            </>
          ) : (
            'Showing all topics'
          )}
        </p>
        <Button variant="outline" size="sm" onClick={() => onSelect(null)} disabled={selected === null}>
          Show All
        </Button>
      </div>
    </div>
  );
}
