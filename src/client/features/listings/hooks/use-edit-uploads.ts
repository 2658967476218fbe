import { useRef, useState } from 'react';
import { EDIT_UPLOAD_MAX_BYTES } from '#shared/constants';
import { toast } from '#client/components/ui/use-toast';
import { uploadImages } from '../api/upload-images';
import { checkEditFiles, duplicatesNotice, fileFingerprint as fingerprint } from '../lib/file-checks';
import { addUploaded, type PhotoItem } from '#client/lib/photo-list';
import { toastUploadFailed } from '#client/lib/upload-failed-toast';

/**
 * 'Upload more' in the edit dialog (docs/product/02-listings.md §2.4, §2.5): the 10 MB and image-only checks, 'Too Many Images',
 * one request for the batch with its progress, 'Upload Errors' for files the server refused,
 * 'Duplicates Removed' when a photo is already in the list, then 'Successfully uploaded N image(s)'.
 */
export function useEditUploads(photos: PhotoItem[], setPhotos: (next: PhotoItem[]) => void) {
  const [progress, setProgress] = useState<number | null>(null);
  // The same file picked twice would be stored twice under new urls; remember what each file became.
  const uploadedFiles = useRef(new Map<string, string>());
  // The person may reorder or remove photos while a batch uploads; add to the list as it is then.
  const latest = useRef(photos);
  latest.current = photos;

  const upload = async (files: File[]) => {
    if (!files.length) return;
    const { accepted, problems } = checkEditFiles(files, photos.length, EDIT_UPLOAD_MAX_BYTES);
    for (const problem of problems) toast({ ...problem, variant: 'destructive' });
    const inList = new Set(photos.map((p) => p.url));
    const fresh = accepted.filter((f) => !inList.has(uploadedFiles.current.get(fingerprint(f)) ?? ''));
    let duplicates = accepted.length - fresh.length;
    if (!fresh.length) {
      if (duplicates) toast(duplicatesNotice(duplicates));
      return;
    }
    setProgress(0);
    try {
      const { urls, errors } = await uploadImages(fresh, { onProgress: setProgress });
      urls.forEach((url, i) => {
        const file = fresh[i];
        if (file && errors.length === 0) uploadedFiles.current.set(fingerprint(file), url);
      });
      const result = addUploaded(latest.current, urls);
      duplicates += result.duplicates;
      setPhotos(result.photos);
      if (errors.length) {
        toast({ title: 'Upload Errors', description: errors.join('\n'), variant: 'destructive' });
      } else if (duplicates) {
        toast(duplicatesNotice(duplicates));
      } else {
        toast({ title: `Successfully uploaded ${urls.length} image(s)`, variant: 'success' });
      }
    } catch (error) {
      toastUploadFailed(error);
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress, isUploading: progress !== null };
}
