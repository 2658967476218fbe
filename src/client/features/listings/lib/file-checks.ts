import { MAX_IMAGES_PER_LISTING } from '#shared/constants';

/**
 * Checks photos before they are uploaded, with the spec's messages (docs/product/02-listings.md §2.5). The server decodes
 * every file again; these checks only spare people a slow upload that would fail anyway.
 */
export type FileProblem = { title: string; description: string };

function isImage(file: File): boolean {
  return file.type.startsWith('image/');
}

/** The create form: each file an image of at most 5 MB ('Invalid file type', 'File too large'). */
export function checkCreateFile(file: File, maxBytes: number): FileProblem | null {
  if (!isImage(file)) return { title: 'Invalid file type', description: `${file.name} is not an image file` };
  if (file.size > maxBytes)
    return {
      title: 'File too large',
      description: `${file.name} is larger than ${Math.round(maxBytes / 1048576)}MB`,
    };
  return null;
}

/** How many of `incoming` still fit next to `current` photos (10 per listing). */
export function roomFor(current: number): number {
  return Math.max(0, MAX_IMAGES_PER_LISTING - current);
}

export const IMAGE_LIMIT_PROBLEM: FileProblem = {
  title: 'Image limit reached',
  description: `Maximum ${MAX_IMAGES_PER_LISTING} images allowed per listing`,
};

/**
 * The edit dialog's checks (10 MB, 'Please select only image files', 'File size must be less than
 * 10MB'; 'Too Many Images' when the selection does not fit). Answers the files to upload and the
 * problems to show, one toast's worth each.
 */
export function checkEditFiles(
  files: readonly File[],
  currentCount: number,
  maxBytes: number,
): { accepted: File[]; problems: FileProblem[] } {
  const problems: FileProblem[] = [];
  const room = roomFor(currentCount);
  if (files.length > room) {
    return {
      accepted: [],
      problems: [
        {
          title: 'Too Many Images',
          description: `Maximum ${MAX_IMAGES_PER_LISTING} images allowed. You currently have ${currentCount} images. Can only add ${room} more.`,
        },
      ],
    };
  }
  const images = files.filter(isImage);
  if (images.length < files.length) {
    problems.push({ title: 'Invalid file type', description: 'Please select only image files' });
  }
  const accepted = images.filter((f) => f.size <= maxBytes);
  if (accepted.length < images.length) {
    problems.push({ title: 'File too large', description: 'File size must be less than 10MB' });
  }
  return { accepted, problems };
}

/**
 * The same file picked twice: uploads get fresh random urls, so a repeat is recognised by the file
 * itself (name, size, last change) before it is sent.
 */
export function fileFingerprint(file: File): string {
  return `${file.name}:${file.size}:${file.lastModified}`;
}

export const duplicatesNotice = (count: number): FileProblem => ({
  title: 'Duplicates Removed',
  description: `${count} duplicate image${count === 1 ? ' was' : 's were'} skipped.`,
});
