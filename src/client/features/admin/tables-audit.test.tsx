// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminMessages } from '#shared/admin';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { cleanupPage, freshFakeApi } from '../../test/dom-stubs';
import { renderPage } from '../../test/render-page';
import { auditOf, refusal, serveOperator } from './admin.fixtures';
import AdminPage from './admin-page';

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];
beforeEach(() => {
  ({ routes, requests } = freshFakeApi());
  serveOperator(routes);
});
afterEach(cleanupPage);

const fees = {
  sellerPercentBps: 1000,
  lowPriceFlatFeeCents: 295,
  lowPriceThresholdCents: 1500,
  buyerProtectionBps: 250,
  buyerProtectionCapCents: 2000,
};
const rates = { small: 499, medium: 799, large: 1299 };

function serveTables() {
  routes['GET /api/admin/fees'] = [() => json(200, { fees })];
  routes['GET /api/admin/shipping-rates'] = [() => json(200, { rates })];
}

const bodyOf = (key: string) => requests.find((r) => r.key === key)?.body;

describe('/admin › Fees & rates', () => {
  it('shows the fee table in percent and dollars and saves it in bps and cents', async () => {
    serveTables();
    routes['PUT /api/admin/fees'] = [() => json(200, { fees: { ...fees, sellerPercentBps: 1275 } })];
    renderPage('/admin?tab=tables', <AdminPage />);
    const form = await screen.findByRole('form', { name: 'Fee table' });
    const seller = within(form).getByLabelText('Seller fee (%)') as HTMLInputElement;
    expect(seller.value).toBe('10');
    expect((within(form).getByLabelText('Buyer protection (%)') as HTMLInputElement).value).toBe('2.5');
    expect((within(form).getByLabelText('Flat fee on low prices ($)') as HTMLInputElement).value).toBe(
      '2.95',
    );

    fireEvent.change(seller, { target: { value: '101' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save fees' }));
    await within(form).findByText(adminMessages.feesInvalid);
    expect(within(form).getByText(adminMessages.noteRequired)).toBeTruthy();
    expect(seller.getAttribute('aria-invalid')).toBe('true');
    expect(bodyOf('PUT /api/admin/fees')).toBeUndefined();

    fireEvent.change(seller, { target: { value: '12.75' } });
    fireEvent.change(within(form).getByLabelText('Buyer protection cap ($)'), { target: { value: '25' } });
    fireEvent.change(within(form).getByLabelText(/Reason/), { target: { value: 'New pricing' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save fees' }));
    await screen.findByText(adminMessages.done);
    expect(bodyOf('PUT /api/admin/fees')).toEqual({
      sellerPercentBps: 1275,
      lowPriceFlatFeeCents: 295,
      lowPriceThresholdCents: 1500,
      buyerProtectionBps: 250,
      buyerProtectionCapCents: 2500,
      note: 'New pricing',
    });
  });

  it('saves the shipping rates in cents and shows a refusal', async () => {
    serveTables();
    routes['PUT /api/admin/shipping-rates'] = [
      refusal(400, adminMessages.rateInvalid, 'VALIDATION_ERROR'),
      () => json(200, { rates: { ...rates, large: 1350 } }),
    ];
    renderPage('/admin?tab=tables', <AdminPage />);
    const form = await screen.findByRole('form', { name: 'Shipping-rate table' });
    const large = within(form).getByLabelText('Large (under 10 lb) ($)') as HTMLInputElement;
    expect(large.value).toBe('12.99');
    fireEvent.change(large, { target: { value: '1000.01' } });
    fireEvent.change(within(form).getByLabelText(/Reason/), { target: { value: 'Carrier prices' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rates' }));
    await within(form).findByText(adminMessages.rateInvalid);
    expect(bodyOf('PUT /api/admin/shipping-rates')).toBeUndefined();

    fireEvent.change(large, { target: { value: '13.50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rates' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(adminMessages.rateInvalid);
    expect(bodyOf('PUT /api/admin/shipping-rates')).toEqual({
      rates: { small: 499, medium: 799, large: 1350 },
      note: 'Carrier prices',
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rates' }));
    await screen.findByText(adminMessages.done);
  });
});

describe('/admin › Audit log', () => {
  it('lists who did what, why and when, newest first, with Load more', async () => {
    routes['GET /api/admin/audit'] = [
      () =>
        json(200, {
          entries: [
            auditOf(),
            auditOf({
              id: 'a2',
              action: 'user.suspend',
              targetKind: 'user',
              targetId: 'u3',
              reason: 'Sells fakes',
              details: {},
            }),
          ],
          nextCursor: 'next-1',
        }),
    ];
    routes['GET /api/admin/audit?cursor=next-1'] = [
      () =>
        json(200, {
          entries: [
            auditOf({
              id: 'a3',
              action: 'fees.update',
              targetKind: 'fees',
              targetId: 'fees',
              reason: 'New pricing',
              details: { before: { sellerPercentBps: 1000 } },
            }),
          ],
          nextCursor: null,
        }),
    ];
    renderPage('/admin?tab=audit', <AdminPage />);
    const log = await screen.findByRole('list', { name: 'Audit log' });
    const first = within(log).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('claim.partial_refund')).toBeTruthy();
    expect(within(first).getByText('@ops')).toBeTruthy();
    expect(within(first).getByText('“Tear visible in the photos”')).toBeTruthy();
    expect(within(first).getByText('refundCents: 1250')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await within(log).findByText('fees.update');
    expect(within(log).getByText('before: {"sellerPercentBps":1000}')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });
});
