import { useEffect, useState } from 'react';

/** How long the screen must be free of dialogs before the feedback prompt takes its turn. */
export const QUIET_MS = 2_000;

const anyDialogOpen = () => document.querySelector('[role="dialog"]') !== null;

/**
 * True once no dialog has been on screen for `quietMs` (and from then on). A dialog may still open
 * on its own after login (the profile verification popup) or from a menu; waiting for a quiet
 * screen keeps the feedback card from arriving while the user deals with one (issue 15: one thing
 * at a time), without any of them knowing about it.
 */
export function useQuietScreen(enabled: boolean, quietMs: number = QUIET_MS): boolean {
  const [quiet, setQuiet] = useState(false);

  useEffect(() => {
    if (!enabled || quiet) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!anyDialogOpen()) timer = setTimeout(() => setQuiet(true), quietMs);
    };
    // Only a change in whether a dialog is open restarts the wait; other DOM churn leaves it running.
    let open = anyDialogOpen();
    const observer = new MutationObserver(() => {
      if (anyDialogOpen() !== open) {
        open = !open;
        restart();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    restart();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [enabled, quiet, quietMs]);

  return quiet;
}
