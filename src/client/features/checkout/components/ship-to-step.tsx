import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Address } from '#shared/addresses';
import { AddressFields } from '#client/components/addresses/address-fields';
import { AddressLines } from '#client/components/addresses/address-lines';
import { useAddressForm } from '#client/components/addresses/use-address-form';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { checkoutCopy } from '../checkout-copy';

/**
 * The "Ship to" step above the payment form: the buyer's saved addresses as radios, the
 * chosen one first checked, and the shared address form to add one. A buyer with no address sees
 * only the form; the page shows no payment form until one is saved. `problem` is the server's
 * refusal of the address (not found, none), shown at the top of the step.
 */
export function ShipToStep({
  addresses,
  selectedId,
  onSelect,
  problem,
}: {
  addresses: Address[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  problem: string | null;
}) {
  const id = useId();
  const state = useAddressForm();
  const [adding, setAdding] = useState(false);
  // After saving, focus moves to the new address's radio once the refreshed list shows it, so a
  // keyboard or screen-reader user lands on what they just made (and is told it is checked).
  const [focusId, setFocusId] = useState<string | null>(null);
  const radios = useRef(new Map<string, HTMLInputElement>());
  const showForm = adding || addresses.length === 0;

  useEffect(() => {
    const radio = focusId ? radios.current.get(focusId) : undefined;
    if (!radio) return;
    radio.focus();
    setFocusId(null);
  }, [focusId, addresses]);

  const save = state.form.handleSubmit(async (values) => {
    const saved = await state.save(values);
    if (!saved) return;
    state.reset();
    setAdding(false);
    onSelect(saved.id);
    setFocusId(saved.id);
  });

  return (
    <Card>
      <CardContent className="grid gap-4">
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight text-gray-900">
          {checkoutCopy.shipTo}
        </h2>
        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {problem}
          </p>
        )}
        {addresses.length > 0 && (
          <fieldset className="grid gap-3">
            <legend className="sr-only">{checkoutCopy.chooseAddress}</legend>
            {addresses.map((address) => (
              <label
                key={address.id}
                className="flex cursor-pointer gap-3 rounded-xl border border-gray-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
              >
                <input
                  type="radio"
                  name={`${id}-address`}
                  value={address.id}
                  checked={address.id === selectedId}
                  onChange={() => onSelect(address.id)}
                  ref={(el) => {
                    if (el) radios.current.set(address.id, el);
                    else radios.current.delete(address.id);
                  }}
                  className="mt-1 size-4 shrink-0 accent-brand-700 focus:outline-none"
                />
                <AddressLines address={address} className="min-w-0 flex-1" />
                {address.isDefault && <Badge className="h-fit">Default</Badge>}
              </label>
            ))}
          </fieldset>
        )}
        {showForm ? (
          <form
            noValidate
            onSubmit={save}
            aria-labelledby={`${id}-form-title`}
            aria-busy={state.pending}
            className="grid gap-4 border-t border-gray-100 pt-4 first:border-0 first:pt-0"
          >
            <div>
              <h3 id={`${id}-form-title`} className="font-medium text-gray-900">
                {addresses.length ? checkoutCopy.newAddress : checkoutCopy.firstAddress}
              </h3>
              <p className="text-sm text-gray-600">{checkoutCopy.usOnly}</p>
            </div>
            <AddressFields state={state} idPrefix={`${id}-new`} askDefault={addresses.length > 0} />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={state.pending}>
                {state.pending ? 'Saving...' : checkoutCopy.saveAddress}
              </Button>
              {addresses.length > 0 && (
                <Button
                  variant="outline"
                  onClick={() => {
                    state.reset();
                    setAdding(false);
                  }}
                >
                  Cancel
                </Button>
              )}
            </div>
          </form>
        ) : (
          <Button variant="outline" className="w-fit" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {checkoutCopy.addAddress}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
