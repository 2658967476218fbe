import { useId } from 'react';
import { AddressFields } from '#client/components/addresses/address-fields';
import type { AddressFormState } from '#client/components/addresses/use-address-form';

export const shipFromCopy = {
  title: 'Where do you ship from?',
  why: 'Your prepaid shipping labels print this as the return address. We only ask once.',
} as const;

/**
 * The ship-from address, asked once: the listing form shows it only to a seller with no
 * saved address, and saves it before the listing is created.
 */
export function ShipFromFields({ state }: { state: AddressFormState }) {
  const id = useId();
  return (
    <fieldset
      className="grid gap-3 rounded-xl border border-gray-200 p-4"
      aria-describedby={`${id}-why`}
      aria-busy={state.pending}
    >
      <legend className="px-1 text-sm font-medium text-gray-900">{shipFromCopy.title}</legend>
      <p id={`${id}-why`} className="text-sm text-gray-600">
        {shipFromCopy.why}
      </p>
      <AddressFields state={state} idPrefix={`${id}-ship-from`} />
    </fieldset>
  );
}
