import { describe, expect, it } from 'vitest';
import { offerFixture as offer } from '../../../test/fixtures';
import { counterAmountError, groupThreads, isMyTurn } from './threads';

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes)).toISOString();

describe('groupThreads', () => {
  it('puts each thread’s steps oldest first and the newest activity first', () => {
    const threads = groupThreads([
      offer({ id: 'b2', threadId: 'b1', createdAt: at(30), madeBy: 'seller' }),
      offer({ id: 'a1', threadId: 'a1', createdAt: at(20) }),
      offer({ id: 'b1', threadId: 'b1', createdAt: at(10), status: 'countered' }),
    ]);
    expect(threads.map((t) => t.id)).toEqual(['b1', 'a1']);
    expect(threads[0]!.steps.map((s) => s.id)).toEqual(['b1', 'b2']);
    expect(threads[0]!.latest.id).toBe('b2');
  });
});

describe('isMyTurn', () => {
  it('is the turn of the party who did not make the pending step', () => {
    expect(isMyTurn(offer({ madeBy: 'buyer' }), 'seller')).toBe(true);
    expect(isMyTurn(offer({ madeBy: 'buyer' }), 'buyer')).toBe(false);
    expect(isMyTurn(offer({ madeBy: 'seller' }), 'buyer')).toBe(true);
    expect(isMyTurn(offer({ madeBy: 'buyer', status: 'accepted' }), 'seller')).toBe(false);
  });
});

describe('counterAmountError', () => {
  // A $30 offer on a $40 listing.
  const step = offer({ offerCents: 3000 });

  it('lets the seller counter above the offer, at most the list price', () => {
    expect(counterAmountError('30', step)).toBe('A counter-offer must be more than the buyer’s offer');
    expect(counterAmountError('30.01', step)).toBeNull();
    expect(counterAmountError('40', step)).toBeNull();
    expect(counterAmountError('40.01', step)).toBe('Offer cannot be more than the list price of $40.00');
  });

  it('lets the buyer counter below the seller’s amount', () => {
    const seller = offer({ offerCents: 4500, madeBy: 'seller' });
    expect(counterAmountError('45', seller)).toBe('A counter-offer must be less than the seller’s price');
    expect(counterAmountError('44.99', seller)).toBeNull();
    expect(counterAmountError('0.99', seller)).toBe('Offer must be at least $1.00');
  });

  it('refuses what is not an amount or carries fractions of a cent', () => {
    expect(counterAmountError('', step)).toBe('Offer must be at least $1.00');
    expect(counterAmountError('35.005', step)).toBe('Offer must be at least $1.00');
    expect(counterAmountError('abc', step)).toBe('Offer must be at least $1.00');
  });
});
