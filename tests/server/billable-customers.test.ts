import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, corporateTripSettings, profiles } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { oneway } from './flights-fixtures';
import {
  ACME_WALLET,
  type Picked,
  answerOf,
  book,
  bookingRequest,
  reprice,
  searchAndPick,
} from './flights-booking-fixtures';
import { asGlobexFinance } from './masters-finance-fixtures';
import { createTrip, expense, messageOf, superadminCall, validTrip } from './trips-fixtures';
import { balanceOf, setBalance } from './wallet-fixtures';

/*
 * Billable customers (docs/features/masters.md): the company master every role lists and only the
 * finance admins edit, and the trips and flight bookings that must name one of the company's.
 */

let t: TestApp;
let traveller: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  admin = await t.token('finance@acme.test');
});
afterAll(() => t.close());

const customer = (fields: Record<string, unknown>) => ({
  jsondata: { BillableCustomer: { name: 'Wipro', code: 'WIPRO', ...fields } },
});
const list = async (token: string, extra: object = {}) => {
  const response = await expense(t, token, 'getbillablecustomers', extra);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().list as { customerid: string; name: string; code: string; gstin: string; active: boolean }[];
};
const switchOf = (corporateId: string, on: boolean) =>
  t.store.db
    .update(corporateTripSettings)
    .set({ billableCustomerRequired: on })
    .where(eq(corporateTripSettings.corporateId, corporateId));

describe('getbillablecustomers', () => {
  it('lists the active customers of the caller’s company by name, for any role', async () => {
    expect((await list(traveller)).map((c) => c.code)).toEqual(['INFY', 'TATA']);
    expect((await list(await t.token('traveller@globex.test'))).map((c) => c.name)).toEqual([
      'Contoso Ltd',
      'Northwind Traders',
    ]);
  });

  it('lists retired customers too for an admin who asks, and refuses anyone else', async () => {
    expect((await list(admin, { includeinactive: true })).map((c) => [c.code, c.active])).toEqual([
      ['INFY', true],
      ['OHL', false],
      ['TATA', true],
    ]);
    const refused = await expense(t, traveller, 'getbillablecustomers', { includeinactive: true });
    expect([refused.statusCode, messageOf(refused)]).toEqual([
      403,
      'includeinactive: only admins may list inactive customers',
    ]);
  });

  it('searches, sorts and pages when asked, answering the same list shape', async () => {
    const page = await expense(t, traveller, 'getbillablecustomers', { sortby: 'code', sortorder: 'desc', pagesize: 1 });
    expect(page.json()).toEqual({ ApiStatus: { Status: 'OK' }, list: [expect.objectContaining({ code: 'TATA' })] });
    expect((await list(traveller, { searchtext: 'infos' })).map((c) => c.code)).toEqual(['INFY']);
    const badSort = await expense(t, traveller, 'getbillablecustomers', { sortby: 'gstin' });
    expect([badSort.statusCode, messageOf(badSort)]).toEqual([400, 'sortby: sort by one of name, code']);
  });
});

