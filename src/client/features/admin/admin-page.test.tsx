// @vitest-environment jsdom
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminMessages } from '#shared/admin';
import { AccountMenu } from '../../app/layout/account-menu';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { cleanupPage, freshFakeApi } from '../../test/dom-stubs';
import { renderPage } from '../../test/render-page';
import { auditOf, claimOf, serveOperator } from './admin.fixtures';
import AdminPage from './admin-page';

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];
beforeEach(() => ({ routes, requests } = freshFakeApi()));
afterEach(cleanupPage);

const notOperator = () => json(200, { isAdmin: false });

describe('/admin', () => {
  it('tells someone who is not an operator, asking nothing else and toasting nothing', async () => {
    routes['GET /api/users/me/roles'] = [notOperator];
    renderPage('/admin', <AdminPage />);
    await screen.findByRole('heading', { name: adminMessages.forbidden });
    expect(requests.map((r) => r.key)).toEqual(['GET /api/users/me/roles']);
    expect(screen.queryByRole('tablist')).toBeNull();
    // No error toast beside the page's own words.
    expect(screen.getAllByText(adminMessages.forbidden)).toHaveLength(1);
  });

  it('opens the claims tab by default, and the tab named in ?tab=', async () => {
    serveOperator(routes);
    routes['GET /api/admin/claims?status=awaiting_operator'] = [() => json(200, { claims: [claimOf()] })];
    routes['GET /api/admin/audit'] = [() => json(200, { entries: [auditOf()], nextCursor: null })];
    const memory = renderPage('/admin', <AdminPage />);
    const claims = await screen.findByRole('tabpanel', { name: /Claims/ });
    await within(claims).findByRole('article', { name: 'Denim jacket' });

    fireEvent.mouseDown(screen.getByRole('tab', { name: /Audit log/ }));
    await screen.findByRole('tabpanel', { name: /Audit log/ });
    await waitFor(() => expect(memory.history.at(-1)).toBe('/admin?tab=audit'));
  });

  it('opens a linked tab', async () => {
    serveOperator(routes);
    routes['GET /api/admin/audit'] = [() => json(200, { entries: [], nextCursor: null })];
    renderPage('/admin?tab=audit', <AdminPage />);
    const panel = await screen.findByRole('tabpanel', { name: /Audit log/ });
    await within(panel).findByText('No operator actions yet');
  });
});

describe('the account menu', () => {
  it('has the Operator console for an operator', async () => {
    serveOperator(routes);
    renderPage('/trending', <AccountMenu />);
    const toggle = screen.getByRole('button', { name: 'Account menu' });
    // Asked only once the menu is wanted: every 403 would be a console error on every page.
    await act(async () => {});
    expect(requests).toHaveLength(0);
    fireEvent.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Account' });
    const link = await within(menu).findByRole('link', { name: 'Operator console' });
    expect(link.getAttribute('href')).toBe('/admin');
  });

  it('does not have it for anyone else', async () => {
    routes['GET /api/users/me/roles'] = [notOperator];
    renderPage('/trending', <AccountMenu />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Account menu' }));
    await waitFor(() => expect(requests.map((r) => r.key)).toContain('GET /api/users/me/roles'));
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Orders' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Operator console' })).toBeNull();
    expect(requests.filter((r) => r.key === 'GET /api/users/me/roles')).toHaveLength(1);
  });
});
