// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sellerCancelCopy, sellerCancelMessages, sellerCancelReasonLabels } from '#shared/seller-cancel';
import { json, type FakeRequest, type FakeRoutes } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { cleanupPage, freshFakeApi } from '../../../test/dom-stubs';
import { orderFixture } from '../orders.fixtures';
import { OrderActions } from './order-actions';

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

beforeEach(() => {
  ({ routes, requests } = freshFakeApi());
});
afterEach(cleanupPage);

const posts = () => requests.filter((r) => r.key.startsWith('POST'));
const sale = orderFixture({
  role: 'seller',
  earningsCents: 2730,
  counterparty: { id: 'sam', handle: 'sam', display: 'Sam Lee' },
  actions: ['ship', 'cancel'],
});

describe('"Cancel sale" for the seller', () => {
  it('asks why and what happens to the item before it sends anything, then cancels', async () => {
    routes['POST /api/orders/ord1/seller-cancel'] = [
      () => json(200, { order: { ...sale, status: 'refunded', actions: [] } }),
    ];
    renderPage('/orders/ord1', <OrderActions order={sale} />);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: sellerCancelCopy.button }));
    const dialog = await screen.findByRole('dialog', { name: sellerCancelCopy.title });
    expect(within(dialog).getByText(/Sam Lee gets the \$37\.99 they paid back in full/)).toBeTruthy();

    const confirm = within(dialog).getByRole('button', { name: sellerCancelCopy.confirm });
    fireEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(sellerCancelMessages.reasonRequired);
    fireEvent.click(within(dialog).getByRole('radio', { name: sellerCancelReasonLabels.damaged }));
    fireEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      sellerCancelMessages.afterwardsRequired,
    );
    expect(posts()).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('radio', { name: sellerCancelCopy.afterwards.relist }));
    fireEvent.click(confirm);
    await waitFor(() => expect(posts().map((r) => r.key)).toEqual(['POST /api/orders/ord1/seller-cancel']));
    expect(posts()[0]!.body).toEqual({ reason: 'damaged', afterwards: 'relist' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the buyer the buyer’s own cancel button, never the seller’s', () => {
    renderPage('/orders/ord1', <OrderActions order={orderFixture({ actions: ['cancel'] })} />);
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: sellerCancelCopy.button })).toBeNull();
  });
});
