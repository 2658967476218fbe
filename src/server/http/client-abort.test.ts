import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../app.js';
import { freshDatabase, testConfig } from '../test/test-app.js';
import { captureStdio, type StdioCapture } from '../test/log-capture.js';

/** A client that hangs up halfway through its body is not the database being down. */

let stdio: StdioCapture;
let app: App;
let database: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  stdio = captureStdio();
  database = await freshDatabase();
  app = await buildApp(testConfig({ logLevel: 'info' }), {
    database,
    clientDir: join(tmpdir(), 'rethread-no-client'),
  });
  // A real socket: app.inject cannot hang up mid-body.
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  stdio.restore();
});

const logLines = () =>
  stdio.written
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; reqId?: string });

it('logs a request whose client hung up mid-body as aborted, not as the database unavailable', async () => {
  const { port } = app.server.address() as net.AddressInfo;
  const received = new Promise<void>((resolve) => app.server.once('request', () => resolve()));
  const socket = net.connect(port, '127.0.0.1');
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"someone@example.com",`,
  );
  await received;
  socket.destroy();
  // The line is written once the server notices the closed socket; waitFor polls for it.
  const aborted = await vi.waitFor(
    () => {
      const line = logLines().find((l) => l.msg === 'request aborted by the client');
      if (!line) throw new Error('not logged yet');
      return line;
    },
    { timeout: 10_000 },
  );
  const ofRequest = logLines().filter((l) => l.reqId === aborted.reqId);
  expect(ofRequest.map((l) => l.msg)).not.toContain('database unavailable');
  expect(logLines().map((l) => l.msg)).not.toContain('database unavailable');
});
