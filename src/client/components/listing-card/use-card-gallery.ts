import { useCallback, useEffect, useRef, useState, type TouchEvent } from 'react';
import { CARD_GALLERY_INTERVAL_MS, SWIPE_THRESHOLD_PX } from '#shared/constants';

/** Wraparound step: from the last photo "next" shows the first, from the first "previous" the last. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/**
 * A card's photo gallery (docs/product/02-listings.md §2.1, §2.6): arrows and swipes step through the photos with wraparound; a
 * finger must travel more than 50 px to count as a swipe; while the pointer rests on the card and it
 * has more than one photo, it advances by itself every 2 seconds.
 */
export function useCardGallery(count: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const touchStartX = useRef<number | null>(null);
  // A swipe ends with a click on the photo's link; that click must not open the listing.
  const swiped = useRef(false);

  const next = useCallback(() => setIndex((i) => wrapIndex(i + 1, count)), [count]);
  const previous = useCallback(() => setIndex((i) => wrapIndex(i - 1, count)), [count]);

  useEffect(() => {
    if (!hovered || count <= 1) return;
    const timer = window.setInterval(next, CARD_GALLERY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [hovered, count, next]);

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
    swiped.current = false;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || count <= 1) return;
    const distance = start - end;
    if (Math.abs(distance) <= SWIPE_THRESHOLD_PX) return;
    swiped.current = true;
    if (distance > 0) next();
    else previous();
  };

  return {
    // A listing edited to fewer photos must not leave the gallery pointing past its end.
    index: wrapIndex(index, count),
    setIndex,
    next,
    previous,
    hovered,
    hoverProps: { onMouseEnter: () => setHovered(true), onMouseLeave: () => setHovered(false) },
    touchProps: { onTouchStart, onTouchEnd },
    /** True once, right after a swipe: the caller cancels the click that follows it. */
    consumeSwipe: () => {
      const was = swiped.current;
      swiped.current = false;
      return was;
    },
  };
}
