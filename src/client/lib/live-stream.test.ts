// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, stubEventSource } from '#client/test/fake-event-source';
import { openLiveStream, RECONNECT_FIRST_MS, RECONNECT_MAX_MS } from './live-stream';

let visibility: DocumentVisibilityState = 'visible';
const showTab = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

const onOpen = vi.fn();
const onMessage = vi.fn();
const latest = () => FakeEventSource.opened.at(-1)!;

beforeEach(() => {
  stubEventSource();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  // No jitter: each wait is exactly the current delay.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  vi.useFakeTimers();
  onOpen.mockReset();
  onMessage.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('openLiveStream', () => {
  it('opens the stream and hands over each open and each event’s data', () => {
    const close = openLiveStream('/stream', { onOpen, onMessage });
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/stream']);
    latest().open();
    expect(onOpen).toHaveBeenCalledTimes(1);
    latest().send({ unreadCount: 2 });
    expect(onMessage).toHaveBeenCalledWith('{"unreadCount":2}');
    close();
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
  });

  it('leaves retrying to the browser while it is still connecting', () => {
    openLiveStream('/stream', { onOpen, onMessage });
    latest().onerror?.();
    vi.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('opens it again after 2 s, 4 s, … up to a minute when the server closes it, from 2 s again once open', () => {
    openLiveStream('/stream', { onOpen, onMessage });
    const waits = [2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000];
    for (const [i, wait] of waits.entries()) {
      latest().fail();
      vi.advanceTimersByTime(wait - 1);
      expect(FakeEventSource.opened).toHaveLength(i + 1);
      vi.advanceTimersByTime(1);
      expect(FakeEventSource.opened).toHaveLength(i + 2);
    }
    latest().open();
    latest().fail();
    vi.advanceTimersByTime(RECONNECT_FIRST_MS);
    expect(FakeEventSource.opened).toHaveLength(waits.length + 2);
  });

  it('spreads the waits by a quarter either way, so tabs do not all come back at once', () => {
    vi.mocked(Math.random).mockReturnValue(0);
    openLiveStream('/stream', { onOpen, onMessage });
    latest().fail();
    vi.advanceTimersByTime(RECONNECT_FIRST_MS * 0.75);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('does not open it while the tab is hidden, and opens it when the tab is shown', () => {
    visibility = 'hidden';
    openLiveStream('/stream', { onOpen, onMessage });
    expect(FakeEventSource.opened).toHaveLength(0);
    showTab('visible');
    expect(FakeEventSource.opened).toHaveLength(1);

    showTab('hidden');
    latest().fail();
    vi.advanceTimersByTime(RECONNECT_MAX_MS);
    expect(FakeEventSource.opened).toHaveLength(1);
    showTab('visible');
    expect(FakeEventSource.opened).toHaveLength(2);
    // Shown again while open: no second stream.
    showTab('visible');
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('once closed, opens nothing more: not after a wait, not when the tab is shown', () => {
    const close = openLiveStream('/stream', { onOpen, onMessage });
    latest().fail();
    close();
    vi.advanceTimersByTime(RECONNECT_MAX_MS);
    showTab('visible');
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('opens nothing where there is no EventSource', () => {
    vi.stubGlobal('EventSource', undefined);
    const close = openLiveStream('/stream', { onOpen, onMessage });
    expect(FakeEventSource.opened).toHaveLength(0);
    expect(close).not.toThrow();
  });
});
