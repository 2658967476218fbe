import { ExternalLink, ImageOff, Upload } from 'lucide-react';
import { useId } from 'react';
import type { ProfileItem, ScrapeProfileReply } from '#shared/imports';
import { formatCents } from '#shared/money';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Checkbox } from '#client/components/ui/checkbox';
import { Label } from '#client/components/ui/label';
import { Switch } from '#client/components/ui/switch';
import { PlatformBadge } from './platform-badge';
import { StatTile } from './stat-tile';

type Props = {
  discovery: ScrapeProfileReply;
  activeOnly: boolean;
  onActiveOnlyChange: (on: boolean) => void;
  selected: ReadonlySet<string>;
  onToggle: (url: string, on: boolean) => void;
  onSelectAll: () => void;
  onDeselectAll: () => void;
  onImport: () => void;
  importing: boolean;
};

/** The items the grid shows: only active ones while 'Active Only' is on (docs/product/06-imports.md §6.1). */
export function visibleItems(items: ProfileItem[], activeOnly: boolean): ProfileItem[] {
  return activeOnly ? items.filter((i) => i.isActive) : items;
}

/** Step 2 (docs/product/06-imports.md §6.1): stat tiles, 'Active Only', select all/none and the card grid. */
export function SelectionStep(props: Props) {
  const { discovery, activeOnly, selected } = props;
  const switchId = useId();
  const items = visibleItems(discovery.items, activeOnly);
  const count = items.filter((i) => selected.has(i.url)).length;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <span className="text-brand-700">Step 2.</span> Choose what to import
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid grid-cols-3 gap-3">
          <StatTile label="Total Found" value={discovery.totalFound} />
          <StatTile label="Active" value={discovery.activeCount} tone="green" />
          <StatTile label="Sold" value={discovery.soldCount} tone="red" />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex items-center gap-2">
            <Switch id={switchId} checked={activeOnly} onCheckedChange={props.onActiveOnlyChange} />
            <Label htmlFor={switchId}>Active Only</Label>
          </div>
          <Button variant="outline" size="sm" onClick={props.onSelectAll}>
            Select All
          </Button>
          <Button variant="outline" size="sm" onClick={props.onDeselectAll}>
            Deselect All
          </Button>
          <p className="text-sm text-gray-600" aria-live="polite">
            {count} of {items.length} selected
          </p>
          <Button className="sm:ml-auto" onClick={props.onImport} disabled={props.importing}>
            <Upload aria-hidden="true" />
            Import Selected ({count})
          </Button>
        </div>
        {items.length === 0 ? (
          <p className="rounded-xl bg-gray-50 p-6 text-center text-sm text-gray-600">
            {discovery.totalFound === 0
              ? 'No listings were found on this profile.'
              : 'Every listing here is sold. Switch off Active Only to see them.'}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {items.map((item) => (
              <ItemCard
                key={item.url}
                item={item}
                checked={selected.has(item.url)}
                onToggle={(on) => props.onToggle(item.url, on)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ItemCard({
  item,
  checked,
  onToggle,
}: {
  item: ProfileItem;
  checked: boolean;
  onToggle: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <li
      className={`flex flex-col overflow-hidden rounded-xl border bg-white ${checked ? 'border-brand-500 ring-1 ring-brand-500' : 'border-gray-200'}`}
    >
      <div className="relative aspect-square bg-gray-100">
        {item.thumbUrl ? (
          <img src={item.thumbUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <ImageOff className="absolute inset-0 m-auto size-6 text-gray-400" aria-hidden="true" />
        )}
        <div className="absolute top-2 left-2 rounded-md bg-white/90 p-1 shadow-sm">
          <Checkbox id={id} checked={checked} onCheckedChange={(v) => onToggle(v === true)} />
        </div>
        <Badge variant={item.isActive ? 'success' : 'destructive'} className="absolute top-2 right-2">
          {item.isActive ? 'Active' : 'Sold'}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <label htmlFor={id} className="line-clamp-2 cursor-pointer text-sm font-medium text-gray-900">
          {item.title}
        </label>
        <p className="text-sm font-semibold text-gray-900">{formatCents(item.priceCents)}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <PlatformBadge platform={item.platform} />
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-xs text-brand-700 hover:underline"
          >
            View Original <ExternalLink className="size-3" aria-hidden="true" />
            <span className="sr-only">: {item.title}</span>
          </a>
        </div>
      </div>
    </li>
  );
}
