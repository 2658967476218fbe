import { AlertCircle, ImagePlus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { MAX_IMAGES_PER_LISTING } from '#shared/constants';
import { Label } from '#client/components/ui/label';
import { cn } from '#client/lib/cn';
import type { PendingPhoto, UploadSlot, usePhotoUploads } from '../hooks/use-photo-uploads';
import { UploadProgress } from './upload-progress';

type Uploads = ReturnType<typeof usePhotoUploads>;

function Tile({ photo, onRemove }: { photo: PendingPhoto; onRemove: () => void }) {
  return (
    <li className="relative overflow-hidden rounded-xl border border-gray-200 bg-white">
      <img
        src={photo.previewUrl}
        alt={photo.name}
        width={160}
        height={200}
        className="aspect-[4/5] w-full bg-gray-100 object-cover"
      />
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${photo.name}`}
        className="absolute top-1.5 right-1.5 flex size-7 items-center justify-center rounded-full bg-white/95 text-gray-800 shadow hover:bg-white focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
      <div className="p-2">
        {photo.status === 'uploading' && (
          <UploadProgress label={`Uploading ${photo.name}`} value={photo.progress} />
        )}
        {photo.status === 'done' && <p className="truncate text-xs text-emerald-700">Uploaded</p>}
        {photo.status === 'error' && (
          <p className="flex items-start gap-1 text-xs text-red-600">
            <AlertCircle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            <span className="line-clamp-2">{photo.error}</span>
          </p>
        )}
      </div>
    </li>
  );
}

function PickButton({
  id,
  label,
  multiple,
  disabled,
  onPick,
}: {
  id: string;
  label: string;
  multiple: boolean;
  disabled: boolean;
  onPick: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        className={cn(
          'flex aspect-[4/5] w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed',
          'border-gray-300 bg-white p-3 text-center text-sm text-gray-600 transition hover:border-brand-500 hover:text-brand-700',
          'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50',
        )}
      >
        <ImagePlus className="size-6" aria-hidden="true" />
        {label}
      </button>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        multiple={multiple}
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          onPick(files);
        }}
      />
    </>
  );
}

/**
 * The create form's photos (docs/product/02-listings.md §2.1): a main image plus up to nine extras, each with its own upload
 * progress and a remove button.
 */
export function ImagePicker({ uploads, invalid }: { uploads: Uploads; invalid?: string }) {
  const id = useId();
  const add = (slot: UploadSlot) => (files: File[]) => uploads.add(files, slot);
  const full = uploads.photos.length >= MAX_IMAGES_PER_LISTING;
  return (
    <fieldset className="grid gap-4" aria-describedby={invalid ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-gray-800">
        Photos{' '}
        <span className="font-normal text-gray-500">
          ({uploads.photos.length}/{MAX_IMAGES_PER_LISTING}, up to 5 MB each)
        </span>
      </legend>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-main`}>Main image</Label>
          <ul className="grid">
            {uploads.main ? (
              <Tile photo={uploads.main} onRemove={() => uploads.remove(uploads.main!.key)} />
            ) : (
              <li>
                <PickButton
                  id={`${id}-main`}
                  label="Add main photo"
                  multiple={false}
                  disabled={full}
                  onPick={add('main')}
                />
              </li>
            )}
          </ul>
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-extra`}>Additional images</Label>
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
            {uploads.extras.map((photo) => (
              <Tile key={photo.key} photo={photo} onRemove={() => uploads.remove(photo.key)} />
            ))}
            {!full && (
              <li>
                <PickButton
                  id={`${id}-extra`}
                  label="Add photos"
                  multiple
                  disabled={full}
                  onPick={add('extra')}
                />
              </li>
            )}
          </ul>
        </div>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {invalid}
        </p>
      )}
    </fieldset>
  );
}
