// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressMessages, type Address } from '#shared/addresses';
import { json, type FakeRequest, type FakeRoutes } from '#client/test/fake-api';
import { cleanupPage, freshFakeApi, NoopResizeObserver } from '#client/test/dom-stubs';
import { anna } from '#client/test/fixtures';
import { renderPage } from '#client/test/render-page';
import SettingsPage from './settings-page';

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

const address = (over: Partial<Address>): Address => ({
  id: 'a1',
  name: 'Anna Kim',
  line1: '12 Market Street',
  line2: 'Apt 4',
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
  isDefault: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});
const home = address({ id: 'a1', isDefault: true });
const work = address({
  id: 'a2',
  name: 'Anna at work',
  line1: '500 Pine Road',
  line2: null,
  city: 'Oakland',
  zip: '94612',
});

beforeEach(() => {
  ({ routes, requests } = freshFakeApi({
    'GET /api/auth/user': [() => json(200, anna)],
    'GET /api/addresses': [() => json(200, { addresses: [home, work] })],
  }));
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  Element.prototype.scrollIntoView = () => {};
});
afterEach(cleanupPage);

const renderAt = () => renderPage('/settings', <SettingsPage />);
const savedList = () => screen.findByRole('list', { name: 'Saved addresses' });
const dialog = () => screen.findByRole('dialog');
const type = (scope: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
/** Radix's select keeps a native select for autofill; choosing through it is what autofill does. */
const chooseState = (scope: HTMLElement, code: string) =>
  fireEvent.change(scope.querySelector('select[name="state"]')!, { target: { value: code } });
const sent = (key: string) => requests.filter((r) => r.key === key).map((r) => r.body);

describe('the Addresses section of /settings', () => {
  it('lists the addresses with the default marked', async () => {
    renderAt();
    const items = within(await savedList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Default')).toBeTruthy();
    expect(items[0]!.textContent).toContain('San Francisco, CA 94105');
    expect(within(items[1]!).queryByText('Default')).toBeNull();
    expect(within(items[0]!).queryByRole('button', { name: /Make default/ })).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: 'Make default: 500 Pine Road' })).toBeTruthy();
  });

  it('says so when there is none', async () => {
    routes['GET /api/addresses'] = [() => json(200, { addresses: [] })];
    renderAt();
    expect(await screen.findByText(addressMessages.empty)).toBeTruthy();
  });

  it('checks every field with the shared messages before sending, then saves', async () => {
    routes['POST /api/addresses'] = [
      (body) => json(201, { address: address({ ...(body as object), id: 'a3' }) }),
    ];
    renderAt();
    await savedList();
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const form = await dialog();
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    for (const message of [
      addressMessages.nameRequired,
      addressMessages.line1Required,
      addressMessages.cityRequired,
      addressMessages.stateInvalid,
      addressMessages.zipInvalid,
    ]) {
      expect(await within(form).findByText(message)).toBeTruthy();
    }
    expect(within(form).getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');

    type(form, 'Full name', 'Anna Kim');
    type(form, 'Street address', '9 Elm Street');
    type(form, 'City', 'Boston');
    chooseState(form, 'MA');
    type(form, 'ZIP code', '0211');
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText(addressMessages.zipInvalid)).toBeTruthy();
    expect(sent('POST /api/addresses')).toEqual([]);

    type(form, 'ZIP code', '02110');
    fireEvent.click(within(form).getByLabelText('Make this my default address'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('POST /api/addresses')).toEqual([
      {
        name: 'Anna Kim',
        line1: '9 Elm Street',
        line2: null,
        city: 'Boston',
        state: 'MA',
        zip: '02110',
        country: 'US',
        isDefault: true,
      },
    ]);
    // The list is read again: the default may have moved.
    await waitFor(() => expect(sent('GET /api/addresses')).toHaveLength(2));
  });

  it("shows the server's refusal in the dialog", async () => {
    routes['POST /api/addresses'] = [() => json(409, { error: addressMessages.tooMany, code: 'CONFLICT' })];
    renderAt();
    await savedList();
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const form = await dialog();
    type(form, 'Full name', 'Anna Kim');
    type(form, 'Street address', '9 Elm Street');
    type(form, 'City', 'Boston');
    chooseState(form, 'MA');
    type(form, 'ZIP code', '02110-1234');
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(addressMessages.tooMany);
  });

  it('edits an address in the dialog, filled in', async () => {
    routes['PATCH /api/addresses/a2'] = [(body) => json(200, { address: { ...work, ...(body as object) } })];
    renderAt();
    fireEvent.click(within(await savedList()).getByRole('button', { name: 'Edit 500 Pine Road' }));
    const form = await dialog();
    expect((within(form).getByLabelText('City') as HTMLInputElement).value).toBe('Oakland');
    expect(within(form).queryByLabelText('Make this my default address')).toBeNull();
    type(form, 'City', 'Berkeley');
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('PATCH /api/addresses/a2')).toEqual([
      {
        name: 'Anna at work',
        line1: '500 Pine Road',
        line2: null,
        city: 'Berkeley',
        state: 'CA',
        zip: '94612',
        country: 'US',
      },
    ]);
  });

  it('makes another address the default', async () => {
    routes['PATCH /api/addresses/a2'] = [() => json(200, { address: { ...work, isDefault: true } })];
    renderAt();
    fireEvent.click(within(await savedList()).getByRole('button', { name: 'Make default: 500 Pine Road' }));
    await waitFor(() => expect(sent('PATCH /api/addresses/a2')).toEqual([{ isDefault: true }]));
    await waitFor(() => expect(sent('GET /api/addresses')).toHaveLength(2));
  });

  it('deletes only after confirmation', async () => {
    routes['DELETE /api/addresses/a1'] = [() => new Response(null, { status: 204 })];
    renderAt();
    const list = await savedList();
    fireEvent.click(within(list).getByRole('button', { name: 'Delete 12 Market Street' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(addressMessages.defaultPasses);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent('DELETE /api/addresses/a1')).toEqual([]);

    fireEvent.click(within(list).getByRole('button', { name: 'Delete 12 Market Street' }));
    confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(sent('DELETE /api/addresses/a1')).toHaveLength(1));
  });
});
