import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.js';
import { testConfig, type TestApp } from './test-app.js';

/**
 * Test support (not a test file): opens a Server-Sent Events stream over real HTTP and collects its
 * frames as they arrive. `parse` turns one block (the text between blank lines) into a frame, or
 * undefined to skip it (comments, keep-alives).
 */
export async function openEventStream<F>(
  url: string,
  parse: (block: string) => F | undefined,
  { headers, waitMs }: { headers?: Record<string, string>; waitMs: number },
) {
  const controller = new AbortController();
  const res = await fetch(url, { ...(headers ? { headers } : {}), signal: controller.signal });
  const frames: F[] = [];
  const waiters: (() => void)[] = [];
  let ended = false;
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const frame = parse(block);
          if (frame !== undefined) frames.push(frame);
        }
        waiters.splice(0).forEach((wake) => wake());
      }
    } catch {
      // Aborted by the test.
    }
    ended = true;
    waiters.splice(0).forEach((wake) => wake());
  })();
  /** Resolves with the first frame matching `test`, or fails after `ms` (or once the stream has ended). */
  const waitFor = async (test: (f: F) => boolean, ms = waitMs): Promise<F> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const hit = frames.find(test);
      if (hit) return hit;
      const left = deadline - Date.now();
      if (left <= 0 || ended)
        throw new Error(`no matching event within ${ms} ms; got ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  };
  const close = async () => {
    controller.abort();
    await pump;
  };
  return { res, frames, waitFor, close, pump, isEnded: () => ended };
}

/**
 * A second app server on the same database as `app` (its own hubs and subscriptions, sharing only the
 * database), listening on a free port: for checking that events cross app instances.
 */
export async function startSecondInstance(app: TestApp) {
  const other = await buildApp(testConfig(), {
    database: app.ctx.database,
    clientDir: join(tmpdir(), 'rethread-no-client'),
  });
  const base = await other.listen({ port: 0, host: '127.0.0.1' });
  return { other, base };
}
