import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleMessages } from '#shared/bundles.js';
import { users } from '../../db/schema.js';
import { makeListing, signUp, type Person } from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.dispose();
});

const call = (method: 'GET' | 'PUT', url: string, who?: Person, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const setTiers = (who: Person, tiers: unknown) => call('PUT', '/api/me/bundle-discount', who, { tiers });

describe(`bundle discounts (${testDatabaseKind})`, () => {
  it('saves, answers and clears the tiers; the profile and the listing carry them', async () => {
    const seller = await signUp(app);
    expect((await call('GET', '/api/me/bundle-discount', seller)).json()).toEqual({ tiers: [] });
    const tiers = [
      { minItems: 2, percent: 10 },
      { minItems: 4, percent: 20 },
    ];
    const saved = await setTiers(seller, tiers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ tiers });
    expect((await call('GET', '/api/me/bundle-discount', seller)).json()).toEqual({ tiers });

    const profile = await call('GET', `/api/users/handle/${seller.user.handle}`);
    expect(profile.json().user.bundleTiers).toEqual(tiers);
    const listing = await makeListing(app, seller.user.id);
    expect((await call('GET', `/api/listings/${listing.id}`)).json().listing.bundleTiers).toEqual(tiers);

    expect((await setTiers(seller, [])).json()).toEqual({ tiers: [] });
    expect((await call('GET', `/api/users/${seller.user.id}`, seller)).json().user.bundleTiers).toEqual([]);
  });

  it('refuses bad tiers with the shared message and changes nothing', async () => {
    const seller = await signUp(app);
    await setTiers(seller, [{ minItems: 2, percent: 10 }]);
    const cases: Array<[unknown, string]> = [
      [[{ minItems: 1, percent: 10 }], bundleMessages.minItems],
      [[{ minItems: 2, percent: 51 }], bundleMessages.percent],
      [[{ minItems: 2, percent: 1e308 }], bundleMessages.percent],
      [[{ minItems: Number.MAX_SAFE_INTEGER + 2, percent: 10 }], bundleMessages.minItems],
      [
        [
          { minItems: 3, percent: 10 },
          { minItems: 2, percent: 20 },
        ],
        bundleMessages.notIncreasing,
      ],
      [
        Array.from({ length: 4 }, (_, i) => ({ minItems: i + 2, percent: i + 5 })),
        bundleMessages.tooManyTiers,
      ],
      ['\u0000', bundleMessages.tiersNotList],
      [[{ minItems: '2\u0000', percent: 10 }], bundleMessages.minItems],
    ];
    for (const [tiers, message] of cases) {
      const res = await setTiers(seller, tiers);
      expect(res.statusCode, JSON.stringify(tiers)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const [row] = await app.ctx.db
      .select({ t: users.bundleTiers })
      .from(users)
      .where(eq(users.id, seller.user.id));
    expect(row!.t).toEqual([{ minItems: 2, percent: 10 }]);
  });
});
