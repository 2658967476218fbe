import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { testConfig } from '../../test/test-app.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.js';

const production = loadConfig({
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-forty-characters!',
  PUBLIC_URL: 'https://rethread.example',
});

describe('password hashing', () => {
  it('hashes with OWASP argon2id parameters wherever the app runs, development included', async () => {
    for (const config of [production, loadConfig({})]) {
      expect(config.passwordHashing).toEqual({ memoryKiB: 19_456, iterations: 2 });
      const hash = await hashPassword('secret123', config.passwordHashing);
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(hash, 'secret123')).toBe(true);
      expect(await verifyPassword(hash, 'secret124')).toBe(false);
    }
  });

  it('lowers the cost for tests only, and checks a hash at the cost written in it', async () => {
    const cheap = await hashPassword('secret123', testConfig().passwordHashing);
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'secret123')).toBe(true);
    const strong = await hashPassword('secret123', production.passwordHashing);
    expect(await verifyPassword(strong, 'secret123')).toBe(true);
    expect(await verifyPassword('not a hash', 'secret123')).toBe(false);
    await expect(burnPasswordCheck('anything', production.passwordHashing)).resolves.toBeUndefined();
  });
});
