/**
 * "A new version is waiting" as a tiny external store, read with useSyncExternalStore.
 * The registrar publishes how to apply the update; the prompt shows it and lets the user decide.
 */

type Listener = () => void;

let applyWaitingUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while an update waits and the user has not dismissed it. */
export function getUpdateSnapshot(): boolean {
  return applyWaitingUpdate !== null;
}

/** Called by the registrar when a new worker is waiting; `apply` activates it and reloads. */
export function publishUpdate(apply: () => void): void {
  applyWaitingUpdate = apply;
  notify();
}

/** The user pressed "Update now". */
export function applyUpdate(): void {
  const apply = applyWaitingUpdate;
  applyWaitingUpdate = null;
  notify();
  apply?.();
}

/** The user pressed "Later": the worker keeps waiting and is offered again on the next visit. */
export function dismissUpdate(): void {
  applyWaitingUpdate = null;
  notify();
}
