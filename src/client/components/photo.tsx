import { ImageOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { imageSrcSet, imageVariant, IMAGE_WIDTHS, type ImageWidth } from '../../shared/image-variants';
import placeholderUrl from './listing-placeholder.svg';

/**
 * One listing photo: the stored WebP variants through `srcset` (`widths`: grid cards offer only 320
 * and 640), fixed width and height so nothing shifts while it loads, the placeholder image when
 * there is no photo, and a 'No image' tile when the photo fails to load (docs/product/02-listings.md §2.1 "Listing card").
 */
export function Photo({
  url,
  alt,
  sizes,
  width = 640,
  height = 800,
  loading = 'lazy',
  widths = IMAGE_WIDTHS,
  className,
  ...props
}: Omit<ComponentProps<'img'>, 'src' | 'srcSet'> & {
  url: string | null | undefined;
  widths?: readonly ImageWidth[];
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (url && failed === url) {
    return (
      <div
        role="img"
        aria-label={alt ? `${alt} (No image)` : 'No image'}
        className={cn('flex flex-col items-center justify-center gap-2 bg-gray-100 text-gray-400', className)}
      >
        <ImageOff className="size-8" aria-hidden="true" />
        <span className="text-xs font-medium">No image</span>
      </div>
    );
  }
  return (
    <img
      src={url ? imageVariant(url, 640) : placeholderUrl}
      srcSet={url ? imageSrcSet(url, widths) : undefined}
      sizes={url ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      draggable={false}
      onError={() => url && setFailed(url)}
      className={cn('bg-gray-100 object-cover', className)}
      {...props}
    />
  );
}
