import { defineConfig } from 'vitest/config';

// End-to-end journeys: a real server and a real Chromium per file, one file at a time (2 cores).
export default defineConfig({
  // #shared/…, #server/…, #client/…: the aliases tsconfig.json defines.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
