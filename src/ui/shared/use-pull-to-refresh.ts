import { useEffect, useRef, useState } from 'react';

/** How far (CSS px) a finger must drag down from the top of the page before letting go refreshes. */
export const PULL_THRESHOLD = 70;

function atTop(): boolean {
  return (document.scrollingElement ?? document.documentElement).scrollTop <= 0;
}

/**
 * Pull-to-refresh on touch screens: a drag down that starts while the page is scrolled to the top
 * and travels PULL_THRESHOLD px calls `onRefresh` on release. `refreshing` stays true until the
 * promise `onRefresh` returns settles (docs/features/phone.md).
 */
export function usePullToRefresh(onRefresh: () => unknown): { refreshing: boolean } {
  const [refreshing, setRefreshing] = useState(false);
  // The latest callback without re-binding the listeners on every render.
  const latest = useRef(onRefresh);
  useEffect(() => {
    latest.current = onRefresh;
  }, [onRefresh]);

  useEffect(() => {
    let startY: number | null = null;
    let distance = 0;
    let busy = false;
    const start = (event: TouchEvent) => {
      const touch = event.touches[0];
      startY = event.touches.length === 1 && touch && atTop() ? touch.clientY : null;
      distance = 0;
    };
    const move = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY !== null && touch) distance = touch.clientY - startY;
    };
    const cancel = () => {
      startY = null;
    };
    const end = () => {
      const pulled = startY !== null && distance >= PULL_THRESHOLD;
      startY = null;
      if (!pulled || busy) return;
      busy = true;
      setRefreshing(true);
      void Promise.resolve()
        .then(() => latest.current())
        .catch(() => undefined)
        .finally(() => {
          busy = false;
          setRefreshing(false);
        });
    };
    document.addEventListener('touchstart', start, { passive: true });
    document.addEventListener('touchmove', move, { passive: true });
    document.addEventListener('touchend', end);
    document.addEventListener('touchcancel', cancel);
    return () => {
      document.removeEventListener('touchstart', start);
      document.removeEventListener('touchmove', move);
      document.removeEventListener('touchend', end);
      document.removeEventListener('touchcancel', cancel);
    };
  }, []);

  return { refreshing };
}
