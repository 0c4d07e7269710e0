import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEVICE_COOKIE } from '../../server/auth/device-tokens';
import type { Db } from '../../server/store/db';
import { securityEvents } from '../../server/store/schema';
import { DEMO_PASSWORD } from '../../server/store/seed-data';
import { LOGIN_PATH } from '../../src/contract/envelope';

export interface LoginAs {
  password?: string;
  address?: string;
  /** Sent as the device cookie. */
  deviceCookie?: string;
  /** Sent as the form field, as app clients do. */
  deviceField?: string;
  headers?: Record<string, string>;
}

/** POST /api/dispatcher/login with the client details the throttle looks at. */
export function loginAs(app: FastifyInstance, userid: string, options: LoginAs = {}): Promise<LightMyRequestResponse> {
  const { password = DEMO_PASSWORD, address = '10.0.0.1', deviceCookie, deviceField, headers = {} } = options;
  const form = new URLSearchParams({ jsondata: JSON.stringify({ userid, password }), pushtoken: '' });
  if (deviceField) form.set('devicetoken', deviceField);
  return app.inject({
    method: 'POST',
    url: LOGIN_PATH,
    remoteAddress: address,
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(deviceCookie ? { cookie: `${DEVICE_COOKIE}=${deviceCookie}` } : {}), ...headers },
  });
}

export const wrong = (i: number) => `Guess${i}@wrong1`;

/** The security events of one login name, oldest first. */
export async function eventsOf(db: Db, userId: string) {
  const rows = await db.select().from(securityEvents).where(eq(securityEvents.userId, userId)).orderBy(desc(securityEvents.id));
  return rows.reverse();
}
