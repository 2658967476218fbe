// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EditListingDialog, type EditableListing } from './edit-listing-dialog';
import { EarningsPreview } from './earnings-preview';
import { ListingForm } from './listing-form';
import { json, type FakeRequest, type FakeRoutes } from '#client/test/fake-api';
import { renderPage } from '#client/test/render-page';
import { cleanupPage, freshFakeApi, stubListingFormBrowser } from '#client/test/dom-stubs';
import { anna } from '#client/test/fixtures';

const PHOTO = `/uploads/${'a'.repeat(20)}/1280.webp`;

let routes: FakeRoutes;
let requests: FakeRequest[];

beforeEach(() => {
  // Every uploaded file is stored as PHOTO.
  stubListingFormBrowser(() => PHOTO);
  // jsdom has no pointer capture: Radix's select needs these to exist.
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
  ({ routes, requests } = freshFakeApi({
    'GET /api/auth/user': [() => json(200, anna)],
    // Anna has a ship-from address: the form does not ask for one (ship-from-fields.test.tsx does).
    'GET /api/addresses': [() => json(200, { addresses: [{ id: 'a1' }] })],
  }));
});

afterEach(cleanupPage);

/** Opens a Radix select by its label and answers the names of its options. */
function openSelect(label: string): string[] {
  fireEvent.keyDown(screen.getByLabelText(label), { key: 'Enter' });
  return screen.getAllByRole('option').map((o) => o.textContent ?? '');
}
function choose(label: string, option: string) {
  openSelect(label);
  fireEvent.click(screen.getByRole('option', { name: option }));
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the create listing form', () => {
  it("offers the category's sizes and the conditions, and sends both", async () => {
    routes['POST /api/listings'] = [() => json(201, { listing: { id: 'l1' } })];
    const memory = renderPage('/create-listing', <ListingForm />);
    type('Title', 'Nike Dunk Low "Panda"');
    type('Description', 'Lightly worn, box included.');
    type('Price ($)', '90');

    // No category yet: the common letter sizes.
    expect(openSelect('Size')).toEqual(['Select a size', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'Other size…']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    choose('Category', 'Shoes');
    const shoeSizes = openSelect('Size');
    expect(shoeSizes).toContain('US 8.5');
    expect(shoeSizes).toContain('US 15');
    expect(shoeSizes).toContain('EU 43');
    expect(shoeSizes).not.toContain('M');
    expect(within(screen.getByRole('listbox')).getByText('EU')).toBeTruthy(); // the group's heading
    fireEvent.click(screen.getByRole('option', { name: 'US 8.5' }));
    expect(screen.getByLabelText('Size').textContent).toContain('US 8.5');

    expect(openSelect('Condition')).toEqual(['Select a condition', 'Used', 'New with Tags']);
    fireEvent.click(screen.getByRole('option', { name: 'New with Tags' }));

    const main = screen.getByLabelText('Main image');
    fireEvent.change(main, { target: { files: [new File(['x'], 'dunk.jpg', { type: 'image/jpeg' })] } });
    await screen.findByRole('button', { name: 'Remove dunk.jpg' });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /Create Listing/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create Listing' }));

    await waitFor(() => expect(memory.history!.at(-1)).toBe('/listing/l1'));
    expect(requests.find((r) => r.key === 'POST /api/listings')?.body).toMatchObject({
      title: 'Nike Dunk Low "Panda"',
      priceCents: 9000,
      category: 'Shoes',
      size: 'US 8.5',
      condition: 'New with Tags',
      images: [PHOTO],
      sellerId: 'u1',
    });
  });

  it('defaults the parcel from the category, keeps a size the seller picked, and sends free shipping', async () => {
    routes['GET /api/shipping-rates'] = [
      () =>
        json(200, {
          rates: [
            { parcelSize: 'small', label: 'Small (under 8 oz)', priceCents: 500 },
            { parcelSize: 'medium', label: 'Medium (under 2 lb)', priceCents: 800 },
            { parcelSize: 'large', label: 'Large (under 10 lb)', priceCents: 1300 },
          ],
        }),
    ];
    routes['POST /api/listings'] = [() => json(201, { listing: { id: 'l2' } })];
    const memory = renderPage(
      '/create-listing',
      <ListingForm
        priceExtra={(price, shipping) => <EarningsPreview priceDollars={price} shipping={shipping} />}
      />,
    );
    expect(screen.getByLabelText('Parcel size').textContent).toContain('Medium (under 2 lb)');
    choose('Category', 'Jackets');
    expect(screen.getByLabelText('Parcel size').textContent).toContain('Large (under 10 lb)');
    await waitFor(() => expect(openSelect('Parcel size')).toContain('Large (under 10 lb) · $13.00'));
    fireEvent.click(screen.getByRole('option', { name: 'Medium (under 2 lb) · $8.00' }));
    // A size the seller chose is theirs: another category does not move it.
    choose('Category', 'Jewelry');
    expect(screen.getByLabelText('Parcel size').textContent).toContain('Medium (under 2 lb)');

    type('Title', 'Barbour Beaufort');
    type('Description', 'Waxed, rewaxed last winter.');
    type('Price ($)', '40');
    expect(screen.getByText(/You earn/).textContent).toBe(
      'You earn $36.50 ($3.20 seller fee + $0.30 processing)',
    );
    fireEvent.click(screen.getByLabelText("I'll pay shipping (Free shipping for the buyer)"));
    expect(screen.getByText(/You earn/).textContent).toBe(
      'You earn $28.50 ($3.20 seller fee + $0.30 processing + $8.00 shipping)',
    );
    expect(screen.getByText('The $8.00 label comes out of your earnings.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Main image'), {
      target: { files: [new File(['x'], 'coat.jpg', { type: 'image/jpeg' })] },
    });
    await screen.findByRole('button', { name: 'Remove coat.jpg' });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /Create Listing/ }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    await waitFor(() => expect(memory.history!.at(-1)).toBe('/listing/l2'));
    expect(requests.find((r) => r.key === 'POST /api/listings')?.body).toMatchObject({
      category: 'Jewelry',
      parcelSize: 'medium',
      shippingPayer: 'seller',
    });
  });

  it('takes a size of no system as typed, under "Other size…"', async () => {
    renderPage('/create-listing', <ListingForm />);
    choose('Category', 'Hats');
    expect(screen.queryByLabelText('Other size')).toBeNull();
    choose('Size', 'Other size…');
    type('Other size', '7 3/8');
    expect(screen.getByLabelText('Size').textContent).toContain('Other size…');
    expect((screen.getByLabelText('Other size') as HTMLInputElement).value).toBe('7 3/8');
  });
});

