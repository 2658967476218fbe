import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '#shared/earnings';
import { ledgerLines } from './ledger-lines';

let n = 0;
const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: `e${++n}`,
  kind: 'sale',
  bucket: 'pending',
  amountCents: 0,
  orderId: 'o1',
  payoutId: null,
  listingTitle: 'Denim jacket',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('the ledger as lines', () => {
  it('reads a sale, its release, a payout and a refund as one line each, newest first', () => {
    const lines = ledgerLines([
      entry({
        kind: 'refund',
        bucket: 'available',
        amountCents: -2730,
        createdAt: '2026-11-25T10:00:00.000Z',
      }),
      entry({
        kind: 'payout',
        bucket: 'available',
        amountCents: -1000,
        orderId: null,
        payoutId: 'p1',
        listingTitle: null,
        createdAt: '2026-11-24T10:00:00.000Z',
      }),
      entry({
        kind: 'payout',
        bucket: 'paid_out',
        amountCents: 1000,
        orderId: null,
        payoutId: 'p1',
        listingTitle: null,
        createdAt: '2026-11-24T10:00:00.000Z',
      }),
      entry({
        kind: 'release',
        bucket: 'pending',
        amountCents: -2730,
        createdAt: '2026-11-23T10:00:00.000Z',
      }),
      entry({
        kind: 'release',
        bucket: 'available',
        amountCents: 2730,
        createdAt: '2026-11-23T10:00:00.000Z',
      }),
      entry({ kind: 'processing_fee', amountCents: -30 }),
      entry({ kind: 'sale', amountCents: 3000 }),
      entry({ kind: 'seller_fee', amountCents: -240 }),
    ]);
    expect(lines.map((l) => [l.kind, l.amountCents, l.buckets.from, l.buckets.to])).toEqual([
      ['refund', -2730, null, 'available'],
      ['payout', 1000, 'available', 'paid_out'],
      ['release', 2730, 'pending', 'available'],
      ['sale', 2730, null, 'pending'],
    ]);
    expect(lines[3]!.breakdown).toBe('$30.00 − $2.40 seller fee − $0.30 payment processing');
    expect(lines[0]!.breakdown).toBeNull();
  });

  it('keeps two sales of the same moment apart by their orders', () => {
    const lines = ledgerLines([
      entry({ kind: 'sale', amountCents: 3000, orderId: 'o1' }),
      entry({ kind: 'sale', amountCents: 2000, orderId: 'o2' }),
    ]);
    expect(lines.map((l) => l.amountCents)).toEqual([3000, 2000]);
  });
});
