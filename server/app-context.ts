import type { LoginThrottle } from './auth/throttle';
import type { SessionStore } from './auth/sessions';
import type { OperationRegistry } from './dispatch/registry';
import type { ExpensiveCallLimiter } from './dispatch/rate-limit';
import type { CaptureHandlers } from './payments/card-gateway';
import type { Store } from './store/db';

/** What the routes share; built once per app by buildApp. */
export interface AppContext {
  store: Store;
  sessions: SessionStore;
  throttle: LoginThrottle;
  registry: OperationRegistry;
  /** Per-session budget of searches and PDFs (dispatch/rate-limit.ts). */
  expensiveCalls: ExpensiveCallLimiter;
  now: () => Date;
  /** The capture of each product's card payments (server/booking/capture.ts). */
  captures: CaptureHandlers;
}
