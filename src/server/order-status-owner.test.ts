import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One module writes an order's status (docs/decisions/023): features/orders/order-status.queries.ts.
 * This reads every server source file and finds each UPDATE of the orders table — Drizzle's
 * `.update(orders)` up to its `.where(`, or a raw `update orders set …` up to its `where` — and fails
 * when one outside the owner sets `status`. Test files and the demo seed set up rows directly and
 * are not production writes.
 */

const serverDir = new URL('.', import.meta.url).pathname;
const OWNER = 'features/orders/order-status.queries.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test(-helpers)?\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The SET part of each UPDATE of orders in `code`. */
export function orderUpdateSets(code: string): string[] {
  const sets: string[] = [];
  const drizzle = /\.update\(\s*orders\s*\)([\s\S]*?)\.where\(/g;
  const raw = /update\s+orders\s+set([\s\S]*?)\bwhere\b/gi;
  for (const pattern of [drizzle, raw]) {
    for (const match of code.matchAll(pattern)) sets.push(match[1]!);
  }
  return sets;
}

const setsStatus = (set: string) => /\bstatus\b/.test(set);

describe('the order status owner', () => {
  it('finds the status writes it is meant to find', () => {
    expect(
      orderUpdateSets("tx.update(orders).set({ status: 'paid' }).where(eq(orders.id, id))").some(setsStatus),
    ).toBe(true);
    expect(orderUpdateSets('sql`UPDATE orders SET status = ${s} WHERE id = ${id}`').some(setsStatus)).toBe(
      true,
    );
    expect(
      orderUpdateSets('tx.update(orders).set({ refundedCents: 5 }).where(eq(orders.id, id))').some(
        setsStatus,
      ),
    ).toBe(false);
    expect(orderUpdateSets("tx.update(offers).set({ status: 'accepted' }).where(eq(offers.id, id))")).toEqual(
      [],
    );
  });

  it('is the only server module that writes orders.status', () => {
    const writers = sourceFiles(serverDir)
      .map((path) => relative(serverDir, path))
      .filter((path) => !path.startsWith('db/seed/'))
      .filter((path) => orderUpdateSets(readFileSync(join(serverDir, path), 'utf8')).some(setsStatus));
    expect(writers).toEqual([OWNER]);
  });
});
