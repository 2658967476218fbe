// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingPrice } from './listing-price';

afterEach(cleanup);

describe('ListingPrice', () => {
  it('adds what the buyer pays for shipping', () => {
    render(<ListingPrice priceCents={4500} shippingCents={799} />);
    expect(screen.getByText('$45.00')).toBeTruthy();
    expect(screen.getByText('+ $7.99 shipping')).toBeTruthy();
  });

  it('says Free shipping when the seller pays', () => {
    render(<ListingPrice priceCents={4500} shippingCents={0} />);
    expect(screen.getByText('Free shipping')).toBeTruthy();
    expect(screen.queryByText(/\+ \$/)).toBeNull();
  });
});
