import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_URLS,
  startFixtureServer,
  type FixtureServer,
} from '../../features/imports/fixtures/fixture-server.js';
import { isPublicAddress } from './ip-policy.js';
import { PHOTO_MAX_BYTES, safeFetch, SafeFetchError, type SafeFetchOptions } from './safe-fetch.js';

const PAGE_HOSTS = ['poshmark.com', 'www.poshmark.com', 'mercari.com', 'www.mercari.com'];
let fixtures: FixtureServer;

beforeAll(async () => {
  fixtures = await startFixtureServer();
});
afterAll(async () => {
  await fixtures.close();
});

const viaFixtures = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  allowedHosts: PAGE_HOSTS,
  hostOverride: fixtures.hostOverride,
  ...extra,
});

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof SafeFetchError) return err;
    throw err;
  }
  throw new Error('expected the fetch to be refused');
}

describe('address policy', () => {
  it('refuses every non-public address family', () => {
    for (const a of [
      '127.0.0.1',
      '127.8.8.8',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
      '::ffff:8.8.8.8',
      '::ffff:7f00:1',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
    for (const a of ['151.101.1.140', '8.8.8.8', '2606:4700::6810:84e5', '2a04:4e42::223']) {
      expect(isPublicAddress(a), a).toBe(true);
    }
  });
});

describe('safeFetch refuses what it must', () => {
  const refusedUrls: [string, string][] = [
    ['http://poshmark.com/listing/x', 'blocked-url'],
    ['https://127.0.0.1/', 'blocked-address'],
    ['https://localhost/', 'blocked-url'],
    ['https://[::1]/', 'blocked-address'],
    ['https://169.254.169.254/latest/meta-data/', 'blocked-address'],
    ['https://10.0.0.1/', 'blocked-address'],
    ['https://2130706433/', 'blocked-address'],
    ['https://0x7f.1/', 'blocked-address'],
    ['https://poshmark.com.evil.test/listing/x', 'blocked-url'],
    ['https://evil.test/poshmark.com', 'blocked-url'],
    ['https://poshmark.com@evil.test/', 'blocked-url'],
    ['https://evil.test@poshmark.com/', 'blocked-url'],
    ['https://user:pass@poshmark.com/', 'blocked-url'],
    ['https://evil.test\\@poshmark.com/', 'blocked-url'],
    ['https://poshmark.com:8443/', 'blocked-url'],
    ['https://poshmark.com./', 'blocked-url'],
    ['ftp://poshmark.com/', 'blocked-url'],
    ['not a url', 'blocked-url'],
  ];
  it.each(refusedUrls)('%s → %s, without a request', async (url, reason) => {
    const before = fixtures.requests.length;
    const err = await failure(safeFetch(url, viaFixtures()));
    expect(err.reason).toBe(reason);
    expect(fixtures.requests.length).toBe(before);
  });

  it('checks DNS answers: an allowed host resolving to a private address is refused', async () => {
    for (const answers of [
      [{ address: '10.0.0.5', family: 4 }],
      [{ address: '127.0.0.1', family: 4 }],
      [{ address: '::ffff:169.254.169.254', family: 6 }],
      // One bad answer among good ones is enough: the socket could be steered to it.
      [
        { address: '151.101.1.140', family: 4 },
        { address: '192.168.0.10', family: 4 },
      ],
      [],
    ]) {
      const err = await failure(
        safeFetch('https://poshmark.com/listing/x', {
          allowedHosts: PAGE_HOSTS,
          resolve: async () => answers,
        }),
      );
      expect(err.reason).toBe('blocked-address');
    }
  });

  it('uses real DNS when no resolver is given: "localhost" is loopback and refused', async () => {
    const err = await failure(safeFetch('https://localhost/', { allowedHosts: ['localhost'] }));
    expect(err.reason).toBe('blocked-address');
  });

  it('re-checks every redirect: private, metadata, foreign host, http downgrade', async () => {
    for (const url of [
      FIXTURE_URLS.redirectToPrivate,
      FIXTURE_URLS.redirectToMetadata,
      FIXTURE_URLS.redirectToEvilHost,
      FIXTURE_URLS.redirectToHttp,
    ]) {
      const err = await failure(safeFetch(url, viaFixtures()));
      expect(['blocked-url', 'blocked-address']).toContain(err.reason);
    }
  });

  it('stops after 5 redirects', async () => {
    const before = fixtures.requests.length;
    const err = await failure(safeFetch(FIXTURE_URLS.redirectLoop, viaFixtures()));
    expect(err.reason).toBe('too-many-redirects');
    expect(fixtures.requests.length - before).toBe(6);
  });
});

describe('safeFetch answers and errors', () => {
  it('follows a redirect chain to the page, sending a browser User-Agent', async () => {
    const res = await safeFetch(FIXTURE_URLS.redirectChain, viaFixtures());
    expect(res.url).toBe(FIXTURE_URLS.poshmarkWithPictures);
    expect(res.body.toString()).toContain('__INITIAL_STATE__');
  });

  it('maps 403 and 429 to "refused", 404 to "not found"', async () => {
    const forbidden = await failure(safeFetch(FIXTURE_URLS.forbidden, viaFixtures()));
    expect(forbidden).toMatchObject({ reason: 'refused', status: 403 });
    expect(forbidden.message).toBe('The site refused the request — try again later');
    expect((await failure(safeFetch(FIXTURE_URLS.rateLimited, viaFixtures()))).reason).toBe('refused');
    const gone = await failure(safeFetch(FIXTURE_URLS.gone, viaFixtures()));
    expect(gone.message).toBe('That listing could not be found');
  });

  it('times out', async () => {
    const started = Date.now();
    const err = await failure(safeFetch(FIXTURE_URLS.slow, viaFixtures({ timeoutMs: 300 })));
    expect(err.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('caps the body: 5 MB for pages, 15 MB for photos', async () => {
    expect((await failure(safeFetch(FIXTURE_URLS.oversized, viaFixtures()))).reason).toBe('too-large');
    const photoOptions = viaFixtures({
      allowedHosts: ['photos.example-shop.test'],
      maxBytes: PHOTO_MAX_BYTES,
    });
    expect((await failure(safeFetch(FIXTURE_URLS.csvHugePhoto, photoOptions))).reason).toBe('too-large');
    const ok = await safeFetch(FIXTURE_URLS.csvPhoto, photoOptions);
    expect(ok.contentType).toBe('image/jpeg');
    expect(ok.body.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it('keeps photo hosts to the allow-list given for the fetch', async () => {
    const err = await failure(safeFetch(FIXTURE_URLS.csvPhoto, viaFixtures()));
    expect(err.reason).toBe('blocked-url');
  });
});
