import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AWAY_MAX_DAYS, awayMessages, formatAwayDate } from '#shared/away.js';
import { controlCharactersMessage } from '#shared/text-rules.js';
import { users } from '../../db/schema.js';
import {
  acceptedOffer,
  caller,
  defaultAddressOf,
  makeListing,
  makeOffer,
  signUp,
  startCheckout,
  type Person,
} from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';

const DAY = 86_400_000;

let app: TestApp;
let call: ReturnType<typeof caller>;
let seller: Person;
let buyer: Person;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  [seller, buyer] = [await signUp(app), await signUp(app)];
});
afterAll(() => app.dispose());

const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const goAway = (who: Person, body: Record<string, unknown>) => call('PUT', '/api/me/away', who, body);
const comeBack = (who: Person) => call('DELETE', '/api/me/away', who);
const expectError = (res: { statusCode: number; json(): { error: string } }, status: number, error: string) =>
  expect([res.statusCode, res.json().error]).toEqual([status, error]);

describe(`PUT /api/me/away (${testDatabaseKind})`, () => {
  it('needs a session', async () => {
    expect((await call('GET', '/api/me/away')).statusCode).toBe(401);
    expect((await goAway(undefined as unknown as Person, { until: inDays(3) })).statusCode).toBe(401);
    expect((await call('DELETE', '/api/me/away')).statusCode).toBe(401);
  });

  it('refuses a bad, past or too distant date and a long or garbled message, changing nothing', async () => {
    const who = await signUp(app);
    for (const [body, error] of [
      [{ until: 'next week' }, awayMessages.badDate],
      [{ until: '2026-02-31' }, awayMessages.badDate],
      [{ until: 42 }, awayMessages.badDate],
      [{}, awayMessages.badDate],
      [{ until: inDays(-1) }, awayMessages.past],
      [{ until: inDays(AWAY_MAX_DAYS + 1) }, awayMessages.tooFar],
      [{ until: inDays(3), message: 'x'.repeat(201) }, awayMessages.messageTooLong],
      [{ until: inDays(3), message: 'back soon\u0000' }, controlCharactersMessage('Away message')],
      [{ until: inDays(3), message: 'back\u0007 soon' }, controlCharactersMessage('Away message')],
    ] as const) {
      expectError(await goAway(who, body), 400, error);
    }
    expect((await call('GET', '/api/me/away', who)).json()).toEqual({ awayUntil: null, awayMessage: null });
  });

  it('sets the away with a trimmed message, replaces it, and DELETE ends it', async () => {
    const who = await signUp(app);
    const until = inDays(AWAY_MAX_DAYS - 1);
    const set = await goAway(who, { until, message: '  Back after the holidays  ' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ awayUntil: until, awayMessage: 'Back after the holidays' });
    const dateOnly = inDays(5).slice(0, 10);
    expect((await goAway(who, { until: dateOnly, message: '   ' })).json()).toEqual({
      awayUntil: `${dateOnly}T00:00:00.000Z`,
      awayMessage: null,
    });
    expect((await call('GET', '/api/me/away', who)).json().awayUntil).toBe(`${dateOnly}T00:00:00.000Z`);
    const ended = await comeBack(who);
    expect([ended.statusCode, ended.json()]).toEqual([200, { awayUntil: null, awayMessage: null }]);
    // Not away: ending it again is no error.
    expect((await comeBack(who)).statusCode).toBe(200);
  });
});

