// @vitest-environment jsdom
import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#client/test/fake-api';
import { renderPage } from '#client/test/render-page';
import { MyListingCard } from './my-listing-card';
import { listingCard } from '#client/test/fixtures';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => stubFetch({}, []));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the dashboard block's listing card", () => {
  it('a sold listing shows one badge, Sold — not Active and Sold — and nothing to toggle', () => {
    renderPage('/profile', <MyListingCard listing={listingCard({ isSold: true })} onEdit={() => {}} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Sold')).toBeTruthy();
    expect(within(card).queryByText('Active')).toBeNull();
    expect(within(card).queryByRole('button', { name: /activate/i })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Edit Denim jacket' })).toBeTruthy();
  });

  it('an unsold listing keeps its Active / Inactive badge and its Activate / Deactivate button', () => {
    renderPage('/profile', <MyListingCard listing={listingCard({ isActive: false })} onEdit={() => {}} />);
    const card = screen.getByRole('article');
    expect(within(card).getByText('Inactive')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Activate Denim jacket' })).toBeTruthy();
  });
});
