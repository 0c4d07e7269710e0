import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_WIDGETS } from '../../src/contract/dashboards/config';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * TG-GETDASHBOARDCONFIG and TG-UPDATEDASHBOARDCONFIG (docs/features/dashboards.md "Dashboard
 * config"): every widget until an admin hides some from a role, per company; the role walk is in
 * admin-roles.test.ts.
 */

let t: TestApp;
let admin: string;
let finance: string;
let manager: string;
let globexAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  // One after another: four argon2 logins at once overrun the test app's hash queue.
  admin = await t.token('traveladmin@acme.test');
  finance = await t.token('finance@acme.test');
  manager = await t.token('manager@acme.test');
  globexAdmin = await t.token('traveladmin@globex.test');
});
afterAll(() => t.close());

const get = (token: string, fields: Record<string, unknown> = {}) =>
  t.service(token, { opid: 'TG-GETDASHBOARDCONFIG', ...fields });
const update = (token: string, role: string, hidden: unknown) =>
  t.service(token, { opid: 'TG-UPDATEDASHBOARDCONFIG', role, hidden });
const hiddenOf = (body: { DashboardConfig: { widgets: { name: string; visible: boolean }[] } }) =>
  body.DashboardConfig.widgets.filter((w) => !w.visible).map((w) => w.name);

describe('dashboard config', () => {
  it('shows a role every widget until an admin hides some', async () => {
    const r = await get(finance);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().DashboardConfig).toEqual({
      role: 'financeadmin',
      widgets: DASHBOARD_WIDGETS.map((name) => ({ name, visible: true })),
    });
  });

  it('hides what an admin hides from a role, in the widgets’ order, for that company only', async () => {
    const saved = await update(admin, 'travelmanager', ['violatingtravellers', 'totals', 'totals']);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(hiddenOf(saved.json())).toEqual(['totals', 'violatingtravellers']);

    const own = await get(manager);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().DashboardConfig.role).toBe('travelmanager');
    expect(hiddenOf(own.json())).toEqual(['totals', 'violatingtravellers']);
    expect(hiddenOf((await get(finance, { role: 'travelmanager' })).json())).toEqual(['totals', 'violatingtravellers']);
    expect(hiddenOf((await get(finance)).json())).toEqual([]);
    expect(hiddenOf((await get(globexAdmin, { role: 'travelmanager' })).json())).toEqual([]);

    const cleared = await update(finance, 'travelmanager', []);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(hiddenOf((await get(manager)).json())).toEqual([]);
  });

  it('lets only an admin read another role’s config', async () => {
    const r = await get(manager, { role: 'financeadmin' });
    expect(r.statusCode, r.body).toBe(403);
    expect((await get(manager, { role: 'travelmanager' })).statusCode).toBe(200);
  });

  it('refuses a role without a dashboard and an unknown widget, naming the field', async () => {
    const role = await update(admin, 'employee', []);
    expect(role.statusCode).toBe(400);
    expect(role.json().ResponseStatus.message).toMatch(/role must be one of/);
    const widget = await update(admin, 'financeadmin', ['piechart']);
    expect(widget.statusCode).toBe(400);
    expect(widget.json().ResponseStatus.message).toMatch(/hidden must list widgets/);
    expect((await get(admin, { role: 'employee' })).statusCode).toBe(400);
  });
});
