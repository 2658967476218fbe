// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { CLAIM_REASON_LABELS, claimMessages } from '#shared/claims';
import type { Order } from '#shared/orders';
import type * as ClaimsApi from './api/claims';
import OrderPage from './order-page';
import { claimCopy } from './claim-copy';
import { claimFixture, orderFixture } from './orders.fixtures';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { cleanupPage, freshFakeApi } from '../../test/dom-stubs';

// The photo upload is a multipart request the fake fetch cannot read: it answers a stored URL per file.
vi.mock('./api/claims', async (importOriginal) => ({
  ...(await importOriginal<typeof ClaimsApi>()),
  uploadClaimPhoto: vi.fn(async (file: File) => `/uploads/${file.name}.webp`),
}));

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];
const sam = { id: 'sam', display: 'Sam Lee', handle: 'sam', bio: '', profileImageUrl: null };
const DAY = 86_400_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Delivered yesterday, the window open for two more days. */
const DELIVERED = {
  status: 'delivered',
  shippedAt: at(-3 * DAY),
  deliveredAt: at(-DAY),
  claimWindow: { opensAt: at(-DAY), closesAt: at(2 * DAY) },
  // The window is open: the server offers the buyer the report action.
  actions: ['report'] as Order['actions'],
} as const;

beforeEach(() => {
  ({ routes, requests } = freshFakeApi({ 'GET /api/auth/user': [() => json(200, sam)] }));
});
afterEach(cleanupPage);

const answer = (...orders: Order[]) => {
  routes['GET /api/orders/ord1'] = orders.map((order) => () => json(200, { order }));
};
const renderAt = () =>
  renderPage(
    '/orders/ord1',
    <Route path="/orders/:id">
      <OrderPage />
    </Route>,
  );
const sent = () => requests.filter((r) => r.key === 'POST /api/orders/ord1/claims').map((r) => r.body);
const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: claimCopy.reportProblem }));
  return screen.findByRole('dialog', { name: claimCopy.dialogTitle });
};

