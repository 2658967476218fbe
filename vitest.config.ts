import { defineConfig } from 'vitest/config';

export default defineConfig({
  // #shared/…, #server/…, #client/…: the aliases tsconfig.json defines.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two workers fit the 2-core machine without thrashing.
    pool: 'forks',
    maxWorkers: 2,
  },
});