describe(`buying from an away seller (${testDatabaseKind})`, () => {
  it('refuses checkout, bundle checkout, the bag and offers with 409 naming the date; likes still work', async () => {
    const [coat, tee] = [
      await makeListing(app, seller.user.id, { title: 'Wool coat', priceCents: 6000 }),
      await makeListing(app, seller.user.id, { title: 'Striped tee', priceCents: 2000 }),
    ];
    const until = inDays(10);
    expect((await goAway(seller, { until, message: 'On holiday' })).statusCode).toBe(200);
    const refusal = `${seller.user.display} is away until ${formatAwayDate(until)}`;
    expect(refusal).toMatch(/ is away until [A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    expectError(await startCheckout(app, buyer, coat.id), 409, refusal);
    const bundle = await call('POST', '/api/create-payment-intent', buyer, {
      listingIds: [coat.id, tee.id],
      shippingAddressId: await defaultAddressOf(app, buyer),
    });
    expectError(bundle, 409, refusal);
    expectError(await call('POST', '/api/bag/items', buyer, { listingId: coat.id }), 409, refusal);
    const offer = { listingId: coat.id, buyerId: buyer.user.id, offerCents: 5000 };
    expectError(await call('POST', '/api/offers', buyer, offer), 409, refusal);
    const bundleOffer = { listingIds: [coat.id, tee.id], offerCents: 7000 };
    expectError(await call('POST', '/api/offers', buyer, bundleOffer), 409, refusal);

    const liked = await call('POST', `/api/listings/${coat.id}/like`, buyer);
    expect(liked.statusCode).toBe(200);

    // Back: everything works again.
    expect((await comeBack(seller)).statusCode).toBe(200);
    expect((await startCheckout(app, buyer, coat.id)).statusCode).toBe(200);
    expect((await call('POST', '/api/bag/items', buyer, { listingId: tee.id })).statusCode).toBe(201);
  });

  it("keeps the seller's own steps going and refuses the buyer's counter", async () => {
    const bag = await makeListing(app, seller.user.id, { title: 'Leather bag', priceCents: 8000 });
    const boots = await makeListing(app, seller.user.id, { title: 'Boots', priceCents: 9000 });
    const onBag = await makeOffer(app, buyer, bag.id, 5000);
    const onBoots = await makeOffer(app, buyer, boots.id, 5000);
    const until = inDays(4);
    await goAway(seller, { until });
    const refusal = awayMessages.sellerAway(seller.user.display, until);

    // The seller accepts an offer made before, and counters another.
    expect((await call('PATCH', `/api/offers/${onBag}/accept`, seller)).statusCode).toBe(200);
    const counter = await call('POST', `/api/offers/${onBoots}/counter`, seller, { offerCents: 7000 });
    expect(counter.statusCode).toBe(201);
    // The buyer can neither counter it nor accept it while the seller is away.
    const sellerStep = counter.json().offer.id as string;
    expectError(
      await call('POST', `/api/offers/${sellerStep}/counter`, buyer, { offerCents: 6000 }),
      409,
      refusal,
    );
    expectError(await call('PATCH', `/api/offers/${sellerStep}/accept`, buyer), 409, refusal);
    // Even at the accepted offer's price, checkout waits for the seller.
    expectError(await startCheckout(app, buyer, bag.id, onBag), 409, refusal);
    await comeBack(seller);
    expect((await startCheckout(app, buyer, bag.id, onBag)).statusCode).toBe(200);
  });

  it('treats an away whose date has passed as no away, before any job clears it', async () => {
    const [who, shopper] = [await signUp(app), await signUp(app)];
    const scarf = await makeListing(app, who.user.id, { title: 'Silk scarf', priceCents: 3000 });
    await goAway(who, { until: inDays(2), message: 'Gone' });
    await app.ctx.db
      .update(users)
      .set({ awayUntil: new Date(Date.now() - 60_000) })
      .where(eq(users.id, who.user.id));
    expect((await call('GET', '/api/me/away', who)).json()).toEqual({ awayUntil: null, awayMessage: null });
    expect((await call('GET', `/api/listings/${scarf.id}`)).json().listing).toMatchObject({
      awayUntil: null,
      awayMessage: null,
    });
    expect((await startCheckout(app, shopper, scarf.id)).statusCode).toBe(200);
    expect(await acceptedOffer(app, who, await signUp(app), scarf.id, 2000)).toBeTruthy();
  });
});

describe(`the listing and profile replies (${testDatabaseKind})`, () => {
  it('carry the away date and message while the seller is away, and null otherwise', async () => {
    const who = await signUp(app);
    const hat = await makeListing(app, who.user.id, { title: 'Straw hat' });
    const listing = async () => (await call('GET', `/api/listings/${hat.id}`)).json().listing;
    const profile = async () => (await call('GET', `/api/users/handle/${who.user.handle}`)).json().user;
    expect(await listing()).toMatchObject({ awayUntil: null, awayMessage: null });
    expect(await profile()).toMatchObject({ awayUntil: null, awayMessage: null });

    const until = inDays(30);
    await goAway(who, { until, message: 'Shipping resumes in June' });
    const away = { awayUntil: until, awayMessage: 'Shipping resumes in June' };
    expect(await listing()).toMatchObject({ ...away, title: 'Straw hat', isActive: true });
    expect(await profile()).toMatchObject({ ...away, handle: who.user.handle });
    expect((await call('GET', `/api/users/${who.user.id}`)).json().user).toMatchObject(away);
  });
});
