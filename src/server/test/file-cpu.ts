import { afterAll } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** CPU seconds the file's worker process used, start-up and imports included (file-times-reporter). */
    cpuSeconds?: number;
  }
}

// A setup file (vitest.config.ts): every test file runs in a process of its own, so the process's CPU
// time when the file's last hook has run is what the file cost, however busy the machine was.
// Registered first, this hook runs last.
// Vitest reads the first parameter as fixtures and wants it destructured; this hook needs none.
// eslint-disable-next-line no-empty-pattern
afterAll(({}, suite) => {
  const { user, system } = process.cpuUsage();
  suite.meta.cpuSeconds = (user + system) / 1e6;
});
