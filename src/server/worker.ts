import pino from 'pino';
import { createAppContext } from './context.js';
import { openDatabase } from './db/client.js';
import { startBackgroundWork } from './jobs.js';
import { loadConfigOrExit, stopOnSignals } from './lifecycle.js';
import { readOrCreateSessionSecret } from './lib/session-secret.js';
import { registerSubscribers } from './subscribers.js';

/**
 * `npm run worker`: job workers alone, no HTTP (docs/product/12-engineering.md §12.3). Run as many as needed next to the web
 * processes (start those with RUN_WORKER=false to keep imports off them); they share the work through
 * the job tables. Needs PostgreSQL: the embedded PGlite database belongs to the one web process.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    console.error(
      'npm run worker needs DATABASE_URL: the embedded database runs its workers inside `npm start`.',
    );
    process.exit(1);
  }
  if (!config.sessionSecret) config.sessionSecret = readOrCreateSessionSecret(config.dataDir);

  const log = pino({ level: config.logLevel, base: { process: 'worker' } });
  const database = await openDatabase(config);
  await database.migrate();
  registerSubscribers();
  const ctx = createAppContext(config, database, log);
  // This process exists to run the jobs, whatever RUN_WORKER says for the web processes.
  ctx.config.runWorker = true;
  const background = await startBackgroundWork(ctx, log);
  log.info('workers and scheduled jobs started');

  // Running jobs stop between URLs and are handed back, so another worker resumes them at once.
  stopOnSignals(
    log,
    async () => {
      await background.stop();
      await database.close();
    },
    'stopped: jobs handed back, database closed',
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
