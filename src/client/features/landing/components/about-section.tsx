import { HeartHandshake, Percent, ShoppingBag, Users } from 'lucide-react';

const STATS = [
  { value: '10K+', label: 'Fashion enthusiasts', icon: Users },
  { value: '50K+', label: 'Items sold', icon: ShoppingBag },
  { value: '70%', label: 'Average savings', icon: Percent },
  { value: '92%', label: 'Seller earnings', icon: HeartHandshake },
];

export function AboutSection() {
  return (
    <section aria-labelledby="about-heading" className="border-y border-gray-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-[1fr_1.2fr] lg:items-center lg:px-6">
        <div>
          <h2 id="about-heading" className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
            About Rethread
          </h2>
          <p className="mt-3 text-gray-600">
            Rethread is a community marketplace for pre-loved clothing, shoes and accessories. Buyers save up
            to 70% off retail; sellers turn their closets into cash with simple fees: 8% on sales over $15, or
            $1.50 flat fee for items under $15.
          </p>
          <p className="mt-3 text-gray-600">
            Follow sellers you love, make offers, ask questions in live shows and check out securely by card.
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {STATS.map(({ value, label, icon: Icon }) => (
            <div key={label} className="flex flex-col rounded-2xl border border-gray-200 bg-gray-50 p-5">
              <Icon className="size-5 text-brand-600" aria-hidden="true" />
              {/* dt comes first for assistive tech; the figure is shown first. */}
              <dt className="order-2 mt-1 text-sm text-gray-600">{label}</dt>
              <dd className="order-1 mt-3 text-3xl font-bold tracking-tight text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
