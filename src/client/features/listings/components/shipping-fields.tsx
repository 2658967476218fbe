import { Controller, type UseFormReturn } from 'react-hook-form';
import { shippingMessages } from '#shared/shipping';
import { ShippingChoice } from '#client/components/shipping-choice';
import { useShippingRates } from '#client/components/use-shipping-rates';
import type { EditListingForm } from '../lib/listing-form';

/** The listing form's shipping section: parcel size and who pays, bound to the form. */
export function ShippingFields({ form }: { form: UseFormReturn<EditListingForm> }) {
  const rates = useShippingRates();
  return (
    <fieldset className="grid gap-3 rounded-xl border border-gray-200 p-4">
      <legend className="px-1 text-sm font-medium text-gray-900">{shippingMessages.shippingLabel}</legend>
      <Controller
        control={form.control}
        name="parcelSize"
        render={({ field: size }) => (
          <Controller
            control={form.control}
            name="shippingPayer"
            render={({ field: payer }) => (
              <ShippingChoice
                parcelSize={size.value}
                shippingPayer={payer.value}
                rates={rates}
                onParcelSizeChange={size.onChange}
                onShippingPayerChange={payer.onChange}
              />
            )}
          />
        )}
      />
    </fieldset>
  );
}
