// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminMessages } from '#shared/admin';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { cleanupPage, freshFakeApi } from '../../test/dom-stubs';
import { renderPage } from '../../test/render-page';
import { orderOf, refusal, serveOperator } from './admin.fixtures';
import AdminPage from './admin-page';

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];
beforeEach(() => {
  ({ routes, requests } = freshFakeApi());
  serveOperator(routes);
});
afterEach(cleanupPage);

const SEARCH = 'GET /api/admin/orders?q=bea%40example.com';
const REFUND = 'POST /api/admin/orders/o1/refund';

async function search(text: string) {
  const box = await screen.findByLabelText('Order id, e-mail or handle');
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

async function findOrder() {
  renderPage('/admin?tab=orders', <AdminPage />);
  await search('bea@example.com');
  return screen.findByRole('article', { name: 'Order o1' });
}

describe('/admin › Orders', () => {
  it('asks for 3 characters, then lists what it finds', async () => {
    routes[SEARCH] = [
      () =>
        json(200, {
          orders: [
            orderOf({ refundedCents: 1000, claim: { id: 'c1', status: 'resolved' } }),
            orderOf({ id: 'o2', status: 'disputed', claim: { id: 'c2', status: 'awaiting_operator' } }),
          ],
        }),
    ];
    renderPage('/admin?tab=orders', <AdminPage />);
    await search('be');
    await screen.findByText(adminMessages.searchTooShort);
    expect(requests.some((r) => r.key.startsWith('GET /api/admin/orders'))).toBe(false);

    await search('bea@example.com');
    const row = await screen.findByRole('article', { name: 'Order o1' });
    expect(screen.queryByText(adminMessages.searchTooShort)).toBeNull();
    expect(within(row).getByText('Completed')).toBeTruthy();
    expect(within(row).getByText('$45.99')).toBeTruthy();
    expect(within(row).getByText('$10.00')).toBeTruthy();
    expect(within(row).getByText('@bea_buys', { exact: false })).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Claim: resolved' }).getAttribute('href')).toBe(
      '/admin?tab=claims',
    );
    // Refunds are once per order: one already refunded in part offers no second.
    expect(within(row).queryByRole('button', { name: /Refund/ })).toBeNull();
    // An open claim is decided on the claims tab, not refunded here.
    const disputed = screen.getByRole('article', { name: 'Order o2' });
    expect(within(disputed).getByText('Problem reported')).toBeTruthy();
    expect(within(disputed).queryByRole('button', { name: /Refund/ })).toBeNull();
  });

  it('looks up the order a claim links to, from the link alone', async () => {
    routes['GET /api/admin/orders?q=ord-123'] = [() => json(200, { orders: [orderOf({ id: 'ord-123' })] })];
    renderPage('/admin?tab=orders&q=ord-123', <AdminPage />);
    expect(await screen.findByRole('article', { name: 'Order ord-123' })).toBeTruthy();
    expect((screen.getByLabelText('Order id, e-mail or handle') as HTMLInputElement).value).toBe('ord-123');
  });

  it('refunds in full, in cents, with the reason; the look-up is read again', async () => {
    routes[SEARCH] = [
      () => json(200, { orders: [orderOf()] }),
      () => json(200, { orders: [orderOf({ status: 'refunded', refundedCents: 4599 })] }),
    ];
    routes[REFUND] = [() => json(200, { order: orderOf({ status: 'refunded', refundedCents: 4599 }) })];
    const row = await findOrder();
    fireEvent.click(within(row).getByRole('button', { name: 'Refund order o1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the order' });
    expect(within(dialog).getByRole('radio', { name: /Refund in full \(\$45\.99\)/ })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Lost in the post' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await screen.findByText(adminMessages.done);
    expect(requests.find((r) => r.key === REFUND)?.body).toEqual({
      amountCents: 4599,
      note: 'Lost in the post',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The look-up is read again: the order is refunded and offers no second refund.
    // ('Refunded' twice: the column's label and now the status.)
    await waitFor(() => expect(within(row).getAllByText('Refunded')).toHaveLength(2));
    expect(within(row).queryByRole('button', { name: /Refund order/ })).toBeNull();
  });

  it('refunds part, checking the amount, and shows a refusal in the dialog', async () => {
    routes[SEARCH] = [() => json(200, { orders: [orderOf()] })];
    routes[REFUND] = [refusal(502, adminMessages.orderNotRefundable, 'PAYMENT_FAILED')];
    const row = await findOrder();
    fireEvent.click(within(row).getByRole('button', { name: 'Refund order o1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the order' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Refund part/ }));
    const amount = within(dialog).getByLabelText('Refund amount ($)');
    fireEvent.change(amount, { target: { value: '10.005' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Stain' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await within(dialog).findByText(adminMessages.refundAmountInvalid);
    expect(requests.some((r) => r.key === REFUND)).toBe(false);

    fireEvent.change(amount, { target: { value: '$10.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(requests.find((r) => r.key === REFUND)?.body).toEqual({ amountCents: 1050, note: 'Stain' }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe(adminMessages.orderNotRefundable);
  });
});
