import type { RefObject } from 'react';
import { Button } from '#client/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '#client/components/ui/sheet';
import type { Filters } from '../lib/filters';
import { FilterPanel } from './filter-panel';

/**
 * The filters in a side sheet for screens below 768 px (docs/product/03-search.md §3.1). The trending page loads this module
 * only when the sheet is first opened, so the dialog machinery stays out of its first paint; the
 * page's own 'Filters' button is not a Radix trigger, hence the explicit focus return on close.
 */
export function FilterSheet({
  open,
  onOpenChange,
  returnFocusTo,
  filters,
  onChange,
  resultCount,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  filters: Filters;
  onChange: (next: Filters) => void;
  /** The formatted total for 'Show … results', or '' while it is unknown. */
  resultCount: string;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle className="text-lg font-semibold text-gray-900">Filters</SheetTitle>
        <SheetDescription className="-mt-3 text-sm text-gray-600">
          Results update as you choose.
        </SheetDescription>
        <FilterPanel idPrefix="sheet" filters={filters} onChange={onChange} />
        <Button onClick={() => onOpenChange(false)}>Show {resultCount} results</Button>
      </SheetContent>
    </Sheet>
  );
}
