// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DraftsSection } from './drafts-section';
import { json, type FakeRequest, type FakeRoutes } from '#client/test/fake-api';
import { renderPage } from '#client/test/render-page';
import { cleanupPage, freshFakeApi } from '#client/test/dom-stubs';
import { anna, listingDetail } from '#client/test/fixtures';

let routes: FakeRoutes;
let requests: FakeRequest[];

const drafts = [
  listingDetail({ id: 'd1', isDraft: true, title: '', priceCents: 0, images: [], imageUrl: null }),
  listingDetail({ id: 'd2', isDraft: true, title: 'Linen shirt', priceCents: 2400 }),
];

beforeEach(() => {
  ({ routes, requests } = freshFakeApi({
    'GET /api/auth/user': [() => json(200, anna)],
    'GET /api/me/drafts': [() => json(200, { drafts })],
  }));
});

afterEach(cleanupPage);

describe('the drafts in My Listings', () => {
  it('lists the drafts with Edit and Publish, and shows why one cannot be published yet', async () => {
    routes['POST /api/listings/d1/publish'] = [
      () => json(400, { error: 'Title is required', code: 'VALIDATION_ERROR' }),
    ];
    renderPage('/seller-tools', <DraftsSection />);
    expect(await screen.findByRole('heading', { name: 'Drafts (2)' })).toBeTruthy();
    expect(screen.getByText('No price yet')).toBeTruthy();
    expect(screen.getByText('$24.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Linen shirt' }).getAttribute('href')).toBe(
      '/create-listing?draft=d2',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publish Untitled draft' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Title is required');
    expect(requests.some((r) => r.key === 'POST /api/listings/d1/publish')).toBe(true);
  });

  it('publishes a complete draft and opens the live listing', async () => {
    routes['POST /api/listings/d2/publish'] = [() => json(201, { listing: listingDetail({ id: 'd2' }) })];
    const memory = renderPage('/seller-tools', <DraftsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish Linen shirt' }));
    await waitFor(() => expect(memory.history?.at(-1)).toBe('/listing/d2'));
  });

  it('shows nothing without drafts', async () => {
    routes['GET /api/me/drafts'] = [() => json(200, { drafts: [] })];
    renderPage('/seller-tools', <DraftsSection />);
    await waitFor(() => expect(requests.some((r) => r.key === 'GET /api/me/drafts')).toBe(true));
    expect(screen.queryByRole('heading', { name: /Drafts/ })).toBeNull();
  });
});