describe('the edit listing dialog', () => {
  const listing: EditableListing = {
    id: 'l9',
    title: 'New Era 59FIFTY Yankees fitted',
    description: 'Fitted, sticker still on the brim.',
    priceCents: 3000,
    imageUrl: PHOTO,
    images: [PHOTO],
    category: 'Hats',
    gender: 'Men',
    size: '7 3/8',
    color: 'Blue',
    brand: 'New Era',
    condition: 'Used',
    styleTags: [],
    parcelSize: 'small',
    shippingPayer: 'buyer',
  };

  it('shows the stored condition and size, and saves a new condition', async () => {
    routes['PATCH /api/listings/l9'] = [() => json(200, { listing })];
    renderPage('/listing/l9', <EditListingDialog listing={listing} open onOpenChange={() => {}} />);
    expect(screen.getByLabelText('Condition').textContent).toContain('Used');
    expect((screen.getByLabelText('Other size') as HTMLInputElement).value).toBe('7 3/8');
    choose('Condition', 'New with Tags');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.some((r) => r.key === 'PATCH /api/listings/l9')).toBe(true));
    expect(requests.find((r) => r.key === 'PATCH /api/listings/l9')?.body).toMatchObject({
      condition: 'New with Tags',
      size: '7 3/8',
      category: 'Hats',
      parcelSize: 'small',
      shippingPayer: 'buyer',
    });
  });

  it('keeps an imported condition in other words instead of clearing it', async () => {
    routes['PATCH /api/listings/l9'] = [() => json(200, { listing })];
    renderPage(
      '/listing/l9',
      <EditListingDialog listing={{ ...listing, condition: 'Like new' }} open onOpenChange={() => {}} />,
    );
    expect(screen.getByLabelText('Condition').textContent).toContain('Like new');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(requests.some((r) => r.key === 'PATCH /api/listings/l9')).toBe(true));
    expect(requests.find((r) => r.key === 'PATCH /api/listings/l9')?.body).toMatchObject({
      condition: 'Like new',
    });
  });
});
