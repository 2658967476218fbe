import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { users } from '../schema.js';
import { DEMO_USERS } from './demo-users.js';
import { seedLiveShows } from './live-shows.js';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
  // Only the demo people are needed; the full seed (photos) is slow and tested elsewhere.
  const rows = await app.ctx.db
    .insert(users)
    .values(
      DEMO_USERS.map((u) => ({ email: u.email, handle: u.handle, display: u.display, passwordHash: 'x' })),
    )
    .returning({ id: users.id, handle: users.handle });
  await seedLiveShows(
    app.ctx,
    Object.fromEntries(rows.map((r) => [r.handle, r.id])) as Parameters<typeof seedLiveShows>[1],
  );
});
afterAll(async () => {
  await app.dispose();
});

describe('live show demo data', () => {
  it('has a show on air, and one tomorrow by a demo seller with two questions', async () => {
    const shows = (await app.inject({ method: 'GET', url: '/api/live-shows' })).json().shows as {
      id: string;
      status: string;
      startAt: string;
      host: { handle: string };
      questionCount: number;
    }[];
    expect(shows.filter((s) => s.status === 'live')).toHaveLength(1);
    const upcoming = shows.find((s) => s.status === 'scheduled');
    expect(upcoming).toMatchObject({ host: { handle: 'anna_vintage' }, questionCount: 2 });
    const hoursAway = (Date.parse(upcoming!.startAt) - Date.now()) / 3_600_000;
    expect(hoursAway).toBeGreaterThan(0);
    expect(hoursAway).toBeLessThan(48);
    const questions = (
      await app.inject({ method: 'GET', url: `/api/live-shows/${upcoming!.id}/questions` })
    ).json().questions;
    expect(questions).toHaveLength(2);
    expect(questions[0].author.handle).toBe('sam_shops');
  });
});
