// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { Hero } from './hero';
import LoginPage from '../../auth/login-page';
import { json, stubFetch } from '#client/test/fake-api';
import { renderPage } from '#client/test/render-page';
import { NoopResizeObserver } from '#client/test/dom-stubs';

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  vi.stubGlobal('matchMedia', () => ({ matches: true })); // reduced motion: the carousel stays still
  stubFetch(
    {
      'GET /api/auth/user': [() => json(401, { error: 'You need to be signed in', code: 'UNAUTHENTICATED' })],
    },
    [],
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLanding() {
  return renderPage(
    '/',
    <Switch>
      <Route path="/">
        <Hero />
      </Route>
      <Route path="/login">
        <LoginPage />
      </Route>
    </Switch>,
  );
}

describe("the landing page's sign-up card", () => {
  it('Sign up opens the create-account form, Log In the sign-in form', async () => {
    const memory = renderLanding();
    fireEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(memory.history!.at(-1)).toBe('/login?mode=register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();

    cleanup();
    renderLanding();
    fireEvent.click(screen.getByRole('link', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it("ticking 'Stay signed in' carries over to both forms", async () => {
    const memory = renderLanding();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Stay signed in' }));
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(
      '/login?staySignedIn=true',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(memory.history!.at(-1)).toBe('/login?mode=register&staySignedIn=true');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Stay signed in' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });
});
