import * as v from 'valibot';
import { LoginOkSchema, type LoginOk } from '../contract/login';
import { db } from '../db/database';
import { getSession, setSession } from './store';
import { VAULT_STORAGE_KEY } from './stored-session';

/*
 * The sessionStorage entry VAULT_STORAGE_KEY holds `<key id>.<iv b64>.<ciphertext b64>` of the login
 * response (docs/product.md#records). Each login gets its own non-extractable AES-GCM key in
 * `db.vault`, so logging out in one tab deletes that tab's key without locking other tabs out of
 * their own sessions.
 */
export { VAULT_STORAGE_KEY };

export async function saveLogin(login: LoginOk): Promise<void> {
  const keyId = readStored()?.keyId ?? crypto.randomUUID();
  const key = (await db.vault.get(keyId))?.key ?? (await createKey(keyId));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(login));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  sessionStorage.setItem(VAULT_STORAGE_KEY, `${keyId}.${toBase64(iv)}.${toBase64(sealed)}`);
  setSession(login);
}

/** Run once at start, before the router: a missing key, a tampered blob or an old shape all mean "logged out". */
export async function restoreSession(): Promise<LoginOk | null> {
  const login = await open().catch(() => null);
  if (!login) await clearSession();
  setSession(login);
  return login;
}

/** Logout and session expiry: the blob, its key and the in-memory copy all go. */
export async function clearSession(): Promise<void> {
  const keyId = readStored()?.keyId;
  sessionStorage.removeItem(VAULT_STORAGE_KEY);
  setSession(null);
  if (keyId) await db.vault.delete(keyId).catch(() => undefined);
}

/**
 * Merges fresh server data (a refetched profilemaster, an emulation swap) into the logged-in session
 * and re-seals the vault copy, so a reload sees the same thing. Without a session there is nothing to patch.
 */
export async function updateSession(patch: Partial<LoginOk>): Promise<void> {
  const login = getSession();
  if (login) await saveLogin({ ...login, ...patch });
}

/** After TG-PROFILE changepassword succeeds the stored login must stop demanding a change. */
export async function markPasswordChanged(): Promise<void> {
  const login = getSession();
  if (login) await saveLogin({ ...login, passwordchange: false });
}

function readStored(): { keyId: string; iv: string; sealed: string } | null {
  const [keyId, iv, sealed] = (sessionStorage.getItem(VAULT_STORAGE_KEY) ?? '').split('.');
  return keyId && iv && sealed ? { keyId, iv, sealed } : null;
}

async function open(): Promise<LoginOk | null> {
  const stored = readStored();
  const row = stored && (await db.vault.get(stored.keyId));
  if (!stored || !row) return null;
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(stored.iv) },
    row.key,
    fromBase64(stored.sealed),
  );
  const parsed = v.safeParse(LoginOkSchema, JSON.parse(new TextDecoder().decode(plain)));
  return parsed.success ? parsed.output : null;
}

async function createKey(id: string): Promise<CryptoKey> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await db.vault.put({ id, key });
  return key;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}
