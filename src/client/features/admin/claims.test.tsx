// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminMessages } from '#shared/admin';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { cleanupPage, freshFakeApi } from '../../test/dom-stubs';
import { renderPage } from '../../test/render-page';
import { claimOf, refusal, serveOperator } from './admin.fixtures';
import AdminPage from './admin-page';

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];
beforeEach(() => {
  ({ routes, requests } = freshFakeApi());
  serveOperator(routes);
});
afterEach(cleanupPage);

const WAITING = 'GET /api/admin/claims?status=awaiting_operator';
const DECIDE = 'POST /api/admin/claims/c1/decide';
const count = (key: string) => requests.filter((r) => r.key === key).length;

async function openClaim() {
  renderPage('/admin?tab=claims', <AdminPage />);
  return screen.findByRole('article', { name: 'Denim jacket' });
}

async function openDecide() {
  const card = await openClaim();
  fireEvent.click(within(card).getByRole('button', { name: 'Decide the claim on Denim jacket' }));
  return screen.findByRole('dialog', { name: 'Decide the claim' });
}

describe('/admin › Claims', () => {
  it('shows what the operator needs to judge the claim', async () => {
    routes[WAITING] = [() => json(200, { claims: [claimOf()] })];
    const card = await openClaim();
    expect(within(card).getByText('Needs a decision')).toBeTruthy();
    expect(within(card).getByText(/Not as described/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: '@bea_buys' }).getAttribute('href')).toBe(
      '/profile/bea_buys',
    );
    expect(within(card).getByRole('link', { name: '@anna_vintage' })).toBeTruthy();
    expect(within(card).getByText('$45.99')).toBeTruthy();
    expect(within(card).getByText('Why it is here').nextSibling?.textContent).toBe('The seller disagreed');
    expect(within(card).getAllByText('The jacket has a tear on the sleeve.').length).toBeGreaterThan(0);
    expect(within(card).getAllByText(/It was perfect when I shipped it/).length).toBeGreaterThan(0);
    const photos = within(card).getByRole('list', { name: "The buyer's photos" });
    const full = within(photos).getByRole('link', { name: 'Photo 2 of 2, full size' });
    expect(full.getAttribute('href')).toBe('/uploads/tear-2.webp');
    expect(full.getAttribute('target')).toBe('_blank');
    // The claim leads to its listing and to its order in the console's look-up.
    expect(within(card).getByRole('link', { name: 'Denim jacket' }).getAttribute('href')).toMatch(
      /^\/listing\//,
    );
    const order = within(card).getByRole('link', { name: /^Order of Denim jacket/ });
    expect(order.getAttribute('href')).toBe('/admin?tab=orders&q=o1');
  });

  it('filters by open and resolved', async () => {
    routes[WAITING] = [() => json(200, { claims: [claimOf()] })];
    routes['GET /api/admin/claims?status=resolved'] = [
      () =>
        json(200, {
          claims: [
            claimOf({
              id: 'c2',
              status: 'resolved',
              resolution: 'partially_refunded',
              refundCents: 1250,
              decisionNote: 'Tear visible',
              listing: { id: 'l2', title: 'Wool coat', imageUrl: null },
            }),
          ],
        }),
    ];
    await openClaim();
    fireEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    const card = await screen.findByRole('article', { name: 'Wool coat' });
    expect(within(card).getByText(/Refunded in part/)).toBeTruthy();
    expect(within(card).getByText(/\$12\.50 back to the buyer/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Decide/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Resolved' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('refunds part: dollars become integer cents, with the reason; the list is read again', async () => {
    routes[WAITING] = [() => json(200, { claims: [claimOf()] }), () => json(200, { claims: [] })];
    routes[DECIDE] = [() => json(200, { claim: claimOf({ status: 'resolved' }) })];
    const dialog = await openDecide();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Refund part/ }));
    const amount = within(dialog).getByLabelText('Refund amount ($)');

    // Too much, the whole total, and no reason are caught before anything is sent.
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decide' }));
    await within(dialog).findByText(adminMessages.refundAmountInvalid);
    expect(within(dialog).getByText(adminMessages.noteRequired)).toBeTruthy();
    fireEvent.change(amount, { target: { value: '45.99' } });
    await within(dialog).findByText(adminMessages.partialMustBeLess);
    expect(count(DECIDE)).toBe(0);

    fireEvent.change(amount, { target: { value: '12.10' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '  Tear visible  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decide' }));
    // The toast says what was done, not just "Done".
    await screen.findByText('Refunded in part: $12.10 back to @bea_buys');
    const sent = requests.find((r) => r.key === DECIDE)!.body;
    expect(sent).toEqual({ decision: 'partial_refund', refundCents: 1210, note: 'Tear visible' });
    expect(Number.isInteger((sent as { refundCents: number }).refundCents)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText('No claims here');
    expect(count(WAITING)).toBe(2);
  });

  it('refunds in full or releases with just the decision and the reason', async () => {
    routes[WAITING] = [() => json(200, { claims: [claimOf()] })];
    routes[DECIDE] = [() => json(200, { claim: claimOf({ status: 'resolved' }) })];
    let dialog = await openDecide();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Wrong size sent' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decide' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.key === DECIDE)!.body).toEqual({
      decision: 'refund',
      note: 'Wrong size sent',
    });
    expect(await screen.findByText('Refunded in full: $45.99 back to @bea_buys')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Decide the claim on Denim jacket' }));
    dialog = await screen.findByRole('dialog', { name: 'Decide the claim' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Release to seller/ }));
    expect(within(dialog).queryByLabelText('Refund amount ($)')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'No damage in photos' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decide' }));
    await waitFor(() => expect(count(DECIDE)).toBe(2));
    expect(requests.filter((r) => r.key === DECIDE)[1]!.body).toEqual({
      decision: 'release',
      note: 'No damage in photos',
    });
    expect(await screen.findByText('Released to @anna_vintage: the claim is closed')).toBeTruthy();
  });

  it("shows the server's refusal in the dialog, which stays open", async () => {
    routes[WAITING] = [() => json(200, { claims: [claimOf()] })];
    routes[DECIDE] = [refusal(409, adminMessages.claimNotAwaiting)];
    const dialog = await openDecide();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Refund' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(adminMessages.claimNotAwaiting);
    expect(screen.getByRole('dialog', { name: 'Decide the claim' })).toBeTruthy();
  });
});
