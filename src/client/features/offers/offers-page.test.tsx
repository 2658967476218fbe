// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OffersPage from './offers-page';
import { json, stubFetch, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { hoursFromNow, offerFixture as offer } from '../../test/fixtures';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

const sam = { id: 'sam', display: 'Sam Lee', handle: 'sam', bio: '', profileImageUrl: null };

beforeEach(() => {
  requests = [];
  routes = { 'GET /api/auth/user': [() => json(200, sam)] };
  stubFetch(routes, requests);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAt = (path: string) => renderPage(path, <OffersPage />);

/** Accept is asked once more (it cannot be undone): the dialog's button carries it out. */
async function accept(trigger: HTMLElement, amount: string) {
  fireEvent.click(trigger);
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: `Accept ${amount}` }));
}

describe('/offers', () => {
  it("shows a visitor 'Please Log In'", async () => {
    routes['GET /api/auth/user'] = [() => json(401, { error: 'You need to be signed in' })];
    renderAt('/offers');
    expect(await screen.findByRole('heading', { name: 'Please Log In' })).toBeTruthy();
  });

  it('counts threads, flags a pending step with ≤ 6 h left, withdraws, and checks out an accepted one at its amount', async () => {
    routes['GET /api/offers?buyerId=sam'] = [
      () =>
        json(200, {
          offers: [
            offer({
              id: 'soon',
              threadId: 'soon',
              expiresAt: hoursFromNow(5),
              createdAt: minutesAgo(1),
              actions: ['cancel'],
            }),
            offer({ id: 'a1', threadId: 'a1', status: 'countered', createdAt: minutesAgo(30) }),
            offer({
              id: 'a2',
              threadId: 'a1',
              status: 'accepted',
              offerCents: 4000,
              madeBy: 'seller',
              createdAt: minutesAgo(20),
              actions: ['checkout'],
              listing: { ...offer({}).listing, title: 'Silk scarf' },
            }),
          ],
        }),
    ];
    routes['GET /api/offers?sellerId=sam'] = [() => json(200, { offers: [] })];
    routes['PATCH /api/offers/soon/cancel'] = [() => json(200, { offer: offer({ status: 'cancelled' }) })];
    renderAt('/offers');
    expect(await screen.findByRole('tab', { name: 'Offers Sent (2)' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Offers Received (0)' })).toBeTruthy();
    const [soon, accepted] = screen
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('[id^="thread-"]'));
    expect(within(soon!).getByText('Soon')).toBeTruthy();
    expect(within(soon!).getByText(/^[45]h \d+m left$/)).toBeTruthy();
    expect(within(soon!).queryByRole('button', { name: /Accept/ })).toBeNull();
    expect(within(accepted!).queryByText('Soon')).toBeNull();
    const steps = within(within(accepted!).getByRole('list', { name: 'Offer steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^You offered \$30\.00.*countered/i),
      expect.stringMatching(/^@anna_vintage countered \$40\.00.*accepted/i),
    ]);
    // The buyer never sees the seller's earnings.
    expect(screen.queryByText(/You'd earn/)).toBeNull();
    expect(within(accepted!).getByRole('link', { name: 'Complete Purchase' }).getAttribute('href')).toBe(
      '/checkout/l1/buyer?offerId=a2',
    );

    fireEvent.click(within(soon!).getByRole('button', { name: 'Withdraw offer on Denim jacket' }));
    expect(await screen.findByText('Offer withdrawn')).toBeTruthy();
    expect(requests.filter((r) => r.key === 'PATCH /api/offers/soon/cancel')).toHaveLength(1);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Offers Received (0)' }));
    expect(await screen.findByText('No Offers Received')).toBeTruthy();
  });

  it("shows an offer to likers on the buyer's side apart from the offers they sent, accepted straight into checkout", async () => {
    routes['GET /api/offers?buyerId=sam'] = [
      () =>
        json(200, {
          offers: [
            offer({
              id: 'lk',
              threadId: 'lk',
              madeBy: 'seller',
              toLikers: true,
              offerCents: 3600,
              actions: ['accept', 'decline', 'counter'],
            }),
          ],
        }),
      () =>
        json(200, {
          offers: [
            offer({
              id: 'lk',
              threadId: 'lk',
              madeBy: 'seller',
              toLikers: true,
              offerCents: 3600,
              status: 'accepted',
              actions: ['checkout'],
            }),
          ],
        }),
    ];
    routes['GET /api/offers?sellerId=sam'] = [() => json(200, { offers: [] })];
    routes['PATCH /api/offers/lk/accept'] = [
      () => json(200, { offer: offer({ id: 'lk', status: 'accepted' }) }),
    ];
    renderAt('/offers');
    expect(await screen.findByText('Offer to people who liked this')).toBeTruthy();
    // Sam did not send it: it is not counted or listed among his offers sent.
    expect(screen.getByRole('tab', { name: 'Offers Sent (0)' })).toBeTruthy();
    expect(screen.getByText('No Offers Sent')).toBeTruthy();
    const fromSellers = screen.getByRole('list', { name: 'Offers from sellers' });
    expect(screen.getByRole('heading', { name: 'Offers from sellers (1)' })).toBeTruthy();
    expect(within(fromSellers).getByText('Offer to people who liked this')).toBeTruthy();
    await accept(screen.getByRole('button', { name: 'Accept offer on Denim jacket' }), '$36.00');
    expect(await screen.findByText('Offer accepted')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Complete Purchase' });
    expect(link.getAttribute('href')).toBe('/checkout/l1/buyer?offerId=lk');
  });

  it('counters a seller’s step: bounds checked before sending, the server’s refusal shown, the amount sent in cents', async () => {
    const thread = [
      offer({ id: 't1', threadId: 't1', status: 'countered', createdAt: minutesAgo(30) }),
      offer({
        id: 't2',
        threadId: 't1',
        madeBy: 'seller',
        offerCents: 4500,
        createdAt: minutesAgo(10),
        actions: ['accept', 'decline', 'counter'],
      }),
    ];
    // After the counter the pending step is Sam's own: his Counter button (and its dialog) are gone.
    const countered = [
      thread[0]!,
      { ...thread[1]!, status: 'countered' as const, actions: [] },
      offer({ id: 't3', threadId: 't1', offerCents: 4000, createdAt: minutesAgo(0), actions: ['cancel'] }),
    ];
    routes['GET /api/offers?buyerId=sam'] = [
      () => json(200, { offers: thread }),
      () => json(200, { offers: thread }),
      () => json(200, { offers: countered }),
    ];
    routes['GET /api/offers?sellerId=sam'] = [() => json(200, { offers: [] })];
    routes['POST /api/offers/t2/counter'] = [
      () => json(409, { error: 'This offer is no longer pending', code: 'OFFER_NOT_PENDING' }),
      () => json(201, { offer: offer({ id: 't3', threadId: 't1', offerCents: 4000 }) }),
    ];
    renderAt('/offers');
    fireEvent.click(await screen.findByRole('button', { name: 'Counter offer on Denim jacket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Counter-offer' });
    const amount = within(dialog).getByLabelText('Your counter ($)');
    fireEvent.change(amount, { target: { value: '45' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Counter' }));
    expect(
      await within(dialog).findByText('A counter-offer must be less than the seller’s price'),
    ).toBeTruthy();
    expect(requests.some((r) => r.key === 'POST /api/offers/t2/counter')).toBe(false);

    fireEvent.change(amount, { target: { value: '40' } });
    fireEvent.change(within(dialog).getByLabelText('Message (optional)'), {
      target: { value: 'Meet me at $40?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Counter' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This offer is no longer pending',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Counter' }));
    expect(await screen.findByText('Counter-offer sent')).toBeTruthy();
    expect(await screen.findByText('You countered')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Counter offer on Denim jacket' })).toBeNull();
    expect(requests.filter((r) => r.key === 'POST /api/offers/t2/counter').map((r) => r.body)).toEqual([
      { offerCents: 4000, message: 'Meet me at $40?' },
      { offerCents: 4000, message: 'Meet me at $40?' },
    ]);
  });

  it("shows the seller's earnings at every step, keeps the list price as the counter's ceiling, accepts, and toasts the server's reason on failure", async () => {
    const received = [
      offer({
        id: 'r1',
        threadId: 'r1',
        buyerId: 'leo',
        sellerId: 'sam',
        status: 'countered',
        createdAt: minutesAgo(40),
      }),
      offer({
        id: 'r2',
        threadId: 'r1',
        madeBy: 'seller',
        offerCents: 3800,
        status: 'countered',
        createdAt: minutesAgo(30),
      }),
      offer({
        id: 'r3',
        threadId: 'r1',
        offerCents: 3500,
        createdAt: minutesAgo(20),
        actions: ['accept', 'decline', 'counter'],
      }),
    ];
    routes['GET /api/offers?buyerId=sam'] = [() => json(200, { offers: [] })];
    routes['GET /api/offers?sellerId=sam'] = [
      () => json(200, { offers: received }),
      () => json(200, { offers: received }),
      () =>
        json(200, {
          offers: [...received.slice(0, 2), { ...received[2]!, status: 'accepted', actions: [] }],
        }),
    ];
    routes['PATCH /api/offers/r3/accept'] = [
      () => json(400, { error: 'This listing is not available right now', code: 'BAD_REQUEST' }),
      () => json(200, { offer: offer({ id: 'r3', status: 'accepted' }) }),
    ];
    renderAt('/offers?tab=received');
    // $30.00: 8% fee $2.40 + 30¢ → $27.30; $38.00 → $34.66; $35.00 → $31.90.
    for (const earned of ['$27.30', '$34.66', '$31.90']) expect(await screen.findByText(earned)).toBeTruthy();
    expect(screen.getAllByText(/You'd earn/)).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'Offers Received (1)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Counter offer on Denim jacket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Counter-offer' });
    fireEvent.change(within(dialog).getByLabelText('Your counter ($)'), { target: { value: '40.01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Counter' }));
    expect(
      await within(dialog).findByText('Offer cannot be more than the list price of $40.00'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Your counter ($)'), { target: { value: '35' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Counter' }));
    expect(
      await within(dialog).findByText('A counter-offer must be more than the buyer’s offer'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await accept(screen.getByRole('button', { name: 'Accept offer on Denim jacket' }), '$35.00');
    expect(await screen.findByText('Failed to accept offer')).toBeTruthy();
    expect(screen.getByText('This listing is not available right now')).toBeTruthy();
    await waitFor(() =>
      expect(requests.filter((r) => r.key === 'GET /api/offers?sellerId=sam')).toHaveLength(2),
    );
    await accept(await screen.findByRole('button', { name: 'Accept offer on Denim jacket' }), '$35.00');
    await waitFor(() =>
      expect(
        screen.getByText(
          'Reserved for @sam for 24 hours after acceptance: waiting for them to complete the purchase.',
        ),
      ).toBeTruthy(),
    );
    expect(requests.filter((r) => r.key === 'PATCH /api/offers/r3/accept')).toHaveLength(2);
  });

  it('shows only the buttons the server lists: no Accept while the item is reserved for another buyer', async () => {
    routes['GET /api/offers?buyerId=sam'] = [() => json(200, { offers: [] })];
    routes['GET /api/offers?sellerId=sam'] = [
      () =>
        json(200, {
          offers: [
            offer({
              id: 'h1',
              threadId: 'h1',
              sellerId: 'sam',
              listing: { ...offer({}).listing, reserved: true },
              actions: ['decline', 'counter'],
            }),
          ],
        }),
    ];
    renderAt('/offers?tab=received');
    expect(await screen.findByRole('button', { name: 'Decline offer on Denim jacket' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Counter offer on Denim jacket' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept offer on Denim jacket' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
    expect(
      screen.getByText(
        'The item is reserved for a buyer whose offer was accepted: it can be accepted if their hold lapses.',
      ),
    ).toBeTruthy();
  });

  it('lists a bundle offer’s items with their total, and sends its checkout to the bundle page', async () => {
    const coat = {
      id: 'l1',
      title: 'Wool coat',
      imageUrl: null,
      priceCents: 4000,
      isSold: false,
      isActive: true,
    };
    const tee = {
      id: 'l2',
      title: 'Striped tee',
      imageUrl: null,
      priceCents: 3000,
      isSold: false,
      isActive: true,
    };
    routes['GET /api/offers?buyerId=sam'] = [
      () =>
        json(200, {
          offers: [
            offer({
              id: 'b1',
              threadId: 'b1',
              buyerId: 'sam',
              offerCents: 6000,
              status: 'accepted',
              listing: { ...offer({}).listing, title: 'Wool coat' },
              items: [coat, tee],
              actions: ['checkout'],
            }),
          ],
        }),
    ];
    renderAt('/offers');
    const items = await screen.findByRole('list', { name: 'Items in this offer' });
    expect(within(items).getByText('Wool coat')).toBeTruthy();
    expect(within(items).getByText('Striped tee')).toBeTruthy();
    expect(within(items).getByText('$30.00')).toBeTruthy();
    expect(screen.getByText(/2 items, together \$70\.00/)).toBeTruthy();
    const pay = screen.getByRole('link', { name: 'Complete Purchase' });
    expect(pay.getAttribute('href')).toMatch(/^\/bag\/checkout\/[^/?]+\?offerId=/);
  });

  it('opens a notification’s step on the tab that lists it, in view and highlighted, and says what changed since', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.querySelector('[id^="thread-"]')?.id ?? this.id);
    };
    routes['GET /api/offers?buyerId=sam'] = [() => json(200, { offers: [] })];
    routes['GET /api/offers?sellerId=sam'] = [
      () =>
        json(200, {
          offers: [
            offer({ id: 'x', threadId: 'x', createdAt: minutesAgo(1) }),
            offer({ id: 't1', threadId: 't1', status: 'countered', createdAt: minutesAgo(30) }),
            offer({ id: 't2', threadId: 't1', madeBy: 'seller', offerCents: 3600, createdAt: minutesAgo(5) }),
          ],
        }),
    ];
    // The link says Sent; the step is among the offers received, so that tab opens.
    renderAt('/offers?tab=sent&offer=t1&status=pending');
    expect(await screen.findByRole('tab', { name: 'Offers Received (2)', selected: true })).toBeTruthy();
    const linked = screen.getAllByRole('listitem').find((li) => li.dataset.linked === 'true');
    expect(linked?.querySelector('[id^="thread-"]')?.id).toBe('thread-t1');
    await waitFor(() => expect(scrolled).toEqual(['thread-t1']));
    expect(screen.getByText('This offer has changed since: You countered with $36.00.')).toBeTruthy();
  });

  it('highlights a step still as it was told, and says when it is gone', async () => {
    routes['GET /api/offers?buyerId=sam'] = [
      () => json(200, { offers: [offer({ id: 'a', threadId: 'a' })] }),
    ];
    routes['GET /api/offers?sellerId=sam'] = [() => json(200, { offers: [] })];
    renderAt('/offers?tab=sent&offer=a&status=pending');
    await screen.findByRole('tab', { name: 'Offers Sent (1)', selected: true });
    expect(screen.getAllByRole('listitem').some((li) => li.dataset.linked === 'true')).toBe(true);
    expect(screen.queryByText(/This offer/)).toBeNull();
    cleanup();

    renderAt('/offers?tab=sent&offer=gone&status=pending');
    expect(await screen.findByText('This offer is no longer in your offers.')).toBeTruthy();
  });
});
