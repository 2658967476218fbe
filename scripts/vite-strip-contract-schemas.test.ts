import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { stripContractSchemas } from './vite-strip-contract-schemas.ts';

const ID = '/work/app/src/shared/api/offers.ts';

/** Runs the plugin's transform as the client build would, on JavaScript (types already stripped). */
function transform(code: string, id = ID): string | null {
  const plugin = stripContractSchemas();
  const context = {
    parse: (input: string) => parseAst(input),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const hook = plugin.transform as (
    this: typeof context,
    code: string,
    id: string,
  ) => { code: string } | null;
  return hook.call(context, code, id)?.code ?? null;
}

const contract = `
import { idParams } from '../ids.js';
import { createOfferInputSchema, offerMessages, offerReplySchema } from '../offers.js';
import { defineApi } from './endpoint.js';
const params = idParams(offerMessages.notFound);
const shared = { method: 'GET', auth: 'user', reply: offerReplySchema, errors: [] };
export const offersApi = defineApi('offers', {
  create: { method: 'POST', path: '/api/offers', body: createOfferInputSchema, status: 201, reply: offerReplySchema, errors: [400] },
  get: { ...shared, path: '/api/offers/:id', params },
});
`;

describe('the client build strips schemas from contracts', () => {
  it('keeps methods, paths and errors, and drops every schema and the imports that brought them', () => {
    const out = transform(contract)!;
    expect(out).toContain("path: '/api/offers'");
    expect(out).toContain("method: 'POST'");
    expect(out).toContain('errors: [400]');
    expect(out).toContain("import { defineApi } from './endpoint.js'");
    expect(out).not.toMatch(/offers\.js|ids\.js|Schema|idParams/);
    expect(out).toContain('params: undefined');
    expect(out).toContain('body: undefined');
  });

  it('keeps an endpoint whose name is also a schema field (reviews’ reply)', () => {
    const named = contract.replace(
      '  get: {',
      "  reply: { method: 'POST', path: '/api/reviews/:id/reply', reply: offerReplySchema, errors: [] },\n  get: {",
    );
    const out = transform(named)!;
    expect(out).toContain("path: '/api/reviews/:id/reply'");
    expect(out).toMatch(/reply: \{ method: 'POST'/);
  });

  it('leaves other modules alone', () => {
    expect(transform(contract, '/work/app/src/shared/api/endpoint.ts')).toBeNull();
    expect(transform(contract, '/work/app/src/shared/offers.ts')).toBeNull();
  });

  it('fails the build when a contract holds more than data', () => {
    expect(() => transform(`${contract}\nexport function helper() {}\n`)).toThrow(/holds only imports/);
    const usesImport = contract
      .replace("summary: 'x'", '')
      .replace("path: '/api/offers',", 'path: offerMessages.path,');
    expect(() => transform(usesImport)).toThrow(/offerMessages is still used/);
  });
});
