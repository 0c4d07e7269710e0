import { startTransition, useEffect, useState } from 'react';

/** Longest wait for an idle moment: on a busy phone the filters still come within a second. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * False for the first render, true once the browser has had an idle moment after it: what is not
 * needed for the first paint (the filters, rows beyond the first screen) waits for it
 * (docs/architecture.md#first-load). Safari has no requestIdleCallback: a timer stands in.
 * What it brings renders as a transition, in slices between which the browser answers input.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const becomeIdle = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(becomeIdle, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(becomeIdle, 0);
    return () => window.clearTimeout(id);
  }, []);
  return idle;
}
