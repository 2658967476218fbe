// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ListingForm } from './listing-form';
import { json, type FakeRequest, type FakeRoutes } from '#client/test/fake-api';
import { renderPage } from '#client/test/render-page';
import { cleanupPage, freshFakeApi, stubListingFormBrowser } from '#client/test/dom-stubs';
import { anna, listingDetail } from '#client/test/fixtures';

const PHOTO = `/uploads/${'a'.repeat(20)}/1280.webp`;

let routes: FakeRoutes;
let requests: FakeRequest[];

beforeEach(() => {
  stubListingFormBrowser(() => PHOTO);
  ({ routes, requests } = freshFakeApi({
    'GET /api/auth/user': [() => json(200, anna)],
    'GET /api/addresses': [() => json(200, { addresses: [{ id: 'a1' }] })],
  }));
});

afterEach(cleanupPage);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sent = (key: string) => requests.find((r) => r.key === key)?.body;

describe('drafts in the listing form', () => {
  it('saves an unfinished listing as a draft: only what is filled in, no photo needed', async () => {
    routes['POST /api/listings'] = [() => json(201, { listing: listingDetail({ id: 'd1', isDraft: true }) })];
    const memory = renderPage('/create-listing', <ListingForm />);
    type('Title', 'Wool coat');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent('POST /api/listings')).toBeDefined(), { timeout: 5000 });
    const body = sent('POST /api/listings') as Record<string, unknown>;
    expect(body).toMatchObject({ draft: true, title: 'Wool coat' });
    expect(body).not.toHaveProperty('priceCents');
    expect(body).not.toHaveProperty('images');
    expect(body).not.toHaveProperty('description');
    await screen.findByText('Draft saved', {}, { timeout: 5000 });
    // The address now names the draft, so saving again replaces it rather than adding another.
    expect(memory.history?.at(-1)).toBe('/create-listing?draft=d1');
  });

  it("opens a draft filled in, and shows the server's reason inline when publishing is refused", async () => {
    const draft = listingDetail({
      id: 'd2',
      isDraft: true,
      title: 'Silk scarf',
      description: '',
      priceCents: 0,
      images: [PHOTO],
      imageUrl: PHOTO,
    });
    routes['PUT /api/me/drafts/d2'] = [() => json(200, { listing: draft })];
    routes['POST /api/listings/d2/publish'] = [
      () => json(400, { error: 'Description is required', code: 'VALIDATION_ERROR' }),
    ];
    renderPage('/create-listing?draft=d2', <ListingForm draft={draft} />);
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Silk scarf');
    expect(screen.getByLabelText('Price ($)')).toHaveProperty('value', '');
    // Publishing skips the form's own checks only for what the server checks anyway: here it is asked.
    type('Description', 'Hand-rolled edges.');
    type('Price ($)', '25');
    // Signed in (the addresses are asked for the signed-in seller) before publishing.
    await waitFor(() => expect(requests.some((r) => r.key === 'GET /api/addresses')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Description is required');
    expect(sent('PUT /api/me/drafts/d2')).toMatchObject({
      title: 'Silk scarf',
      description: 'Hand-rolled edges.',
      priceCents: 2500,
      images: [PHOTO],
    });
  });
});
