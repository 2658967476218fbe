import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { stubFetch, type FakeRequest, type FakeRoutes } from './fake-api';

/** Test support for client tests (not a test file): what jsdom lacks, and per-test set-up. */

/** jsdom has no layout: Radix's select, checkbox and popper only need the constructor to exist. */
export class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * The photo upload goes through XMLHttpRequest (for its progress): this one answers every sent file
 * with one stored photo at `nextUrl()`.
 */
function fakeUpload(nextUrl: () => string) {
  return class FakeUpload {
    upload: { onprogress: unknown } = { onprogress: null };
    status = 200;
    statusText = 'OK';
    responseType = '';
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send() {
      this.responseText = JSON.stringify({ images: [{ url: nextUrl() }] });
      queueMicrotask(() => this.onload?.());
    }
  };
}

/** What the listing form needs from the browser: layout stubs, object URLs and the photo upload. */
export function stubListingFormBrowser(nextPhotoUrl: () => string): void {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  vi.stubGlobal('XMLHttpRequest', fakeUpload(nextPhotoUrl));
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });
  Element.prototype.scrollIntoView = () => {};
}

/** For a beforeEach: a fresh route table (tests add to it) and request log behind a stubbed fetch. */
export function freshFakeApi(routes: FakeRoutes = {}): { routes: FakeRoutes; requests: FakeRequest[] } {
  const requests: FakeRequest[] = [];
  stubFetch(routes, requests);
  return { routes, requests };
}

/** For an afterEach: unmounts what the test rendered and takes back every stubbed global. */
export function cleanupPage(): void {
  cleanup();
  vi.unstubAllGlobals();
}
