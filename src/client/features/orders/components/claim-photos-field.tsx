import { ImagePlus, Loader2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { MAX_CLAIM_PHOTOS } from '#shared/claims';
import { errorMessage } from '#client/lib/api';
import { uploadClaimPhoto } from '../api/claims';
import { claimCopy as copy } from '../claim-copy';

/**
 * Up to MAX_CLAIM_PHOTOS photos for a claim, each uploaded as soon as it is picked (the claim then
 * carries their URLs, which the server checks are the buyer's own uploads). `onBusy` says while an
 * upload runs, so the dialog waits for it before sending.
 */
export function ClaimPhotosField({
  value,
  onChange,
  onBusy,
  disabled,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  onBusy: (busy: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const room = MAX_CLAIM_PHOTOS - value.length;

  const pick = async (files: File[]) => {
    if (!files.length) return;
    setProblem(null);
    setUploading(true);
    onBusy(true);
    const urls = [...value];
    try {
      for (const file of files.slice(0, room)) urls.push(await uploadClaimPhoto(file));
    } catch (error) {
      setProblem(errorMessage(error, 'Failed to upload images'));
    } finally {
      onChange(urls);
      setUploading(false);
      onBusy(false);
    }
  };

  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-gray-800">
        {copy.photos}
      </span>
      <p id={`${id}-hint`} className="text-xs text-gray-600">
        {copy.photosHint(MAX_CLAIM_PHOTOS)}
      </p>
      <ul className="flex flex-wrap gap-2" aria-labelledby={`${id}-label`}>
        {value.map((url, index) => (
          <li key={url} className="relative">
            <img
              src={url}
              alt={copy.photo(index + 1)}
              className="size-16 rounded-lg border border-gray-200 object-cover"
            />
            <button
              type="button"
              disabled={disabled}
              aria-label={copy.removePhoto(index + 1)}
              onClick={() => onChange(value.filter((u) => u !== url))}
              className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full bg-gray-900 text-white focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {room > 0 && (
        <div>
          <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 shadow-sm hover:bg-gray-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
            <input
              type="file"
              accept="image/*"
              multiple
              className="sr-only"
              aria-describedby={`${id}-hint`}
              disabled={disabled || uploading}
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                event.target.value = '';
                void pick(files);
              }}
            />
            {uploading ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <ImagePlus className="size-4" aria-hidden="true" />
            )}
            {uploading ? copy.uploading : copy.addPhotos}
          </label>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
    </div>
  );
}
