import { z } from 'zod';

/** The spec's e-mail and password rules (docs/product/01-accounts.md §1.5 Authentication), used by the API and the login form. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required', abort: true })
  .max(254, { error: 'Please enter a valid email address', abort: true })
  .regex(EMAIL_PATTERN, { error: 'Please enter a valid email address' });

export const MIN_PASSWORD_LENGTH = 6;

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(MIN_PASSWORD_LENGTH, { error: 'Password must be at least 6 characters', abort: true })
  // argon2 happily hashes megabytes; nobody types a 200-character password.
  .max(200, { error: 'Password must be at most 200 characters' });

export const credentialsSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  staySignedIn: z.boolean().optional(),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** Login checks only that a password was typed: old accounts may predate today's length rule. */
export const loginInputSchema = credentialsSchema.extend({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z.object({
  token: z.string().min(1, 'This reset link is invalid or has expired').max(200),
  password: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** The current user as the client sees it (docs/product/01-accounts.md §1.3). */
export const currentUserSchema = z
  .object({
    id: z.string(),
    display: z.string(),
    handle: z.string(),
    bio: z.string(),
    profileImageUrl: z.string().nullable(),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * The signed-in person as the server knows them: the spec's fields and whether they are an operator
 *. The role never leaves the server in the spec's replies, which carry exactly their fields.
 */
export type SessionUser = CurrentUser & { isAdmin: boolean };

/** What sign-up and sign-in answer: the new session's user (its cookie comes in a header). */
export const currentUserReplySchema = z.object({ user: currentUserSchema });

/** What the password-reset steps answer: a sentence to show. */
export const authMessageReplySchema = z.object({ message: z.string() });

/**
 * GET /api/login, the navigation bar's sign-in link. Anything is accepted: a `returnTo` that is not
 * a local path, or a repeated parameter, is dropped rather than refused, as a link must not fail.
 */
export const loginNavigationQuerySchema = z.looseObject({
  returnTo: z.unknown().optional().meta({ description: 'A local path to come back to after signing in' }),
  staySignedIn: z.unknown().optional().meta({ description: "'true' ticks 'Stay signed in'" }),
});

export const authMessages = {
  invalidCredentials: 'Invalid email or password',
  suspended: 'This account is suspended. Use the Contact Us page if you think this is a mistake.',
  emailTaken: 'An account with this email already exists. Try signing in instead.',
  forgotPasswordSent: 'If an account exists for that email, we sent a link to reset your password.',
  resetDone: 'Your password has been reset. You can sign in now.',
  resetInvalid: 'This reset link is invalid or has expired',
  notSignedIn: 'You need to be signed in to do that',
} as const;
