/** The first wait before opening a stream the server closed, doubled each time up to the last. */
export const RECONNECT_FIRST_MS = 2_000;
export const RECONNECT_MAX_MS = 60_000;

export interface LiveStreamHandlers {
  /** The stream is open (again): fetch once whatever arrived while none was. */
  onOpen: () => void;
  /** One event's data, as the server wrote it. */
  onMessage: (data: string) => void;
}

/**
 * Opens a Server-Sent Events stream at `url` and keeps it open. The browser retries a dropped
 * connection by itself; when the server refuses or closes the stream for good (restart, sign-in
 * expired), this waits 2 s, 4 s, … up to a minute, with some jitter so a restarted server is not met
 * by every tab at once, and not while the tab is hidden (it reopens when the tab is shown again).
 * Answers the function that closes it for good. Where there is no EventSource (an old browser, a test
 * without one), nothing is opened and closing does nothing.
 */
export function openLiveStream(url: string, { onOpen, onMessage }: LiveStreamHandlers): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = RECONNECT_FIRST_MS;
  let stopped = false;

  const open = () => {
    timer = undefined;
    if (stopped || document.visibilityState === 'hidden') return; // reopened when the tab is shown
    source = new EventSource(url);
    source.onopen = () => {
      delay = RECONNECT_FIRST_MS;
      onOpen();
    };
    source.onmessage = (message: MessageEvent<string>) => onMessage(message.data);
    source.onerror = () => {
      // CONNECTING: the browser is already retrying. CLOSED: it gave up, so we try later ourselves.
      if (source?.readyState !== EventSource.CLOSED) return;
      source.close();
      source = null;
      schedule();
    };
  };
  const schedule = () => {
    if (stopped || timer) return;
    const wait = delay * (0.75 + Math.random() * 0.5);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    timer = setTimeout(open, wait);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible' && !source && !timer) open();
  };

  open();
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
