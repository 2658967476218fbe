import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.js';
import { createTestApp, type TestApp, type TestAppDeps } from './test-app.js';

/**
 * Test support (not a test file): starts createTestApp(overrides, deps) before the tests of the file
 * (or describe block) that calls it, hands it to `onStart`, and disposes of it after them.
 */
export function useTestApp(
  onStart: (app: TestApp) => void | Promise<void>,
  overrides: Partial<Config> = {},
  deps: TestAppDeps = {},
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(overrides, deps);
    await onStart(app);
  });
  afterAll(async () => {
    await app?.dispose();
  });
}
