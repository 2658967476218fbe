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
