/**
 * The edit dialog's photo list (docs/product/02-listings.md §2.3 "Photo item": id, url, isExisting). The first photo is the
 * listing's main image; every operation answers a new list so React sees the change.
 */
export type PhotoItem = { id: string; url: string; isExisting: boolean };

let counter = 0;
function nextId(): string {
  counter += 1;
  return `photo-${counter}`;
}

/** The photos a listing already has, main image first, without repeats. */
export function photosFromListing(listing: {
  imageUrl: string | null;
  images: readonly string[];
}): PhotoItem[] {
  const urls = uniqueUrls([...(listing.imageUrl ? [listing.imageUrl] : []), ...listing.images]);
  return urls.map((url) => ({ id: nextId(), url, isExisting: true }));
}

export function uniqueUrls(urls: readonly string[]): string[] {
  return [...new Set(urls.filter(Boolean))];
}

/** 'Set Main': moves the photo to the first place, keeping the others' order. */
export function setMain(photos: readonly PhotoItem[], id: string): PhotoItem[] {
  const photo = photos.find((p) => p.id === id);
  if (!photo) return [...photos];
  return [photo, ...photos.filter((p) => p.id !== id)];
}

/** Moves a photo one place towards the front (-1) or the back (+1); does nothing at the ends. */
export function move(photos: readonly PhotoItem[], id: string, by: -1 | 1): PhotoItem[] {
  const from = photos.findIndex((p) => p.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= photos.length) return [...photos];
  const next = [...photos];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

export function removePhoto(photos: readonly PhotoItem[], id: string): PhotoItem[] {
  return photos.filter((p) => p.id !== id);
}

/**
 * Adds freshly uploaded urls at the end. A url the list already holds is dropped and counted, so
 * the dialog can say 'Duplicates Removed' (docs/product/02-listings.md §2.4).
 */
export function addUploaded(
  photos: readonly PhotoItem[],
  urls: readonly string[],
): { photos: PhotoItem[]; duplicates: number } {
  const seen = new Set(photos.map((p) => p.url));
  const added: PhotoItem[] = [];
  let duplicates = 0;
  for (const url of urls) {
    if (seen.has(url)) {
      duplicates += 1;
      continue;
    }
    seen.add(url);
    added.push({ id: nextId(), url, isExisting: false });
  }
  return { photos: [...photos, ...added], duplicates };
}

/** What saving sends: imageUrl = the first unique url, images = the de-duplicated list (docs/product/02-listings.md §2.4). */
export function photosToPayload(photos: readonly PhotoItem[]): { imageUrl: string; images: string[] } | null {
  const images = uniqueUrls(photos.map((p) => p.url));
  return images.length ? { imageUrl: images[0]!, images } : null;
}
