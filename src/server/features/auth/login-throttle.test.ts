import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp, type TestApp } from '../../test/test-app.js';
import { backOffSeconds } from './login-throttle.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * Wrong passwords slow the guesser, never the owner. The app runs with its default
 * limits (30 attempts per address, 10 failures per account and address, per 15 minutes).
 */

let app: TestApp;
useTestApp((started) => {
  app = started;
});

let ipCounter = 1;
const freshIp = () => `203.0.113.${ipCounter++}`;

const login = (email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

/** Moves the account's last failure `seconds` into the past (the limiter counts with the database's clock). */
const ageLastFailure = (email: string, seconds: number) =>
  app.ctx.db.execute(sql`
    update rate_limits set window_start = window_start - make_interval(secs => ${seconds})
    where key = ${`login:last-failure:${email}`}`);

const sessionCount = async (userId: string) => {
  const rows = await app.ctx.db.execute(
    sql`select count(*)::int as n from sessions where user_id = ${userId}`,
  );
  return Number((Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows)[0]!.n);
};

describe('failures from one address', () => {
  it('throttle that address, while the owner signs in from another', async () => {
    const owner = await signUp(app);
    const attacker = freshIp();
    for (let i = 0; i < 10; i++)
      expect((await login(owner.email, `guess-${i}`, attacker)).statusCode).toBe(401);

    const blocked = await login(owner.email, 'guess-10', attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    // The address's 15-minute window began with its first guess.
    expect(blocked.json().error).toMatch(/^Too many attempts\. Please wait 1[45] minutes and try again\.$/);
    // Even the right password is not tried from there now: a 429 tells the guesser nothing.
    expect((await login(owner.email, owner.password, attacker)).statusCode).toBe(429);

    const before = await sessionCount(owner.user.id);
    const home = await login(owner.email, owner.password, freshIp());
    expect(home.statusCode).toBe(200);
    expect(home.json().user.id).toBe(owner.user.id);
    expect(await sessionCount(owner.user.id)).toBe(before + 1);
  });

  it('are forgotten for that address once the owner gets in from it', async () => {
    const owner = await signUp(app);
    const ip = freshIp();
    for (let i = 0; i < 9; i++) expect((await login(owner.email, `typo-${i}`, ip)).statusCode).toBe(401);
    expect((await login(owner.email, owner.password, ip)).statusCode).toBe(200);
    // Nine more typos are allowed again: the earlier ones were the owner's.
    for (let i = 0; i < 9; i++) expect((await login(owner.email, `typo-${i}`, ip)).statusCode).toBe(401);
  });
});

describe('an attack from many addresses', () => {
  it('slows unknown addresses with a doubling back-off, and never the address the owner uses', async () => {
    const owner = await signUp(app);
    const home = freshIp();
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(200);

    // Twenty addresses, one guess each: no address reaches its own limit.
    for (let i = 0; i < 20; i++)
      expect((await login(owner.email, `spray-${i}`, freshIp())).statusCode).toBe(401);

    // The account is now under attack: an address it has never signed in from waits 30 s…
    const next = await login(owner.email, 'spray-20', freshIp());
    expect(next.statusCode).toBe(429);
    expect(next.json().error).toBe('Too many attempts. Please wait a minute and try again.');
    // …whatever the password: the guesser learns nothing from a refusal.
    expect((await login(owner.email, owner.password, freshIp())).statusCode).toBe(429);
    // The owner at home is not slowed.
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(200);

    // 30 s later one more guess is tried; it fails, and the wait doubles to 60 s.
    await ageLastFailure(owner.email, 31);
    expect((await login(owner.email, 'spray-21', freshIp())).statusCode).toBe(401);
    await ageLastFailure(owner.email, 31);
    expect((await login(owner.email, 'spray-22', freshIp())).statusCode).toBe(429);
    await ageLastFailure(owner.email, 30);
    // The owner on a new device, after the wait, gets in.
    const elsewhere = await login(owner.email, owner.password, freshIp());
    expect(elsewhere.statusCode).toBe(200);
  });

  it('of unknown e-mails slows those e-mails the same way, so none can be told from a real one', async () => {
    const email = `nobody.${Date.now()}@example.com`;
    for (let i = 0; i < 20; i++) expect((await login(email, `spray-${i}`, freshIp())).statusCode).toBe(401);
    expect((await login(email, 'spray-20', freshIp())).statusCode).toBe(429);
  });
});

describe('backOffSeconds', () => {
  it('is zero below the account limit, then doubles from 30 s up to 15 minutes', () => {
    expect(backOffSeconds(19, 10)).toBe(0);
    expect([20, 21, 22, 23, 24, 25, 26].map((n) => backOffSeconds(n, 10))).toEqual([
      30, 60, 120, 240, 480, 900, 900,
    ]);
    expect(backOffSeconds(10_000, 10)).toBe(900);
  });
});
