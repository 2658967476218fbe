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
    // Migrates one template database per run (or reuses the cached one); every test file copies it.
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/file-cpu.ts'],
    // After the run: the 20 slowest files; test-results/file-times.txt lists every file.
    reporters: [
      'default',
      ['./src/server/test/file-times-reporter.ts', { outputFile: 'test-results/file-times.txt' }],
    ],
  },
});
