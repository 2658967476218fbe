import { AlertTriangle } from 'lucide-react';
import { NEEDS_CATEGORY_DRAFT_MESSAGE } from '#shared/listing-drafts';

/**
 * On an imported draft Rethread could not place in a category (its listing page and edit screen):
 * what it waits for before it can be activated.
 */
export function NeedsCategoryNote() {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {NEEDS_CATEGORY_DRAFT_MESSAGE}
    </p>
  );
}
