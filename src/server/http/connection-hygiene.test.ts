import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_FILES } from '../../shared/listings.js';
import { createTestApp, signUp, type TestApp } from '../test/test-app.js';

// Real sockets against a listening server: what a slow or keep-alive client sees is decided by Node's
// HTTP server, which app.inject() never exercises.
let app: TestApp;
let port: number;
let cookie: string;
const origin = () => `http://127.0.0.1:${port}`;

beforeAll(async () => {
  app = await createTestApp({ timeouts: { headersMs: 300, requestMs: 1_500 } });
  cookie = (await signUp(app)).cookie;
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.dispose();
});

type RawResponse = { status: number; headers: string; body: string };

/** A keep-alive socket that reads one HTTP/1.1 response (Content-Length framed) at a time. */
function keepAliveClient() {
  const socket: Socket = connect(port, '127.0.0.1');
  let buffer = Buffer.alloc(0);
  let closed = false;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    wake();
  });
  socket.on('close', () => {
    closed = true;
    wake();
  });
  socket.on('error', () => {});

  /** The next response, or undefined when the server closed the connection first, within `ms`. */
  async function next(ms: number): Promise<RawResponse | 'closed' | 'timeout'> {
    const deadline = Date.now() + ms;
    for (;;) {
      const head = buffer.indexOf('\r\n\r\n');
      if (head >= 0) {
        const headers = buffer.subarray(0, head).toString('latin1');
        const length = Number(/content-length: *(\d+)/i.exec(headers)?.[1] ?? 0);
        if (buffer.length >= head + 4 + length) {
          const body = buffer.subarray(head + 4, head + 4 + length).toString('utf8');
          buffer = buffer.subarray(head + 4 + length);
          return { status: Number(headers.split(' ')[1]), headers, body };
        }
      }
      if (closed) return 'closed';
      const left = deadline - Date.now();
      if (left <= 0) return 'timeout';
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  return { socket, next, isClosed: () => closed };
}

function multipart(files: Buffer[]) {
  const boundary = `----rethread${randomBytes(8).toString('hex')}`;
  const parts = files.flatMap((data, i) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="p${i}.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    data,
    Buffer.from('\r\n'),
  ]);
  return { boundary, body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]) };
}

describe('server timeouts', () => {
  it('cuts off a request whose body trickles in', async () => {
    const client = keepAliveClient();
    const started = Date.now();
    client.socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin()}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":',
    );
    // Keep sending a byte now and then, as a slow-body attack does, until the server gives up.
    const drip = setInterval(() => client.socket.writable && client.socket.write(' '), 100);
    try {
      const answer = await client.next(5_000);
      if (answer !== 'closed') expect(answer).toMatchObject({ status: 408 });
      expect(Date.now() - started).toBeLessThan(4_000);
      await client.next(1_000);
      expect(client.isClosed()).toBe(true);
    } finally {
      clearInterval(drip);
      client.socket.destroy();
    }
  });

  it('closes a connection whose headers never finish', async () => {
    const client = keepAliveClient();
    const started = Date.now();
    client.socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: `);
    const drip = setInterval(() => client.socket.writable && client.socket.write('a'), 100);
    try {
      const answer = await client.next(5_000);
      if (answer !== 'closed') expect(answer).toMatchObject({ status: 408 });
      expect(Date.now() - started).toBeLessThan(3_000);
      await client.next(1_000);
      expect(client.isClosed()).toBe(true);
    } finally {
      clearInterval(drip);
      client.socket.destroy();
    }
  });
});

describe('a refused upload on a keep-alive connection', () => {
  it('answers the next request on the same connection at once', async () => {
    // Ten empty files (refused at once, no decoding) and an eleventh of 2 MB: more than the socket
    // buffers hold, so most of the body is still unread when the eleventh file is refused.
    const files = [
      ...Array.from({ length: UPLOAD_MAX_FILES }, () => Buffer.alloc(0)),
      randomBytes(2 * 1024 * 1024),
    ];
    const { boundary, body } = multipart(files);
    const client = keepAliveClient();
    try {
      client.socket.write(
        `POST /api/upload-images HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin()}\r\n` +
          `Cookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
          `Content-Length: ${body.length}\r\n\r\n`,
      );
      client.socket.write(body);
      const refused = await client.next(10_000);
      expect(refused).toMatchObject({ status: 400 });
      expect(JSON.parse((refused as RawResponse).body).error).toBe('Maximum 10 images allowed');

      const started = Date.now();
      client.socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      const next = await client.next(2_000);
      expect(next).toMatchObject({ status: 200 });
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      client.socket.destroy();
    }
  });
});
