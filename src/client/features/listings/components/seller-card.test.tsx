// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewMessages } from '#shared/reviews';
import { anna } from '#client/test/fixtures';
import { SellerCard } from './seller-card';

afterEach(cleanup);

describe('SellerCard', () => {
  it("shows the seller's stars and review count, linking to the reviews on their profile", () => {
    render(<SellerCard seller={anna} rating={{ averageRating: 4.5, reviewCount: 12 }} />);
    const link = screen.getByRole('link', { name: '4.5 out of 5 stars, 12 reviews: read the reviews' });
    expect(link.getAttribute('href')).toBe('/profile/anna_vintage?tab=reviews');
    expect(link.textContent).toContain('(12)');
    expect(screen.queryByText(reviewMessages.none)).toBeNull();
    expect(screen.getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe(
      '/profile/anna_vintage',
    );
  });

  it('says "No reviews yet." for a seller without reviews', () => {
    render(<SellerCard seller={anna} rating={{ averageRating: null, reviewCount: 0 }} />);
    expect(screen.getByText(reviewMessages.none)).toBeTruthy();
    expect(screen.queryByRole('img', { name: /out of 5 stars/ })).toBeNull();
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['View Profile']);
  });
});
