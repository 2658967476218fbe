import type { ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * Small building blocks for long-form legal text. There is no typography plugin in the build, and
 * a handful of styled elements keeps the content modules readable as plain prose.
 */
export function P({ children }: { children: ReactNode }) {
  return <p className="leading-relaxed text-gray-700">{children}</p>;
}

export function List({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5 leading-relaxed text-gray-700 marker:text-brand-600">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/** A bold lead-in for a list item or paragraph ("Account data." …). */
export function Term({ children }: { children: ReactNode }) {
  return <strong className="font-semibold text-gray-900">{children}</strong>;
}

/** A link to another page of the site, styled for running text. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      {children}
    </Link>
  );
}
