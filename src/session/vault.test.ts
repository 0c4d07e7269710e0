import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db/database';
import { loginFixture } from './login-fixture';
import { getSession, setSession } from './store';
import { VAULT_STORAGE_KEY, clearSession, markPasswordChanged, restoreSession, saveLogin, updateSession } from './vault';

beforeEach(async () => {
  sessionStorage.clear();
  setSession(null);
  await db.vault.clear();
});

describe('session vault', () => {
  it('stores the login encrypted and restores it after a reload', async () => {
    const login = loginFixture();
    await saveLogin(login);
    const stored = sessionStorage.getItem(VAULT_STORAGE_KEY)!;
    expect(stored).not.toContain('traveller@acme.test');
    expect(stored).not.toContain('token-1');

    setSession(null); // what a page reload does to memory
    await expect(restoreSession()).resolves.toEqual(login);
    expect(getSession()).toEqual(login);
  });

  it('keeps its key non-extractable in IndexedDB', async () => {
    await saveLogin(loginFixture());
    const [row] = await db.vault.toArray();
    expect(row!.key.extractable).toBe(false);
    expect(row!.key.algorithm.name).toBe('AES-GCM');
  });

  it('treats a tampered blob as logged out and removes it', async () => {
    await saveLogin(loginFixture());
    const [keyId, iv, sealed] = sessionStorage.getItem(VAULT_STORAGE_KEY)!.split('.');
    const flipped = sealed!.startsWith('A') ? `B${sealed!.slice(1)}` : `A${sealed!.slice(1)}`;
    sessionStorage.setItem(VAULT_STORAGE_KEY, `${keyId}.${iv}.${flipped}`);
    await expect(restoreSession()).resolves.toBeNull();
    expect(sessionStorage.getItem(VAULT_STORAGE_KEY)).toBeNull();
  });

  it('clearSession drops the blob, the key and the in-memory login', async () => {
    await saveLogin(loginFixture());
    await clearSession();
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem(VAULT_STORAGE_KEY)).toBeNull();
    expect(await db.vault.count()).toBe(0);
    await expect(restoreSession()).resolves.toBeNull();
  });

  it('markPasswordChanged rewrites the stored login with passwordchange false', async () => {
    await saveLogin(loginFixture({ passwordchange: true }));
    await markPasswordChanged();
    setSession(null);
    expect((await restoreSession())?.passwordchange).toBe(false);
    expect(await db.vault.count()).toBe(1);
  });
});

describe('updateSession', () => {
  it('patches the in-memory session and the encrypted vault copy', async () => {
    const login = loginFixture();
    await saveLogin(login);
    const profilemaster = { ...login.profilemaster, first_name: 'Ravindra', userverified: false };
    await updateSession({ profilemaster });

    expect(getSession()?.profilemaster.first_name).toBe('Ravindra');
    expect(sessionStorage.getItem(VAULT_STORAGE_KEY)).not.toContain('Ravindra');
    setSession(null); // a reload
    const restored = await restoreSession();
    expect(restored?.profilemaster).toEqual(profilemaster);
    expect(restored?.userauth).toEqual(login.userauth);
  });

  it('does nothing when nobody is logged in', async () => {
    await updateSession({ passwordchange: true });
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem(VAULT_STORAGE_KEY)).toBeNull();
  });
});
