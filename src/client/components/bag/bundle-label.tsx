import { Tag } from 'lucide-react';
import { bundleLabel, bundleMessages, bundleTierLines, type BundleTier } from '#shared/bundle-rules';
import { cn } from '#client/lib/cn';

/** "Bundle 2+ and save 10%" under a seller's listing or on their profile; nothing without tiers. */
export function BundleLabel({ tiers, className }: { tiers: readonly BundleTier[]; className?: string }) {
  const label = bundleLabel(tiers);
  if (!label) return null;
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800',
        className,
      )}
    >
      <Tag aria-hidden="true" className="size-4" />
      {label}
    </p>
  );
}

/** The profile's "Shop this closet's bundle" line with every tier; nothing without tiers. */
export function ClosetBundleLine({ tiers }: { tiers: readonly BundleTier[] }) {
  if (tiers.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900">
      <span className="inline-flex items-center gap-1.5 font-semibold">
        <Tag aria-hidden="true" className="size-4" />
        {bundleMessages.shopBundle}
      </span>
      <ul className="flex flex-wrap gap-x-3" aria-label="Bundle discounts">
        {bundleTierLines(tiers).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
