import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../../config.js';

export type PasswordHashing = Config['passwordHashing'];

// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
// The cost comes from config: OWASP's parameters in every running app, a token cost in tests only.
const options = (cost: PasswordHashing) =>
  ({ algorithm: 2, memoryCost: cost.memoryKiB, timeCost: cost.iterations, parallelism: 1 }) as const;

export const hashPassword = (password: string, cost: PasswordHashing) => hash(password, options(cost));

/** Checks against the cost the hash was made with (it is written in the hash), whatever config says now. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the e-mail is unknown keeps both answers equally slow,
// so response times do not reveal which e-mails have accounts. One per cost, so it costs what a
// real account's check does.
const dummyHashes = new Map<string, Promise<string>>();
export async function burnPasswordCheck(password: string, cost: PasswordHashing): Promise<void> {
  const key = `${cost.memoryKiB}:${cost.iterations}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) dummyHashes.set(key, (dummy = hashPassword('rethread-timing-equaliser', cost)));
  await verifyPassword(await dummy, password);
}
