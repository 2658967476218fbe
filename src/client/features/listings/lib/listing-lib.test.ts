import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createListingFormSchema,
  editListingFormSchema,
  emptyCreateForm,
  toCreatePayload,
  toEditForm,
  toEditPayload,
} from './listing-form';
import { checkCreateFile, checkEditFiles } from './file-checks';
import { CARD_IMAGE_WIDTHS, imageSrcSet, imageVariant } from '#shared/image-variants';
import {
  addUploaded,
  move,
  photosFromListing,
  photosToPayload,
  removePhoto,
  setMain,
} from '#client/lib/photo-list';

const MB = 1024 * 1024;
function file(name: string, type: string, size: number): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}
const url = (n: number) => `/uploads/${'a'.repeat(15)}${n}/1280.webp`;

describe('photo list (edit dialog)', () => {
  const listing = { imageUrl: url(2), images: [url(1), url(2), url(3)] };

  it('starts from the main image, without repeats', () => {
    expect(photosFromListing(listing).map((p) => p.url)).toEqual([url(2), url(1), url(3)]);
    expect(photosFromListing(listing).every((p) => p.isExisting)).toBe(true);
  });

  it('sets a main photo, moves and removes', () => {
    const photos = photosFromListing(listing);
    const third = photos[2]!.id;
    expect(setMain(photos, third).map((p) => p.url)).toEqual([url(3), url(2), url(1)]);
    expect(move(photos, third, -1).map((p) => p.url)).toEqual([url(2), url(3), url(1)]);
    expect(move(photos, photos[0]!.id, -1)).toEqual(photos);
    expect(move(photos, third, 1)).toEqual(photos);
    expect(removePhoto(photos, third).map((p) => p.url)).toEqual([url(2), url(1)]);
  });

  it('drops uploaded duplicates and counts them', () => {
    const photos = photosFromListing(listing);
    const result = addUploaded(photos, [url(1), url(4), url(4)]);
    expect(result.duplicates).toBe(2);
    expect(result.photos.map((p) => p.url)).toEqual([url(2), url(1), url(3), url(4)]);
    expect(result.photos[3]!.isExisting).toBe(false);
  });

  it('saves imageUrl as the first unique url', () => {
    expect(photosToPayload([])).toBeNull();
    expect(photosToPayload(photosFromListing(listing))).toEqual({
      imageUrl: url(2),
      images: [url(2), url(1), url(3)],
    });
  });

  it('keeps every photo exactly once whatever is clicked', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('main', 'up', 'down'), fc.nat(9))), (ops) => {
        let photos = photosFromListing({ imageUrl: null, images: [1, 2, 3, 4, 5].map(url) });
        for (const [op, i] of ops) {
          const id = photos[i % photos.length]!.id;
          photos = op === 'main' ? setMain(photos, id) : move(photos, id, op === 'up' ? -1 : 1);
        }
        expect([...photos.map((p) => p.url)].sort()).toEqual([1, 2, 3, 4, 5].map(url).sort());
      }),
    );
  });
});

describe('file checks', () => {
  it('create form: images of at most 5 MB, with the file name in the message', () => {
    expect(checkCreateFile(file('a.jpg', 'image/jpeg', 5 * MB), 5 * MB)).toBeNull();
    expect(checkCreateFile(file('notes.txt', 'text/plain', 10), 5 * MB)).toEqual({
      title: 'Invalid file type',
      description: 'notes.txt is not an image file',
    });
    expect(checkCreateFile(file('big.png', 'image/png', 5 * MB + 1), 5 * MB)).toEqual({
      title: 'File too large',
      description: 'big.png is larger than 5MB',
    });
  });

  it('edit dialog: 10 MB, image files only, and the room left', () => {
    const ok = file('a.jpg', 'image/jpeg', MB);
    expect(
      checkEditFiles(
        [ok, file('b.pdf', 'application/pdf', 1), file('c.png', 'image/png', 11 * MB)],
        2,
        10 * MB,
      ),
    ).toEqual({
      accepted: [ok],
      problems: [
        { title: 'Invalid file type', description: 'Please select only image files' },
        { title: 'File too large', description: 'File size must be less than 10MB' },
      ],
    });
    expect(checkEditFiles([ok, ok, ok], 8, 10 * MB)).toEqual({
      accepted: [],
      problems: [
        {
          title: 'Too Many Images',
          description: 'Maximum 10 images allowed. You currently have 8 images. Can only add 2 more.',
        },
      ],
    });
  });
});

