/** docs/product.md#session-expiry, word for word. */
export const SESSION_EXPIRED_ALERT = 'Your session has expired! You will be redirected to the Login page.';

export interface ExpiryEffects {
  alert: (message: string) => void;
  /** Drops the vault (blob and key) and the in-memory login. */
  forgetSession: () => Promise<void>;
  clearStorage: () => void;
  goToLogin: () => void;
}

/**
 * Status 900 from any call: alert, clear local and session storage, return to /. Several calls
 * in flight can all answer 900; the user sees one alert and one redirect. The redirect reloads
 * the page, which makes a fresh handler, so "once" is per page load.
 */
export function createSessionExpiryHandler(effects: ExpiryEffects): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => {
    running ??= (async () => {
      effects.alert(SESSION_EXPIRED_ALERT);
      // The vault key's id lives in sessionStorage: delete the key before the storage is wiped.
      await effects.forgetSession().catch(() => undefined);
      effects.clearStorage();
      effects.goToLogin();
    })();
    return running;
  };
}

/** The browser's effects. The redirect reloads the page, so no screen keeps the dead session's data. */
export function browserExpiryEffects(forgetSession: () => Promise<void>): ExpiryEffects {
  return {
    alert: (message) => window.alert(message),
    forgetSession,
    clearStorage: () => {
      localStorage.clear();
      sessionStorage.clear();
    },
    goToLogin: () => window.location.assign('/'),
  };
}
