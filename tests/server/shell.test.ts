import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let acme: string;
let globex: string;
beforeAll(async () => {
  t = await createTestApp();
  acme = await t.token('traveller@acme.test');
  globex = await t.token('traveller@globex.test');
});
afterAll(() => t.close());

const support = { opid: 'TG-SUPPORTMATRIX', action: 'getsupportmatrix' };
const notifications = { opid: 'TG-NOTIFICATIONS', action: 'getnotificationsbycorporate' };

describe('support matrix by corporate', () => {
  it('answers the caller’s own company’s contacts, in order', async () => {
    const response = await t.service(acme, { ...support, corporateid: '1001' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.ResponseStatus.status).toBe('OK');
    expect(body.supportmatrix.map((r: { name: string }) => r.name)).toEqual(['Acme Travel Desk', 'Acme 24x7 Emergency']);
    expect(body.supportmatrix[0]).toEqual({
      name: 'Acme Travel Desk',
      contact_numbers: '+91 22 4000 1001',
      email: 'traveldesk@acme.test',
      instructions: 'Weekdays 9:00 to 18:00 IST for bookings and changes.',
    });
  });

  it('gives another company only its own rows', async () => {
    const body = (await t.service(globex, support)).json();
    expect(body.supportmatrix.map((r: { email: string }) => r.email)).toEqual(['travelhelp@globex.test']);
  });

  it('refuses another company’s corporateid', async () => {
    const response = await t.service(globex, { ...support, corporateid: '1001' });
    expect(response.statusCode).toBe(403);
    expect(response.json().ResponseStatus.message).toMatch(/^corporateid/);
  });

  it('answers an empty list for a company without contacts', async () => {
    const sme = await t.token('owner@sme.test');
    expect((await t.service(sme, support)).json().supportmatrix).toEqual([]);
  });
});

describe('notifications by corporate', () => {
  it('answers the company’s messages, oldest first, with their HTML descriptions', async () => {
    const body = (await t.service(acme, notifications)).json();
    expect(body.notifications.map((n: { message_title: string }) => n.message_title)).toEqual([
      'Monsoon travel advisory',
      'New hotel partners',
      'Expense deadline',
    ]);
    expect(body.notifications[0].message_description).toContain('<strong>flight delays</strong>');
  });

  it('refuses another company’s corporateid and never mixes companies', async () => {
    expect((await t.service(globex, { ...notifications, corporateid: '1001' })).statusCode).toBe(403);
    const body = (await t.service(globex, { ...notifications, corporateid: '1002' })).json();
    expect(body.notifications.map((n: { messageid: string }) => n.messageid)).toEqual(['nt-1002-1']);
  });
});

describe('who may call the shell reads', () => {
  it.each([support, notifications])('$opid needs a session', async (op) => {
    const response = await t.service(null, op);
    expect(response.statusCode).toBe(401);
    expect(response.json().statuscode).toBe(900);
  });

  it.each([support, notifications])('$opid is refused while a password change is pending (menus are hidden then)', async (op) => {
    const newhire = await t.token('newhire@acme.test');
    const response = await t.service(newhire, op);
    expect(response.statusCode).toBe(403);
    expect(response.json().ResponseStatus.message).toBe('Password change required');
  });

  it.each([
    'traveller@acme.test', 'manager@acme.test', 'coordinator@acme.test', 'traveladmin@acme.test',
    'superadmin@acme.test', 'finance@acme.test', 'owner@sme.test', 'solo@biz.test',
  ])('%s may read its own company’s support matrix', async (userId) => {
    expect((await t.service(await t.token(userId), support)).statusCode).toBe(200);
  });

  it('rejects a malformed corporateid with 400 naming the field', async () => {
    const response = await t.service(acme, { ...support, corporateid: 1001 });
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toMatch(/^corporateid/);
  });
});
