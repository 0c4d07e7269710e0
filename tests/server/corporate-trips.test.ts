import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { createTrip, dayFrom, expense, messageOf } from './trips-fixtures';

/* getcorporatetrips (docs/features/corporate-trips.md): the whole company's trips for its travel admins. */
let t: TestApp;
let admin: string;
const mine: Record<'rahul' | 'priya' | 'globex', string> = { rahul: '', priya: '', globex: '' };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('traveladmin@acme.test');
  mine.rahul = await createTrip(t, await t.token('traveller@acme.test'), { tripname: 'Rahul to Pune', triptypeid: 'TT1001D', fromdate: dayFrom(t, 10), todate: dayFrom(t, 12) });
  mine.priya = await createTrip(t, await t.token('manager@acme.test'), { tripname: 'Priya to Pune', fromdate: dayFrom(t, 200), todate: dayFrom(t, 201) });
  mine.globex = await createTrip(t, await t.token('traveller@globex.test'), { tripname: 'Globex trip' });
  // Four logins (argon2) on a busy CI machine.
}, 180_000);
afterAll(() => t.close());

const list = async (token: string, extra: object = {}) => {
  const response = await expense(t, token, 'getcorporatetrips', extra);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { list: { tripid: string; travellername: string }[]; totalcount: number };
};
const ids = (answer: { list: { tripid: string }[] }) => answer.list.map((trip) => trip.tripid);

describe('corporate trips', () => {
  it('answers every trip of the company, whoever made it, newest first, and none of another company', async () => {
    const answer = await list(admin, { pagesize: 100 });
    expect(ids(answer)).toEqual(expect.arrayContaining([mine.priya, mine.rahul]));
    expect(ids(answer).indexOf(mine.priya)).toBeLessThan(ids(answer).indexOf(mine.rahul));
    expect(ids(answer)).not.toContain(mine.globex);
    expect(answer.totalcount).toBe(answer.list.length);
    // Superadmins see the same company-wide list.
    const superadmin = await list(await t.token('superadmin@acme.test'), { pagesize: 1 });
    expect(superadmin.list).toHaveLength(1);
    expect(superadmin.totalcount).toBe(answer.totalcount);
  });

  it('filters by traveller, status, trip type and travel dates, and pages', async () => {
    expect(ids(await list(admin, { searchtext: 'verma' }))).toContain(mine.rahul);
    expect(ids(await list(admin, { searchtext: 'verma' }))).not.toContain(mine.priya);
    expect(ids(await list(admin, { searchtext: 'manager@acme' }))).toContain(mine.priya);
    expect(ids(await list(admin, { searchtext: 'manager@acme' }))).not.toContain(mine.rahul);
    expect(ids(await list(admin, { triptypeid: 'TT1001D', pagesize: 100 }))).toContain(mine.rahul);
    expect(ids(await list(admin, { triptypeid: 'TT-NONE' }))).toEqual([]);
    const window = ids(await list(admin, { fromdate: dayFrom(t, 199), todate: dayFrom(t, 205) }));
    expect(window).toContain(mine.priya);
    expect(window).not.toContain(mine.rahul);
    expect(ids(await list(admin, { status: 'cancelled', searchtext: 'Priya' }))).toEqual([]);
    const all = await list(admin, { pagesize: 100 });
    const second = await list(admin, { pagesize: 1, pageno: 2 });
    expect(ids(second)).toEqual([ids(all)[1]]);
    expect(second.totalcount).toBe(all.totalcount);
  });

  it('refuses other roles and bad filters, naming the field', async () => {
    for (const user of ['traveller@acme.test', 'coordinator@acme.test', 'manager@acme.test', 'finance@acme.test', 'traveller@globex.test']) {
      const response = await expense(t, await t.token(user), 'getcorporatetrips');
      expect(response.statusCode, user).toBe(403);
    }
    const badStatus = await expense(t, admin, 'getcorporatetrips', { status: 'lost' });
    expect(badStatus.statusCode).toBe(400);
    expect(messageOf(badStatus)).toMatch(/^status must be empty or a trip status/);
    const backwards = await expense(t, admin, 'getcorporatetrips', { fromdate: dayFrom(t, 5), todate: dayFrom(t, 1) });
    expect(backwards.statusCode).toBe(400);
    expect(messageOf(backwards)).toBe('todate must not be before fromdate');
    expect((await expense(t, admin, 'getcorporatetrips', { pagesize: 1000 })).statusCode).toBe(400);
  });
});
