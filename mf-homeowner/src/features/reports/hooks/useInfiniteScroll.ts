import { useEffect, useRef } from 'react';

/**
 * Calls `onReachEnd` when the returned sentinel element scrolls into view. Returns whether
 * the browser can observe at all, so the caller can offer a button instead.
 */
export function useInfiniteScroll(onReachEnd: () => void, enabled: boolean) {
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  const callback = useRef(onReachEnd);
  useEffect(() => {
    callback.current = onReachEnd;
  });
  const supported = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const element = sentinelRef.current;
    if (!enabled || !supported || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      // Start loading a little before the very end is on screen.
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, supported]);

  return { sentinelRef, supported };
}
