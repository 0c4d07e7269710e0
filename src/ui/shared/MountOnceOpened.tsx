import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders a lazily loaded overlay (a dialog, drawer or card made with React.lazy) from the first
 * time it is opened, and keeps it rendered afterwards so it can animate closed. Until then its code
 * is not even fetched: the signed-in layout stays small for every screen's first render
 * (docs/architecture.md#first-load). The service worker keeps the chunk, so it opens offline too.
 */
export function MountOnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [everOpened, setEverOpened] = useState(opened);
  if (opened && !everOpened) setEverOpened(true);
  return everOpened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
