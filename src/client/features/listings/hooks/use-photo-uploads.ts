import { useCallback, useEffect, useRef, useState } from 'react';
import { CREATE_UPLOAD_MAX_BYTES, MAX_IMAGES_PER_LISTING } from '#shared/constants';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { isAbortError, uploadImages } from '../api/upload-images';
import { checkCreateFile, duplicatesNotice, fileFingerprint, IMAGE_LIMIT_PROBLEM } from '../lib/file-checks';

export type UploadSlot = 'main' | 'extra';

export type PendingPhoto = {
  key: string;
  slot: UploadSlot;
  name: string;
  fingerprint: string;
  /** A local preview shown while the file uploads. */
  previewUrl: string;
  status: 'uploading' | 'done' | 'error';
  progress: number;
  url?: string;
  error?: string;
};

let keyCounter = 0;

/**
 * The create form's photos (docs/product/02-listings.md §2.1): one main photo plus up to nine extras. Each file is
 * checked (image, 5 MB), then uploads on its own so it shows its own progress bar, and can be removed
 * (cancelling its upload) before the listing is saved.
 */
export function usePhotoUploads() {
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const photosRef = useRef(photos);
  photosRef.current = photos;

  const patch = useCallback((key: string, change: Partial<PendingPhoto>) => {
    setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  }, []);

  const start = useCallback(
    (photo: PendingPhoto, file: File) => {
      const controller = new AbortController();
      controllers.current.set(photo.key, controller);
      uploadImages([file], {
        signal: controller.signal,
        onProgress: (progress) => patch(photo.key, { progress }),
      })
        .then(({ urls }) => patch(photo.key, { status: 'done', progress: 1, url: urls[0] }))
        .catch((error: unknown) => {
          if (isAbortError(error)) return;
          const message = errorMessage(error, 'Failed to upload images');
          patch(photo.key, { status: 'error', error: message });
          toast({ title: 'Upload Failed', description: message, variant: 'destructive' });
        })
        .finally(() => controllers.current.delete(photo.key));
    },
    [patch],
  );

  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setPhotos((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return list.filter((p) => p.key !== key);
    });
  }, []);

  const add = useCallback(
    (files: readonly File[], slot: UploadSlot) => {
      const current = photosRef.current;
      // A new main photo replaces the old one; extras queue up behind it.
      const replacing = slot === 'main' ? current.filter((p) => p.slot === 'main') : [];
      let room = MAX_IMAGES_PER_LISTING - (current.length - replacing.length);
      const kept = new Set(current.filter((p) => !replacing.includes(p)).map((p) => p.fingerprint));
      const unique = files.filter((f) => {
        const seen = kept.has(fileFingerprint(f));
        kept.add(fileFingerprint(f));
        return !seen;
      });
      if (unique.length < files.length) toast(duplicatesNotice(files.length - unique.length));
      let wanted = slot === 'main' ? unique.slice(0, 1) : unique;
      if (wanted.length > room) {
        toast({ ...IMAGE_LIMIT_PROBLEM, variant: 'destructive' });
        wanted = wanted.slice(0, Math.max(0, room));
      }
      const accepted: Array<[PendingPhoto, File]> = [];
      for (const file of wanted) {
        const problem = checkCreateFile(file, CREATE_UPLOAD_MAX_BYTES);
        if (problem) {
          toast({ ...problem, variant: 'destructive' });
          continue;
        }
        if (room <= 0) break;
        room -= 1;
        keyCounter += 1;
        const photo: PendingPhoto = {
          key: `upload-${keyCounter}`,
          slot,
          name: file.name,
          fingerprint: fileFingerprint(file),
          previewUrl: URL.createObjectURL(file),
          status: 'uploading',
          progress: 0,
        };
        accepted.push([photo, file]);
      }
      if (!accepted.length) return;
      for (const old of replacing) remove(old.key);
      setPhotos((list) => [...list, ...accepted.map(([p]) => p)]);
      for (const [photo, file] of accepted) start(photo, file);
    },
    [remove, start],
  );

  /** Photos already stored (a saved draft's), shown as uploaded: the first is the main photo. */
  const seed = useCallback((urls: readonly string[]) => {
    setPhotos(
      urls.map((url, i) => ({
        key: `saved-${(keyCounter += 1)}`,
        slot: i === 0 ? 'main' : 'extra',
        name: `Photo ${i + 1}`,
        fingerprint: url,
        previewUrl: url,
        status: 'done',
        progress: 1,
        url,
      })),
    );
  }, []);

  const reset = useCallback(() => {
    for (const c of controllers.current.values()) c.abort();
    setPhotos((list) => {
      for (const p of list) URL.revokeObjectURL(p.previewUrl);
      return [];
    });
  }, []);

  // Leaving the page cancels uploads still running; their photos would belong to nothing.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const c of running.values()) c.abort();
    };
  }, []);

  // Without a photo picked for the main slot, the first additional one is the main image (it is
  // what the listing gets first), and the slot shows it: with ten additional photos the slot would
  // otherwise be an "Add main photo" button that can never work.
  const chosen = photos.filter((p) => p.slot === 'main');
  const others = photos.filter((p) => p.slot === 'extra');
  const main = chosen[0] ?? others[0] ?? null;
  const extras = others.filter((p) => p !== main);
  const uploadedUrls = (main ? [main, ...extras] : [])
    .filter((p) => p.status === 'done' && p.url)
    .map((p) => p.url!);

  return {
    photos,
    main,
    extras,
    add,
    remove,
    reset,
    seed,
    uploadedUrls,
    isUploading: photos.some((p) => p.status === 'uploading'),
  };
}
