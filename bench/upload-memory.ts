// Photos cannot exhaust memory. Starts the built server (NODE_ENV=production, the
// production node flags) on PostgreSQL when one is reachable, then on the embedded PGlite, and has
// 3 users each upload 10 photos in one request, all three at once — first 40-megapixel PNGs (flat colour, ~170 KB each: tiny files,
// huge images), which must be refused from their header; then PNGs just under the pixel limit, which
// the pipeline really decodes and resizes. Reports per round the answers, the time until the last
// answer and the server's peak RSS (VmHWM), and its RSS a few seconds after the work. Target:
// peak RSS < 400 MB, every request answered. The database is migrated before the server starts, so
// the server's peak is the photos' and the requests', not PGlite's first initdb.
// Runs alone (`node --import tsx bench/upload-memory.ts`, after `npm run build`) or from
// bench/run.ts (as its own process), which copies the lines after `RESULT` into bench/results.md.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import postgres from 'postgres';
import { openPgliteAt, openPostgres } from '../src/server/db/client.js';
import { UPLOAD_MAX_PIXELS } from '../src/shared/listings.js';
import { pgReachable, root, startBuiltServer, type BuiltServer } from './server.js';

const USERS = 3;
const FILES_PER_USER = 10;
const RSS_TARGET_MB = 400;

/** A flat-colour RGBA PNG at maximum compression: a large image in a small file. */
const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#6688aa' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** A body of FILES_PER_USER copies of `png` in the "images" field. */
function multipart(png: Buffer): { body: Buffer; type: string } {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (let i = 0; i < FILES_PER_USER; i++) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="photo-${i}.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
type Kind = 'postgres' | 'pglite';

/** A migrated, empty database of this kind: its server environment and how to remove it. */
async function prepare(kind: Kind): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rethread-bench-upload-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    const handle = await openPgliteAt(join(dataDir, 'pglite'));
    await handle.migrate();
    await handle.close();
    return { env: { DATA_DIR: dataDir }, cleanup: async () => removeDir() };
  }
  const name = `rethread_bench_upload_${Date.now().toString(36)}`;
  const admin = postgres(PG_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  await handle.migrate();
  await handle.close();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    cleanup: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
      removeDir();
    },
  };
}

async function signUp(baseUrl: string, n: number): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: `bench.upload.${n}.${Date.now()}@example.com`, password: 'secret123' }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('rethread_session='));
  if (!cookie) throw new Error('sign-up set no session cookie');
  return cookie.split(';')[0]!;
}

type Round = {
  label: string;
  statuses: number[];
  stored: number;
  seconds: number;
  peak: number;
  after: number;
};

/** All users' uploads at once; answers their statuses, the photos stored and the time to the last answer. */
async function round(server: BuiltServer, cookies: string[], label: string, png: Buffer): Promise<Round> {
  const form = multipart(png);
  server.resetPeak();
  const started = Date.now();
  const answers = await Promise.all(
    cookies.map(async (cookie) => {
      const res = await fetch(`${server.baseUrl}/api/upload-images`, {
        method: 'POST',
        headers: { cookie, origin: server.baseUrl, 'content-type': form.type },
        body: new Uint8Array(form.body),
      });
      const body = (await res.json()) as { images?: unknown[] };
      return { status: res.status, stored: body.images?.length ?? 0 };
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const peak = server.peakRssMb();
  // What the process keeps once the work is done (the issue saw it stay above 400 MB).
  await new Promise((r) => setTimeout(r, 3000));
  return {
    label,
    statuses: answers.map((a) => a.status),
    stored: answers.reduce((n, a) => n + a.stored, 0),
    seconds,
    peak,
    after: server.rssMb(),
  };
}

/** Both rounds on one database kind; answers the lines to print. */
async function onDatabase(
  kind: Kind,
  huge: Buffer,
  underLimit: Buffer,
  underSize: string,
): Promise<string[]> {
  const db = await prepare(kind);
  const port = Number(process.env.BENCH_UPLOAD_PORT ?? 3990 + Math.floor(Math.random() * 9));
  const server = await startBuiltServer(port, db.env);
  try {
    const cookies = await Promise.all(Array.from({ length: USERS }, (_, i) => signUp(server.baseUrl, i)));
    const idle = server.rssMb();
    const rounds = [
      await round(server, cookies, `40 MP PNGs (8000×5000, ${Math.round(huge.length / 1024)} KB)`, huge),
      await round(
        server,
        cookies,
        `PNGs just under the limit (${underSize}, ${Math.round(underLimit.length / 1024)} KB)`,
        underLimit,
      ),
    ];
    const name = kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    return [
      `${name}: server RSS ${idle.toFixed(0)} MB before the uploads`,
      ...rounds.map(
        (r) =>
          `${name}, ${r.label}: answers ${r.statuses.join(', ')} (${r.stored} photos stored) in ` +
          `${r.seconds.toFixed(1)} s; peak RSS ${r.peak.toFixed(0)} MB, ${r.after.toFixed(0)} MB 3 s later` +
          (r.peak < RSS_TARGET_MB ? '' : ` (over the ${RSS_TARGET_MB} MB target)`),
      ),
    ];
  } finally {
    await server.stop();
    await db.cleanup();
  }
}

async function uploadMemory(): Promise<string[]> {
  if (!existsSync(join(root, 'dist/server/main.js'))) throw new Error('run `npm run build` first');
  // 40 MP as in the issue; "just under" is the largest 4:3 photo the limit admits.
  const underWidth = Math.floor(Math.sqrt((UPLOAD_MAX_PIXELS * 4) / 3));
  const underHeight = Math.floor(UPLOAD_MAX_PIXELS / underWidth);
  const huge = await flatPng(8000, 5000);
  const underLimit = await flatPng(underWidth, underHeight);
  const kinds: Kind[] = (await pgReachable(PG_URL)) ? ['postgres', 'pglite'] : ['pglite'];
  const lines = [
    `upload memory: ${USERS} users × ${FILES_PER_USER} photos in one request each, all at once; ` +
      `built server, production flags; target: peak RSS < ${RSS_TARGET_MB} MB, all answered`,
  ];
  for (const kind of kinds) {
    lines.push(...(await onDatabase(kind, huge, underLimit, `${underWidth}×${underHeight}`)));
  }
  return lines;
}

console.log(['RESULT', ...(await uploadMemory())].join('\n'));
