import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Runs the project's own eslint.config.js on code placed (virtually) at a path inside the tree, so the
// boundary rules are shown to reject what docs/product/12-engineering.md §12.2 forbids and to let the allowed imports through.
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('feature boundaries (eslint.config.js)', () => {
  it("rejects a server feature importing another feature's queries", async () => {
    const errors = await boundaryErrors(
      'src/server/features/orders/boundary-probe.ts',
      "import { findOffer } from '../offers/offers.queries.js';\nexport const probe = findOffer;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('through its *.service.ts only');
  });

  it("rejects a server feature importing another feature's routes", async () => {
    const errors = await boundaryErrors(
      'src/server/features/orders/boundary-probe.ts',
      "import { offersRoutes } from '../offers/offers.routes.js';\nexport const probe = offersRoutes;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it("lets a server feature call another feature's service, and its own queries", async () => {
    const errors = await boundaryErrors(
      'src/server/features/orders/boundary-probe.ts',
      [
        "import { createOffer } from '../offers/offers.service.js';",
        "import * as q from './orders.queries.js';",
        'export const probe = [createOffer, q];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('rejects http/ and lib/ importing a feature, even its service', async () => {
    const code =
      "import { createOffer } from '../features/offers/offers.service.js';\nexport const probe = createOffer;\n";
    expect(await boundaryErrors('src/server/http/boundary-probe.ts', code)).toHaveLength(1);
    expect(await boundaryErrors('src/server/lib/boundary-probe.ts', code)).toHaveLength(1);
  });

  it('rejects a client feature importing another client feature', async () => {
    const errors = await boundaryErrors(
      'src/client/features/orders/boundary-probe.tsx',
      "import { MyListingCard } from '../listings/components/my-listing-card';\nexport const probe = MyListingCard;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('a client feature never imports another one');
  });

  it('lets a client feature use the shared client components', async () => {
    const errors = await boundaryErrors(
      'src/client/features/orders/boundary-probe.tsx',
      "import { PageHeader } from '../../components/page-header';\nexport const probe = PageHeader;\n",
    );
    expect(errors).toEqual([]);
  });

  it('rejects an API path written out in client code, plain or as a template', async () => {
    const [result] = await eslint.lintText(
      "export const a = '/api/offers';\nexport const b = (id: string) => `/api/offers/${id}`;\n",
      { filePath: 'src/client/features/orders/path-probe.ts' },
    );
    const messages = result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
    expect(messages).toHaveLength(2);
    expect(messages[0]!.message).toContain('src/shared/api');
  });
});

describe('import cycles (eslint.config.js)', () => {
  it('rejects two files that import each other', async () => {
    // no-cycle follows imports on disk, so the loop has to be real files inside the tree.
    const dir = `src/server/cycle-probe-${process.pid}-${Date.now()}`;
    const root = new URL('../..', import.meta.url).pathname;
    mkdirSync(`${root}${dir}`, { recursive: true });
    try {
      writeFileSync(
        `${root}${dir}/a.ts`,
        "import { b } from './b.js';\nexport const a = (): number => b() + 1;\n",
      );
      writeFileSync(
        `${root}${dir}/b.ts`,
        "import { a } from './a.js';\nexport const b = (): number => a() - 1;\n",
      );
      const results = await eslint.lintFiles([`${dir}/a.ts`, `${dir}/b.ts`]);
      const cycles = results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'import-x/no-cycle'));
      expect(cycles).toHaveLength(2);
      expect(cycles[0]!.message).toContain('Dependency cycle');
    } finally {
      rmSync(`${root}${dir}`, { recursive: true, force: true });
    }
  });
});

describe('SQL stays in *.queries.ts (eslint.config.js)', () => {
  async function messagesFor(filePath: string, code: string, ruleId: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
  }
  const RULE = '@typescript-eslint/no-restricted-imports';
  const query = [
    "import { eq, sql } from 'drizzle-orm';",
    "import type { Db } from '../../db/client.js';",
    "import { users } from '../../db/schema.js';",
    'export const probe = (db: Db) => db.select().from(users).where(eq(users.id, sql`1`));',
    '',
  ].join('\n');

  it('rejects drizzle and the tables in a service, and lets a queries file use them', async () => {
    const inService = await messagesFor('src/server/features/reviews/sql-probe.service.ts', query, RULE);
    expect(inService).toHaveLength(2);
    expect(inService[0]).toContain('*.queries.ts');
    expect(await messagesFor('src/server/features/reviews/sql-probe.queries.ts', query, RULE)).toEqual([]);
    expect(await messagesFor('src/server/db/sql-probe.ts', query, RULE)).toEqual([]);
  });

  it('holds for every server file outside the SQL homes, with no list of exceptions', async () => {
    // The order and payment folders, search, listings, notifications and lib/ once had an allowlist.
    for (const path of [
      'src/server/features/orders/sql-probe.ts',
      'src/server/features/search/search.sql-probe.ts',
      'src/server/features/notifications/email-sql-probe.ts',
      'src/server/lib/jobs/sql-probe.ts',
      'src/server/lib/sql-probe.ts',
    ]) {
      expect(await messagesFor(path, query, RULE), path).toHaveLength(2);
    }
  });

  it("lets a service name a table's row type", async () => {
    const code =
      "import type { users } from '../../db/schema.js';\nexport type Probe = typeof users.$inferSelect;\n";
    expect(await messagesFor('src/server/features/reviews/sql-probe.service.ts', code, RULE)).toEqual([]);
  });

  it('rejects a service that re-exports its queries', async () => {
    const code = "export { findReview } from './reviews.queries.js';\n";
    const errors = await messagesFor(
      'src/server/features/reviews/reexport-probe.service.ts',
      code,
      'no-restricted-syntax',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('do not re-export queries');
  });
});
