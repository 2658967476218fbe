import { Link } from 'wouter';
import { Brand } from '../../components/brand';

/** Every footer link of docs/product/09-information-pages.md §9.1, grouped the way people look for them. */
const groups = [
  {
    title: 'Shop',
    links: [
      ['Home', '/'],
      ['Categories', '/categories'],
      ['Trending', '/trending'],
      ['New Arrivals', '/new-arrivals'],
      ['Live Shows', '/live-shows'],
    ],
  },
  {
    title: 'Sell',
    links: [
      ['Start Selling', '/start-selling'],
      ['Seller Dashboard', '/?tab=tools'],
      ['Seller Tools', '/seller-tools'],
    ],
  },
  {
    title: 'Support',
    links: [
      ['Help Center', '/help-center'],
      ['Safety', '/safety'],
      ['Contact Us', '/contact-us'],
    ],
  },
  {
    title: 'Legal',
    links: [
      ['Terms of Service', '/terms-of-service'],
      ['Privacy', '/privacy'],
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="border-t border-gray-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-[1.5fr_repeat(4,1fr)] lg:px-6">
        <div className="max-w-xs">
          <Brand />
          <p className="mt-3 text-sm text-gray-600">
            The marketplace for pre-loved clothing, shoes and accessories. Buy for less, sell what you no
            longer wear.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4 md:col-span-4">
          {groups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className="text-sm font-semibold text-gray-900">{group.title}</h2>
              <ul className="mt-3 space-y-2">
                {group.links.map(([label, href]) => (
                  <li key={href}>
                    <Link
                      href={href}
                      className="rounded text-sm text-gray-600 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                    >
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-gray-100">
        {/* On New Year's Eve the server's year (decision 020) and the reader's may differ. */}
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-gray-500 lg:px-6" suppressHydrationWarning>
          © {new Date().getFullYear()} Rethread. Pre-loved fashion, passed on.
        </p>
      </div>
    </footer>
  );
}
