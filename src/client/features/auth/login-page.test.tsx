// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from './login-page';
import { json, stubFetch, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { cleanupPage, NoopResizeObserver } from '../../test/dom-stubs';
import { anna } from '../../test/fixtures';

let routes: FakeRoutes;
let requests: FakeRequest[];

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  requests = [];
  routes = {
    'GET /api/auth/user': [() => json(401, { error: 'You need to be signed in', code: 'UNAUTHENTICATED' })],
  };
  stubFetch(routes, requests);
});

afterEach(cleanupPage);

const renderAt = (path: string) => renderPage(path, <LoginPage />);

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password', { selector: 'input' });

describe('/login', () => {
  it("shows the spec's validation messages without calling the server", async () => {
    renderAt('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    fireEvent.change(email(), { target: { value: 'not-an-email' } });
    fireEvent.change(password(), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(requests.filter((r) => r.key.startsWith('POST'))).toEqual([]);
  });

  it("shows the server's message when sign-in fails, and stays on /login", async () => {
    routes['POST /api/auth/login'] = [
      () => json(401, { error: 'Invalid email or password', code: 'UNAUTHENTICATED' }),
    ];
    const memory = renderAt('/login');
    fireEvent.change(email(), { target: { value: 'anna@rethread.test' } });
    fireEvent.change(password(), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid email or password');
    expect(memory.history).toEqual(['/login']);
  });

  it('presets Stay signed in, sends it, and goes to returnTo even when the refresh fails', async () => {
    routes['POST /api/auth/login'] = [() => json(200, { user: anna })];
    // The first user call says "anonymous"; the refresh after sign-in breaks.
    routes['GET /api/auth/user'] = [
      () => json(401, { error: 'no', code: 'UNAUTHENTICATED' }),
      () => json(500, { error: 'Something went wrong', code: 'INTERNAL' }),
    ];
    const memory = renderAt('/login?staySignedIn=true&returnTo=%2Foffers');
    expect(screen.getByRole('checkbox', { name: 'Stay signed in' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.change(email(), { target: { value: ' Anna@Rethread.test ' } });
    fireEvent.change(password(), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(memory.history!.at(-1)).toBe('/offers'));
    // The toast layer loads with the first toast, so the text arrives a moment later (a chunk import:
    // longer than findBy's default second on a busy machine).
    const toasts = await screen.findAllByText('Successfully logged in!', {}, { timeout: 5_000 });
    expect(toasts.length).toBeGreaterThan(0);
    expect(requests.find((r) => r.key === 'POST /api/auth/login')?.body).toEqual({
      email: 'anna@rethread.test',
      password: 'demo1234',
      staySignedIn: true,
    });
  });

  it('ignores a returnTo that points at another site', async () => {
    routes['POST /api/auth/register'] = [() => json(201, { user: anna })];
    const memory = renderAt('/login?returnTo=%2F%2Fevil.example');
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    fireEvent.change(email(), { target: { value: 'new@example.com' } });
    fireEvent.change(password(), { target: { value: 'secret12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(memory.history!.at(-1)).toBe('/'));
    expect((await screen.findAllByText('Account created successfully!')).length).toBeGreaterThan(0);
  });

  it('forgot password posts the e-mail and shows the server message', async () => {
    const message = 'If an account exists for that email, we sent a link to reset your password.';
    routes['POST /api/auth/forgot-password'] = [() => json(200, { message })];
    renderAt('/login');
    fireEvent.change(email(), { target: { value: 'anna@rethread.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    // The typed e-mail carries over.
    expect((email() as HTMLInputElement).value).toBe('anna@rethread.test');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(requests.find((r) => r.key === 'POST /api/auth/forgot-password')?.body).toEqual({
      email: 'anna@rethread.test',
    });
  });
});
