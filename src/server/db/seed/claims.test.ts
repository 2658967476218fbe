import { describe, expect, it } from 'vitest';
import { caller, makeListing } from '../../test/market.fixtures.js';
import { type TestApp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';
import { DEMO_SELLERS, signUpDemoPeople } from '../../test/demo-people.js';
import { makeAdmin } from '../../features/claims/claims.test-helpers.js';
import { seedClaims } from './claims.js';
import { seedOffers } from './offers.js';
import { seedSalesHistory } from './sales-history.js';

let app: TestApp;
useTestApp((started) => {
  app = started;
});

describe('the demo claim', () => {
  it('puts one of Anna’s sales before the operators, disputed, with her earnings for it held', async () => {
    const { ids, accounts } = await signUpDemoPeople(app);
    for (const seller of DEMO_SELLERS) {
      for (let i = 0; i < 12; i++) await makeListing(app, ids[seller], { priceCents: 1000 + i * 700 });
    }
    await seedOffers(app.ctx, ids);
    await seedSalesHistory(app.ctx, ids);
    await seedClaims(app.ctx, ids);

    const anna = accounts.anna_vintage;
    await makeAdmin(app, anna);
    const call = caller(app);
    const [claim] = (await call('GET', '/api/admin/claims', anna)).json().claims;
    expect(claim).toMatchObject({
      status: 'awaiting_operator',
      escalation: 'seller_disagreed',
      seller: { id: ids.anna_vintage },
    });
    const order = (await call('GET', `/api/orders/${claim.orderId}`, anna)).json().order;
    expect(order).toMatchObject({ status: 'disputed', claim: { id: claim.id, status: 'awaiting_operator' } });
    // The operator's release completes it and makes the earnings available.
    const decided = await call('POST', `/api/admin/claims/${claim.id}/decide`, anna, {
      decision: 'release',
      note: 'Fading shown in photo 4',
    });
    expect(decided.json().claim.resolution).toBe('released');
    expect((await call('GET', '/api/earnings', anna)).json().availableCents).toBeGreaterThan(0);
  });
});
