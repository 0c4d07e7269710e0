/**
 * Where the vault keeps the sealed login (src/session/vault.ts), in a module of its own so the
 * first page can tell "nobody is logged in" without loading the vault and IndexedDB (docs/architecture.md#first-load).
 */
export const VAULT_STORAGE_KEY = 'voyage.session';

export function hasStoredSession(): boolean {
  return sessionStorage.getItem(VAULT_STORAGE_KEY) !== null;
}
