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
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://rethread.example',
        IMPORT_HOST_OVERRIDE: '{}',
      }),
    ).toThrow(/IMPORT_HOST_OVERRIDE/);
  });

  it('refuses an http:// PUBLIC_URL in production unless it is this machine (no HSTS, no Secure cookies)', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };
    for (const url of ['http://shop.example', 'http://10.0.0.5:3000']) {
      expect(() => loadConfig({ ...production, PUBLIC_URL: url }), url).toThrow(/PUBLIC_URL: must be https:\/\//);
    }
    for (const url of ['https://shop.example', 'http://127.0.0.1:3000', 'http://localhost:3000']) {
      expect(loadConfig({ ...production, PUBLIC_URL: url }).publicUrl, url).toBe(new URL(url).origin);
    }
    // Outside production an http:// address is how a developer's machine runs.
    expect(loadConfig({ PUBLIC_URL: 'http://shop.lan:3000' }).publicUrl).toBe('http://shop.lan:3000');
  });

  it('refuses production without PUBLIC_URL, listed with the other bad keys', () => {
    try {
      loadConfig({ NODE_ENV: 'production', PORT: 'abc' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems;
      expect(problems).toContain(
        'PUBLIC_URL: must be set in production, so links in e-mails and pages point to the real site',
      );
      expect(problems.map((p) => p.split(':')[0])).toEqual(
        expect.arrayContaining(['PORT', 'SESSION_SECRET', 'PUBLIC_URL']),
      );
    }
    const ok = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://rethread.example/',
    });
    expect(ok.origin).toBe('https://rethread.example');
  });

  it('takes links from PUBLIC_URL, else from the listening address', () => {
    expect(loadConfig({}).origin).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).origin).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '::', PORT: '8080' }).origin).toBe('http://[::1]:8080');
    expect(loadConfig({ HOST: 'shop.lan' }).origin).toBe('http://shop.lan:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://rethread.example', PORT: '8080' }).origin).toBe(
      'https://rethread.example',
    );
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

  it('reads the EasyPost keys, and refuses its other keys without the API key', () => {
    expect(loadConfig({}).easypost).toBeUndefined();
    const config = loadConfig({ EASYPOST_API_KEY: 'EZTK_1', EASYPOST_WEBHOOK_SECRET: 'whsec' });
    expect(config.easypost).toEqual({ apiKey: 'EZTK_1', webhookSecret: 'whsec', apiUrl: undefined });
    expect(() => loadConfig({ EASYPOST_WEBHOOK_SECRET: 'whsec' })).toThrow(/EASYPOST_API_KEY/);
  });
});
