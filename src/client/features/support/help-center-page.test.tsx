// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import HelpCenterPage from './help-center-page';

afterEach(cleanup);

function renderPage() {
  const memory = memoryLocation({ path: '/help-center' });
  render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <HelpCenterPage />
    </Router>,
  );
}

const questions = () =>
  within(screen.getByRole('region', { name: 'Frequently Asked Questions' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);
const search = (value: string) =>
  fireEvent.change(screen.getByLabelText('Search the help center'), { target: { value } });

describe('/help-center', () => {
  it('lists eight questions, filters by search text in answers, and shows the empty text', () => {
    renderPage();
    expect(questions()).toHaveLength(8);
    search('48 HOURS'); // only in an answer
    expect(questions()).toEqual([expect.stringContaining('How do offers work?')]);
    search('cryptocurrency wallet');
    expect(questions()).toEqual([]);
    expect(screen.getByText('No FAQs found matching your search.')).toBeTruthy();
    search('');
    expect(questions()).toHaveLength(8);
  });

  it("filters by category card and clears with 'Show All'", () => {
    renderPage();
    const shipping = screen.getByRole('button', { name: /Shipping\s*10 articles/ });
    fireEvent.click(shipping);
    expect(shipping.getAttribute('aria-pressed')).toBe('true');
    expect(questions()).toEqual([expect.stringContaining('How quickly will my order ship?')]);
    fireEvent.click(screen.getByRole('button', { name: 'Show All' }));
    expect(questions()).toHaveLength(8);
    expect(shipping.getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps one answer open at a time and closes it on a second click', () => {
    renderPage();
    const [first, second] = within(
      screen.getByRole('region', { name: 'Frequently Asked Questions' }),
    ).getAllByRole('button');
    fireEvent.click(first!);
    expect(first!.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(second!);
    expect(first!.getAttribute('aria-expanded')).toBe('false');
    expect(second!.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(second!);
    expect(second!.getAttribute('aria-expanded')).toBe('false');
  });

  it('points Quick Links and Need More Help somewhere real', () => {
    renderPage();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Community Guidelines')).toBe('/terms-of-service#conduct');
    expect(href('Terms of Service')).toBe('/terms-of-service');
    expect(href('Privacy Policy')).toBe('/privacy');
    expect(href('Safety Center')).toBe('/safety');
    for (const channel of ['Live Chat', 'Email Support', 'Phone Support']) {
      expect(screen.getByRole('link', { name: new RegExp(channel) }).getAttribute('href')).toBe(
        '/contact-us',
      );
    }
  });
});
