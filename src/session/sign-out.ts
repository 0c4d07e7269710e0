import { api } from '../api';
import { clearSession } from './vault';

/** Logout: revoke the token server-side (best effort), then drop everything this browser kept. */
export async function signOut(): Promise<void> {
  await api.logout();
  await clearSession();
  // docs/browser-storage.md: local flags do not outlive the session.
  localStorage.clear();
}
