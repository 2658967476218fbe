import { vi } from 'vitest';

/** Test support for client tests (not a test file): the server's answers, without a server. */

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers one request; receives the request's JSON body, if any. */
export type FakeHandler = (body: unknown) => Response;
export type FakeRoutes = Record<string, FakeHandler[]>;
export type FakeRequest = { key: string; body: unknown };

/**
 * Replaces `fetch` with a route table keyed "METHOD /path?query": each request takes the next answer
 * of its queue, and the last one repeats. A request with no route fails the test. Every request is
 * recorded in `requests`. Tests may add routes to `routes` after this call.
 */
export function stubFetch(routes: FakeRoutes, requests: FakeRequest[]): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      // A form (the one-click unsubscribe) is recorded as its encoded text; anything else is JSON.
      const body: unknown =
        init?.body instanceof URLSearchParams
          ? init.body.toString()
          : init?.body
            ? JSON.parse(String(init.body))
            : undefined;
      requests.push({ key, body });
      const queue = routes[key];
      if (!queue?.length) throw new Error(`unexpected request ${key}`);
      return (queue.length > 1 ? queue.shift()! : queue[0]!)(body);
    }),
  );
}
