import { ArrowDown, ArrowUp, ImagePlus, Star, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { MAX_IMAGES_PER_LISTING } from '#shared/constants';
import { Button } from '#client/components/ui/button';
import { Label } from '#client/components/ui/label';
import { useEditUploads } from '../hooks/use-edit-uploads';
import { imageVariant } from '#shared/image-variants';
import { move, removePhoto, setMain, type PhotoItem } from '#client/lib/photo-list';
import { UploadProgress } from './upload-progress';

/**
 * The edit dialog's photos (docs/product/02-listings.md §2.1): the first one is the main image; 'Set Main', move up, move
 * down, remove, and upload more.
 */
export function PhotoManager({
  photos,
  onChange,
}: {
  photos: PhotoItem[];
  onChange: (photos: PhotoItem[]) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploads = useEditUploads(photos, onChange);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={`${id}-upload`}>
          Photos{' '}
          <span className="font-normal text-gray-500">
            ({photos.length}/{MAX_IMAGES_PER_LISTING})
          </span>
        </Label>
        <Button
          variant="outline"
          size="sm"
          disabled={uploads.isUploading || photos.length >= MAX_IMAGES_PER_LISTING}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden="true" />
          Upload more
        </Button>
        <input
          ref={input}
          id={`${id}-upload`}
          aria-label="Upload more photos"
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void uploads.upload(files);
          }}
        />
      </div>
      {uploads.progress !== null && <UploadProgress label="Uploading photos" value={uploads.progress} />}
      {photos.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-600">
          No photos yet. A listing needs at least one.
        </p>
      ) : (
        <ol className="grid gap-2" aria-label="Photos, main photo first">
          {photos.map((photo, i) => (
            <li
              key={photo.id}
              className="flex items-center gap-3 rounded-lg border border-gray-200 bg-white p-2"
            >
              <img
                src={imageVariant(photo.url, 320)}
                alt={`Photo ${i + 1}`}
                width={56}
                height={70}
                className="h-[70px] w-14 shrink-0 rounded-md bg-gray-100 object-cover"
              />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-gray-900">
                  Photo {i + 1}
                  {i === 0 && (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
                      Main
                    </span>
                  )}
                </p>
                <p className="text-xs text-gray-500">
                  {photo.isExisting ? 'Saved' : 'New, saved when you save'}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap items-center justify-end gap-1">
                {i > 0 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onChange(setMain(photos, photo.id))}
                    aria-label={`Set photo ${i + 1} as main`}
                  >
                    <Star aria-hidden="true" />
                    <span className="hidden sm:inline">Set Main</span>
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  disabled={i === 0}
                  onClick={() => onChange(move(photos, photo.id, -1))}
                  aria-label={`Move photo ${i + 1} up`}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  disabled={i === photos.length - 1}
                  onClick={() => onChange(move(photos, photo.id, 1))}
                  aria-label={`Move photo ${i + 1} down`}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 text-gray-500 hover:text-red-600"
                  onClick={() => onChange(removePhoto(photos, photo.id))}
                  aria-label={`Remove photo ${i + 1}`}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
