// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderTimerCopy } from '#shared/orders';
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

describe('"Everything is OK", asked once more', () => {
  const delivered = orderFixture({ status: 'delivered', actions: ['confirm'] });

  it('names the amount released and to whom; Cancel and Escape send nothing', async () => {
    renderPage('/orders/ord1', <OrderActions order={delivered} />);
    const trigger = screen.getByRole('button', { name: orderTimerCopy.confirm });
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Release $37.99 to @anna_closet?' });
    expect(
      within(dialog).getByText(
        'Saying everything is OK completes the order: the $37.99 you paid is released to @anna_closet, and your window to report a problem with it closes.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: orderTimerCopy.notYet }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);

    fireEvent.click(trigger);
    fireEvent.keyDown(await screen.findByRole('alertdialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts()).toHaveLength(0);
  });

  it('confirms the order from the dialog’s button', async () => {
    routes['POST /api/orders/ord1/confirm'] = [
      () => json(200, { order: orderFixture({ status: 'completed' }) }),
    ];
    renderPage('/orders/ord1', <OrderActions order={delivered} />);
    fireEvent.click(screen.getByRole('button', { name: orderTimerCopy.confirm }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: orderTimerCopy.confirm }));
    await waitFor(() => expect(posts().map((r) => r.key)).toEqual(['POST /api/orders/ord1/confirm']));
  });
});

describe('"Cancel order", asked once more', () => {
  const late = orderFixture({ status: 'paid', actions: ['cancel'] });

  it('names the refund, where it goes, and that the item stays off sale; then cancels', async () => {
    routes['POST /api/orders/ord1/cancel'] = [
      () => json(200, { order: orderFixture({ status: 'refunded' }) }),
    ];
    renderPage('/orders/ord1', <OrderActions order={late} />);
    const trigger = screen.getByRole('button', { name: orderTimerCopy.cancel });
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: orderTimerCopy.cancelTitle });
    expect(
      within(dialog).getByText(/The \$37\.99 you paid goes back to the card you paid with/),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('The item stays off sale: the seller decides whether to list it again.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: orderTimerCopy.keep }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(posts()).toHaveLength(0);

    fireEvent.click(trigger);
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: orderTimerCopy.cancel }));
    await waitFor(() => expect(posts().map((r) => r.key)).toEqual(['POST /api/orders/ord1/cancel']));
  });
});
