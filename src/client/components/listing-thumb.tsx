import { ImageOff } from 'lucide-react';
import { Link } from 'wouter';
import { imageVariant } from '../../shared/image-variants';
import { cn } from '../lib/cn';

/** A small thumbnail asks for the 320 px variant of an uploaded photo; any other address is used as it is. */
export function thumbnailUrl(url: string | null | undefined): string | null {
  return url ? imageVariant(url, 320) : null;
}

/**
 * A listing's square thumbnail on a card (`px` wide), linking to the listing; a placeholder when it has
 * no photo. Hidden from assistive technology: the card's title links to the same place.
 */
export function ListingThumb({
  href,
  imageUrl,
  px,
  className,
}: {
  href: string;
  imageUrl: string | null | undefined;
  px: number;
  className?: string;
}) {
  const thumb = thumbnailUrl(imageUrl);
  return (
    <Link
      href={href}
      className={cn('block size-24 shrink-0 overflow-hidden rounded-xl bg-gray-100', className)}
      tabIndex={-1}
      aria-hidden="true"
    >
      {thumb ? (
        <img src={thumb} alt="" width={px} height={px} loading="lazy" className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center text-gray-400">
          <ImageOff className="size-6" />
        </span>
      )}
    </Link>
  );
}
