import { BadgePercent, PiggyBank } from 'lucide-react';
import { FeeCalculatorCard } from '#client/components/fee-calculator-card';
import { Card, CardContent } from '#client/components/ui/card';
import { FEE_TEXT, PROCESSING_FEE_CENTS } from '#shared/fees';
import { formatCents } from '#shared/money';
import {
  ADVERTISED_SELLING_FEE,
  KEEP_READING,
  OTHER_PLATFORM_FEE_PERCENTS,
} from '../content/start-selling-content';

const comparison = [
  { label: 'Rethread', percent: ADVERTISED_SELLING_FEE.percent, ours: true },
  ...OTHER_PLATFORM_FEE_PERCENTS.map((percent, i) => ({
    label: `Other platform ${String.fromCharCode(65 + i)}`,
    percent,
    ours: false,
  })),
];
const otherPlatforms = new Intl.ListFormat('en', { type: 'conjunction' }).format(
  OTHER_PLATFORM_FEE_PERCENTS.map((percent) => `${percent}%`),
);
const widest = Math.max(...comparison.map((row) => row.percent));

function FeeComparison() {
  return (
    <ul aria-label="Selling fees compared" className="grid gap-3">
      {comparison.map((row) => (
        <li key={row.label} className="grid gap-1">
          <div className="flex items-baseline justify-between text-sm">
            <span className={row.ours ? 'font-semibold text-brand-800' : 'text-gray-700'}>{row.label}</span>
            <span className="font-medium text-gray-900 tabular-nums">{row.percent}%</span>
          </div>
          <div className="h-2.5 rounded-full bg-gray-100" aria-hidden="true">
            <div
              className={row.ours ? 'h-full rounded-full bg-brand-600' : 'h-full rounded-full bg-gray-400'}
              style={{ width: `${(row.percent / widest) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Both readings of our fees as displayed copy (docs/product/05-checkout-orders.md §5.6: the 8% / keep-92% reading and the
 * selling-information 3.5% reading), next to the calculator, which uses the computed rule.
 */
export function FeeReadings() {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <Card>
          <CardContent className="grid gap-3">
            <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <PiggyBank className="size-5" aria-hidden="true" />
            </span>
            <h3 className="text-lg font-semibold text-gray-900">Sellers keep {KEEP_READING.keepPercent}%</h3>
            <div aria-hidden="true" className="flex h-3 overflow-hidden rounded-full bg-gray-200">
              <div className="bg-brand-600" style={{ width: `${KEEP_READING.keepPercent}%` }} />
            </div>
            <div className="flex justify-between text-sm">
              <span className="font-semibold text-brand-800">You keep {KEEP_READING.keepPercent}%</span>
              <span className="text-gray-600">Seller fee {KEEP_READING.feePercent}%</span>
            </div>
            <p className="text-sm leading-relaxed text-gray-700">
              A {KEEP_READING.feePercent}% seller fee means you keep {KEEP_READING.keepPercent}% of your sale:{' '}
              {FEE_TEXT}.
            </p>
            <p className="text-sm text-gray-600">
              Plus {formatCents(PROCESSING_FEE_CENTS)} payment processing. No listing fees.
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="grid gap-3">
            <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <BadgePercent className="size-5" aria-hidden="true" />
            </span>
            <h3 className="text-lg font-semibold text-gray-900">Lower fees than other platforms</h3>
            <p className="text-sm leading-relaxed text-gray-700">
              {ADVERTISED_SELLING_FEE.text}, compared with {otherPlatforms} on other platforms.
            </p>
            <FeeComparison />
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-3">
        <FeeCalculatorCard headingLevel={3} />
        <p className="px-1 text-xs leading-relaxed text-gray-600">
          The calculator shows exactly what is deducted from a sale at the price you enter.
        </p>
      </div>
    </div>
  );
}
