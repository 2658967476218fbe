import { useEffect } from 'react';

/**
 * Scrolls to `#anchor` from the address once the page has rendered. The browser tries on its own
 * before a lazy page exists, and the layout scrolls to the top whenever the path changes, so links
 * such as /start-selling#fee-calculator or /terms-of-service#fees would otherwise land at the top.
 */
export function useScrollToHash(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    // One frame later: after the layout's own scroll-to-top effect has run.
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, []);
}
