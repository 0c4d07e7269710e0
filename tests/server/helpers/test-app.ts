import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../../server/app';
import type { Store } from '../../../server/store/db';
import { seedDemoIfEmpty } from '../../../server/store/seed';
import { DEMO_PASSWORD } from '../../../server/store/seed-data';
import type { LoginOk } from '../../../src/contract/login';
import { LOGIN_PATH, SERVICE_PATH } from '../../../src/contract/envelope';
import { TestClock } from './clock';
import { openTestStore } from './test-store';

export interface TestApp {
  app: FastifyInstance;
  store: Store;
  clock: TestClock;
  login(userid: string, options?: { password?: string; enc?: boolean; address?: string }): Promise<LightMyRequestResponse>;
  /** Logs in and returns the token; fails the test if the login does not succeed. */
  token(userid: string, options?: { enc?: boolean }): Promise<string>;
  service(token: string | null, body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** One seeded database per test file (PGlite takes seconds to start); apps on it are cheap. */
export async function createTestApp(options: Omit<BuildAppOptions, 'store'> = {}, store?: Store): Promise<TestApp> {
  const ownStore = store ?? (await openTestStore({ seeded: true }));
  await seedDemoIfEmpty(ownStore.db);
  const clock = new TestClock();
  // No per-session search/PDF budget unless a test asks for one: the clock here stands still.
  const app = await buildApp({ now: clock.now, expensiveOpsPerMinute: 0, ...options, store: ownStore });
  await app.ready();

  const login: TestApp['login'] = (userid, { password = DEMO_PASSWORD, enc, address = '10.0.0.1' } = {}) =>
    app.inject({
      method: 'POST',
      url: LOGIN_PATH,
      remoteAddress: address,
      payload: new URLSearchParams({ jsondata: JSON.stringify({ userid, password, ...(enc ? { enc } : {}) }), pushtoken: '' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  return {
    app,
    store: ownStore,
    clock,
    login,
    async token(userid, { enc } = {}) {
      const response = await login(userid, { enc });
      if (response.statusCode !== 200) throw new Error(`login ${userid} failed: ${response.statusCode} ${response.body}`);
      return (response.json() as LoginOk).userauth.authtoken;
    },
    service(token, body, headers = {}) {
      const request: InjectOptions = {
        method: 'POST',
        url: SERVICE_PATH,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      };
      return app.inject(request);
    },
    async close() {
      await app.close();
      if (!store) await ownStore.close();
    },
  };
}
