import { decryptResponse } from '../worker/client';
import { getSession } from '../session/store';
import { browserExpiryEffects, createSessionExpiryHandler } from '../session/expiry';
import { createApiClient } from './client';

// The session's caches (IndexedDB) load only when a session ends, not with the login page.
const forgetSessionData = () => import('../session/forget').then((m) => m.forgetSessionData());

export const expireSession = createSessionExpiryHandler(browserExpiryEffects(forgetSessionData));

/** The app's client: credentials from the in-memory session, decryption in the crypto worker. */
export const api = createApiClient({
  getCredentials: () => {
    const login = getSession();
    return login ? { authtoken: login.userauth.authtoken, sessionkey: login.sessionkey } : null;
  },
  decrypt: decryptResponse,
  onSessionExpired: () => void expireSession(),
});

export { newActionKey } from './action-key';
export { normalizeList, listField } from './normalize-list';
export { ApiError, NetworkError, SessionExpiredError, errorMessage } from './errors';
export type { LoginOutcome } from './client';
