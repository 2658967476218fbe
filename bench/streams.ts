// Live-show streams against the health check: the built server (NODE_ENV=production, embedded
// database) with 5,000 open `GET /api/live-shows/{id}/events` streams, while a monitor asks
// `GET /api/health` one request after another; its p99 must stay under 100 ms.
//
// A visitor (signed out) may hold LIVE_STREAMS_PER_VIEWER (20) streams per address, so 5,000 streams
// from a single address are refused beyond the 20th with 429: that is measured first ("one address").
// The 5,000 open streams come from 250 loopback addresses, 127.0.0.1 to 127.0.0.250, 20 each (Linux
// answers the whole 127.0.0.0/8 on the loopback interface): the server then holds exactly what a
// crowd of visitors can make it hold, with the caps as configured, and every join and leave runs
// through the viewer count. The figure covers the joins, a hold through one keep-alive pass (15 s,
// a write to every stream) and the leaves.
//
// Runs alone (`node --import tsx bench/streams.ts`, after `npm run build`) or from bench/run.ts (its
// own process), which copies the lines after `RESULT` into bench/results.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIVE_STREAMS_PER_VIEWER } from '../src/shared/live-shows.js';
import { root, startBuiltServer } from './server.js';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 5_000);
const HOLD_MS = Number(process.env.BENCH_STREAMS_HOLD_MS ?? 16_000);
const PORT = 3950;
const GOAL_MS = 100;

type Stream = { status: number; bytes: number; req: ClientRequest; closed: Promise<void> };

/** Opens one event stream from `localAddress`; resolves once its status line has arrived. */
function openStream(url: URL, localAddress: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      localAddress,
      agent: false,
    });
    req.on('response', (res) => {
      let closedResolve: () => void;
      const stream: Stream = {
        status: res.statusCode ?? 0,
        bytes: 0,
        req,
        closed: new Promise<void>((r) => (closedResolve = r)),
      };
      res.on('data', (chunk: Buffer) => (stream.bytes += chunk.length));
      res.on('close', () => closedResolve());
      res.on('error', () => closedResolve());
      resolve(stream);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Opens `count` streams, `parallel` at a time, each from the address `addressOf(i)` gives. */
async function openMany(url: URL, count: number, addressOf: (i: number) => string, parallel = 200) {
  const streams: Stream[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const i = next++;
        streams.push(await openStream(url, addressOf(i)));
      }
    }),
  );
  return streams;
}

/** Asks /api/health one request after another until stopped; answers every latency in ms. */
function monitorHealth(baseUrl: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let failures = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const status = await new Promise<number>((resolve) => {
        const req = request(`${baseUrl}/api/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', () => resolve(0));
        req.end();
      });
      times.push(performance.now() - started);
      if (status !== 200) failures++;
      // A monitor's pace (every 10 ms), not a load test of its own.
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return {
    /** Latencies since the last call. */
    take: () => ({ times: times.splice(0) }),
    stop: async () => {
      running = false;
      await done;
      agent.destroy();
    },
    failures: () => failures,
  };
}

function percentile(times: number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
const fmt = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (${times.length} checks)`;

async function main() {
  if (!existsSync(join(root, 'dist/server/main.js'))) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'rethread-bench-streams-'));
  const server = await startBuiltServer(PORT, { DATA_DIR: dataDir });
  const lines: string[] = [];
  try {
    const { baseUrl } = server;
    const json = { 'content-type': 'application/json', origin: baseUrl };
    const registered = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'host@bench.test', password: 'bench-password' }),
    });
    const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
    const scheduled = await fetch(`${baseUrl}/api/live-shows`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ title: 'Bench show', startAt: new Date(Date.now() + 3_600_000).toISOString() }),
    });
    const showId = ((await scheduled.json()) as { show: { id: string } }).show.id;
    const url = new URL(`${baseUrl}/api/live-shows/${showId}/events`);
    const monitor = monitorHealth(baseUrl);
    await new Promise((r) => setTimeout(r, 1000));
    const idle = monitor.take().times;

    // One address asks for all of them: the 21st and every later one is refused.
    let started = performance.now();
    const flood = await openMany(url, STREAMS, () => '127.0.0.1');
    const floodMs = performance.now() - started;
    const accepted = flood.filter((s) => s.status === 200).length;
    const refused = flood.filter((s) => s.status === 429).length;
    for (const s of flood) s.req.destroy();
    await Promise.all(flood.map((s) => s.closed));
    await new Promise((r) => setTimeout(r, 1500));
    const floodTimes = monitor.take().times;

    // 5,000 open: 250 loopback addresses, 20 streams each.
    const addresses = Math.ceil(STREAMS / LIVE_STREAMS_PER_VIEWER);
    started = performance.now();
    const crowd = await openMany(url, STREAMS, (i) => `127.0.0.${1 + (i % addresses)}`);
    const joinMs = performance.now() - started;
    const open = crowd.filter((s) => s.status === 200).length;
    const joinTimes = monitor.take().times;
    await new Promise((r) => setTimeout(r, HOLD_MS));
    const holdTimes = monitor.take().times;
    const viewers = (await (await fetch(`${baseUrl}/api/live-shows/${showId}`)).json()) as {
      show: { viewerCount: number };
    };
    const bytesPerStream = crowd.reduce((sum, s) => sum + s.bytes, 0) / crowd.length;
    started = performance.now();
    for (const s of crowd) s.req.destroy();
    await Promise.all(crowd.map((s) => s.closed));
    await new Promise((r) => setTimeout(r, 1500));
    const leaveMs = performance.now() - started;
    const leaveTimes = monitor.take().times;
    await monitor.stop();

    const all = [...joinTimes, ...holdTimes, ...leaveTimes];
    lines.push(
      `Health check with ${open.toLocaleString()} open live-show streams (${addresses} addresses × ${LIVE_STREAMS_PER_VIEWER}, one show, PGlite): ` +
        `${fmt(all)}; goal p99 < ${GOAL_MS} ms: ${percentile(all, 99) < GOAL_MS && open === STREAMS ? 'met' : 'MISSED'}`,
      `- joining (${(joinMs / 1000).toFixed(1)} s): ${fmt(joinTimes)}`,
      `- holding ${HOLD_MS / 1000} s (one keep-alive pass; the show reported ${viewers.show.viewerCount.toLocaleString()} viewers): ${fmt(holdTimes)}`,
      `- leaving (${(leaveMs / 1000).toFixed(1)} s): ${fmt(leaveTimes)}`,
      `- each stream received ${Math.round(bytesPerStream)} bytes while the crowd came and went (counts coalesced to one a second)`,
      `One address asking for ${STREAMS.toLocaleString()} streams: ${accepted} opened, ${refused.toLocaleString()} refused with 429 in ${(floodMs / 1000).toFixed(1)} s; health ${fmt(floodTimes)}`,
      `Idle health check: ${fmt(idle)}; health checks not answered 200 in all: ${monitor.failures()}`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('RESULT');
  for (const line of lines) console.log(line);
}

await main();
