import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { freshFakeApi, NoopResizeObserver } from './dom-stubs';
import { json, type FakeRequest, type FakeRoutes } from './fake-api';
import { renderToVisitor } from './render-page';

/** Test support for client tests (not a test file): live streams the test drives. */

/** An EventSource the test drives: every one opened is kept in `FakeEventSource.opened`. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

/** For a beforeEach: `EventSource` becomes `FakeEventSource`, with no streams opened yet. */
export function stubEventSource(): void {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}

/**
 * For a beforeEach of a page that opens live streams: a fresh fake API (see `freshFakeApi`) where
 * `user` is signed in, `EventSource` faked and jsdom's missing layout stubbed.
 */
export function freshLivePage(user: unknown, routes: FakeRoutes = {}) {
  const api = freshFakeApi({ 'GET /api/auth/user': [() => json(200, user)], ...routes });
  stubEventSource();
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  return api;
}

/**
 * A navigation entry for signed-in people (the bell, Messages), rendered to a visitor: once
 * GET /api/auth/user has answered 401, it shows no control and has opened no live stream.
 */
export async function expectNothingForVisitor(
  api: { routes: FakeRoutes; requests: FakeRequest[] },
  entry: ReactNode,
): Promise<void> {
  await renderToVisitor(api, '/', entry);
  expect(screen.queryAllByRole('link')).toEqual([]);
  expect(screen.queryAllByRole('button')).toEqual([]);
  expect(FakeEventSource.opened).toHaveLength(0);
}
