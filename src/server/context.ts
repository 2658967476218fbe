import type { Config } from './config.js';
import type { DatabaseHandle, Db } from './db/client.js';
import type { Mailer } from './lib/mailer.js';

/** What every service needs, built once in buildApp and passed down; tests build their own. */
export type AppContext = {
  config: Config;
  db: Db;
  database: DatabaseHandle;
  mailer: Mailer;
};
