import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAudit } from '../../server/store/schema';
import { ROLES } from '../../src/contract/roles';
import { type SentPush, capturePushes } from './approval-fixtures';
import { tokensForEveryRole } from './helpers/role-tokens';
import { type TestApp, createTestApp } from './helpers/test-app';
import { expense, messageOf } from './trips-fixtures';

/*
 * Admin messages and the audit trail read (docs/features/masters.md "Admin messages",
 * docs/features/admin-audit.md): who may send, list and delete, where a message shows, its push,
 * and the trail that records each change.
 */

let t: TestApp;
let pushes: { sent: SentPush[]; settled: () => Promise<SentPush[]> };
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  pushes = await capturePushes(t.store.db, t.clock.now());
  for (const [role, token] of await tokensForEveryRole(t)) tokens[role] = token;
  tokens.globex = await t.token('traveladmin@globex.test');
});
afterAll(() => t.close());
beforeEach(async () => {
  await pushes.settled();
  pushes.sent.length = 0;
});

const message = (fields: Record<string, unknown>) => ({
  jsondata: { AdminMessage: { messagetoid: 'ALL', messagetitle: 'Welcome', messagedescription: 'Hello <b>all</b>', ...fields } },
});
const send = async (fields: Record<string, unknown> = {}, token = tokens.traveladmin!) => {
  const r = await expense(t, token, 'addmessage', message(fields));
  expect(r.statusCode, r.body).toBe(200);
  return r.json().messageid as string;
};
const listOf = async (token: string, extra: object = {}) => {
  const r = await expense(t, token, 'getallmessage', extra);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { AdminMessage: { messageid: string; messagetoid: string; messagetoname: string; messagetitle: string }[]; totalcount: number };
};
const bell = async (token: string) =>
  ((await t.service(token, { opid: 'TG-NOTIFICATIONS', action: 'getnotificationsbycorporate' })).json().notifications as { messageid: string }[]).map((n) => n.messageid);
const auditCount = async () => (await t.store.db.select({ n: count() }).from(adminAudit))[0]!.n;

describe('addmessage', () => {
  it('stores a message to everyone as docs/product.md describes it, shows it in every bell of the company and pushes it', async () => {
    const id = await send();
    const [stored] = (await listOf(tokens.traveladmin!, { searchtext: 'Welcome' })).AdminMessage;
    expect(stored).toMatchObject({ messageid: id, messagetype: 'notification', messagetoid: 'ALL', messagetoname: 'Everyone', canreply: false, priority: 0, messagelinks: 'NA' });
    expect(await bell(tokens.employee!)).toContain(id);
    expect(await bell(tokens.globex!)).not.toContain(id);
    const sent = await pushes.settled();
    expect(sent.map((s) => s.profileId).sort()).toEqual(['20001', '20002', '20003', '20004', '20005', '20006', '20007', '20008']);
    expect(sent[0]!.payload).toMatchObject({ title: 'Welcome', body: 'Hello all', tag: `admin-message-${id}` });
  });

  it('a message to one person reaches that person alone', async () => {
    const id = await send({ messagetoid: '20001', messagetitle: 'Your visa' });
    expect(await bell(tokens.employee!)).toContain(id);
    expect(await bell(tokens.travelmanager!)).not.toContain(id);
    expect((await listOf(tokens.travelmanager!)).AdminMessage.map((m) => m.messageid)).not.toContain(id);
    expect((await listOf(tokens.employee!)).AdminMessage.find((m) => m.messageid === id)?.messagetoname).toBe('Rahul Verma');
    expect((await pushes.settled()).map((s) => s.profileId)).toEqual(['20001']);
  });

  it('records the change in the audit trail with the actor', async () => {
    const id = await send({ messagetitle: 'Audited' });
    const r = await expense(t, tokens.financeadmin!, 'getadminaudit', { entity: 'AdminMessage', searchtext: id });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().AdminAudit).toMatchObject([{ actorid: '20004', actorname: 'Kavita Iyer', entity: 'AdminMessage', entityid: id, action: 'create', before: null, after: { messagetitle: 'Audited' } }]);
  });

  it.each([
    [{ messagetitle: '' }, 'jsondata.AdminMessage.messagetitle: messagetitle is required'],
    [{ messagedescription: '  ' }, 'jsondata.AdminMessage.messagedescription: messagedescription is required'],
    [{ messagetoid: '' }, 'jsondata.AdminMessage.messagetoid: messagetoid is required'],
    [{ messagetoid: '30001' }, 'jsondata.AdminMessage.messagetoid: no such person in your company'],
  ])('refuses %o with a 400 naming the field and records nothing', async (fields, text) => {
    const before = await auditCount();
    const r = await expense(t, tokens.traveladmin!, 'addmessage', message(fields));
    expect([r.statusCode, messageOf(r)]).toEqual([400, text]);
    expect(await auditCount()).toBe(before);
  });
});

