// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listingDetail } from '#client/test/fixtures';
import { ProductDetails } from './product-details';

afterEach(cleanup);

const sizeShown = () => screen.getByText('Size').nextElementSibling?.textContent;

describe('product details: the size', () => {
  it('is shown as the seller or the imported page wrote it, not as the filter spells it', () => {
    render(
      <ProductDetails listing={listingDetail({ category: 'Shoes', size: 'US 8', sizeAsWritten: 'M8' })} />,
    );
    expect(sizeShown()).toBe('M8');
  });

  it('is the stored size when it was written that way, and "Not specified" without one', () => {
    render(<ProductDetails listing={listingDetail({ size: 'M', sizeAsWritten: null })} />);
    expect(sizeShown()).toBe('M');
    cleanup();
    render(<ProductDetails listing={listingDetail({ size: null, sizeAsWritten: null })} />);
    expect(sizeShown()).toBe('Not specified');
  });
});
