import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClass } from './ui/button';

const SIZES = {
  /** A panel inside a page (the home dashboard's tabs). */
  sm: { gap: 'gap-3', title: 'text-xl font-semibold text-gray-900', text: 'text-sm text-gray-600', button: 'sm' },
  /** A section of the landing page. */
  lg: {
    gap: 'gap-4',
    title: 'text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl',
    text: 'mt-1 text-gray-600',
    button: 'md',
  },
} as const;

/** A section's heading (its id labels the section), a line under it, and a link to see everything. */
export function SectionHeading({
  id,
  title,
  description,
  link,
  size,
  className,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  link: { href: string; label: string };
  size: keyof typeof SIZES;
  className?: string;
}) {
  const s = SIZES[size];
  return (
    <div className={[className, 'flex flex-wrap items-end justify-between', s.gap].filter(Boolean).join(' ')}>
      <div>
        <h2 id={id} className={s.title}>
          {title}
        </h2>
        {description && <p className={s.text}>{description}</p>}
      </div>
      <Link href={link.href} className={buttonClass('outline', s.button)}>
        {link.label}
        <ArrowRight aria-hidden="true" />
      </Link>
    </div>
  );
}
