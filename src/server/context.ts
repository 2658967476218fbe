import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle, Db } from './db/client.js';
import { createMailer, type Mailer, type MailTransport } from './lib/mailer.js';
import { StripeConnect } from './lib/payments/connect.js';
import { createPaymentProvider, type AnyPaymentProvider } from './lib/payments/provider.js';
import { createShippingLabelProvider, type AnyLabelProvider } from './lib/shipping-labels/provider.js';
import { createStorage, type Storage } from './lib/storage.js';

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
  /** Stripe Connect, when Stripe is configured: sellers' Express accounts and the transfers that pay them. */
  connect: StripeConnect | undefined;
  /** Where paid orders' prepaid labels are bought and their tracking comes from: EasyPost or the local one. */
  labels: AnyLabelProvider;
};

/** Pieces of the context a caller supplies instead of the configured ones (tests: an inbox, a failing disk). */
export type ContextOverrides = {
  mailer?: Mailer;
  /** Where e-mail goes instead of SMTP or the log; tests read their inbox from it. */
  mailTransport?: MailTransport;
  /** Photo storage instead of the configured one; tests pass one that fails like a full disk. */
  storage?: Storage;
  /** The payment provider instead of the configured one. */
  payments?: AnyPaymentProvider;
  /** The shipping-label provider instead of the configured one. */
  labels?: AnyLabelProvider;
};

/** The context for this configuration and database; the web process and `npm run worker` both build it here. */
export function createAppContext(
  config: Config,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  overrides: ContextOverrides = {},
): AppContext {
  return {
    config,
    db: database.db,
    database,
    mailer:
      overrides.mailer ??
      createMailer({ ...config.mail, production: config.env === 'production' }, log, overrides.mailTransport),
    storage: overrides.storage ?? createStorage(config),
    payments: overrides.payments ?? createPaymentProvider(config),
    labels: overrides.labels ?? createShippingLabelProvider(config),
    connect: config.stripe ? new StripeConnect(config.stripe) : undefined,
  };
}
