// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earningsMessages, type EarningsReply, type LedgerEntry, type PayoutAccount } from '#shared/earnings';
import type { SellerStats } from '#shared/seller-stats';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { cleanupPage, freshFakeApi, NoopResizeObserver } from '../../test/dom-stubs';
import SellerDashboard from './seller-dashboard';

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

const stats: SellerStats = {
  totals: {
    activeListings: 2,
    totalListings: 3,
    views: 10,
    likes: 1,
    offersReceived: 0,
    pendingOffers: 0,
    sales: 2,
    earningsCents: 99_999,
  },
  salesByDay: [],
  topCategories: [],
  recentActivity: [],
  listings: [],
};

function entry(over: Partial<LedgerEntry>): LedgerEntry {
  return {
    id: 'e1',
    kind: 'sale',
    bucket: 'pending',
    amountCents: 4000,
    orderId: 'o1',
    payoutId: null,
    listingTitle: 'Denim jacket',
    createdAt: '2025-03-03T12:00:00.000Z',
    ...over,
  };
}

function earnings(over: Partial<EarningsReply> = {}): EarningsReply {
  return {
    pendingCents: 3680,
    availableCents: 12_550,
    paidOutCents: 5000,
    entries: [entry({}), entry({ id: 'e2', kind: 'seller_fee', amountCents: -320 })],
    nextCursor: null,
    ...over,
  };
}

function account(over: Partial<PayoutAccount> = {}): PayoutAccount {
  return { status: 'none', provider: 'local', testMode: true, bankLast4: null, requirementsDue: [], ...over };
}

const enabled = account({ status: 'enabled', bankLast4: '6789' });

/** The answers every Earnings tab needs; a test replaces the ones it is about. */
function serve({ reply = earnings(), payoutAccount = account() } = {}) {
  routes['GET /api/seller/stats'] = [() => json(200, stats)];
  routes['GET /api/earnings'] = [() => json(200, reply)];
  routes['GET /api/payout-account'] = [() => json(200, { account: payoutAccount })];
  routes['GET /api/payouts'] = [() => json(200, { payouts: [] })];
}

const count = (key: string) => requests.filter((r) => r.key === key).length;

beforeEach(() => {
  ({ routes, requests } = freshFakeApi());
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});

afterEach(cleanupPage);

/** /seller-tools?tab=earnings, as Stripe's return link opens it. */
async function openEarnings() {
  renderPage('/seller-tools?tab=earnings', <SellerDashboard sectionInUrl />);
  return screen.findByRole('tabpanel', { name: /Earnings/ });
}

