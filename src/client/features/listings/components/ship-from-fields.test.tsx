// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addressMessages } from '#shared/addresses';
import { json, type FakeRequest, type FakeRoutes } from '#client/test/fake-api';
import { renderPage } from '#client/test/render-page';
import { cleanupPage, freshFakeApi, stubListingFormBrowser } from '#client/test/dom-stubs';
import { anna } from '#client/test/fixtures';
import { ListingForm } from './listing-form';
import { shipFromCopy } from './ship-from-fields';

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const PHOTO = `/uploads/${'a'.repeat(20)}/1280.webp`;
const saved = {
  id: 'a1',
  name: 'Anna Kim',
  line1: '9 Elm Street',
  line2: null,
  city: 'Boston',
  state: 'MA',
  zip: '02110',
  country: 'US',
  isDefault: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

let routes: FakeRoutes;
let requests: FakeRequest[];

beforeEach(() => {
  stubListingFormBrowser(() => PHOTO);
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
  ({ routes, requests } = freshFakeApi({
    'GET /api/auth/user': [() => json(200, anna)],
    'GET /api/addresses': [() => json(200, { addresses: [] }), () => json(200, { addresses: [saved] })],
  }));
});
afterEach(cleanupPage);

const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const shipFrom = () => screen.findByRole('group', { name: shipFromCopy.title });
const posts = () => requests.filter((r) => r.key.startsWith('POST')).map((r) => r.key);

/** A listing ready to create: its fields typed and one photo uploaded. */
async function fillListing() {
  type(document.body, 'Title', 'Denim jacket');
  type(document.body, 'Description', 'Light wash, no marks.');
  type(document.body, 'Price ($)', '40');
  fireEvent.change(screen.getByLabelText('Main image'), {
    target: { files: [new File(['x'], 'front.jpg', { type: 'image/jpeg' })] },
  });
  await screen.findByRole('button', { name: 'Remove front.jpg' });
  await waitFor(() =>
    expect((screen.getByRole('button', { name: 'Create Listing' }) as HTMLButtonElement).disabled).toBe(
      false,
    ),
  );
}

function fillAddress(group: HTMLElement) {
  type(group, 'Full name', 'Anna Kim');
  type(group, 'Street address', '9 Elm Street');
  type(group, 'City', 'Boston');
  fireEvent.change(group.querySelector('select[name="state"]')!, { target: { value: 'MA' } });
  type(group, 'ZIP code', '02110');
}

describe('the ship-from address on the create listing form', () => {
  it('is not asked of a seller who has an address', async () => {
    routes['GET /api/addresses'] = [() => json(200, { addresses: [saved] })];
    renderPage('/create-listing', <ListingForm />);
    await waitFor(() => expect(requests.some((r) => r.key === 'GET /api/addresses')).toBe(true));
    await screen.findByRole('button', { name: 'Create Listing' });
    expect(screen.queryByRole('group', { name: shipFromCopy.title })).toBeNull();
  });

  it('is asked once, checked with the listing, and saved before the listing is created', async () => {
    routes['POST /api/addresses'] = [() => json(201, { address: saved })];
    routes['POST /api/listings'] = [() => json(201, { listing: { id: 'l1' } })];
    const memory = renderPage('/create-listing', <ListingForm />);
    const group = await shipFrom();
    expect(group.textContent).toContain(shipFromCopy.why);

    await fillListing();
    fireEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await within(group).findByText(addressMessages.nameRequired)).toBeTruthy();
    expect(within(group).getByText(addressMessages.zipInvalid)).toBeTruthy();
    expect(posts()).toEqual([]);

    fillAddress(group);
    fireEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/listing/l1'));
    expect(posts()).toEqual(['POST /api/addresses', 'POST /api/listings']);
    expect(requests.find((r) => r.key === 'POST /api/addresses')?.body).toMatchObject({
      name: 'Anna Kim',
      line1: '9 Elm Street',
      city: 'Boston',
      state: 'MA',
      zip: '02110',
    });
  });

  it('creates no listing when the address is refused, and says why', async () => {
    routes['POST /api/addresses'] = [
      () => json(400, { error: addressMessages.countryUnsupported, code: 'VALIDATION_ERROR' }),
    ];
    renderPage('/create-listing', <ListingForm />);
    const group = await shipFrom();
    await fillListing();
    fillAddress(group);
    fireEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect((await within(group).findByRole('alert')).textContent).toBe(addressMessages.countryUnsupported);
    expect(posts()).toEqual(['POST /api/addresses']);
  });
});
