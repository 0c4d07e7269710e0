import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db/database';
import { loginFixture } from './login-fixture';
import { getSession, setSession, updateSession } from './store';
import { VAULT_STORAGE_KEY, restoreSession, saveLogin } from './vault';

beforeEach(async () => {
  sessionStorage.clear();
  setSession(null);
  await db.vault.clear();
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
