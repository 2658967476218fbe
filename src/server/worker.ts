import pino from 'pino';
import { ConfigError, loadConfig } from './config.js';
import { createAppContext } from './context.js';
import { openDatabase } from './db/client.js';
import { startBackgroundWork } from './jobs.js';
import { readOrCreateSessionSecret } from './lib/session-secret.js';

/**
 * `npm run worker`: job workers alone, no HTTP (docs/product/12-engineering.md §12.3). Run as many as needed next to the web
 * processes (start those with RUN_WORKER=false to keep imports off them); they share the work through
 * the job tables. Needs PostgreSQL: the embedded PGlite database belongs to the one web process.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (!config.databaseUrl) {
    console.error(
      'npm run worker needs DATABASE_URL: the embedded database runs its workers inside `npm start`.',
    );
    process.exit(1);
  }
  if (!config.sessionSecret) config.sessionSecret = readOrCreateSessionSecret(config.dataDir);

  const log = pino({ level: config.logLevel, base: { process: 'worker' } });
  const database = openDatabase(config);
  await database.migrate();
  const ctx = createAppContext(config, database, log);
  // This process exists to run the jobs, whatever RUN_WORKER says for the web processes.
  ctx.config.runWorker = true;
  const background = await startBackgroundWork(ctx, log);
  log.info('workers and scheduled jobs started');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'stopping workers');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      // Running jobs stop between URLs and are handed back, so another worker resumes them at once.
      await background.stop();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
