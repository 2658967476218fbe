// `npm run test:pg`: the same Vitest suite against PostgreSQL. Each test file creates and drops its
// own database on the server named by TEST_DATABASE_URL (default: the local trust-auth server), as a
// copy of a template database the global setup migrates once per run (src/server/test/global-setup.ts).
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
