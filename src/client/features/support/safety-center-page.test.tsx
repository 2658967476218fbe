// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import SafetyCenterPage from './safety-center-page';

afterEach(cleanup);

const features = () => screen.getByRole('region', { name: 'How we keep you safe' });

describe('/safety claims only what Rethread does', () => {
  it("keeps the spec's four feature cards", () => {
    renderPage('/safety', <SafetyCenterPage />);
    expect(
      within(features())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Identity Verification', 'Secure Payments', 'Shipping Protection', 'Data Encryption']);
  });

  it('promises no identity checks, insured shipping or account suspensions that Rethread does not do', () => {
    renderPage('/safety', <SafetyCenterPage />);
    const text = document.body.textContent ?? '';
    for (const claim of [
      /identity verified/i,
      /\binsured and tracked/i,
      /automatically insured/i,
      /pause the account/i,
      /how long they have been on Rethread/i,
    ]) {
      expect(text).not.toMatch(claim);
    }
  });

  it('says what Rethread does do', () => {
    renderPage('/safety', <SafetyCenterPage />);
    const cards = features().textContent ?? '';
    expect(cards).toContain('Rethread does not verify identities');
    expect(cards).toContain('Stripe');
    expect(cards).toContain('sells exactly once');
    expect(cards).toContain('not insured by Rethread');
    expect(cards).toContain('prepaid, tracked label');
    expect(cards).toContain('reports a problem');
    expect(cards).toContain('one-way hashes');
    expect(screen.getByText(/reference number as soon as you send/)).toBeTruthy();
  });
});

describe('Emergency Contact', () => {
  it('sends people to emergency services and the report form, promising no 24/7 line', async () => {
    renderPage('/safety', <SafetyCenterPage />);
    screen.getByRole('button', { name: 'Emergency Contact' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Emergency contact' });
    expect(dialog.textContent).toMatch(/local emergency services/);
    expect(dialog.textContent).toMatch(/Report Safety Issue/);
    expect(dialog.textContent).not.toMatch(/24\/7|answered around the clock/i);
    expect(within(dialog).queryByRole('link', { name: /\+1/ })).toBeNull();
  });
});
