import { api } from '../api';
import { turnOffPush } from '../push/browser-push';
import { clearSession } from './vault';

/** Logout: revoke the token server-side (best effort), then drop everything this browser kept. */
export async function signOut(): Promise<void> {
  // Pushes meant for this user must not reach whoever uses this browser next.
  await turnOffPush();
  await api.logout();
  await clearSession();
  // docs/browser-storage.md: local flags do not outlive the session.
  localStorage.clear();
}
