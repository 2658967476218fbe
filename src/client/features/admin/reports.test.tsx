// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminMessages } from '#shared/admin';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { cleanupPage, freshFakeApi } from '../../test/dom-stubs';
import { renderPage } from '../../test/render-page';
import { refusal, reportOf, serveOperator } from './admin.fixtures';
import AdminPage from './admin-page';

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];
beforeEach(() => {
  ({ routes, requests } = freshFakeApi());
  serveOperator(routes);
});
afterEach(cleanupPage);

const OPEN = 'GET /api/admin/reports?status=open';
const RESOLVE = 'POST /api/admin/reports/r1/resolve';
const bodyOf = (key: string) => requests.find((r) => r.key === key)?.body;

async function openReport(name = 'Designer bag') {
  renderPage('/admin?tab=reports', <AdminPage />);
  return screen.findByRole('article', { name });
}

/** Clicks `button` on the card, gives the reason in the dialog it opens and confirms. */
async function act(card: HTMLElement, button: string, dialogName: string, confirm: string, note: string) {
  fireEvent.click(within(card).getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: note } });
  fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
  return dialog;
}

describe('/admin › Reports', () => {
  it('shows the report, what was reported and who answers for it', async () => {
    routes[OPEN] = [() => json(200, { reports: [reportOf()] })];
    const card = await openReport();
    expect(within(card).getByText('Listing · Counterfeit')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Designer bag' }).getAttribute('href')).toBe('/listing/l9');
    expect(within(card).getByText('3 reports')).toBeTruthy();
    expect(within(card).getByText('“The logo is wrong.”')).toBeTruthy();

    expect(within(card).getByText(/Reported by @bea_buys/).textContent).toContain('owner: @sam_sells');
    const buttons = within(card)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['Hide', 'Suspend @sam_sells', 'Dismiss']);
  });

  it('hides the listing with a reason; the list is read again', async () => {
    routes[OPEN] = [() => json(200, { reports: [reportOf()] }), () => json(200, { reports: [] })];
    routes[RESOLVE] = [() => json(200, { reports: [] })];
    const card = await openReport();
    fireEvent.click(within(card).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide the listing' });
    // A reason is required before anything is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await within(dialog).findByText(adminMessages.noteRequired);
    expect(bodyOf(RESOLVE)).toBeUndefined();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Fake logo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await screen.findByText('Listing hidden: the report is closed');
    expect(bodyOf(RESOLVE)).toEqual({ action: 'hide', note: 'Fake logo' });
    await screen.findByText('No reports here');
  });

  it('suspends the owner and dismisses through the report', async () => {
    routes[OPEN] = [() => json(200, { reports: [reportOf()] })];
    routes[RESOLVE] = [() => json(200, { reports: [] })];
    const card = await openReport();
    await act(card, 'Suspend @sam_sells', 'Suspend @sam_sells', 'Suspend', 'Sells fakes');
    await waitFor(() => expect(bodyOf(RESOLVE)).toEqual({ action: 'suspend', note: 'Sells fakes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(card, 'Dismiss', 'Dismiss the report', 'Dismiss', 'Genuine bag');
    await waitFor(() =>
      expect(requests.filter((r) => r.key === RESOLVE).map((r) => r.body)).toContainEqual({
        action: 'dismiss',
        note: 'Genuine bag',
      }),
    );
  });

  it('lifts a suspension and unhides a listing from a handled report', async () => {
    routes[OPEN] = [() => json(200, { reports: [] })];
    routes['GET /api/admin/reports?status=actioned'] = [
      () =>
        json(200, {
          reports: [
            reportOf({
              status: 'actioned',
              resolutionNote: 'Fake logo',
              target: {
                label: 'Designer bag',
                url: '/listing/l9',
                owner: { id: 'u3', handle: 'sam_sells', suspended: true },
                hidden: true,
              },
            }),
          ],
        }),
    ];
    routes['POST /api/admin/users/u3/unsuspend'] = [
      () =>
        json(200, {
          user: {
            id: 'u3',
            handle: 'sam_sells',
            display: 'Sam',
            email: 'sam@example.com',
            isAdmin: false,
            suspendedAt: null,
            suspendedReason: null,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        }),
    ];
    routes['POST /api/admin/listings/l9/unhide'] = [
      () => json(200, { listing: { id: 'l9', title: 'Designer bag', hidden: false } }),
    ];
    renderPage('/admin?tab=reports', <AdminPage />);
    await screen.findByText('No reports here');
    fireEvent.click(screen.getByRole('button', { name: 'Actioned' }));
    const card = await screen.findByRole('article', { name: 'Designer bag' });
    expect(within(card).getByText('Hidden')).toBeTruthy();
    expect(within(card).getByText('Suspended')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Dismiss' })).toBeNull();

    await act(card, 'Unsuspend @sam_sells', "Lift @sam_sells's suspension", 'Unsuspend', 'Appeal accepted');
    await waitFor(() =>
      expect(bodyOf('POST /api/admin/users/u3/unsuspend')).toEqual({ note: 'Appeal accepted' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(card, 'Unhide listing', 'Show the listing again', 'Unhide', 'Genuine after all');
    await waitFor(() =>
      expect(bodyOf('POST /api/admin/listings/l9/unhide')).toEqual({ note: 'Genuine after all' }),
    );
  });

  it("shows the server's refusal in the dialog", async () => {
    routes[OPEN] = [() => json(200, { reports: [reportOf()] })];
    routes[RESOLVE] = [refusal(409, adminMessages.reportNotOpen)];
    const card = await openReport();
    const dialog = await act(card, 'Dismiss', 'Dismiss the report', 'Dismiss', 'Fine');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(adminMessages.reportNotOpen);
    expect(screen.getByRole('dialog', { name: 'Dismiss the report' })).toBeTruthy();
  });
});