describe('Seller Tools › Earnings', () => {
  it('shows the three balances, and the overview tile totals them', async () => {
    serve();
    const panel = await openEarnings();
    const balances = await within(panel).findByRole('list', { name: 'Your balances' });
    const tile = (label: string) => within(balances).getByText(label).closest('li')!;
    expect(within(tile('Pending')).getByText('$36.80')).toBeTruthy();
    expect(within(tile('Pending')).getByText('From orders not yet completed')).toBeTruthy();
    expect(within(tile('Available')).getByText('$125.50')).toBeTruthy();
    expect(within(tile('Paid out')).getByText('$50.00')).toBeTruthy();

    // Total Earnings is the ledger's (pending + available + paid out), not the stats' own figure.
    const figures = screen.getByRole('list', { name: 'Your figures' });
    const total = within(figures).getByText('Total Earnings').closest('li')!;
    await within(total).findByText('$212.30');
    expect(within(total).getByText('$162.30 in your balance, $50.00 paid out')).toBeTruthy();
    expect(screen.queryByText('$999.99')).toBeNull();
  });

  it('the overview tile falls back to the sales figure when the balances cannot be had', async () => {
    serve();
    routes['GET /api/earnings'] = [() => json(500, { error: 'Internal error', code: 'INTERNAL' })];
    renderPage('/seller-tools', <SellerDashboard sectionInUrl />);
    const figures = await screen.findByRole('list', { name: 'Your figures' });
    const total = within(figures).getByText('Total Earnings').closest('li')!;
    await within(total).findByText('$999.99');
  });

  it('validates the test bank account as typed, then saves it', async () => {
    serve();
    routes['POST /api/payout-account'] = [() => json(200, { account: enabled })];
    const panel = await openEarnings();
    await within(panel).findByText(earningsMessages.testBank);
    expect(within(panel).getAllByText('Test mode').length).toBeGreaterThan(0);

    fireEvent.change(within(panel).getByLabelText('Account holder'), { target: { value: 'Mia Chen' } });
    const routing = within(panel).getByLabelText('Routing number');
    fireEvent.change(routing, { target: { value: '123456789' } });
    fireEvent.blur(routing);
    await within(panel).findByText(earningsMessages.routingInvalid);
    expect(routing.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(within(panel).getByLabelText('Account number'), { target: { value: '000123456789' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save bank account' }));
    await waitFor(() => expect(within(panel).getAllByText(earningsMessages.routingInvalid)).toHaveLength(1));
    expect(count('POST /api/payout-account')).toBe(0);

    fireEvent.change(routing, { target: { value: '110000000' } });
    await waitFor(() => expect(within(panel).queryByText(earningsMessages.routingInvalid)).toBeNull());
    fireEvent.click(within(panel).getByRole('button', { name: 'Save bank account' }));
    const saved = await within(panel).findByText(/Payouts go to/);
    expect(saved.textContent).toBe('Payouts go to •••• the account ending in 6789');
    expect(requests.find((r) => r.key === 'POST /api/payout-account')?.body).toEqual({
      accountHolder: 'Mia Chen',
      routingNumber: '110000000',
      accountNumber: '000123456789',
    });
    await screen.findByText(earningsMessages.accountSaved);

    // 'Change' shows the form again; Cancel puts the account back.
    fireEvent.click(within(panel).getByRole('button', { name: 'Change' }));
    expect(within(panel).getByLabelText('Routing number')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(within(panel).getByText(/Payouts go to/)).toBeTruthy();
  });

  it('pays out dollars as integer cents, refusing more than is available', async () => {
    serve({ payoutAccount: enabled });
    routes['POST /api/payouts'] = [
      (body) =>
        json(201, {
          payout: {
            id: 'p1',
            amountCents: (body as { amountCents: number }).amountCents,
            status: 'paid',
            provider: 'local',
            orderId: null,
            createdAt: '2025-03-04T12:00:00.000Z',
            arrivedAt: '2025-03-04T12:00:00.000Z',
          },
        }),
    ];
    const panel = await openEarnings();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Request payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request payout' });
    const amount = within(dialog).getByLabelText('Amount ($)') as HTMLInputElement;
    expect(amount.value).toBe('125.50');

    fireEvent.change(amount, { target: { value: '125.51' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay out' }));
    await within(dialog).findByText(new RegExp(earningsMessages.payoutTooLarge));
    fireEvent.change(amount, { target: { value: '0.99' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay out' }));
    await within(dialog).findByText(earningsMessages.payoutTooSmall);
    expect(count('POST /api/payouts')).toBe(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay out all' }));
    expect(amount.value).toBe('125.50');
    fireEvent.change(amount, { target: { value: '12.5' } });
    const before = { earnings: count('GET /api/earnings'), payouts: count('GET /api/payouts') };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay out' }));

    await screen.findByText(earningsMessages.payoutSent);
    expect(requests.find((r) => r.key === 'POST /api/payouts')?.body).toEqual({ amountCents: 1250 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The balances, the ledger and the payouts are read again.
    await waitFor(() => expect(count('GET /api/earnings')).toBeGreaterThanOrEqual(before.earnings + 2));
    await waitFor(() => expect(count('GET /api/payouts')).toBe(before.payouts + 1));
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    serve({ payoutAccount: enabled });
    routes['POST /api/payouts'] = [
      () => json(409, { error: earningsMessages.payoutTooLarge, code: 'PAYOUT_TOO_LARGE' }),
    ];
    const panel = await openEarnings();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Request payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request payout' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay out' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(earningsMessages.payoutTooLarge);
    expect(requests.find((r) => r.key === 'POST /api/payouts')?.body).toEqual({ amountCents: 12_550 });
    expect(screen.getByRole('dialog', { name: 'Request payout' })).toBeTruthy();
  });

  it('asks for a payout account only while money is available and nowhere to go', async () => {
    serve();
    const panel = await openEarnings();
    await within(panel).findByText(earningsMessages.waitingForAccount);
    const heading = within(panel).getByRole('heading', { name: 'Payout account' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Set up payouts' }));
    expect(document.activeElement).toBe(heading);
    cleanupPage();

    ({ routes, requests } = freshFakeApi());
    serve({ payoutAccount: enabled });
    const withAccount = await openEarnings();
    await within(withAccount).findByText(/Payouts go to/);
    expect(within(withAccount).queryByText(earningsMessages.waitingForAccount)).toBeNull();
    cleanupPage();

    ({ routes, requests } = freshFakeApi());
    serve({ reply: earnings({ availableCents: 0 }) });
    const nothingAvailable = await openEarnings();
    await within(nothingAvailable).findByLabelText('Routing number');
    await within(nothingAvailable).findByRole('list', { name: 'Your balances' });
    expect(within(nothingAvailable).queryByText(earningsMessages.waitingForAccount)).toBeNull();
  });

  it('with Stripe: onboarding opens Stripe, what is missing is said plainly, payouts are automatic', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    serve({ payoutAccount: account({ provider: 'stripe', testMode: false }) });
    routes['POST /api/payout-account/onboarding'] = [
      () => json(200, { url: 'https://connect.stripe.com/setup/e/acct_1/abc' }),
    ];
    const panel = await openEarnings();
    expect(await within(panel).findByText(earningsMessages.stripePaysAutomatically)).toBeTruthy();
    expect(within(panel).queryByLabelText('Routing number')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Request payout' })).toBeNull();
    expect(within(panel).queryByText('Test mode')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Set up payouts with Stripe' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1/abc'));
    cleanupPage();

    ({ routes, requests } = freshFakeApi());
    serve({
      payoutAccount: account({
        provider: 'stripe',
        testMode: false,
        status: 'requirements_due',
        requirementsDue: ['individual.dob.day', 'individual.dob.month', 'external_account'],
      }),
    });
    const due = await openEarnings();
    await within(due).findByText('Your date of birth');
    expect(within(due).getAllByText('Your date of birth')).toHaveLength(1);
    expect(within(due).getByText('A bank account for your payouts')).toBeTruthy();
    expect(within(due).getByRole('button', { name: 'Finish setting up' })).toBeTruthy();
  });

  it('pages the ledger with its cursor, newest first, one signed and labelled line per event', async () => {
    serve({ reply: earnings({ nextCursor: 'c1' }) });
    routes['GET /api/earnings?cursor=c1'] = [
      () =>
        json(
          200,
          earnings({
            entries: [
              entry({
                id: 'e3',
                kind: 'payout',
                bucket: 'available',
                amountCents: -5000,
                listingTitle: null,
                orderId: null,
                payoutId: 'p1',
              }),
              entry({
                id: 'e4',
                kind: 'payout',
                bucket: 'paid_out',
                amountCents: 5000,
                listingTitle: null,
                orderId: null,
                payoutId: 'p1',
              }),
            ],
          }),
        ),
    ];
    const panel = await openEarnings();
    const ledger = await within(panel).findByRole('list', { name: 'Earnings activity' });
    const rows = () => within(ledger).getAllByRole('listitem');
    // The sale and its fee are one event: one line, net of the fee, with how it came about.
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByText('Sale')).toBeTruthy();
    expect(within(rows()[0]!).getByText('+$36.80')).toBeTruthy();
    expect(within(rows()[0]!).getByText('$40.00 − $3.20 seller fee')).toBeTruthy();
    expect(within(rows()[0]!).getByRole('link', { name: 'Denim jacket' }).getAttribute('href')).toBe(
      '/orders/o1',
    );

    fireEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    // A payout moves money from Available to Paid out: one line, the amount moved.
    expect(within(rows()[1]!).getByText('Payout')).toBeTruthy();
    expect(within(rows()[1]!).getByText('Available')).toBeTruthy();
    expect(within(rows()[1]!).getByText('Paid out')).toBeTruthy();
    expect(within(rows()[1]!).getByText('$50.00')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
