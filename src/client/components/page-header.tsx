import type { ReactNode } from 'react';

/** A page's title, a line under it, and an optional action beside them (below them on phones). */
export function PageHeader({
  title,
  description,
  action,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-gray-600">{description}</p>}
      </div>
      {action}
    </header>
  );
}
