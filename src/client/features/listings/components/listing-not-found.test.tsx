// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotFound } from '#client/components/not-found';
import { cleanupPage, freshFakeApi } from '#client/test/dom-stubs';
import { renderPage } from '#client/test/render-page';
import { ListingNotFound } from './listing-not-found';

beforeEach(() => freshFakeApi());
afterEach(cleanupPage);

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('pages that are not there', () => {
  it("'Listing Not Found' says why and leads home or to browsing", () => {
    renderPage('/listing/gone', <ListingNotFound />);
    expect(screen.getByRole('heading', { name: 'Listing Not Found' })).toBeTruthy();
    expect(
      screen.getByText('The listing you are looking for does not exist or is no longer available.'),
    ).toBeTruthy();
    expect([hrefOf('Back to Home'), hrefOf('Browse Items')]).toEqual(['/', '/trending']);
  });

  it("'Page not found' leads the same two ways", () => {
    renderPage('/nowhere', <NotFound />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect([hrefOf('Back to Home'), hrefOf('Browse Items')]).toEqual(['/', '/trending']);
  });
});
