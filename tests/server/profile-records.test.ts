import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELEGATION_MESSAGES } from '../../src/domain/profile-records';
import { type TestApp, createTestApp } from './helpers/test-app';

let t: TestApp;
let traveller: string;
let globex: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  globex = await t.token('traveller@globex.test');
});
afterAll(() => t.close());

/** Each profile-side master with a valid record and a changed one. */
const KINDS = [
  { opid: 'TG-IDCARDMASTER', record: { idtype: 'Voter ID', number: 'VTR0001', expiry: '' }, changed: { idtype: 'Passport', number: 'P7654321', expiry: '2032-01-31' } },
  { opid: 'TG-MEMBERSHIPMASTER', record: { kind: 'airline', programme: 'Vistara Club', number: 'CV001' }, changed: { kind: 'hotel', programme: 'Marriott Bonvoy', number: 'MB002' } },
  { opid: 'TG-AIRLINEPREFERENCEMASTER', record: { airline: 'Air India', seat: 'Window', meal: 'J' }, changed: { airline: 'Akasa Air', seat: 'Aisle', meal: 'T' } },
  { opid: 'TG-PREFERREDLOCATION', record: { label: 'Home', city: 'Pune', address: 'Baner Road' }, changed: { label: 'Client site', city: 'Mumbai', address: '' } },
  { opid: 'TG-APPROVALDELEGATION', record: { delegateprofileid: '20002', fromdate: '2031-03-01', todate: '2031-03-10' }, changed: { delegateprofileid: '20004', fromdate: '2031-04-01', todate: '2031-04-01' } },
] as const;

const call = (token: string, opid: string, action: string, extra: object = {}) => t.service(token, { opid, action, ...extra });
const listOf = async (token: string, opid: string) => (await call(token, opid, 'getall')).json().list as { recordid: string }[];

describe.each(KINDS)('$opid', ({ opid, record, changed }) => {
  let recordid: string;

  it('add, getall, update, delete the caller’s own record', async () => {
    const added = await call(traveller, opid, 'add', { profileid: '20001', jsondata: record });
    expect(added.statusCode).toBe(200);
    recordid = added.json().recordid;
    expect(await listOf(traveller, opid)).toContainEqual(expect.objectContaining({ recordid, ...record }));

    expect((await call(traveller, opid, 'update', { recordid, jsondata: changed })).json().ApiStatus.Status).toBe('OK');
    expect(await listOf(traveller, opid)).toContainEqual(expect.objectContaining({ recordid, ...changed }));

    expect((await call(traveller, opid, 'delete', { recordid })).json().ApiStatus.Status).toBe('OK');
    expect((await listOf(traveller, opid)).map((r) => r.recordid)).not.toContain(recordid);
  });

  it('refuses another company’s caller on this company’s records, and hides them', async () => {
    const { recordid: mine } = (await call(traveller, opid, 'add', { jsondata: record })).json();
    expect((await call(globex, opid, 'update', { recordid: mine, jsondata: changed })).statusCode).toBe(403);
    expect((await call(globex, opid, 'delete', { recordid: mine })).statusCode).toBe(403);
    expect((await listOf(globex, opid)).map((r) => r.recordid)).not.toContain(mine);
    expect(await listOf(traveller, opid)).toContainEqual(expect.objectContaining({ recordid: mine, ...record }));
  });

  it('refuses a colleague on the caller’s records', async () => {
    const manager = await t.token('manager@acme.test');
    const { recordid: mine } = (await call(traveller, opid, 'add', { jsondata: record })).json();
    expect((await call(manager, opid, 'delete', { recordid: mine })).statusCode).toBe(403);
  });

  it.each([
    ['another company’s profileid', { profileid: '30001' }],
    ['another company’s corporateid', { corporateid: '1002' }],
  ])('refuses %s on every action', async (_name, extra) => {
    for (const action of ['getall', 'add', 'update', 'delete']) {
      const response = await call(traveller, opid, action, { ...extra, recordid: '1', jsondata: record });
      expect(response.statusCode, action).toBe(403);
    }
  });

  it('is refused while a password change is pending', async () => {
    const newhire = await t.token('newhire@acme.test');
    expect((await call(newhire, opid, 'add', { jsondata: record })).statusCode).toBe(403);
  });

  it('refuses malformed jsondata with 400', async () => {
    expect((await call(traveller, opid, 'add', { jsondata: {} })).statusCode).toBe(400);
    expect((await call(traveller, opid, 'delete', { recordid: 'x' })).statusCode).toBe(400);
  });
});

describe('TG-IDCARDMASTER types', () => {
  it('refuses an ID type outside the spec’s list', async () => {
    const response = await call(traveller, 'TG-IDCARDMASTER', 'add', { jsondata: { idtype: 'Library Card', number: '1', expiry: '' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('TG-APPROVALDELEGATION rules', () => {
  const add = (jsondata: object) => call(traveller, 'TG-APPROVALDELEGATION', 'add', { jsondata });

  it('refuses a delegate from another company', async () => {
    const response = await add({ delegateprofileid: '30001', fromdate: '2031-01-01', todate: '2031-01-02' });
    expect(response.statusCode).toBe(403);
    expect(response.json().ResponseStatus.message).toBe(DELEGATION_MESSAGES.colleague);
  });

  it('refuses a to date before the from date, and the caller as own delegate', async () => {
    const backwards = await add({ delegateprofileid: '20002', fromdate: '2031-01-10', todate: '2031-01-09' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().ResponseStatus.message).toBe(DELEGATION_MESSAGES.period);
    expect((await add({ delegateprofileid: '20001', fromdate: '2031-01-01', todate: '2031-01-02' })).json().ResponseStatus.message).toBe(
      DELEGATION_MESSAGES.self,
    );
  });

  it('refuses an update that moves the delegate to another company', async () => {
    const { recordid } = (await add({ delegateprofileid: '20002', fromdate: '2031-01-01', todate: '2031-01-02' })).json();
    const response = await call(traveller, 'TG-APPROVALDELEGATION', 'update', {
      recordid,
      jsondata: { delegateprofileid: '30001', fromdate: '2031-01-01', todate: '2031-01-02' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lists the seeded delegation with the delegate’s name', async () => {
    expect(await listOf(traveller, 'TG-APPROVALDELEGATION')).toContainEqual(
      expect.objectContaining({ delegateprofileid: '20003', delegatename: 'Arjun Mehta', fromdate: '2030-01-01', todate: '2030-01-15' }),
    );
  });
});
