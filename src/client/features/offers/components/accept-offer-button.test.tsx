// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerFixture as offer } from '../../../test/fixtures';
import { AcceptOfferButton } from './accept-offer-button';

afterEach(cleanup);

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Accept offer on Denim jacket' }));
  return screen.findByRole('alertdialog');
};

describe('accepting an offer step', () => {
  it('tells the seller the amount, whom the item is held for and what they earn, then accepts', async () => {
    const onAccept = vi.fn();
    render(
      <AcceptOfferButton step={offer({})} me="seller" counter={false} busy={false} onAccept={onAccept} />,
    );
    const dialog = await open();
    expect(within(dialog).getByRole('heading', { name: 'Accept $30.00 from @sam?' })).toBeTruthy();
    // $30.00: 8% fee $2.40 + 30¢ processing → $27.30.
    expect(
      within(dialog).getByText(
        '“Denim jacket” is held for @sam at $30.00 for 24 hours: no one else can buy it meanwhile. You’d earn $27.30.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('An accepted offer cannot be taken back.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept $30.00' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('tells the buyer a counter-offer holds the item for them at its amount until they check out', async () => {
    const onAccept = vi.fn();
    const counter = offer({ madeBy: 'seller', offerCents: 3600 });
    render(<AcceptOfferButton step={counter} me="buyer" counter busy={false} onAccept={onAccept} />);
    const dialog = await open();
    expect(
      within(dialog).getByRole('heading', { name: 'Accept @anna_vintage’s counter-offer of $36.00?' }),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        '“Denim jacket” is held for you at $36.00 for 24 hours: complete the purchase before then. You pay only when you complete it.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onAccept).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept offer on Denim jacket' }));
  });

  it('calls a seller’s offer to likers an offer, and Escape accepts nothing', async () => {
    const onAccept = vi.fn();
    const toLikers = offer({ madeBy: 'seller', toLikers: true, offerCents: 3400 });
    render(<AcceptOfferButton step={toLikers} me="buyer" counter={false} busy={false} onAccept={onAccept} />);
    const dialog = await open();
    expect(
      within(dialog).getByRole('heading', { name: 'Accept @anna_vintage’s offer of $34.00?' }),
    ).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onAccept).not.toHaveBeenCalled();
  });
});
