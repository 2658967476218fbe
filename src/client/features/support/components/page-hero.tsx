import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The teal band that opens each support page: icon, heading, one line of context, optional extras. */
export function PageHero({
  icon: Icon,
  title,
  subtitle,
  children,
}: {
  icon: LucideIcon;
  title: string;
  subtitle: string;
  children?: ReactNode;
}) {
  return (
    <header className="bg-gradient-to-br from-brand-700 to-brand-900 text-white">
      <div className="mx-auto flex max-w-5xl flex-col items-center px-4 py-12 text-center sm:px-6 sm:py-16">
        <span className="mb-4 flex size-12 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-base text-brand-50 sm:text-lg">{subtitle}</p>
        {children && <div className="mt-8 w-full max-w-2xl">{children}</div>}
      </div>
    </header>
  );
}

/** A titled block of a support page with consistent spacing. */
export function PageSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-5">
      <div className="space-y-1">
        <h2 id={id} className="text-xl font-semibold tracking-tight text-gray-900 sm:text-2xl">
          {title}
        </h2>
        {description && <p className="text-gray-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}
