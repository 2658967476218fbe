import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.js';

/**
 * What the web process (main.ts) and `npm run worker` (worker.ts) share about being a process: reading
 * the configuration, and stopping once on a signal within a deadline.
 */

// Load balancers and container runtimes wait about 30 s after SIGTERM before killing; finish well inside.
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** The configuration, or a plain message and exit 1 when it is wrong (no stack trace for a typo). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * Runs `stop` once on SIGTERM, SIGINT or SIGHUP, or when the returned function is called, then exits:
 * 0 when it finished, 1 when it failed or took longer than the deadline.
 */
export function stopOnSignals(
  log: FastifyBaseLogger,
  stop: () => Promise<void>,
  onStopped: string,
): (reason: string) => Promise<void> {
  let closing = false;
  const shutdown = async (reason: string) => {
    if (closing) return;
    closing = true;
    log.info({ reason }, 'shutting down');
    const force = setTimeout(() => {
      log.error(`shutdown took longer than ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    let code = 0;
    try {
      await stop();
      log.info(onStopped);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      code = 1;
    } finally {
      clearTimeout(force);
      process.exit(code);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));
  return shutdown;
}
