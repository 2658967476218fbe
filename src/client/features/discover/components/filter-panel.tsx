import { useState, type FormEvent, type ReactNode } from 'react';
import { BROWSE_CATEGORIES, COLORS, CONDITIONS, PRICE_PRESETS, TYPES } from '#shared/constants';
import { ALL_CATEGORY_OPTIONS } from '#shared/search-options';
import { sizeChoices, sizeShortLabel } from '#shared/sizes';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { cn } from '#client/lib/cn';
import {
  EMPTY_FILTERS,
  filtersToSearch,
  offeredSizes,
  PRICE_PRESET_LABELS,
  priceRangeError,
  type Filters,
} from '../lib/filters';
import { OptionSelect } from './option-select';

// Both category lists (docs/product/03-search.md §3.6): the browse words first, then the form's categories not already there.
const CATEGORY_OPTIONS = [
  ...BROWSE_CATEGORIES,
  ...ALL_CATEGORY_OPTIONS.filter((c) => !(BROWSE_CATEGORIES as readonly string[]).includes(c)),
];

const toggleClass = (on: boolean) =>
  cn(
    'rounded-lg border px-3 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
    on
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
  );

/** The URL's parameters for `filters`, as hidden fields of a GET form (in the URL's order). */
function HiddenFilters({ filters, only }: { filters: Filters; only?: (name: string) => boolean }) {
  const params = [...new URLSearchParams(filtersToSearch(filters))].filter(([name]) => only?.(name) ?? true);
  return params.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/**
 * One filter button as a GET form to the URL the app would go to for `next` (decision 032): before
 * the app has started the browser submits it itself; once it has, the button's click (which calls
 * preventDefault) is the app's and nothing is submitted. `contents`: the form adds no box to the layout.
 */
function FilterForm({ next, children }: { next: Filters; children: ReactNode }) {
  return (
    <form method="get" action="/trending" className="contents">
      <HiddenFilters filters={next} />
      {children}
    </form>
  );
}

const AFTER_PRICE = new Set(['sizes', 'sort']);

/**
 * Every trending filter (docs/product/03-search.md §3.1). Each change is applied at once through `onChange` (the page writes
 * it to the URL); the custom price range applies on 'Apply' so typing '1' of '100' does not search.
 * `idPrefix` keeps ids unique when the sidebar and the mobile sheet both exist.
 */
export function FilterPanel({
  filters,
  onChange,
  idPrefix,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
  idPrefix: string;
}) {
  const [min, setMin] = useState(filters.minPrice ?? '');
  const [max, setMax] = useState(filters.maxPrice ?? '');
  // When the URL's range changes (applied, cleared, Back), the boxes follow it. The panel is not
  // remounted for that: remounting would drop keyboard focus from the control just used.
  const [shown, setShown] = useState([filters.minPrice, filters.maxPrice]);
  if (shown[0] !== filters.minPrice || shown[1] !== filters.maxPrice) {
    setShown([filters.minPrice, filters.maxPrice]);
    setMin(filters.minPrice ?? '');
    setMax(filters.maxPrice ?? '');
  }
  const draft = { minPrice: min.trim() || undefined, maxPrice: max.trim() || undefined };
  const error = priceRangeError(draft) ?? priceRangeError(filters);
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  // The size systems of the chosen category (US and EU for Shoes); the common letters with none.
  const sizeGroups = sizeChoices(filters.category);
  const withoutPrice = { ...filters, priceRange: undefined, minPrice: undefined, maxPrice: undefined };
  const cleared = { ...EMPTY_FILTERS, search: filters.search, sort: filters.sort };

  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    if (priceRangeError(draft)) return;
    const valid = (v: string | undefined) =>
      v !== undefined && Number.isFinite(Number(v)) && Number(v) >= 0 ? v : undefined;
    set({ minPrice: valid(draft.minPrice), maxPrice: valid(draft.maxPrice), priceRange: undefined });
  };

  return (
    <div className="space-y-6">
      <OptionSelect
        id={`${idPrefix}-category`}
        label="Category"
        anyLabel="All Categories"
        value={filters.category}
        options={CATEGORY_OPTIONS}
        // The size toggles follow the category; sizes the new one does not have would find nothing.
        onChange={(category) => set({ category, sizes: offeredSizes(category, filters.sizes) })}
      />
      <OptionSelect
        id={`${idPrefix}-type`}
        label="Type"
        anyLabel="All Types"
        value={filters.type}
        options={TYPES}
        onChange={(type) => set({ type })}
      />
      <OptionSelect
        id={`${idPrefix}-color`}
        label="Color"
        anyLabel="All Colors"
        value={filters.color}
        options={COLORS}
        onChange={(color) => set({ color })}
      />
      <OptionSelect
        id={`${idPrefix}-condition`}
        label="Condition"
        anyLabel="Any Condition"
        value={filters.condition}
        options={CONDITIONS}
        onChange={(condition) => set({ condition })}
      />

      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-gray-900">Price</legend>
        <div className="flex flex-wrap gap-2">
          {PRICE_PRESETS.map((preset) => {
            const on = filters.priceRange === preset;
            const next = { priceRange: on ? undefined : preset, minPrice: undefined, maxPrice: undefined };
            return (
              <FilterForm key={preset} next={{ ...filters, ...next }}>
                <button
                  type="submit"
                  aria-pressed={on}
                  className={toggleClass(on)}
                  onClick={(event) => {
                    event.preventDefault();
                    setMin('');
                    setMax('');
                    set(next);
                  }}
                >
                  {PRICE_PRESET_LABELS[preset]}
                </button>
              </FilterForm>
            );
          })}
        </div>
        {/* As plain HTML (before the app starts) it is a GET form carrying the other filters along. */}
        <form method="get" action="/trending" onSubmit={applyPrice} className="space-y-2 pt-2" noValidate>
          <HiddenFilters filters={withoutPrice} only={(name) => !AFTER_PRICE.has(name)} />
          <div className="flex items-end gap-2">
            <div className="flex-1 space-y-1">
              <Label htmlFor={`${idPrefix}-min`}>Min price ($)</Label>
              <Input
                id={`${idPrefix}-min`}
                name="minPrice"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                value={min}
                onChange={(e) => setMin(e.target.value)}
                aria-invalid={!!error}
                aria-describedby={error ? `${idPrefix}-price-error` : undefined}
              />
            </div>
            <div className="flex-1 space-y-1">
              <Label htmlFor={`${idPrefix}-max`}>Max price ($)</Label>
              <Input
                id={`${idPrefix}-max`}
                name="maxPrice"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.01}
                value={max}
                onChange={(e) => setMax(e.target.value)}
                aria-invalid={!!error}
              />
            </div>
          </div>
          <HiddenFilters filters={withoutPrice} only={(name) => AFTER_PRICE.has(name)} />
          {error && (
            <p id={`${idPrefix}-price-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <Button
            type="submit"
            variant="outline"
            size="sm"
            className="w-full"
            disabled={!!priceRangeError(draft)}
          >
            Apply price
          </Button>
        </form>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium text-gray-900">Sizes</legend>
        {sizeGroups.map((group) => (
          <div key={group.id} role="group" aria-label={`${group.label} sizes`}>
            {sizeGroups.length > 1 && (
              <p className="mb-1.5 text-xs font-medium text-gray-600">{group.label}</p>
            )}
            <div className={cn('grid gap-2', group.id === 'letter' ? 'grid-cols-3' : 'grid-cols-4')}>
              {group.sizes.map((size) => {
                const on = filters.sizes.includes(size);
                const sizes = on
                  ? filters.sizes.filter((s) => s !== size)
                  : offeredSizes(filters.category, [...filters.sizes, size]);
                return (
                  <FilterForm key={size} next={{ ...filters, sizes }}>
                    <button
                      type="submit"
                      aria-pressed={on}
                      aria-label={`Size ${size}`}
                      className={cn(toggleClass(on), group.id !== 'letter' && 'px-1')}
                      onClick={(event) => {
                        event.preventDefault();
                        set({ sizes });
                      }}
                    >
                      {sizeShortLabel(size)}
                    </button>
                  </FilterForm>
                );
              })}
            </div>
          </div>
        ))}
      </fieldset>

      <FilterForm next={cleared}>
        <Button
          type="submit"
          variant="ghost"
          className="w-full"
          onClick={(event) => {
            event.preventDefault();
            setMin('');
            setMax('');
            onChange(cleared);
          }}
        >
          Clear filters
        </Button>
      </FilterForm>
    </div>
  );
}
