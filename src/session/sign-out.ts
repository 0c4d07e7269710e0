import { api } from '../api';
import { turnOffPush } from '../push/browser-push';
import { forgetSessionData } from './forget';

/** Logout: revoke the token server-side (best effort), then drop everything this browser kept. */
export async function signOut(): Promise<void> {
  // Pushes meant for this user must not reach whoever uses this browser next.
  await turnOffPush();
  await api.logout();
  await forgetSessionData();
  // docs/browser-storage.md: local flags and the trip session do not outlive the session.
  localStorage.clear();
  sessionStorage.clear();
}
