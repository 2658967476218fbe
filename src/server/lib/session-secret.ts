import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomToken } from './tokens.js';

/**
 * Without SESSION_SECRET (a newcomer's embedded set-up) a random secret is made once and kept in
 * DATA_DIR, so sessions survive restarts and no well-known default secret ever exists.
 */
export function readOrCreateSessionSecret(dataDir: string): string {
  const file = join(dataDir, '.session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomToken();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
