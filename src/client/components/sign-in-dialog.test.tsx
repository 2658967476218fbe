// @vitest-environment jsdom
import { configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginRequiredDialog } from '../features/listings/components/login-required-dialog';
import { cleanupPage, freshFakeApi } from '../test/dom-stubs';
import { renderPage } from '../test/render-page';
import { LikeLoginDialog } from './like-login-dialog';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => freshFakeApi());
afterEach(cleanupPage);

const loginHref = () => screen.getByRole('link', { name: 'Log In' }).getAttribute('href');

describe("'Login Required'", () => {
  it('for a heart says favorites need an account, and comes back to the page with its query', () => {
    renderPage('/search?q=denim', <LikeLoginDialog open onOpenChange={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeTruthy();
    expect(screen.getByText('You need to be logged in to save items to your favorites.')).toBeTruthy();
    expect(loginHref()).toBe(`/login?returnTo=${encodeURIComponent('/search?q=denim')}`);
  });

  it('for offers and comments says so, and comes back to the page without its query', () => {
    renderPage('/listing/l1?photo=2', <LoginRequiredDialog open onOpenChange={() => {}} />);
    expect(screen.getByText('You need to be logged in to make offers and post comments.')).toBeTruthy();
    expect(loginHref()).toBe(`/login?returnTo=${encodeURIComponent('/listing/l1')}`);
  });
});
