import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineHandler } from '../../server/dispatch/types';
import { allHandlers } from '../../server/features/index';
import { defineOperation } from '../../src/contract/operation';
import { ApiStatusSchema } from '../../src/contract/envelope';
import { type TestApp, createTestApp } from './helpers/test-app';

/** An operation only travel staff may call, served beside the product's own. */
const staffOnly = defineOperation({
  opid: 'TG-TESTSTAFF',
  actionKey: 'action',
  action: 'whoami',
  request: v.object({}),
  response: v.object({ ApiStatus: ApiStatusSchema, role: v.string() }),
  roles: ['travelcoordinator', 'traveladmin', 'superadmin'],
  mutates: false,
});
const staffHandler = defineHandler(staffOnly)(async ({ session }) => ({ ApiStatus: { Status: 'OK' }, role: session.role }));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ handlers: [...allHandlers, staffHandler] });
});
afterAll(() => t.close());

describe('role check', () => {
  it('refuses a role the operation does not allow, with 403 and no data', async () => {
    const response = await t.service(await t.token('traveller@acme.test'), { opid: 'TG-TESTSTAFF', action: 'whoami' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ ResponseStatus: { status: 'NOK', message: expect.stringContaining('employee') } });
  });

  it('lets an allowed role through to the handler', async () => {
    const response = await t.service(await t.token('superadmin@acme.test'), { opid: 'TG-TESTSTAFF', action: 'whoami' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ApiStatus: { Status: 'OK' }, role: 'superadmin' });
  });
});