describe('"Report a problem" on the order page', () => {
  it('offers the three delivered reasons, checks the form, sends it and shows the claim', async () => {
    const claim = claimFixture({ reason: 'wrong_item', message: 'A red jacket, not blue.', photos: [] });
    answer(
      orderFixture(DELIVERED),
      orderFixture({
        ...DELIVERED,
        status: 'disputed',
        actions: [],
        claimWindow: null,
        claim: { id: 'cl1', status: 'awaiting_seller', resolution: null },
      }),
    );
    routes['POST /api/orders/ord1/claims'] = [() => json(201, { claim })];
    routes['GET /api/claims/cl1'] = [() => json(200, { claim })];
    renderAt();
    const dialog = await openDialog();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      CLAIM_REASON_LABELS.not_as_described,
      CLAIM_REASON_LABELS.damaged,
      CLAIM_REASON_LABELS.wrong_item,
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: claimCopy.submit }));
    expect(await within(dialog).findByText(claimMessages.reasonRequired)).toBeTruthy();
    expect(within(dialog).getByText(claimMessages.messageRequired)).toBeTruthy();
    expect(sent()).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: CLAIM_REASON_LABELS.wrong_item }));
    fireEvent.change(within(dialog).getByLabelText(claimCopy.description), {
      target: { value: 'A red jacket, not blue.' },
    });
    expect(within(dialog).getByText('23/2000')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: claimCopy.submit }));

    const toasts = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText(claimMessages.reported)).toBeTruthy();
    expect(sent()).toEqual([{ reason: 'wrong_item', message: 'A red jacket, not blue.', photos: [] }]);
    const section = await screen.findByRole('region', { name: claimCopy.section });
    expect(await within(section).findByText('A red jacket, not blue.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: claimCopy.reportProblem })).toBeNull();
  });

  it("on a bundle, asks which item it is about and sends that item's id", async () => {
    const items = [
      { id: 'l1', title: 'Denim jacket', imageUrl: null, priceCents: 3000 },
      { id: 'l2', title: 'Striped tee', imageUrl: null, priceCents: 2000 },
    ];
    answer(orderFixture({ ...DELIVERED, items, itemCount: 2 }));
    routes['POST /api/orders/ord1/claims'] = [() => json(201, { claim: claimFixture({}) })];
    routes['GET /api/claims/cl1'] = [() => json(200, { claim: claimFixture({}) })];
    renderAt();
    const dialog = await openDialog();
    const which = within(dialog).getByRole('group', { name: claimCopy.whichItem });
    expect(
      within(which)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([claimCopy.wholeOrder, 'Denim jacket', 'Striped tee']);
    fireEvent.click(within(which).getByRole('radio', { name: 'Striped tee' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: CLAIM_REASON_LABELS.damaged }));
    fireEvent.change(within(dialog).getByLabelText(claimCopy.description), { target: { value: 'Torn.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: claimCopy.submit }));
    await waitFor(() =>
      expect(sent()).toEqual([{ reason: 'damaged', message: 'Torn.', photos: [], listingId: 'l2' }]),
    );
  });

  it('uploads photos as they are picked and sends their URLs, at most five', async () => {
    answer(orderFixture(DELIVERED));
    routes['POST /api/orders/ord1/claims'] = [() => json(201, { claim: claimFixture({}) })];
    routes['GET /api/claims/cl1'] = [() => json(200, { claim: claimFixture({}) })];
    renderAt();
    const dialog = await openDialog();
    const files = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => new File(['x'], n, { type: 'image/jpeg' }));
    fireEvent.change(within(dialog).getByLabelText(claimCopy.addPhotos), { target: { files } });
    expect(await within(dialog).findByRole('img', { name: claimCopy.photo(5) })).toBeTruthy();
    expect(within(dialog).queryByRole('img', { name: claimCopy.photo(6) })).toBeNull();
    // Five is the most: no more can be added, one can be taken out.
    expect(within(dialog).queryByLabelText(claimCopy.addPhotos)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: claimCopy.removePhoto(1) }));
    fireEvent.click(within(dialog).getByRole('radio', { name: CLAIM_REASON_LABELS.damaged }));
    fireEvent.change(within(dialog).getByLabelText(claimCopy.description), {
      target: { value: 'Torn seam.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: claimCopy.submit }));
    await waitFor(() =>
      expect(sent()).toEqual([
        {
          reason: 'damaged',
          message: 'Torn seam.',
          photos: ['/uploads/b.webp', '/uploads/c.webp', '/uploads/d.webp', '/uploads/e.webp'],
        },
      ]),
    );
  });

  it('shows the server refusing in the dialog, which stays open', async () => {
    answer(orderFixture(DELIVERED));
    routes['POST /api/orders/ord1/claims'] = [
      () => json(409, { error: claimMessages.alreadyClaimed, code: 'CONFLICT' }),
    ];
    renderAt();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: CLAIM_REASON_LABELS.damaged }));
    fireEvent.change(within(dialog).getByLabelText(claimCopy.description), { target: { value: 'Torn.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: claimCopy.submit }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(claimMessages.alreadyClaimed);
    expect(screen.getByRole('dialog', { name: claimCopy.dialogTitle })).toBeTruthy();
  });

  it('for a shipped parcel, says from when before the window opens, then offers only "never arrived"', async () => {
    const opensAt = at(3 * DAY);
    answer(
      orderFixture({ status: 'shipped', shippedAt: at(-4 * DAY), claimWindow: { opensAt, closesAt: null } }),
    );
    renderAt();
    const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
    expect(await screen.findByText(claimCopy.notArrivedYet(day.format(new Date(opensAt))))).toBeTruthy();
    expect(screen.queryByRole('button', { name: claimCopy.reportProblem })).toBeNull();
    cleanupPage();

    ({ routes, requests } = freshFakeApi({ 'GET /api/auth/user': [() => json(200, sam)] }));
    answer(
      orderFixture({
        status: 'shipped',
        shippedAt: at(-8 * DAY),
        claimWindow: { opensAt: at(-DAY), closesAt: null },
        actions: ['report'],
      }),
    );
    routes['POST /api/orders/ord1/claims'] = [() => json(201, { claim: claimFixture({}) })];
    routes['GET /api/claims/cl1'] = [() => json(200, { claim: claimFixture({}) })];
    renderAt();
    const dialog = await openDialog();
    const radio = within(dialog).getByRole('radio', { name: CLAIM_REASON_LABELS.not_received });
    expect(within(dialog).getAllByRole('radio')).toEqual([radio]);
    expect((radio as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(claimCopy.description), { target: { value: 'Lost.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: claimCopy.submit }));
    await waitFor(() => expect(sent()).toEqual([{ reason: 'not_received', message: 'Lost.', photos: [] }]));
  });

  it('is not offered once the window closed, nor to the seller', async () => {
    // The server offers no report action: the window closed; nor to the seller.
    answer(
      orderFixture({ ...DELIVERED, claimWindow: { opensAt: at(-4 * DAY), closesAt: at(-DAY) }, actions: [] }),
    );
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Denim jacket' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: claimCopy.reportProblem })).toBeNull();
    cleanupPage();

    ({ routes, requests } = freshFakeApi({
      'GET /api/auth/user': [() => json(200, { ...sam, id: 'anna', handle: 'anna_closet' })],
    }));
    answer(orderFixture({ ...DELIVERED, actions: [] }));
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Denim jacket' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: claimCopy.reportProblem })).toBeNull();
  });
});
