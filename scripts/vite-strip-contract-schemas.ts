import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * The browser needs an endpoint's method and path, not its zod schemas: the server validates, and the
 * client's types come from the schemas at compile time. Left in, the schemas of every contract the app
 * shell touches pull zod (about 27 KB gzipped) into every page's first download. So, in the client
 * build only, this plugin rewrites each contract module (src/shared/api/<feature>.ts, endpoint.ts aside):
 * the schema fields of every definition (params, query, body, reply, replies, errorReplies) and its
 * server-only 401 sentence (signInMessage) become undefined, the
 * module's private schema constants too, and its imports other than ./endpoint go, which leaves the
 * schema modules and zod to the pages that really use them.
 *
 * A contract module may hold only imports, private constants and `export const xApi = defineApi(...)`;
 * anything else, or an imported name still used after the rewrite, fails the build rather than ship a
 * broken client.
 */
const SCHEMA_FIELDS = new Set([
  'params',
  'query',
  'body',
  'reply',
  'replies',
  'errorReplies',
  'signInMessage',
]);
const CONTRACT = /\/src\/shared\/api\/(?!endpoint\.ts$)[\w-]+\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

export function stripContractSchemas(): Plugin {
  return {
    name: 'rethread:strip-contract-schemas',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const out = new MagicString(code);
      const removedImports = new Set<string>();

      for (const statement of program.body) {
        if (statement.type === 'ImportDeclaration') {
          const source = (statement.source as { value: string }).value;
          if (source === './endpoint.js' || source === './endpoint') continue;
          for (const spec of statement.specifiers as { local: { name: string } }[]) {
            removedImports.add(spec.local.name);
          }
          out.remove(statement.start, statement.end);
        } else if (statement.type === 'VariableDeclaration') {
          for (const declaration of statement.declarations as { init: Node }[]) {
            stripValue(declaration.init, out, true);
          }
        } else if (
          statement.type === 'ExportNamedDeclaration' &&
          isDefineApi(statement.declaration as Node)
        ) {
          const [declaration] = (statement.declaration as { declarations: { init: Node }[] }).declarations;
          stripValue(declaration!.init, out, false);
        } else {
          this.error(`${id}: a contract module holds only imports, constants and defineApi(...) exports`);
        }
      }

      const kept = out.toString();
      for (const name of removedImports) {
        if (new RegExp(`\\b${name}\\b`).test(kept)) {
          this.error(`${id}: ${name} is still used once its schemas are stripped; keep contracts to data`);
        }
      }
      return { code: kept, map: out.generateMap({ hires: true }) };
    },
  };
}

function isDefineApi(declaration: Node | null | undefined): boolean {
  const init = (declaration?.declarations as { init?: Node }[] | undefined)?.[0]?.init;
  return init?.type === 'CallExpression' && (init.callee as { name?: string }).name === 'defineApi';
}

/**
 * Objects keep their shape with schema fields emptied; anything else a constant holds (a schema, or a
 * call that makes one) becomes undefined. `topLevel` marks a module constant, whose value is replaced
 * whole unless it is an object literal (a shared piece of several definitions).
 */
function stripValue(node: Node, out: MagicString, topLevel: boolean): void {
  if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') {
    stripValue(node.expression as Node, out, topLevel);
  } else if (node.type === 'ObjectExpression') {
    for (const property of node.properties as Node[]) {
      if (property.type !== 'Property') continue;
      const key = property.key as { name?: string; value?: string };
      const name = key.name ?? key.value;
      const value = property.value as Node;
      if (!name || !SCHEMA_FIELDS.has(name)) stripValue(value, out, false);
      // `{ params }` is a key and a value in one: write both.
      else if (property.shorthand) out.overwrite(property.start, property.end, `${name}: undefined`);
      else out.overwrite(value.start, value.end, 'undefined');
    }
  } else if (node.type === 'CallExpression' && (node.callee as { name?: string }).name === 'defineApi') {
    // defineApi(tag, { name: spec, … }): an endpoint's name is never a schema field, even one spelt
    // like one (reviews' `reply`); only the fields of each spec are.
    for (const arg of node.arguments as Node[]) {
      if (arg.type !== 'ObjectExpression') continue;
      for (const endpoint of arg.properties as Node[]) {
        if (endpoint.type === 'Property') stripValue(endpoint.value as Node, out, false);
      }
    }
  } else if (topLevel) {
    out.overwrite(node.start, node.end, 'undefined');
  }
}
