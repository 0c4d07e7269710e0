import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_ADMINS, ROLES } from '../../src/contract/roles';
import { encryptExistingRows } from '../../server/crypto/encrypt-existing';
import { openText } from '../../server/crypto/seal';
import { aad } from '../../server/crypto/sealed-columns';
import { adminAudit, companyBanks, employeeBanks } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { asGlobexFinance, asRole } from './masters-finance-fixtures';
import { expense, messageOf } from './trips-fixtures';

/*
 * Company and employee banks (docs/features/masters.md "Banks"): finance admins keep the company's
 * accounts, everyone keeps their own; account numbers are sealed and only ever answered masked.
 */

let t: TestApp;
let finance: string;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  finance = await t.token('finance@acme.test');
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const companyBank = (fields: Record<string, unknown> = {}) => ({
  jsondata: {
    CompanyBank: { bankname: 'Kotak Mahindra Bank', accountname: 'Acme Travel Float', accountnumber: '1234567890', ifsc: 'kkbk0000958', ...fields },
  },
});
const employeeBank = (fields: Record<string, unknown> = {}) => ({
  jsondata: { EmployeeBank: { bankname: 'Canara Bank', accountname: 'Rahul Verma', accountnumber: '110022003300', ifsc: 'CNRB0000123', ...fields } },
});
const ok = async (token: string, action: string, extra: object = {}) => {
  const response = await expense(t, token, action, extra);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
describe('company banks: who may do what', () => {
  for (const role of ROLES) {
    const allowed = FINANCE_ADMINS.includes(role);
    it(`${role}: add, update and list answer ${allowed ? 200 : 403}, and a refusal changes nothing`, async () => {
      const before = await t.store.db.select().from(companyBanks).where(eq(companyBanks.corporateId, '1001'));
      const [added, updated, listed] = await asRole(t, role, async (token) => [
        await expense(t, token, 'addcompanybank', companyBank({ accountname: `Float of ${role}` })),
        await expense(t, token, 'updatecompanybank', companyBank({ companybankid: 'CB1001S', bankname: 'State Bank of India', accountname: `Acme float (${role})` })),
        await expense(t, token, 'viewcompanybankcorporate'),
      ]);
      for (const response of [added, updated, listed]) expect(response.statusCode, response.body).toBe(allowed ? 200 : 403);
      if (!allowed) {
        expect(messageOf(added)).toBe(`Your role (${role}) may not use TG-EXPENSE addcompanybank`);
        expect(await t.store.db.select().from(companyBanks).where(eq(companyBanks.corporateId, '1001'))).toEqual(before);
      }
    });
  }
});

describe('company banks', () => {
  it('adds an account sealed at rest, lists it masked, and records the change', async () => {
    const { companybankid } = await ok(finance, 'addcompanybank', companyBank({ branch: 'Nariman Point' }));
    const [row] = await t.store.db.select().from(companyBanks).where(eq(companyBanks.id, companybankid));
    expect(row!.accountNumber).toMatch(/^enc:v1:/);
    expect(row!.accountNumber).not.toContain('1234567890');
    const page = await ok(finance, 'viewcompanybankcorporate', { searchtext: 'kotak' });
    expect(page.CompanyBank).toContainEqual({
      companybankid,
      bankname: 'Kotak Mahindra Bank',
      accountname: 'Acme Travel Float',
      accountnumber: 'XXXX7890',
      ifsc: 'KKBK0000958',
      branch: 'Nariman Point',
      status: 'active',
    });
    const [audit] = await t.store.db.select().from(adminAudit).where(and(eq(adminAudit.entityId, companybankid), eq(adminAudit.action, 'create')));
    expect(audit).toMatchObject({ entity: 'CompanyBank', actorProfileId: '20006', corporateId: '1001' });
    expect(JSON.stringify(audit!.after)).not.toContain('1234567890');
  });

  it('updates a bank, keeping the account number when none is sent and replacing it when one is', async () => {
    const { companybankid } = await ok(finance, 'addcompanybank', companyBank({ accountname: 'To rename' }));
    await ok(finance, 'updatecompanybank', companyBank({ companybankid, accountnumber: undefined, accountname: 'Renamed float', status: 'inactive' }));
    let listed = (await ok(finance, 'viewcompanybankcorporate', { searchtext: 'Renamed float' })).CompanyBank;
    expect(listed).toEqual([expect.objectContaining({ companybankid, accountnumber: 'XXXX7890', status: 'inactive' })]);
    await ok(finance, 'updatecompanybank', companyBank({ companybankid, accountname: 'Renamed float', accountnumber: '9988776655443' }));
    listed = (await ok(finance, 'viewcompanybankcorporate', { searchtext: 'Renamed float' })).CompanyBank;
    expect(listed[0].accountnumber).toBe('XXXX5443');
    const audits = await t.store.db.select().from(adminAudit).where(and(eq(adminAudit.entityId, companybankid), eq(adminAudit.action, 'update')));
    expect(audits).toHaveLength(2);
  });

  it('pages, sorts and counts in the caller’s company only', async () => {
    const page = await ok(finance, 'viewcompanybankcorporate', { sortby: 'bankname', sortorder: 'desc', pagesize: 1, pageno: 1 });
    expect(page.CompanyBank).toHaveLength(1);
    expect(page.CompanyBank[0].bankname).toBe('State Bank of India');
    const all = await ok(finance, 'viewcompanybankcorporate', { pagesize: 500 });
    expect(page.totalcount).toBe(all.CompanyBank.length);
    expect(all.CompanyBank.map((b: { companybankid: string }) => b.companybankid)).not.toContain('CB1002C');
    const badSort = await expense(t, finance, 'viewcompanybankcorporate', { sortby: 'accountnumber' });
    expect([badSort.statusCode, messageOf(badSort)]).toEqual([400, 'sortby: sort by one of bankname, accountname, ifsc, status']);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases = [
      [{ bankname: ' ' }, 'jsondata.CompanyBank.bankname: bankname is required'],
      [{ accountname: undefined }, 'jsondata.CompanyBank.accountname is required'],
      [{ ifsc: 'HDFC1234567' }, 'jsondata.CompanyBank.ifsc: ifsc must be 4 letters, a 0 and 6 letters or digits (e.g. HDFC0001234)'],
      [{ accountnumber: '12345678' }, 'jsondata.CompanyBank.accountnumber: accountnumber must be 9 to 18 digits'],
      [{ accountnumber: '1234567890123456789' }, 'jsondata.CompanyBank.accountnumber: accountnumber must be 9 to 18 digits'],
      [{ status: 'closed' }, 'jsondata.CompanyBank.status: status must be active or inactive'],
    ] as const;
    for (const [fields, message] of cases) {
      const response = await expense(t, finance, 'addcompanybank', companyBank(fields));
      expect([response.statusCode, messageOf(response)]).toEqual([400, message]);
    }
  });

  it('refuses another company’s bank as not found and leaves it alone', async () => {
    const response = await expense(t, finance, 'updatecompanybank', companyBank({ companybankid: 'CB1002C', bankname: 'Taken over' }));
    expect([response.statusCode, messageOf(response)]).toEqual([403, 'jsondata.CompanyBank.companybankid: company bank not found']);
    const [row] = await t.store.db.select().from(companyBanks).where(eq(companyBanks.id, 'CB1002C'));
    expect(row!.bankName).toBe('Citibank');
  });
});

describe('account numbers entered in clear', () => {
  it('are sealed by the start-up pass and still open to what was entered', async () => {
    await encryptExistingRows(t.store.db);
    const [company] = await t.store.db.select().from(companyBanks).where(eq(companyBanks.id, 'CB1002C'));
    const [own] = await t.store.db.select().from(employeeBanks).where(eq(employeeBanks.id, 'EB20001'));
    expect([company!.accountNumber, own!.accountNumber]).toEqual([expect.stringMatching(/^enc:v1:/), expect.stringMatching(/^enc:v1:/)]);
    expect(await openText(t.store.db, company!.accountNumber, aad.companyBankAccount('CB1002C'))).toBe('000123456789');
    expect(await openText(t.store.db, own!.accountNumber, aad.employeeBankAccount('EB20001'))).toBe('917010012345678');
  });
});

describe('employee banks', () => {
  it('lists the caller’s own banks masked', async () => {
    const page = await ok(traveller, 'viewemployeebankwithprofileid', { profileid: '20001' });
    expect(page.EmployeeBank).toContainEqual({
      employeebankid: 'EB20001',
      profileid: '20001',
      bankname: 'Axis Bank',
      accountname: 'Rahul Verma',
      accountnumber: 'XXXX5678',
      ifsc: 'UTIB0000009',
      primary: true,
    });
    expect(page.totalcount).toBe(page.EmployeeBank.length);
  });

  it('adds and updates the caller’s own banks, one primary at a time, sealed at rest', async () => {
    const { employeebankid } = await ok(traveller, 'addemployeebank', employeeBank());
    const [row] = await t.store.db.select().from(employeeBanks).where(eq(employeeBanks.id, employeebankid));
    expect(row).toMatchObject({ profileId: '20001', corporateId: '1001', primary: false, accountLast4: '3300' });
    expect(row!.accountNumber).toMatch(/^enc:v1:/);
    await ok(traveller, 'updateemployeebank', employeeBank({ employeebankid, bankname: 'Canara Bank Ltd', primary: true }));
    const primaries = (await ok(traveller, 'viewemployeebankwithprofileid')).EmployeeBank.filter((b: { primary: boolean }) => b.primary);
    expect(primaries).toEqual([expect.objectContaining({ employeebankid, bankname: 'Canara Bank Ltd', accountnumber: 'XXXX3300' })]);
  });

  it('makes a profile’s first bank its primary one', async () => {
    const manager = await t.token('manager@acme.test');
    await ok(manager, 'addemployeebank', employeeBank({ accountname: 'Priya Nair' }));
    expect((await ok(manager, 'viewemployeebankwithprofileid')).EmployeeBank).toEqual([expect.objectContaining({ primary: true })]);
  });

  it('keeps an employee to their own profile', async () => {
    const added = await expense(t, traveller, 'addemployeebank', employeeBank({ profileid: '20002' }));
    expect([added.statusCode, messageOf(added)]).toEqual([403, 'jsondata.EmployeeBank.profileid: not yours']);
    const read = await expense(t, traveller, 'viewemployeebankwithprofileid', { employeeprofileid: '20002' });
    expect([read.statusCode, messageOf(read)]).toEqual([403, 'employeeprofileid: not yours']);
    const foreignTop = await expense(t, traveller, 'viewemployeebankwithprofileid', { profileid: '20002' });
    expect([foreignTop.statusCode, messageOf(foreignTop)]).toEqual([403, 'profileid: not yours']);
    const { employeebankid } = await ok(finance, 'addemployeebank', employeeBank({ profileid: '20003', accountname: 'Arjun Mehta' }));
    const updated = await expense(t, traveller, 'updateemployeebank', employeeBank({ employeebankid }));
    expect([updated.statusCode, messageOf(updated)]).toEqual([403, 'jsondata.EmployeeBank.employeebankid: employee bank not found']);
  });

  it('lets finance admins read and add for any profile of their company, never another company’s', async () => {
    const { employeebankid } = await ok(finance, 'addemployeebank', employeeBank({ profileid: '20001', bankname: 'Bank of Baroda', accountnumber: '223344556677' }));
    const page = await ok(finance, 'viewemployeebankwithprofileid', { employeeprofileid: '20001', searchtext: 'baroda' });
    expect(page.EmployeeBank).toEqual([expect.objectContaining({ employeebankid, profileid: '20001', accountnumber: 'XXXX6677' })]);
    const foreignAdd = await expense(t, finance, 'addemployeebank', employeeBank({ profileid: '30001' }));
    expect([foreignAdd.statusCode, messageOf(foreignAdd)]).toEqual([403, 'jsondata.EmployeeBank.profileid: profile not found']);
    const foreignRead = await expense(t, finance, 'viewemployeebankwithprofileid', { employeeprofileid: '30001' });
    expect([foreignRead.statusCode, messageOf(foreignRead)]).toEqual([403, 'employeeprofileid: profile not found']);
    const foreignUpdate = await asGlobexFinance(t, (token) => expense(t, token, 'updateemployeebank', employeeBank({ employeebankid: 'EB20001' })));
    expect([foreignUpdate.statusCode, messageOf(foreignUpdate)]).toEqual([403, 'jsondata.EmployeeBank.employeebankid: employee bank not found']);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases = [
      [{ bankname: '' }, 'jsondata.EmployeeBank.bankname: bankname is required'],
      [{ ifsc: 'CNRB000012' }, 'jsondata.EmployeeBank.ifsc: ifsc must be 4 letters, a 0 and 6 letters or digits (e.g. HDFC0001234)'],
      [{ accountnumber: '12-34-56-78-90' }, 'jsondata.EmployeeBank.accountnumber: accountnumber must be 9 to 18 digits'],
      [{ primary: 'yes' }, 'jsondata.EmployeeBank.primary: primary must be true or false'],
    ] as const;
    for (const [fields, message] of cases) {
      const response = await expense(t, traveller, 'addemployeebank', employeeBank(fields));
      expect([response.statusCode, messageOf(response)]).toEqual([400, message]);
    }
  });
});
