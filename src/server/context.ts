import type { Config } from './config.js';
import type { DatabaseHandle, Db } from './db/client.js';
import type { Mailer } from './lib/mailer.js';
import type { AnyPaymentProvider } from './lib/payments/provider.js';
import type { Storage } from './lib/storage.js';

/** What every service needs, built once in buildApp and passed down; tests build their own. */
export type AppContext = {
  config: Config;
  db: Db;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Where photos are kept: local disk or the S3-compatible bucket, per config. */
  storage: Storage;
  /** The payment provider checkout charges, refunds and cancels through: Stripe or the local one. */
  payments: AnyPaymentProvider;
};
