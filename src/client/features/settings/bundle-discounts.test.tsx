// @vitest-environment jsdom
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleMessages } from '#shared/bundle-rules';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { cleanupPage, freshFakeApi } from '../../test/dom-stubs';
import { anna } from '../../test/fixtures';
import { BundleDiscounts } from './components/bundle-discounts';

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];
beforeEach(() => {
  ({ routes, requests } = freshFakeApi({ 'GET /api/auth/user': [() => json(200, anna)] }));
});
afterEach(cleanupPage);

describe('Bundle discounts in Settings', () => {
  it('adds a tier and saves, with a toast; refuses a bad tier before sending it', async () => {
    routes['GET /api/me/bundle-discount'] = [() => json(200, { tiers: [{ minItems: 2, percent: 10 }] })];
    routes['PUT /api/me/bundle-discount'] = [(body) => json(200, body)];
    renderPage('/settings', <BundleDiscounts />);
    const tier1 = await screen.findByRole('group', { name: 'Tier 1' });
    expect((within(tier1).getByLabelText('Discount (%)') as HTMLInputElement).value).toBe('10');
    expect(screen.getByText('Buyers see: “Bundle 2+ and save 10%”')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add tier' }));
    const tier2 = screen.getByRole('group', { name: 'Tier 2' });
    fireEvent.change(within(tier2).getByLabelText('Discount (%)'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bundle discounts' }));
    expect(await screen.findByText(bundleMessages.percent)).toBeTruthy();
    expect(requests.map((r) => r.key)).not.toContain('PUT /api/me/bundle-discount');

    fireEvent.change(within(tier2).getByLabelText('Discount (%)'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bundle discounts' }));
    const toasts = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText(bundleMessages.saved)).toBeTruthy();
    expect(requests.find((r) => r.key === 'PUT /api/me/bundle-discount')?.body).toEqual({
      tiers: [
        { minItems: 2, percent: 10 },
        { minItems: 3, percent: 20 },
      ],
    });
    // Three tiers at most: Add tier stops there.
    fireEvent.click(screen.getByRole('button', { name: 'Add tier' }));
    expect(screen.getByRole('button', { name: 'Add tier' }).hasAttribute('disabled')).toBe(true);
  });
});
