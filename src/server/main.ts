import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { DEMO_LOGIN_LINES } from './db/seed/demo-users.js';
import { prepareGracefulClose } from './http/graceful-close.js';
import { seedIfEmpty } from './db/seed/seed.js';
import { printBelowLog } from './http/request-log.js';
import { startBackgroundWork } from './jobs.js';
import { loadConfigOrExit, stopOnSignals } from './lifecycle.js';
import { readOrCreateSessionSecret } from './lib/session-secret.js';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.sessionSecret) config.sessionSecret = readOrCreateSessionSecret(config.dataDir);
  let database;
  try {
    database = await openDatabase(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await database.migrate();
  const app = await buildApp(config, { database });

  if (config.seedDemo && database.kind === 'pglite') {
    const logins = await seedIfEmpty(app.ctx);
    if (logins) app.log.info('Demo data added to the empty database.');
  }

  const closeServer = prepareGracefulClose(app);
  await app.listen({ port: config.port, host: config.host });
  // Imports and every periodic job (src/server/jobs.ts), unless RUN_WORKER=false leaves them to `npm run worker`.
  const background = await startBackgroundWork(app.ctx, app.log);
  // The banner goes below every start-up log line, so the demo log-ins are the last thing shown.
  const demoLogins =
    config.seedDemo && database.kind === 'pglite'
      ? `  Demo log-ins (password: demo1234):\n${DEMO_LOGIN_LINES.map((l) => `    ${l}\n`).join('')}\n`
      : '';
  printBelowLog(app.log, `\n  Rethread is running at ${config.origin}\n\n${demoLogins}`);

  // Graceful shutdown: answer in-flight requests, close every connection, stop the jobs, then close
  // the database, so a deploy or Ctrl-C loses no acknowledged write and exits 0.
  const shutdown = stopOnSignals(
    app.log,
    async () => {
      await Promise.all([background.stop(), closeServer()]);
      await database.close();
    },
    'stopped: requests answered, database closed',
  );
  // Started by scripts/start.mjs with an IPC channel: when that parent ends, however it ended (even
  // SIGKILL), the channel closes and this server stops too instead of running on orphaned.
  if (process.send) process.on('disconnect', () => void shutdown('parent process exited'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
