import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { cn } from '#client/lib/cn';
import { wrapIndex } from '#client/components/listing-card/use-card-gallery';
import { DETAIL_IMAGE_SIZES, imageVariant } from '#shared/image-variants';
import { Photo } from '#client/components/photo';

const navButton = cn(
  'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90',
  'text-gray-900 shadow-md hover:bg-white focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
);

/** The detail page's photos (docs/product/02-listings.md §2.1): previous/next, a '2 / 5' counter and thumbnails. */
export function ListingGallery({ photos, title }: { photos: string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const current = wrapIndex(index, photos.length);
  const many = photos.length > 1;
  return (
    <section aria-label="Photos" className="grid gap-3">
      <div
        className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-gray-100"
        onKeyDown={(e) => {
          if (e.key === 'ArrowLeft') setIndex(current - 1);
          if (e.key === 'ArrowRight') setIndex(current + 1);
        }}
      >
        <Photo
          key={photos[current] ?? 'none'}
          url={photos[current]}
          alt={photos.length ? `${title}, photo ${current + 1} of ${photos.length}` : title}
          sizes={DETAIL_IMAGE_SIZES}
          width={1280}
          height={1600}
          loading={current === 0 ? 'eager' : 'lazy'}
          fetchPriority={current === 0 ? 'high' : undefined}
          className="size-full"
        />
        {many && (
          <>
            <button
              type="button"
              aria-label="Previous photo"
              onClick={() => setIndex(current - 1)}
              className={cn(navButton, 'left-3')}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              aria-label="Next photo"
              onClick={() => setIndex(current + 1)}
              className={cn(navButton, 'right-3')}
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
            <span
              aria-live="polite"
              className="absolute right-3 bottom-3 rounded-full bg-black/65 px-2.5 py-1 text-xs font-medium text-white tabular-nums"
            >
              {current + 1} / {photos.length}
            </span>
          </>
        )}
      </div>
      {many && (
        <ul className="flex gap-2 overflow-x-auto p-1">
          {photos.map((url, i) => (
            <li key={url} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === current}
                className={cn(
                  'block size-16 overflow-hidden rounded-lg ring-2 ring-offset-2 transition sm:size-20',
                  'focus-visible:ring-brand-500 focus-visible:outline-none',
                  i === current ? 'ring-brand-600' : 'ring-transparent opacity-75 hover:opacity-100',
                )}
              >
                <img
                  src={imageVariant(url, 320)}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  className="size-full bg-gray-100 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
