import { Calculator } from 'lucide-react';
import { useId, useState } from 'react';
import {
  computeShippingSplit,
  FEE_TEXT,
  PROCESSING_FEE_CENTS,
  type Fees,
  type ShippingSplit,
} from '../../shared/fees';
import { LISTING_LIMITS, listingMessages } from '../../shared/listings';
import { dollarsToCents, formatCents } from '../../shared/money';
import {
  DEFAULT_PARCEL_SIZE,
  DEFAULT_SHIPPING_PAYER,
  shippingMessages,
  type ParcelSize,
  type ShippingPayer,
} from '../../shared/shipping';
import { cn } from '../lib/cn';
import { Card, CardContent, CardDescription, CardHeader } from './ui/card';
import { fieldClass } from './ui/input';
import { FieldError, Label } from './ui/label';
import { ShippingChoice } from './shipping-choice';
import { useShippingRates } from './use-shipping-rates';

const NOT_A_PRICE = 'Enter a price in dollars, like 25 or 25.00';

type Reading =
  | { kind: 'empty' }
  | { kind: 'invalid'; message: string }
  | { kind: 'priced'; priceCents: number; fees: Fees & ShippingSplit };

/**
 * What the typed text means: nothing yet, not a usable price (and why), or a price and its fees,
 * with the parcel's price taken from the earnings when the seller pays shipping.
 */
function readPrice(text: string, shippingCents: number, payer: ShippingPayer): Reading {
  if (text.trim() === '') return { kind: 'empty' };
  const priceCents = dollarsToCents(text);
  if (priceCents === null) return { kind: 'invalid', message: NOT_A_PRICE };
  if (priceCents < 1) return { kind: 'invalid', message: listingMessages.pricePositive };
  if (priceCents > LISTING_LIMITS.priceCentsMax)
    return { kind: 'invalid', message: listingMessages.priceTooHigh };
  return { kind: 'priced', priceCents, fees: computeShippingSplit(priceCents, shippingCents, payer) };
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      // The total is announced as it changes, label included ("You earn $88.70").
      aria-live={strong ? 'polite' : undefined}
      aria-atomic={strong ? true : undefined}
      className={cn(
        'flex items-baseline justify-between gap-4 py-2',
        strong && 'mt-1 border-t border-gray-200 pt-3',
      )}
    >
      <dt className={strong ? 'font-semibold text-gray-900' : 'text-gray-600'}>{label}</dt>
      <dd
        className={cn(
          'tabular-nums',
          strong ? 'text-xl font-bold text-brand-800' : 'font-medium text-gray-900',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * The seller fee calculator (docs/product/05-checkout-orders.md §5.6; docs/product/08-seller-tools.md §8.1): type a price, see the seller fee, the processing fee and
 * what you earn as you type, from the same fee rule the server charges (src/shared/fees.ts).
 * The root carries id="fee-calculator" so /start-selling#fee-calculator lands on it.
 */
export function FeeCalculatorCard({
  className,
  headingLevel = 2,
}: {
  className?: string;
  /** 3 when the card sits inside a section that already has an h2. */
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [parcelSize, setParcelSize] = useState<ParcelSize>(DEFAULT_PARCEL_SIZE);
  const [payer, setPayer] = useState<ShippingPayer>(DEFAULT_SHIPPING_PAYER);
  const rates = useShippingRates();
  const reading = readPrice(text, rates[parcelSize], payer);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const show = (pick: (r: Extract<Reading, { kind: 'priced' }>) => number) =>
    reading.kind === 'priced' ? formatCents(pick(reading)) : '—';

  return (
    <Card
      id="fee-calculator"
      role="region"
      aria-labelledby={`${id}-title`}
      className={cn('scroll-mt-32', className)}
    >
      <CardHeader>
        <Heading id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-gray-900">
          <Calculator className="size-5 text-brand-700" aria-hidden="true" />
          Fee calculator
        </Heading>
        <CardDescription>See what you earn before you list.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-price`}>Item price</Label>
          <div className="relative">
            <span
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-gray-500"
              aria-hidden="true"
            >
              $
            </span>
            <input
              id={`${id}-price`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="25.00"
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={reading.kind === 'invalid'}
              aria-describedby={reading.kind === 'invalid' ? `${id}-error` : undefined}
              className={cn(fieldClass, 'h-11 pl-7 tabular-nums')}
            />
          </div>
          <FieldError id={`${id}-error`} message={reading.kind === 'invalid' ? reading.message : undefined} />
        </div>

        <ShippingChoice
          parcelSize={parcelSize}
          shippingPayer={payer}
          rates={rates}
          onParcelSizeChange={setParcelSize}
          onShippingPayerChange={setPayer}
          hint={false}
        />

        <dl className="rounded-xl bg-gray-50 px-4 py-2 text-sm">
          <Row label="Sale price" value={show((r) => r.priceCents)} />
          <Row label="Seller fee" value={show((r) => r.fees.sellerFeeCents)} />
          <Row label="Processing fee" value={show((r) => r.fees.processingFeeCents)} />
          {payer === 'seller' && (
            <Row label={shippingMessages.shippingLabel} value={show((r) => r.fees.shippingCents)} />
          )}
          <Row label="You earn" value={show((r) => r.fees.earningsCents)} strong />
        </dl>

        {reading.kind === 'empty' && (
          <p className="text-sm text-gray-600">Enter a price to see your fees and earnings.</p>
        )}
        <p className="text-xs leading-relaxed text-gray-600">
          Seller fee: {FEE_TEXT}. Plus {formatCents(PROCESSING_FEE_CENTS)} payment processing per sale.
        </p>
      </CardContent>
    </Card>
  );
}
