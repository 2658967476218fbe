import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the e-mail is unknown keeps both answers equally slow,
// so response times do not reveal which e-mails have accounts.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('rethread-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
