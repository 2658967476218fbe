import { createHmac, randomBytes } from 'node:crypto';

/** A URL-safe random token with 256 bits of entropy. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Keyed SHA-256: a leaked table of hashes neither reveals nor forges tokens without the secret. */
export const hashToken = (secret: string, token: string) =>
  createHmac('sha256', secret).update(token).digest('hex');
