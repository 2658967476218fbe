import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for a newcomer', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: './data', seedDemo: true, databaseUrl: undefined });
    expect(config.stripe).toBeUndefined();
  });

  it('lists every bad key at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', NODE_ENV: 'production' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = (err as ConfigError).message;
      for (const key of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'SESSION_SECRET']) expect(text).toContain(key);
    }
  });

  it('refuses the import host override in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), IMPORT_HOST_OVERRIDE: '{}' }),
    ).toThrow(/IMPORT_HOST_OVERRIDE/);
  });

  it('reads booleans and Stripe keys', () => {
    const config = loadConfig({
      SEED_DEMO: 'false',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    });
    expect(config.seedDemo).toBe(false);
    expect(config.stripe?.publishableKey).toBe('pk_test_1');
  });
});
