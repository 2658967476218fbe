import { z } from 'zod';
import { plainText } from './text-rules.js';

export const HANDLE_PATTERN = /^[A-Za-z0-9_]{3,30}$/;

export const handleSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .min(3, 'Handle must be at least 3 characters')
      .max(30, 'Handle must be at most 30 characters')
      .regex(HANDLE_PATTERN, 'Handle can only use letters, numbers and underscores'),
  );

export const displayNameSchema = z
  .string()
  .refine(...plainText('Display name'))
  .trim()
  .min(1, 'Display name is required')
  .max(60, 'Display name must be at most 60 characters');

export const bioSchema = z
  .string()
  .refine(...plainText('Bio'))
  .trim()
  .max(500, 'Bio must be at most 500 characters');

/** A handle and display name for a new account, from the e-mail's local part ("anna.k+shop" → "anna_k"). */
export function deriveHandleAndDisplay(email: string): { handle: string; display: string } {
  const local = email.split('@')[0]!.split('+')[0]!;
  let handle = local
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 24);
  if (handle.length < 3) handle = `${handle || 'user'}_${'x'.repeat(3)}`.slice(0, 24);
  const words = local.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const display = words.length
    ? words
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(' ')
        .slice(0, 60)
    : 'New seller';
  return { handle, display };
}
