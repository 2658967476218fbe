import { Camera, ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { CARD_DOTS_MAX_IMAGES } from '#shared/constants';
import { cn } from '../../lib/cn';
import { useCardGallery } from './use-card-gallery';
import { CARD_IMAGE_SIZES, CARD_IMAGE_WIDTHS } from '#shared/image-variants';
import { Photo } from '../photo';

const arrowClass = cn(
  'absolute top-1/2 z-10 flex size-8 -translate-y-1/2 items-center justify-center rounded-full bg-white/90',
  'text-gray-900 shadow-md transition-opacity hover:bg-white focus-visible:opacity-100',
  'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
  'opacity-0 group-hover/card:opacity-100 [@media(hover:none)]:hidden',
);

/**
 * The card's photos (docs/product/02-listings.md §2.1): arrows, dots for up to five photos or a camera badge with the count
 * beyond that, swipe, wraparound and the 2-second auto-advance while hovered.
 */
export function ListingCardGallery({
  id,
  title,
  photos,
  priority = false,
}: {
  id: string;
  title: string;
  photos: string[];
  /** The card is above the fold: its first photo is fetched at once, ahead of other images. */
  priority?: boolean;
}) {
  const gallery = useCardGallery(photos.length);
  const many = photos.length > 1;
  return (
    <div
      className="relative aspect-[4/5] overflow-hidden bg-gray-100"
      {...gallery.hoverProps}
      {...gallery.touchProps}
    >
      <Link
        href={`/listing/${id}`}
        aria-label={title}
        className="block size-full focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset"
        onClick={(e) => {
          if (gallery.consumeSwipe()) e.preventDefault();
        }}
      >
        <Photo
          key={photos[gallery.index] ?? 'none'}
          url={photos[gallery.index]}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          widths={CARD_IMAGE_WIDTHS}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority && gallery.index === 0 ? 'high' : undefined}
          className="size-full transition duration-300 group-hover/card:scale-[1.02]"
        />
      </Link>
      {many && (
        <>
          <button
            type="button"
            aria-label="Previous photo"
            onClick={gallery.previous}
            className={cn(arrowClass, 'left-2')}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label="Next photo"
            onClick={gallery.next}
            className={cn(arrowClass, 'right-2')}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
          {photos.length <= CARD_DOTS_MAX_IMAGES ? (
            // Each dot is a 24 px button (the smallest target a finger can hit, WCAG 2.5.8) drawing an 8 px dot:
            // bottom-0 puts the dot's centre where bottom-2 put it when the button was the dot.
            <div className="absolute bottom-0 left-1/2 z-10 flex -translate-x-1/2">
              {photos.map((url, i) => (
                <button
                  key={url}
                  type="button"
                  aria-label={`Show photo ${i + 1} of ${photos.length}`}
                  aria-current={i === gallery.index}
                  onClick={() => gallery.setIndex(i)}
                  className="group/dot flex size-6 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'size-2 rounded-full shadow ring-1 ring-black/25 transition',
                      i === gallery.index ? 'bg-white' : 'bg-white/50 group-hover/dot:bg-white/80',
                    )}
                  />
                </button>
              ))}
            </div>
          ) : (
            <span
              className="absolute bottom-2 left-2 z-10 inline-flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 text-xs font-medium text-white"
              aria-label={`${photos.length} photos, showing ${gallery.index + 1}`}
            >
              <Camera className="size-3.5" aria-hidden="true" />
              {photos.length}
            </span>
          )}
        </>
      )}
    </div>
  );
}
