import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  SESSION_SECRET: optionalString,
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SEED_DEMO: bool(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool(false),
  RUN_WORKER: bool(true),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('Rethread <no-reply@rethread.local>'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  // The Connect endpoint's own signing secret: connected accounts' events (account.updated, payout.*).
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalString,
  // Points the Stripe SDK at another host (a local stand-in in tests); never needed in production.
  STRIPE_API_URL: optionalString.pipe(z.url().optional()),
  EASYPOST_API_KEY: optionalString,
  EASYPOST_WEBHOOK_SECRET: optionalString,
  // Points the EasyPost SDK at another host (a local stand-in in tests); never needed in production.
  EASYPOST_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // MinIO and most self-hosted stores answer only at <endpoint>/<bucket>/<key>, not <bucket>.<endpoint>.
  S3_FORCE_PATH_STYLE: bool(false),
  IMPORT_HOST_OVERRIDE: optionalString,
});

export type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  publicUrl: string | undefined;
  /**
   * The one origin every absolute link uses (e-mails, canonical and share URLs): PUBLIC_URL, else the
   * address the server listens on. Never taken from a request's Host, which the sender chooses.
   */
  origin: string;
  seedDemo: boolean;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  runWorker: boolean;
  mail: { smtpUrl: string | undefined; from: string };
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string | undefined;
        connectWebhookSecret?: string | undefined;
        apiUrl: string | undefined;
      }
    | undefined;
  /** Prepaid labels through EasyPost; without it the local provider makes test labels. */
  easypost:
    | {
        apiKey: string;
        /** Without it every tracking webhook is refused: unsigned events could move orders. */
        webhookSecret: string | undefined;
        apiUrl: string | undefined;
      }
    | undefined;
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string;
        secretAccessKey: string;
        /** Base URL the bucket's objects are public under (a CDN); photos are redirected there. */
        publicUrl: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  importHostOverride: Record<string, string> | undefined;
  /** Limits that tests tighten; production keeps the defaults. */
  limits: { authPerIpPer15Min: number; authPerEmailPer15Min: number };
  /** Argon2id's cost: OWASP's parameters here; only tests lower it (no environment variable can). */
  passwordHashing: { memoryKiB: number; iterations: number };
  /** How long a client may take to send a request; tests shorten them. */
  timeouts: {
    /** The headers must arrive within this, or the connection is closed (slow-header attacks). */
    headersMs: number;
    /** The whole request, body included, must arrive within this, or it is answered 408 and closed. */
    requestMs: number;
  };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Rules across keys, checked on the raw values so they are listed together with the rest. */
function crossKeyProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  if (production && (env.SESSION_SECRET ?? '').trim().length < 32) {
    problems.push('SESSION_SECRET: must be set to at least 32 random characters in production');
  }
  if (!production && env.DATABASE_URL?.trim() && !env.SESSION_SECRET?.trim()) {
    problems.push('SESSION_SECRET: must be set when DATABASE_URL is set, so every app instance shares it');
  }
  if (production && !env.PUBLIC_URL?.trim()) {
    problems.push(
      'PUBLIC_URL: must be set in production, so links in e-mails and pages point to the real site',
    );
  }
  if (production && isPlainHttpElsewhere(env.PUBLIC_URL)) {
    problems.push(
      'PUBLIC_URL: must be https:// in production (over http:// browsers get no HSTS and session cookies are not Secure); only a loopback address may be http://',
    );
  }
  if (production && env.IMPORT_HOST_OVERRIDE) {
    problems.push('IMPORT_HOST_OVERRIDE: is for tests only and is refused in production');
  }
  if (Boolean(env.STRIPE_SECRET_KEY?.trim()) !== Boolean(env.STRIPE_PUBLISHABLE_KEY?.trim())) {
    problems.push('STRIPE_PUBLISHABLE_KEY: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together');
  }
  const easypostStray = ['EASYPOST_WEBHOOK_SECRET', 'EASYPOST_API_URL'].filter((key) => env[key]?.trim());
  if (!env.EASYPOST_API_KEY?.trim() && easypostStray.length) {
    problems.push(`EASYPOST_API_KEY: must be set to use ${easypostStray.join(', ')}`);
  }
  problems.push(...s3Problems(env));
  if (env.IMPORT_HOST_OVERRIDE) {
    let map: unknown;
    try {
      map = JSON.parse(env.IMPORT_HOST_OVERRIDE);
    } catch {
      map = undefined;
    }
    if (typeof map !== 'object' || map === null || Array.isArray(map)) {
      problems.push('IMPORT_HOST_OVERRIDE: must be a JSON object of host to http://127.0.0.1:PORT');
    }
  }
  return problems;
}

/** An http:// address other than this machine's own loopback (where no network sees the traffic). */
function isPlainHttpElsewhere(value: string | undefined): boolean {
  let url: URL;
  try {
    url = new URL(value?.trim() ?? '');
  } catch {
    return false;
  }
  return url.protocol === 'http:' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const S3_REQUIRED = ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_KEYS = [...S3_REQUIRED, 'S3_ENDPOINT', 'S3_PUBLIC_URL'] as const;

/** A half-configured bucket must stop the server, not quietly leave photos on one machine's disk. */
function s3Problems(env: Record<string, string | undefined>): string[] {
  if (env.S3_BUCKET?.trim()) {
    return S3_REQUIRED.filter((key) => !env[key]?.trim()).map(
      (key) => `${key}: must be set when S3_BUCKET is set`,
    );
  }
  const stray = S3_KEYS.filter((key) => env[key]?.trim());
  return stray.length ? [`S3_BUCKET: must be set to use ${stray.join(', ')}`] : [];
}

/** Where links point without PUBLIC_URL: the listening address, as a browser on this machine reaches it. */
function listeningOrigin(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** Parses the environment once; every bad key is listed, not just the first. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`)),
    ...crossKeyProblems(source),
  ];
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    // Empty means: main.ts keeps a random secret in DATA_DIR (single-instance, embedded database).
    sessionSecret: e.SESSION_SECRET ?? '',
    publicUrl,
    origin: publicUrl ?? listeningOrigin(e.HOST, e.PORT),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    runWorker: e.RUN_WORKER,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    easypost: e.EASYPOST_API_KEY
      ? {
          apiKey: e.EASYPOST_API_KEY,
          webhookSecret: e.EASYPOST_WEBHOOK_SECRET,
          apiUrl: e.EASYPOST_API_URL,
        }
      : undefined,
    // s3Problems has already refused a bucket without its region and keys.
    s3:
      e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    importHostOverride: e.IMPORT_HOST_OVERRIDE
      ? (JSON.parse(e.IMPORT_HOST_OVERRIDE) as Record<string, string>)
      : undefined,
    limits: { authPerIpPer15Min: 30, authPerEmailPer15Min: 10 },
    // OWASP's argon2id recommendation: 19 MiB, 2 iterations (one lane, fixed in password.ts).
    passwordHashing: { memoryKiB: 19_456, iterations: 2 },
    timeouts: {
      headersMs: 10_000,
      // The largest honest body is an upload of ten phone photos (~30 MB): 60 s is a 4 Mbit/s uplink.
      // Anything slower is holding a connection open, not sending.
      requestMs: 60_000,
    },
  };
}
