import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAVELLER_OPTIONS_MAX } from '../../src/contract/dashboards/filter-options';
import type { TestApp } from './helpers/test-app';
import { dashboardTestApp } from './dashboards-fixtures';

/*
 * TG-DASHBOARDFILTEROPTIONS (docs/features/dashboards.md "Filter options") on the seeded
 * companies: Acme's masters whole (retired ones too), travellers searched within the caller's
 * dashboard scope only. The travel manager Priya (20002) has Rahul, Arjun, Rohan and Sneha as reportees.
 */

let t: TestApp;
let finance: string;
let manager: string;
let globexAdmin: string;
beforeAll(async () => {
  ({ t, finance, manager, globexAdmin } = await dashboardTestApp());
});
afterAll(() => t.close());

async function options(token: string, fields: Record<string, unknown> = {}) {
  const r = await t.service(token, { opid: 'TG-DASHBOARDFILTEROPTIONS', ...fields });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as {
    departments: unknown[];
    costcentres: unknown[];
    projects: unknown[];
    travellers: { profileid: string; name: string; email: string }[];
  };
}
const ids = (travellers: { profileid: string }[]) => travellers.map((p) => p.profileid);

describe('TG-DASHBOARDFILTEROPTIONS', () => {
  it("the company's departments, cost centres and projects by name, retired ones marked; no travellers unasked", async () => {
    const answer = await options(finance);
    expect(answer.departments).toEqual([
      { id: 'DP1001E', name: 'Engineering', active: true },
      { id: 'DP1001M', name: 'Marketing', active: false },
      { id: 'DP1001S', name: 'Sales', active: true },
    ]);
    expect(answer.costcentres).toEqual([
      { id: 'CC1001M', name: 'Brand campaigns', active: false },
      { id: 'CC1001E', name: 'Engineering', active: true },
      { id: 'CC1001S', name: 'Sales', active: true },
    ]);
    expect(answer.projects).toEqual([
      { id: 'PRJ1001A', name: 'Client onboarding', active: true },
      { id: 'PRJ1001C', name: 'Global partnerships', active: true },
      { id: 'PRJ1001B', name: 'Plant expansion', active: true },
    ]);
    expect(answer.travellers).toEqual([]);
  });

  it("another company gets its own masters, never Acme's", async () => {
    const answer = await options(globexAdmin, { travellerquery: 'acme' });
    expect(answer.departments).toEqual([{ id: 'DP1002O', name: 'Operations', active: true }]);
    expect(answer.costcentres).toEqual([{ id: 'CC1002O', name: 'Operations', active: true }]);
    expect(answer.projects).toEqual([{ id: 'PRJ1002A', name: 'Field operations', active: true }]);
    expect(answer.travellers).toEqual([]);
  });

  it('travellers by name or e-mail, case-insensitively, by name', async () => {
    expect((await options(finance, { travellerquery: 'VERMA' })).travellers).toEqual([
      { profileid: '20001', name: 'Rahul Verma', email: 'traveller@acme.test' },
    ]);
    const acme = ids((await options(finance, { travellerquery: '@acme.TEST' })).travellers);
    expect(acme).toEqual(expect.arrayContaining(['20001', '20002', '20004', '20006', '20008']));
    expect(acme.length).toBeLessThanOrEqual(TRAVELLER_OPTIONS_MAX);
  });

  it('a travelmanager finds only their reportees', async () => {
    expect(ids((await options(manager, { travellerquery: 'acme.test' })).travellers)).toEqual([
      '20003',
      '20001',
      '20007',
      '20008',
    ]);
    expect((await options(manager, { travellerquery: 'Kavita' })).travellers).toEqual([]);
  });

  it('LIKE wildcards are taken literally', async () => {
    expect((await options(finance, { travellerquery: '%' })).travellers).toEqual([]);
    expect((await options(finance, { travellerquery: '_' })).travellers).toEqual([]);
  });

  it('names the traveller a filter holds only when in scope: out of scope answers as unknown', async () => {
    expect((await options(manager, { traveller: '20001' })).travellers).toEqual([
      { profileid: '20001', name: 'Rahul Verma', email: 'traveller@acme.test' },
    ]);
    expect((await options(manager, { traveller: '20004' })).travellers).toEqual([]);
    expect((await options(finance, { traveller: '30001' })).travellers).toEqual([]);
    expect((await options(finance, { traveller: 'nobody' })).travellers).toEqual([]);
    // Named and found: listed once.
    expect(ids((await options(manager, { traveller: '20001', travellerquery: 'Rahul' })).travellers)).toEqual([
      '20001',
    ]);
  });

  it('refuses a traveller; bad input names its field', async () => {
    const traveller = await t.token('traveller@acme.test');
    expect((await t.service(traveller, { opid: 'TG-DASHBOARDFILTEROPTIONS' })).statusCode).toBe(403);
    const long = await t.service(finance, { opid: 'TG-DASHBOARDFILTEROPTIONS', travellerquery: 'x'.repeat(65) });
    expect(long.statusCode).toBe(400);
    expect(long.json().ResponseStatus.message).toContain('travellerquery is too long');
    const wrong = await t.service(finance, { opid: 'TG-DASHBOARDFILTEROPTIONS', traveller: 7 });
    expect(wrong.json().ResponseStatus.message).toContain('traveller must be a string');
  });
});
