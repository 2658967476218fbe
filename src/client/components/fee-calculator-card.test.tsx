// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shippingApi } from '../../shared/api/shipping';
import { keyOf } from '../lib/endpoints';
import { computeFees, FEE_TEXT } from '../../shared/fees';
import { formatCents } from '../../shared/money';
import { FeeCalculatorCard } from './fee-calculator-card';

afterEach(cleanup);

/** A query cache that already holds the shipping rates, so the card never fetches. */
function withRates() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(keyOf(shippingApi.rates), {
    rates: [
      { parcelSize: 'small', label: 'Small (under 8 oz)', priceCents: 499 },
      { parcelSize: 'medium', label: 'Medium (under 2 lb)', priceCents: 799 },
      { parcelSize: 'large', label: 'Large (under 10 lb)', priceCents: 1299 },
    ],
  });
  return client;
}

function setup() {
  const { container } = render(
    <QueryClientProvider client={withRates()}>
      <FeeCalculatorCard />
    </QueryClientProvider>,
  );
  const card = screen.getByRole('region', { name: 'Fee calculator' });
  const input = screen.getByLabelText('Item price');
  /** The figure shown next to a row label ("Seller fee" → "$8.00"). */
  const figure = (label: string) =>
    within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { container, card, input, figure, type };
}

describe('FeeCalculatorCard', () => {
  it('is the #fee-calculator anchor and states the fee rule', () => {
    const { card } = setup();
    expect(card.id).toBe('fee-calculator');
    expect(within(card).getByText(FEE_TEXT, { exact: false })).toBeTruthy();
    expect(within(card).getByText(/\$0\.30 payment processing/)).toBeTruthy();
  });

  it.each([
    // price, seller fee, processing, earnings: the flat fee under $15, 8% from $15 up (docs/product/08-seller-tools.md §8.4)
    ['10.00', '$10.00', '$1.50', '$0.30', '$8.20'],
    ['15.00', '$15.00', '$1.20', '$0.30', '$13.50'],
    ['100.00', '$100.00', '$8.00', '$0.30', '$91.70'],
  ])(
    'at $%s shows sale price %s, seller fee %s, processing %s and earnings %s',
    (typed, price, fee, processing, earn) => {
      const { figure, type } = setup();
      type(typed);
      expect(figure('Sale price')).toBe(price);
      expect(figure('Seller fee')).toBe(fee);
      expect(figure('Processing fee')).toBe(processing);
      expect(figure('You earn')).toBe(earn);
      // The same figures the server charges.
      const fees = computeFees(Math.round(Number(typed) * 100));
      expect(figure('You earn')).toBe(formatCents(fees.earningsCents));
    },
  );

  it('shows no figures, no NaN and a hint while the price is empty', () => {
    const { container, figure, type } = setup();
    type('42');
    expect(figure('You earn')).toBe('$38.34');
    type('');
    for (const label of ['Sale price', 'Seller fee', 'Processing fee', 'You earn'])
      expect(figure(label)).toBe('—');
    expect(screen.getByText('Enter a price to see your fees and earnings.')).toBeTruthy();
    expect(container.textContent).not.toMatch(/NaN/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains input that is not a price instead of showing figures', () => {
    const { container, input, figure, type } = setup();
    type('abc');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a price in dollars, like 25 or 25.00')).toBeTruthy();
    expect(figure('You earn')).toBe('—');
    type('0');
    expect(screen.getByText('Price must be greater than 0')).toBeTruthy();
    type('1000000');
    expect(screen.getByText('Price must be at most $999,999.99')).toBeTruthy();
    expect(container.textContent).not.toMatch(/NaN/);
    type('$1,250.5');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(figure('Seller fee')).toBe('$100.04');
    expect(figure('You earn')).toBe('$1,150.16');
  });

  it('takes the label out of earnings when the seller pays shipping', () => {
    const { figure, type, card } = setup();
    type('100.00');
    expect(within(card).queryByText('Shipping', { selector: 'dt' })).toBeNull();
    fireEvent.click(within(card).getByLabelText("I'll pay shipping (Free shipping for the buyer)"));
    expect(figure('Shipping')).toBe('$7.99');
    expect(figure('You earn')).toBe('$83.71');
    // A large parcel costs more.
    fireEvent.keyDown(within(card).getByLabelText('Parcel size'), { key: 'Enter' });
    fireEvent.click(screen.getByRole('option', { name: 'Large (under 10 lb) · $12.99' }));
    expect(figure('Shipping')).toBe('$12.99');
    expect(figure('You earn')).toBe('$78.71');
  });
});
