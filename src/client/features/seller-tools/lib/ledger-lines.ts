import {
  LEDGER_KIND_LABELS,
  LEDGER_KINDS,
  type LedgerBucket,
  type LedgerEntry,
  type LedgerKind,
} from '#shared/earnings';
import { formatCents } from '#shared/money';

/**
 * The ledger keeps one entry per bucket and per part of a movement (a sale books its price and each fee;
 * a release takes from pending and adds to available). A person reads events: one line for each, with
 * the net amount, and for a move between balances where it went ("Pending → Available").
 */
export type LedgerLine = {
  id: string;
  kind: LedgerKind;
  /** Where the money is now: one bucket, or a move from one to another. */
  buckets: { from: LedgerBucket | null; to: LedgerBucket };
  /** Signed net cents; for a move between balances, the amount moved. */
  amountCents: number;
  /** How a sale's net came about: "$30.00 − $2.40 seller fee − $0.30 payment processing". */
  breakdown: string | null;
  orderId: string | null;
  listingTitle: string | null;
  createdAt: string;
};

/** The parts a sale books with it: its fees and a seller-paid label. */
const SALE_PARTS: ReadonlySet<LedgerKind> = new Set(['seller_fee', 'processing_fee', 'shipping_label']);
const familyOf = (kind: LedgerKind): LedgerKind => (SALE_PARTS.has(kind) ? 'sale' : kind);

/** Groups a page of entries (newest first) into one line per event, keeping their order. */
export function ledgerLines(entries: readonly LedgerEntry[]): LedgerLine[] {
  const groups = new Map<string, LedgerEntry[]>();
  for (const entry of entries) {
    // One event's entries share its transaction's time, its order or payout, and its kind.
    const key = [familyOf(entry.kind), entry.orderId, entry.payoutId, entry.createdAt].join('|');
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return [...groups.values()].map(lineOf);
}

function lineOf(group: LedgerEntry[]): LedgerLine {
  const first = group[0]!;
  const kind = familyOf(first.kind);
  const net = group.reduce((sum, e) => sum + e.amountCents, 0);
  const taken = group.find((e) => e.amountCents < 0);
  const added = group.find((e) => e.amountCents > 0);
  // A move between balances sums to nothing: show what moved, from where to where.
  const isMove = net === 0 && taken && added && taken.bucket !== added.bucket;
  return {
    id: first.id,
    kind,
    buckets: isMove ? { from: taken.bucket, to: added.bucket } : { from: null, to: first.bucket },
    amountCents: isMove ? added.amountCents : net,
    breakdown: kind === 'sale' && group.length > 1 ? breakdownOf(group) : null,
    orderId: first.orderId,
    listingTitle: group.find((e) => e.listingTitle)?.listingTitle ?? null,
    createdAt: first.createdAt,
  };
}

function breakdownOf(group: LedgerEntry[]): string {
  const price = group.find((e) => e.kind === 'sale');
  const parts = group
    .filter((e) => e.kind !== 'sale')
    // In one order whatever order the entries came in: fee, processing, label.
    .sort((a, b) => LEDGER_KINDS.indexOf(a.kind) - LEDGER_KINDS.indexOf(b.kind))
    .map((e) => `− ${formatCents(-e.amountCents)} ${LEDGER_KIND_LABELS[e.kind].toLowerCase()}`);
  return [price ? formatCents(price.amountCents) : null, ...parts].filter(Boolean).join(' ');
}
