import { describe, expect, it } from 'vitest';
import { caller, makeListing } from '../../test/market.fixtures.js';
import type { TestApp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { signUpDemoPeople } from '../../test/demo-people.js';
import { DEMO_LOGIN_LINES, DEMO_OPERATOR, DEMO_PASSWORD } from './demo-users.js';
import { seedOperator } from './operator.js';

let app: TestApp;
useTestApp((started) => {
  app = started;
});

describe('the demo operator', () => {
  it('signs in with the demo password, opens the console and finds one open report', async () => {
    const { ids } = await signUpDemoPeople(app);
    const listing = await makeListing(app, ids.marcus_kicks, { title: 'Air Jordan 1 Chicago' });
    await seedOperator(app.ctx, ids);

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_OPERATOR.email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'rethread_session')!;
    const ops = {
      cookie: `rethread_session=${cookie.value}`,
      user: login.json().user,
      email: '',
      password: '',
    };
    const call = caller(app);
    expect((await call('GET', '/api/admin/me', ops)).json()).toEqual({ isAdmin: true });
    const reports = (await call('GET', '/api/admin/reports', ops)).json().reports;
    expect(reports).toEqual([
      expect.objectContaining({
        kind: 'listing',
        targetId: listing.id,
        status: 'open',
        reporter: expect.objectContaining({ id: ids.sam_shops }),
      }),
    ]);
    expect(DEMO_LOGIN_LINES.at(-1)).toContain(DEMO_OPERATOR.email);
  });
});
