import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Shirt } from 'lucide-react';
import { Link } from 'wouter';
import { Skeleton } from '../../components/ui/skeleton';
import { searchApi } from '#shared/api/search';
import { pageMeta } from '#shared/page-meta';
import { queryOf } from '../../lib/endpoints';
import { usePageMeta } from '../../lib/page-meta';

// Our stored photos come in 320/640/1280 px; a tile needs the 640 one, not the full size.
const smaller = (url: string) => url.replace(/^(\/uploads\/[^/?#]+\/)1280\.webp$/, '$1640.webp');

const GRADIENTS = [
  'from-brand-600 to-emerald-400',
  'from-rose-500 to-orange-300',
  'from-indigo-500 to-sky-300',
  'from-amber-500 to-yellow-300',
  'from-fuchsia-500 to-pink-300',
];

/** /categories: every browse category with its real count and a photo, linking to filtered trending. */
export default function CategoriesPage() {
  usePageMeta(...pageMeta('/categories'));
  const query = useQuery({
    ...queryOf(searchApi.categoryCounts),
    meta: { errorToast: 'Failed to fetch categories' },
  });

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Categories</h1>
        <p className="text-gray-600">Find exactly what you are after, one category at a time.</p>
      </header>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {query.isPending
          ? Array.from({ length: 8 }, (_, i) => (
              <li key={i}>
                <Skeleton className="aspect-[4/3] rounded-2xl" />
              </li>
            ))
          : (query.data?.categories ?? []).map((category, i) => (
              <li key={category.name}>
                <Link
                  href={`/trending?category=${encodeURIComponent(category.name)}`}
                  className="group relative block aspect-[4/3] overflow-hidden rounded-2xl shadow-sm ring-1 ring-gray-200 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                >
                  {category.imageUrl ? (
                    <img
                      src={smaller(category.imageUrl)}
                      alt=""
                      width={640}
                      height={480}
                      loading="lazy"
                      decoding="async"
                      className="absolute inset-0 size-full object-cover transition duration-300 group-hover:scale-105"
                    />
                  ) : (
                    <div
                      className={`absolute inset-0 flex items-center justify-center bg-gradient-to-br ${GRADIENTS[i % GRADIENTS.length]}`}
                    >
                      <Shirt className="size-12 text-white/80" aria-hidden="true" />
                    </div>
                  )}
                  <div className="absolute inset-0 bg-gradient-to-t from-gray-950/80 via-gray-950/20 to-transparent" />
                  <div className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-2 p-3 sm:p-4">
                    <div>
                      <h2 className="text-base font-semibold text-white sm:text-lg">{category.name}</h2>
                      <p className="text-xs text-white/90 sm:text-sm">
                        {category.count.toLocaleString('en-US')} item{category.count === 1 ? '' : 's'}
                      </p>
                    </div>
                    <ArrowRight
                      className="size-5 text-white transition group-hover:translate-x-1"
                      aria-hidden="true"
                    />
                  </div>
                </Link>
              </li>
            ))}
      </ul>
    </div>
  );
}
