// @vitest-environment jsdom
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPORT_REASON_LABELS, reportMessages } from '#shared/reports';
import { ReportButton, ReportDialog } from './report-dialog';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { cleanupPage, freshFakeApi } from '../../test/dom-stubs';

configure({ asyncUtilTimeout: 5000 });

let api: { routes: FakeRoutes; requests: FakeRequest[] };
const sam = { id: 'sam', display: 'Sam Lee', handle: 'sam', bio: '', profileImageUrl: null };

beforeEach(() => {
  api = freshFakeApi({ 'GET /api/auth/user': [() => json(200, sam)] });
});
afterEach(cleanupPage);

const page = <ReportDialog kind="listing" id="l1" trigger={<ReportButton label="Report this listing" />} />;
const sent = () => api.requests.filter((r) => r.key === 'POST /api/reports').map((r) => r.body);
const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
  return screen.findByRole('dialog', { name: 'Report this listing' });
};

describe('the Report dialog', () => {
  it('asks for a reason, then sends the kind, id, reason and message and says thanks', async () => {
    api.routes['POST /api/reports'] = [
      () => json(201, { report: { id: 'r1', kind: 'listing', status: 'open' } }),
    ];
    renderPage('/listing/l1', page);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(reportMessages.reasonRequired)).toBeTruthy();
    expect(sent()).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.counterfeit }));
    const message = within(dialog).getByLabelText('Anything else we should know? (optional)');
    fireEvent.change(message, { target: { value: 'Fake logo.' } });
    expect(within(dialog).getByText('10/1000')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText(reportMessages.sent)).toBeTruthy();
    expect(screen.getByText(reportMessages.sentDescription)).toBeTruthy();
    expect(sent()).toEqual([{ kind: 'listing', id: 'l1', reason: 'counterfeit', message: 'Fake logo.' }]);
    expect(screen.queryByRole('dialog', { name: 'Report this listing' })).toBeNull();
  });

  it('sends no message as null, and a second report of the same thing reads as a friendly note', async () => {
    api.routes['POST /api/reports'] = [
      () => json(409, { error: reportMessages.alreadyReported, code: 'CONFLICT' }),
    ];
    renderPage('/listing/l1', page);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.spam }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const note = await within(dialog).findByRole('status');
    expect(note.textContent).toContain(reportMessages.alreadyReported);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Send report' })).toBeNull();
    expect(sent()).toEqual([{ kind: 'listing', id: 'l1', reason: 'spam', message: null }]);
  });

  it('shows any other refusal in the dialog', async () => {
    api.routes['POST /api/reports'] = [
      () => json(404, { error: reportMessages.notFound, code: 'NOT_FOUND' }),
    ];
    renderPage('/listing/l1', page);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.scam }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(reportMessages.notFound);
    expect(within(dialog).getByRole('button', { name: 'Send report' })).toBeTruthy();
  });

  it('asks a visitor to sign in instead, and sends nothing', async () => {
    // The page around the button (its nav) reads who is signed in; here the dialog does, once opened.
    api.routes['GET /api/auth/user'] = [() => json(401, { error: 'You need to be signed in' })];
    renderPage('/listing/l1', page);
    fireEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(within(dialog).getByRole('link', { name: 'Log In' }).getAttribute('href')).toContain(
      encodeURIComponent('/listing/l1'),
    );
    expect(sent()).toEqual([]);
  });
});
