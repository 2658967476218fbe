import { z } from 'zod';
import {
  authMessageReplySchema,
  credentialsSchema,
  currentUserReplySchema,
  currentUserSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  loginNavigationQuerySchema,
  resetPasswordInputSchema,
} from '../auth.js';
import { defineApi } from './endpoint.js';

const signOutPageSchema = z.string().meta({ description: 'The sign-out page (HTML)' });

const currentUser = {
  method: 'GET',
  summary: 'The signed-in user (401 for a visitor)',
  auth: 'user',
  reply: currentUserSchema,
  errors: [],
} as const;

/** Accounts and sessions (docs/product/01-accounts.md). */
export const authApi = defineApi('auth', {
  register: {
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Create an account and sign in (sets the session cookie)',
    auth: 'public',
    body: credentialsSchema,
    status: 201,
    reply: currentUserReplySchema,
    errors: [400, 409, 429],
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in with e-mail and password (sets the session cookie)',
    auth: 'public',
    body: loginInputSchema,
    reply: currentUserReplySchema,
    errors: [400, 401, 429],
  },
  // Two names for one answer, as the spec's client calls both (docs/product/01-accounts.md §1.2).
  user: { ...currentUser, path: '/api/auth/user' },
  me: { ...currentUser, path: '/api/auth/me' },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Sign out: ends the session, if any, and clears its cookie',
    auth: 'public',
    status: 204,
    errors: [],
  },
  // Full-page navigations from the navigation bar (docs/product/01-accounts.md §1.1): links, not calls.
  loginPage: {
    method: 'GET',
    path: '/api/login',
    summary: 'Redirects to the sign-in page, keeping a local returnTo and staySignedIn',
    auth: 'public',
    query: loginNavigationQuerySchema,
    status: 302,
    errors: [],
  },
  logoutPage: {
    method: 'GET',
    path: '/api/logout',
    summary:
      'Signs out when clicked on this site, then redirects home; otherwise a signed-in caller gets a page whose button posts the sign-out',
    auth: 'public',
    status: 302,
    produces: 'text/html',
    replies: { 200: signOutPageSchema },
    errors: [],
  },
  logoutForm: {
    method: 'POST',
    path: '/api/logout',
    summary: "The sign-out page's button: ends the session, if any, and redirects home",
    auth: 'public',
    rawBody: 'application/x-www-form-urlencoded',
    status: 302,
    errors: [],
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'E-mail a password-reset link (the same answer whether or not the account exists)',
    auth: 'public',
    body: forgotPasswordInputSchema,
    reply: authMessageReplySchema,
    errors: [400, 429],
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: "Set a new password with a reset link's token; signs out every device",
    auth: 'public',
    body: resetPasswordInputSchema,
    reply: authMessageReplySchema,
    errors: [400],
  },
});
