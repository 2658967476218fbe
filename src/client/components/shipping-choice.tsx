import { useId } from 'react';
import { formatCents } from '#shared/money';
import {
  PARCEL_SIZE_LABELS,
  PARCEL_SIZES,
  shippingMessages,
  type ParcelSize,
  type ShippingPayer,
  type ShippingRates,
} from '#shared/shipping';
import { Checkbox } from './ui/checkbox';
import { Label } from './ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select';

/**
 * The parcel size (each with its price) and "I'll pay shipping", controlled: the listing form binds
 * it to its fields, the fee calculator to its own state, so both ask the same way.
 */
export function ShippingChoice({
  parcelSize,
  shippingPayer,
  rates,
  onParcelSizeChange,
  onShippingPayerChange,
  hint = true,
}: {
  parcelSize: ParcelSize;
  shippingPayer: ShippingPayer;
  rates: ShippingRates;
  onParcelSizeChange: (size: ParcelSize) => void;
  onShippingPayerChange: (payer: ShippingPayer) => void;
  /** Whether to say under the size where it comes from (the listing form) — the calculator has no category. */
  hint?: boolean;
}) {
  const id = useId();
  const price = formatCents(rates[parcelSize]);
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-parcel`}>{shippingMessages.parcelSizeLabel}</Label>
        <Select value={parcelSize} onValueChange={(v) => onParcelSizeChange(v as ParcelSize)}>
          <SelectTrigger id={`${id}-parcel`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PARCEL_SIZES.map((size) => (
              <SelectItem key={size} value={size}>
                {PARCEL_SIZE_LABELS[size]} · {formatCents(rates[size])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {hint && <p className="text-xs text-gray-500">{shippingMessages.parcelSizeHint}</p>}
      </div>
      <div className="flex items-start gap-2.5">
        <Checkbox
          id={`${id}-payer`}
          className="mt-0.5"
          checked={shippingPayer === 'seller'}
          onCheckedChange={(checked) => onShippingPayerChange(checked === true ? 'seller' : 'buyer')}
          aria-describedby={`${id}-payer-hint`}
        />
        <div className="grid gap-0.5">
          <Label htmlFor={`${id}-payer`} className="font-normal text-gray-700">
            {shippingMessages.sellerPaysLabel}
          </Label>
          <p id={`${id}-payer-hint`} className="text-xs text-gray-500">
            {shippingPayer === 'seller'
              ? shippingMessages.sellerPaysHint(price)
              : shippingMessages.buyerPaysHint(price)}
          </p>
        </div>
      </div>
    </div>
  );
}
