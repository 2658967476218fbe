import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { freshDatabase, testConfig } from '../test/test-app.js';

/** A built client with a script and its source map: the script is served, the map never is. */
let app: App;
let database: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'rethread-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(clientDir, 'assets/app-abc123.js'), 'console.log(1);');
  writeFileSync(join(clientDir, 'assets/app-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  database = await freshDatabase();
  app = await buildApp(testConfig(), { database, clientDir, renderApp: null });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the built client', () => {
  it('serves scripts but not their source maps', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200);
    const map = await app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });
});
