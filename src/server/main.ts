import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DEMO_LOGIN_LINES } from './db/seed/demo-users.js';
import { keepVacuumed } from './db/vacuum.js';
import { seedIfEmpty } from './db/seed/seed.js';
import { startWorkers } from './lib/jobs/workers.js';
import { readOrCreateSessionSecret } from './lib/session-secret.js';

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

  if (!config.sessionSecret) config.sessionSecret = readOrCreateSessionSecret(config.dataDir);
  const database = openDatabase(config);
  await database.migrate();
  const app = await buildApp(config, { database });

  if (config.seedDemo && database.kind === 'pglite') {
    const logins = await seedIfEmpty(app.ctx);
    if (logins) app.log.info('Demo data added to the empty database.');
  }
  const stopVacuum = await keepVacuumed(database, (err) =>
    app.log.warn({ err }, 'vacuuming the database failed'),
  );

  await app.listen({ port: config.port, host: config.host });
  const workers = config.runWorker ? await startWorkers(app.ctx, app.log) : undefined;
  const url =
    config.publicUrl ?? `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
  if (config.seedDemo && database.kind === 'pglite') {
    console.log(`\n  Rethread is running at ${url}\n\n  Demo log-ins (password: demo1234):`);
    for (const login of DEMO_LOGIN_LINES) console.log(`    ${login}`);
    console.log('');
  } else {
    console.log(`\n  Rethread is running at ${url}\n`);
  }

  // Graceful shutdown: stop accepting, let in-flight requests finish, then close the database.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await workers?.stop();
      stopVacuum();
      await app.close();
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
