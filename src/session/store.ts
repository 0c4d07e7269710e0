import { useSyncExternalStore } from 'react';
import type { LoginOk } from '../contract/login';

/**
 * The decrypted login response, in memory only. The route guards read it synchronously, React
 * reads it with useSession(); the encrypted copy in sessionStorage is the vault's business.
 */
let current: LoginOk | null = null;
const listeners = new Set<() => void>();

export function getSession(): LoginOk | null {
  return current;
}

export function setSession(login: LoginOk | null): void {
  current = login;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): LoginOk | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
