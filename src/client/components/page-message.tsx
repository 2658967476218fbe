import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A centred page-level message (not found, being built, sign-in needed). */
export function PageMessage({
  icon: Icon,
  eyebrow,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      {eyebrow && (
        <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      )}
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
      {children && <div className="mt-3 text-base text-gray-600">{children}</div>}
      {actions && <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>}
    </section>
  );
}
