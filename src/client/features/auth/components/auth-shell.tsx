import { ArrowLeft, BadgeCheck, Leaf, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Brand } from '#client/components/brand';

const points = [
  { icon: Tag, text: 'Sellers keep 92% of every sale over $15' },
  { icon: BadgeCheck, text: 'Offers, card checkout and tracked orders built in' },
  { icon: Leaf, text: 'Every pre-loved piece is one less thing made new' },
];

/** The sign-in pages' frame: brand, a way back home, the form, and why Rethread. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4 lg:px-6">
        <Brand />
        <Link
          href="/"
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to home
        </Link>
      </header>
      <main
        id="main"
        className="mx-auto grid w-full max-w-6xl flex-1 items-center gap-10 px-4 pt-4 pb-16 lg:grid-cols-2 lg:px-6"
      >
        <section aria-label="Why Rethread" className="hidden lg:block">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Pre-loved fashion</p>
          <p className="mt-3 text-4xl font-bold tracking-tight text-gray-900">
            Give great clothes a second life — and keep more of what you earn.
          </p>
          <ul className="mt-8 space-y-4">
            {points.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-gray-700">
                <span className="flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                  <Icon className="size-4.5" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </section>
        <div className="mx-auto w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