describe('image variants', () => {
  it('offers the 320/640/1280 variants of our own photos only', () => {
    expect(imageSrcSet('/uploads/abc_DEF-123/1280.webp')).toBe(
      '/uploads/abc_DEF-123/320.webp 320w, /uploads/abc_DEF-123/640.webp 640w, /uploads/abc_DEF-123/1280.webp 1280w',
    );
    expect(imageVariant('/uploads/abc/1280.webp', 320)).toBe('/uploads/abc/320.webp');
    expect(imageSrcSet('/uploads/abc/1280.webp', CARD_IMAGE_WIDTHS)).toBe(
      '/uploads/abc/320.webp 320w, /uploads/abc/640.webp 640w',
    );
    expect(imageSrcSet('https://example.com/a.jpg')).toBeUndefined();
    expect(imageVariant('https://example.com/a.jpg', 320)).toBe('https://example.com/a.jpg');
  });
});

describe('listing form', () => {
  const valid = { ...emptyCreateForm, title: ' Jacket ', description: ' Warm ', priceDollars: '19.99' };

  it('uses the spec messages', () => {
    const issues = (values: object) =>
      createListingFormSchema.safeParse(values).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ ...valid, title: '  ' })).toContain('Title is required');
    expect(issues({ ...valid, description: '' })).toContain('Description is required');
    for (const price of ['', '0', '0.00', '0.004', '-1', 'abc', '1.999'])
      expect(issues({ ...valid, priceDollars: price })).toContain('Price must be at least $0.01');
    expect(issues(valid)).toEqual([]);
    const edit = editListingFormSchema.safeParse({ ...valid, priceDollars: '0' });
    expect(edit.error?.issues[0]?.message).toBe('Price must be greater than 0');
  });

  it('builds the POST body: cents, trimmed, empty optional fields left out', () => {
    expect(
      toCreatePayload({ ...valid, size: ' M ', color: '', styleTags: [' boho ', 'BOHO'] }, [
        url(1),
        url(1),
        url(2),
      ]),
    ).toEqual({
      title: 'Jacket',
      description: 'Warm',
      priceCents: 1999,
      imageUrl: url(1),
      images: [url(1), url(2)],
      size: 'M',
      styleTags: ['boho'],
      isSold: false,
      parcelSize: 'medium',
      shippingPayer: 'buyer',
    });
  });

  it('builds the PATCH body: emptied fields are cleared with null, never isSold', () => {
    const patch = toEditPayload(
      { ...valid, category: 'Jackets' },
      { imageUrl: url(2), images: [url(2), url(1)] },
    );
    expect(patch).toMatchObject({
      category: 'Jackets',
      gender: null,
      size: null,
      color: null,
      brand: null,
      condition: null,
      styleTags: [],
    });
    expect(patch).not.toHaveProperty('isSold');
    expect(patch.imageUrl).toBe(url(2));
  });

  it('shows a stored listing in the edit form', () => {
    expect(
      toEditForm({
        title: 'T',
        description: 'D',
        priceCents: 4500,
        category: 'Not a category',
        gender: 'Women',
        size: null,
        color: 'Red',
        brand: null,
        condition: 'New with Tags',
        styleTags: ['a'],
        parcelSize: 'large',
        shippingPayer: 'seller',
      }),
    ).toEqual({
      title: 'T',
      description: 'D',
      priceDollars: '45.00',
      category: '',
      gender: 'Women',
      size: '',
      color: 'Red',
      brand: '',
      condition: 'New with Tags',
      styleTags: ['a'],
      parcelSize: 'large',
      shippingPayer: 'seller',
    });
  });
});
