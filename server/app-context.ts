import type { LoginThrottle } from './auth/throttle';
import type { SessionStore } from './auth/sessions';
import type { OperationRegistry } from './dispatch/registry';
import type { Store } from './store/db';

/** What the routes share; built once per app by buildApp. */
export interface AppContext {
  store: Store;
  sessions: SessionStore;
  throttle: LoginThrottle;
  registry: OperationRegistry;
  now: () => Date;
}
