// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { CLAIM_REASON_LABELS, claimMessages, type Claim } from '#shared/claims';
import OrderPage from './order-page';
import { CLAIM_STATUS_WORDS, claimCopy, RETURN_STATUS_WORDS } from './claim-copy';
import { claimFixture, orderFixture } from './orders.fixtures';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { cleanupPage, freshFakeApi } from '../../test/dom-stubs';

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];
const sam = { id: 'sam', display: 'Sam Lee', handle: 'sam', bio: '', profileImageUrl: null };
const anna = { id: 'anna', display: 'Anna', handle: 'anna_closet', bio: '', profileImageUrl: null };
const DAY = 86_400_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' }).format(
    new Date(iso),
  );

beforeEach(() => {
  ({ routes, requests } = freshFakeApi({}));
});
afterEach(cleanupPage);

/** The disputed order with its claim, opened by `viewer`; the claim answers `claims` in turn. */
const openAs = async (viewer: typeof sam, ...claims: Claim[]) => {
  routes['GET /api/auth/user'] = [() => json(200, viewer)];
  const order = orderFixture({
    status: 'disputed',
    deliveredAt: at(-DAY),
    claim: { id: 'cl1', status: claims[0]!.status, resolution: claims[0]!.resolution },
    ...(viewer === anna && { counterparty: { id: 'sam', handle: 'sam', display: 'Sam Lee' } }),
  });
  routes['GET /api/orders/ord1'] = [() => json(200, { order })];
  routes['GET /api/claims/cl1'] = claims.map((claim) => () => json(200, { claim }));
  renderPage(
    '/orders/ord1',
    <Route path="/orders/:id">
      <OrderPage />
    </Route>,
  );
  const region = await screen.findByRole('region', { name: claimCopy.section });
  await within(region).findByText(CLAIM_STATUS_WORDS[claims[0]!.status]);
  return region;
};
const posts = (key: string) => requests.filter((r) => r.key === key).map((r) => r.body);

describe('the claim on the order page, for the buyer', () => {
  it('waiting for the seller: the reason, the words and photos, the deadline, and no answers', async () => {
    const answerBy = at(2 * DAY - 60_000);
    const region = await openAs(sam, claimFixture({ answerBy }));
    expect(within(region).getByText(CLAIM_REASON_LABELS.damaged)).toBeTruthy();
    expect(within(region).getByText('The zip is broken.')).toBeTruthy();
    expect(
      within(region)
        .getByRole('img', { name: claimCopy.photo(1) })
        .getAttribute('src'),
    ).toBe('/uploads/zip.webp');
    expect(within(region).getByText(claimCopy.answerBy(dayOf(answerBy), '2 days left'))).toBeTruthy();
    expect(within(region).getByRole('list', { name: claimCopy.timeline }).textContent).toContain(
      'Problem reported',
    );
    expect(within(region).queryByRole('button', { name: claimCopy.refund })).toBeNull();
  });

  it('a return: the ship-back date, the label to download, and the test-mode parcel step', async () => {
    const shipBy = at(5 * DAY);
    const returning = (status: 'label_ready' | 'in_transit') =>
      claimFixture({
        status: 'return_requested',
        answerBy: null,
        sellerNote: 'Send it back, I will check.',
        returnShipment: {
          status,
          carrier: 'USPS',
          trackingNumber: '9400100000000000000009',
          trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000009',
          testMode: true,
          shipBy: status === 'label_ready' ? shipBy : null,
        },
      });
    routes['POST /api/claims/cl1/test-return-tracking'] = [
      () => json(200, { claim: returning('in_transit') }),
    ];
    const region = await openAs(sam, returning('label_ready'), returning('in_transit'));
    expect(within(region).getByText('Send it back, I will check.')).toBeTruthy();
    expect(within(region).getByText(claimCopy.shipBackBy(dayOf(shipBy)))).toBeTruthy();
    expect(within(region).getByText(RETURN_STATUS_WORDS.label_ready)).toBeTruthy();
    expect(
      within(region).getByRole('link', { name: claimCopy.downloadReturnLabel }).getAttribute('href'),
    ).toBe('/api/claims/cl1/return-label');
    expect(within(region).getByText('9400100000000000000009')).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: claimCopy.moveReturn }));
    expect(await within(region).findByText(RETURN_STATUS_WORDS.in_transit)).toBeTruthy();
    expect(posts('POST /api/claims/cl1/test-return-tracking')).toHaveLength(1);
    expect(within(region).queryByText(claimCopy.shipBackBy(dayOf(shipBy)))).toBeNull();
  });

  it('with the operators: why it went there', async () => {
    const region = await openAs(
      sam,
      claimFixture({ status: 'awaiting_operator', answerBy: null, escalation: 'seller_did_not_answer' }),
    );
    expect(within(region).getByText(claimCopy.escalated('seller_did_not_answer'))).toBeTruthy();
    expect(within(region).getByText(/did not answer within 2 days/)).toBeTruthy();
  });

  it('resolved: refunded in part or released, with the operator’s note', async () => {
    const region = await openAs(
      sam,
      claimFixture({
        status: 'resolved',
        answerBy: null,
        escalation: 'seller_disagreed',
        resolution: 'partially_refunded',
        refundCents: 1250,
        decisionNote: 'The stain shows in the photos; half the price back.',
      }),
    );
    expect(within(region).getByText('$12.50 refunded')).toBeTruthy();
    expect(within(region).getByText(/half the price back/).textContent).toBe(
      `${claimCopy.decisionNote}: The stain shows in the photos; half the price back.`,
    );
    expect(within(region).queryByText(claimCopy.escalated('seller_disagreed'))).toBeNull();
    cleanupPage();

    ({ routes, requests } = freshFakeApi({}));
    const released = await openAs(
      sam,
      claimFixture({ status: 'resolved', answerBy: null, resolution: 'released', refundCents: 0 }),
    );
    expect(within(released).getByText(claimCopy.released)).toBeTruthy();
  });
});