describe('addbillablecustomer and updatebillablecustomer', () => {
  const roleAccounts = [
    ['employee', 'traveller@acme.test', 403],
    ['travelcoordinator', 'coordinator@acme.test', 403],
    ['travelmanager', 'manager@acme.test', 403],
    ['traveladmin', 'traveladmin@acme.test', 403],
    ['superadmin', 'superadmin@acme.test', 200],
    ['financeadmin', 'finance@acme.test', 200],
  ] as const;

  for (const [role, account, status] of roleAccounts) {
    it(`${role}: add and update answer ${status}`, async () => {
      const token = await t.token(account);
      const added = await expense(
        t,
        token,
        'addbillablecustomer',
        customer({ name: `Client of ${role}`, code: `C-${role}` }),
      );
      expect(added.statusCode, added.body).toBe(status);
      const updated = await expense(
        t,
        token,
        'updatebillablecustomer',
        customer({ customerid: 'BC1001T', name: 'Tata Motors', code: 'TATA' }),
      );
      expect(updated.statusCode, updated.body).toBe(status);
    });
  }

  it('financemanager: may add', async () => {
    await t.store.db.update(profiles).set({ role: 'financemanager' }).where(eq(profiles.id, '20006'));
    const token = await t.token('finance@acme.test');
    const added = await expense(t, token, 'addbillablecustomer', customer({ name: 'Finance client', code: 'FINMGR' }));
    expect(added.statusCode, added.body).toBe(200);
    await t.store.db.update(profiles).set({ role: 'financeadmin' }).where(eq(profiles.id, '20006'));
  });

  it('adds a customer the company then lists, with its GST number normalised', async () => {
    const added = await expense(
      t,
      admin,
      'addbillablecustomer',
      customer({ name: 'Mahindra', code: 'mah', gstin: '27aaact2727q1zw' }),
    );
    expect([added.statusCode, added.json().ApiStatus]).toEqual([200, { Status: 'OK' }]);
    const id = added.json().customerid as string;
    expect((await list(traveller)).find((c) => c.customerid === id)).toEqual({
      customerid: id,
      name: 'Mahindra',
      code: 'MAH',
      gstin: '27AAACT2727Q1ZW',
      active: true,
    });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases = [
      [{ name: '' }, 'jsondata.BillableCustomer.name: name is required'],
      [{ code: '  ' }, 'jsondata.BillableCustomer.code: code is required'],
      [
        { code: 'NEWGST', gstin: '27AAACT2727Q1ZX' },
        'jsondata.BillableCustomer.gstin: GST number check digit does not match',
      ],
      [{ code: 'NEWGST', gstin: '12345' }, 'jsondata.BillableCustomer.gstin: GST number must have 15 characters'],
    ] as const;
    for (const [fields, message] of cases) {
      const response = await expense(t, admin, 'addbillablecustomer', customer(fields));
      expect([response.statusCode, messageOf(response)]).toEqual([400, message]);
    }
  });

  it('records every add and update in the audit trail, before and after', async () => {
    const added = await expense(t, admin, 'addbillablecustomer', customer({ name: 'Audited', code: 'AUDIT' }));
    const customerid = added.json().customerid as string;
    await expense(t, admin, 'updatebillablecustomer', customer({ customerid, name: 'Audited again', code: 'AUDIT' }));
    const rows = await t.store.db.select().from(adminAudit).where(eq(adminAudit.entityId, customerid));
    expect(rows.map((r) => [r.entity, r.action, r.actorProfileId]).sort()).toEqual([
      ['BillableCustomer', 'create', '20006'],
      ['BillableCustomer', 'update', '20006'],
    ]);
    expect(rows.find((r) => r.action === 'update')).toMatchObject({
      before: expect.objectContaining({ name: 'Audited' }),
      after: expect.objectContaining({ name: 'Audited again' }),
    });
  });

  it('keeps codes unique within a company but not across companies', async () => {
    const duplicate = await expense(t, admin, 'addbillablecustomer', customer({ code: 'tata' }));
    expect([duplicate.statusCode, messageOf(duplicate)]).toEqual([
      400,
      'jsondata.BillableCustomer.code: another customer of your company has this code',
    ]);
    const renamed = await expense(
      t,
      admin,
      'updatebillablecustomer',
      customer({ customerid: 'BC1001I', name: 'Infosys', code: 'TATA' }),
    );
    expect([renamed.statusCode, messageOf(renamed)]).toEqual([
      400,
      'jsondata.BillableCustomer.code: another customer of your company has this code',
    ]);
    const elsewhere = await asGlobexFinance(t, (token) => expense(t, token, 'addbillablecustomer', customer({ name: 'Tata US', code: 'TATA' })));
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('retires a customer, and refuses another company’s customer', async () => {
    const added = await expense(t, admin, 'addbillablecustomer', customer({ name: 'Short-lived', code: 'SHORT' }));
    const id = added.json().customerid as string;
    const retired = await expense(
      t,
      admin,
      'updatebillablecustomer',
      customer({ customerid: id, name: 'Short-lived', code: 'SHORT', active: false }),
    );
    expect(retired.statusCode, retired.body).toBe(200);
    expect((await list(traveller)).some((c) => c.customerid === id)).toBe(false);

    const foreign = await expense(
      t,
      admin,
      'updatebillablecustomer',
      customer({ customerid: 'BC1002N', name: 'Taken over', code: 'NWT' }),
    );
    expect([foreign.statusCode, messageOf(foreign)]).toEqual([
      403,
      'jsondata.BillableCustomer.customerid: billable customer not found',
    ]);
    const globex = await list(await t.token('traveller@globex.test'));
    expect(globex.find((c) => c.customerid === 'BC1002N')?.name).toBe('Northwind Traders');
  });
});

describe('trips billed to a customer', () => {
  it('takes a customer of the company and refuses a foreign or retired one', async () => {
    await createTrip(t, traveller, { billabletype: 'billable', billableid: 'BC1001T' });
    for (const billableid of ['BC1002N', 'BC1001O', 'nobody']) {
      const response = await expense(t, traveller, 'createtrip', {
        jsondata: validTrip(t, { billabletype: 'billable', billableid }),
      });
      expect([response.statusCode, messageOf(response)]).toEqual([
        400,
        'billableid: no such billable customer in your company',
      ]);
    }
  });

  it('refuses a billable trip without a customer while the switch is on, on create and update', async () => {
    const tripid = await createTrip(t, traveller, { billabletype: 'billable' });
    await switchOf('1001', true);
    try {
      const created = await expense(t, traveller, 'createtrip', {
        jsondata: validTrip(t, { billabletype: 'billable' }),
      });
      expect([created.statusCode, messageOf(created)]).toEqual([400, 'billableid: Select a billable customer']);
      const updated = await superadminCall(t, traveller, 'updatetripdetails', {
        jsondata: { ...validTrip(t, { billabletype: 'billable' }), tripid },
      });
      expect([updated.statusCode, messageOf(updated)]).toEqual([400, 'billableid: Select a billable customer']);
      await createTrip(t, traveller, { billabletype: 'nonbillalble' });
      const validations = (await t.service(traveller, { opid: 'TG-GETTRIPVALIDATIONS' })).json().validations;
      expect(validations.billablecustomerrequired).toBe(true);
    } finally {
      await switchOf('1001', false);
    }
  });
});

describe('flight bookings billed to a customer', () => {
  let picked: Picked;
  let totalfare: string;
  beforeAll(async () => {
    await setBalance(t.store.db, ACME_WALLET, 1_000_000_00n);
    picked = await searchAndPick(t, traveller, oneway('BLR', 'DEL', '2026-03-20'));
    totalfare = (await reprice(t, traveller, picked)).totalfare;
  });

  it('refuses another company’s customer, charging nothing', async () => {
    const before = await balanceOf(t.store.db, ACME_WALLET);
    const response = await book(
      t,
      traveller,
      bookingRequest(picked, totalfare, { billabletype: 'billable', customerid: 'BC1002N' }),
    );
    expect([response.statusCode, messageOf(response)]).toEqual([
      400,
      'jsondata.customerid: no such billable customer in your company',
    ]);
    expect(await balanceOf(t.store.db, ACME_WALLET)).toBe(before);
  });

  it('with the switch on, refuses a billable booking without a customer and books one with', async () => {
    await switchOf('1001', true);
    try {
      const refused = await book(t, traveller, bookingRequest(picked, totalfare, { billabletype: 'billable' }));
      expect([refused.statusCode, messageOf(refused)]).toEqual([
        400,
        'jsondata.customerid: Select a billable customer',
      ]);
      const booked = await book(
        t,
        traveller,
        bookingRequest(picked, totalfare, { billabletype: 'billable', customerid: 'BC1001I' }),
      );
      expect(booked.statusCode, booked.body).toBe(200);
      expect(answerOf(booked).status).not.toBe('failed');
    } finally {
      await switchOf('1001', false);
    }
  });
});