describe('roles', () => {
  for (const role of ROLES) {
    const admin = role === 'traveladmin' || role === 'superadmin';
    it(`${role}: addmessage and deletemessage ${admin ? 'succeed' : 'answer 403'}`, async () => {
      const before = await auditCount();
      const added = await expense(t, tokens[role]!, 'addmessage', message({ messagetitle: `From ${role}` }));
      expect(added.statusCode, added.body).toBe(admin ? 200 : 403);
      const target = await send({ messagetitle: `To delete by ${role}` });
      const deleted = await expense(t, tokens[role]!, 'deletemessage', { messageid: target });
      expect(deleted.statusCode, deleted.body).toBe(admin ? 200 : 403);
      expect(await auditCount()).toBe(before + (admin ? 3 : 1));
    });
  }

  it('getadminaudit: the admin group reads it, everyone else 403', async () => {
    for (const role of ROLES) {
      const r = await expense(t, tokens[role]!, 'getadminaudit');
      expect(r.statusCode, `${role}: ${r.body}`).toBe(['traveladmin', 'superadmin', 'financeadmin', 'financemanager'].includes(role) ? 200 : 403);
    }
  });
});

describe('getallmessage', () => {
  it('pages and counts, newest first on request', async () => {
    for (const n of [1, 2, 3]) await send({ messagetitle: `Paged ${n}` });
    const page = await listOf(tokens.traveladmin!, { searchtext: 'Paged', sortby: 'createdon', sortorder: 'desc', pagesize: 2 });
    expect(page.totalcount).toBe(3);
    expect(page.AdminMessage).toHaveLength(2);
    const bad = await expense(t, tokens.traveladmin!, 'getallmessage', { sortby: 'password' });
    expect([bad.statusCode, messageOf(bad)]).toEqual([400, 'sortby: sort by one of createdon, messagetitle']);
  });

  it('never shows another company its messages', async () => {
    const id = await send({ messagetitle: 'Acme only' });
    expect((await listOf(tokens.globex!)).AdminMessage.map((m) => m.messageid)).not.toContain(id);
  });
});

describe('deletemessage', () => {
  it('removes the message from the bells and records what it was', async () => {
    const id = await send({ messagetitle: 'Going away' });
    // The trail is ordered by time; a standing clock would leave the two changes tied.
    t.clock.advance(1000);
    const r = await expense(t, tokens.superadmin!, 'deletemessage', { messageid: id });
    expect(r.statusCode, r.body).toBe(200);
    expect(await bell(tokens.employee!)).not.toContain(id);
    const trail = (await expense(t, tokens.traveladmin!, 'getadminaudit', { searchtext: id, sortby: 'at' })).json().AdminAudit;
    expect(trail.map((a: { action: string }) => a.action)).toEqual(['create', 'delete']);
    expect(trail[1]).toMatchObject({ actorid: '20005', before: { messagetitle: 'Going away' }, after: null });
  });

  it('answers 403 for another company’s message and leaves it', async () => {
    const id = await send({ messagetitle: 'Globex news' }, tokens.globex);
    const r = await expense(t, tokens.traveladmin!, 'deletemessage', { messageid: id });
    expect([r.statusCode, messageOf(r)]).toEqual([403, 'messageid: message not found']);
    expect((await listOf(tokens.globex!)).AdminMessage.map((m) => m.messageid)).toContain(id);
  });

  it('names an empty messageid', async () => {
    const r = await expense(t, tokens.traveladmin!, 'deletemessage', {});
    expect([r.statusCode, messageOf(r)]).toEqual([400, 'messageid is required']);
  });
});

describe('getadminaudit filters', () => {
  it('filters by actor, entity and days, and names a bad date', async () => {
    const id = await send({ messagetitle: 'Filtered' }, tokens.superadmin);
    const today = t.clock.now().toISOString().slice(0, 10);
    const read = (extra: object) => expense(t, tokens.financeadmin!, 'getadminaudit', { searchtext: id, ...extra });
    expect((await read({ userid: '20005', entity: 'AdminMessage', fromdate: today, todate: today })).json().totalcount).toBe(1);
    expect((await read({ userid: '20004' })).json().totalcount).toBe(0);
    expect((await read({ fromdate: '2999-01-01' })).json().totalcount).toBe(0);
    expect((await read({ entity: 'Projects' })).json().totalcount).toBe(0);
    const bad = await read({ todate: '2026-02-31' });
    expect([bad.statusCode, messageOf(bad)]).toEqual([400, 'todate is not a calendar date']);
  });

  it('shows a company only its own trail', async () => {
    await send({ messagetitle: 'Globex trail' }, tokens.globex);
    const rows = (await expense(t, tokens.traveladmin!, 'getadminaudit', { pagesize: 500 })).json().AdminAudit as { actorid: string }[];
    expect(rows.every((r) => r.actorid.startsWith('2'))).toBe(true);
  });
});
