import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isOfferExpiringSoon,
  OFFER_STATUS_VALUES,
  offerAbovePriceMessage,
  offerExpiry,
  offerFormSchema,
  offerMessages,
  offerTransition,
  type OfferAction,
  type OfferRole,
} from './offers.js';

describe('the offer state machine', () => {
  it('moves a pending offer: seller accepts or declines, buyer cancels', () => {
    expect(offerTransition('pending', 'accept', 'seller')).toEqual({ ok: true, to: 'accepted' });
    expect(offerTransition('pending', 'decline', 'seller')).toEqual({ ok: true, to: 'declined' });
    expect(offerTransition('pending', 'cancel', 'buyer')).toEqual({ ok: true, to: 'cancelled' });
  });

  it('refuses the wrong party whatever the status', () => {
    expect(offerTransition('pending', 'accept', 'buyer')).toMatchObject({
      ok: false,
      reason: 'forbidden',
      message: offerMessages.onlySellerAccepts,
    });
    expect(offerTransition('pending', 'decline', 'buyer')).toMatchObject({ ok: false, reason: 'forbidden' });
    expect(offerTransition('accepted', 'cancel', 'seller')).toMatchObject({
      ok: false,
      reason: 'forbidden',
      message: offerMessages.onlyBuyerCancels,
    });
  });

  it('never moves an offer that is not pending', () => {
    const actions: OfferAction[] = ['accept', 'decline', 'cancel'];
    const roles: OfferRole[] = ['buyer', 'seller'];
    fc.assert(
      fc.property(
        fc.constantFrom(...OFFER_STATUS_VALUES.filter((s) => s !== 'pending')),
        fc.constantFrom(...actions),
        fc.constantFrom(...roles),
        (status, action, role) => {
          const t = offerTransition(status, action, role);
          return !t.ok && (t.reason === 'forbidden' || t.message === offerMessages.notPending);
        },
      ),
    );
    expect(offerTransition('accepted', 'cancel', 'buyer')).toEqual({
      ok: false,
      reason: 'not_pending',
      message: offerMessages.notPending,
    });
  });
});

describe('expiry and the Soon flag', () => {
  it('expires 48 hours after creation', () => {
    const created = new Date('2025-01-01T00:00:00Z');
    expect(offerExpiry(created).toISOString()).toBe('2025-01-03T00:00:00.000Z');
  });

  it('flags pending offers with 6 hours or less left', () => {
    const now = new Date('2025-01-01T12:00:00Z');
    const at = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();
    expect(isOfferExpiringSoon({ status: 'pending', expiresAt: at(6) }, now)).toBe(true);
    expect(isOfferExpiringSoon({ status: 'pending', expiresAt: at(0.5) }, now)).toBe(true);
    expect(isOfferExpiringSoon({ status: 'pending', expiresAt: at(6.01) }, now)).toBe(false);
    expect(isOfferExpiringSoon({ status: 'pending', expiresAt: at(-1) }, now)).toBe(false);
    expect(isOfferExpiringSoon({ status: 'accepted', expiresAt: at(1) }, now)).toBe(false);
  });
});

describe('the offer form', () => {
  it('keeps the amount between $1 and the list price', () => {
    const schema = offerFormSchema(4000);
    expect(schema.safeParse({ amount: 30 }).success).toBe(true);
    expect(schema.safeParse({ amount: 0.99 }).error?.issues[0]?.message).toBe(offerMessages.tooLow);
    expect(schema.safeParse({ amount: 40.01 }).error?.issues[0]?.message).toBe(offerAbovePriceMessage(4000));
  });

  it('words the price limit in dollars', () => {
    expect(offerAbovePriceMessage(4000)).toBe('Offer cannot be more than the list price of $40.00');
    expect(offerAbovePriceMessage(123456705)).toBe(
      'Offer cannot be more than the list price of $1,234,567.05',
    );
  });
});