describe('the claim on the order page, for the seller', () => {
  const waiting = claimFixture({ viewerRole: 'seller', answerBy: at(DAY) });

  it('refund in full, asked once more, then the claim reads resolved', async () => {
    const refunded = claimFixture({
      viewerRole: 'seller',
      status: 'resolved',
      answerBy: null,
      resolution: 'refunded',
      refundCents: 3799,
    });
    routes['POST /api/claims/cl1/respond'] = [() => json(200, { claim: refunded })];
    const region = await openAs(anna, waiting, refunded);
    fireEvent.click(within(region).getByRole('button', { name: claimCopy.refund }));
    const dialog = await screen.findByRole('dialog', { name: claimCopy.refundTitle });
    expect(dialog.textContent).toContain('$37.99');
    fireEvent.click(within(dialog).getByRole('button', { name: claimCopy.refund }));
    const toasts = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText(claimMessages.answered)).toBeTruthy();
    expect(posts('POST /api/claims/cl1/respond')).toEqual([{ action: 'refund' }]);
    expect(await within(region).findByText('Refunded in full ($37.99)')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: claimCopy.refund })).toBeNull();
  });

  it('ask for it back: explains the label, and a missing ship-from address links to Settings', async () => {
    routes['POST /api/claims/cl1/respond'] = [
      () => json(409, { error: claimMessages.returnNeedsAddress, code: 'CONFLICT' }),
    ];
    const region = await openAs(anna, waiting);
    fireEvent.click(within(region).getByRole('button', { name: claimCopy.askBack }));
    const dialog = await screen.findByRole('dialog', { name: claimCopy.askBackTitle });
    expect(dialog.textContent).toContain('prepaid return label');
    fireEvent.click(within(dialog).getByRole('button', { name: claimCopy.askBack }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(claimMessages.returnNeedsAddress);
    expect(within(alert).getByRole('link', { name: claimCopy.manageAddresses }).getAttribute('href')).toBe(
      '/settings',
    );
    expect(posts('POST /api/claims/cl1/respond')).toEqual([{ action: 'return' }]);
  });

  it('disagree: a note is required, then it goes to the operators', async () => {
    const escalated = claimFixture({
      viewerRole: 'seller',
      status: 'awaiting_operator',
      answerBy: null,
      escalation: 'seller_disagreed',
      sellerNote: 'It was fine when I shipped it.',
    });
    routes['POST /api/claims/cl1/respond'] = [() => json(200, { claim: escalated })];
    const region = await openAs(anna, waiting, escalated);
    fireEvent.click(within(region).getByRole('button', { name: claimCopy.disagree }));
    const dialog = await screen.findByRole('dialog', { name: claimCopy.disagreeTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: claimCopy.disagree }));
    expect(await within(dialog).findByText(claimMessages.disagreeNeedsNote)).toBeTruthy();
    expect(posts('POST /api/claims/cl1/respond')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(claimCopy.disagreeNote), {
      target: { value: ' It was fine when I shipped it. ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: claimCopy.disagree }));
    await waitFor(() =>
      expect(posts('POST /api/claims/cl1/respond')).toEqual([
        { action: 'disagree', note: 'It was fine when I shipped it.' },
      ]),
    );
    expect(await within(region).findByText(claimCopy.escalated('seller_disagreed'))).toBeTruthy();
    expect(within(region).getByText('It was fine when I shipped it.')).toBeTruthy();
  });

  it('sees the return without the buyer’s label, and no answers once answered', async () => {
    const region = await openAs(
      anna,
      claimFixture({
        viewerRole: 'seller',
        status: 'return_requested',
        answerBy: null,
        returnShipment: {
          status: 'in_transit',
          carrier: 'USPS',
          trackingNumber: '9400100000000000000009',
          trackingUrl: null,
          testMode: false,
          shipBy: null,
        },
      }),
    );
    expect(within(region).getByText(RETURN_STATUS_WORDS.in_transit)).toBeTruthy();
    expect(within(region).queryByRole('link', { name: claimCopy.downloadReturnLabel })).toBeNull();
    expect(within(region).queryByRole('button', { name: claimCopy.moveReturn })).toBeNull();
    expect(within(region).queryByRole('button', { name: claimCopy.disagree })).toBeNull();
  });
});
