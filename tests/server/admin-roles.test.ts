import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../server/store/schema';
import { operations } from '../../src/contract';
import type { Operation } from '../../src/contract/operation';
import { ADMIN_GROUP, DASHBOARD_VIEWERS, FINANCE_ADMINS, ROLES, type Role, TRAVEL_ADMINS } from '../../src/contract/roles';
import { tokensForEveryRole } from './helpers/role-tokens';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * The role walk (docs/features/admin-roles.md): every admin operation of the contract, found at run
 * time so each master added later is walked too, called by every role with an empty body. A role
 * outside the operation's roles gets 403 and changes nothing; a role inside is let through (a 400
 * for the empty body is fine).
 */

const ADMIN_ROLE_SETS: readonly (readonly Role[])[] = [TRAVEL_ADMINS, FINANCE_ADMINS, ADMIN_GROUP, DASHBOARD_VIEWERS];

const adminOperations = (Object.values(operations) as Operation[]).filter(
  (op) => op.roles !== 'any' && ADMIN_ROLE_SETS.includes(op.roles),
);

let t: TestApp;
let tokens: Map<Role, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensForEveryRole(t);
});
afterAll(() => t.close());

const auditCount = async () => (await t.store.db.select({ n: count() }).from(adminAudit))[0]!.n;

describe('every admin operation, every role', () => {
  it('finds the admin operations in the contract', () => {
    expect(adminOperations.map((op) => op.action)).toEqual(expect.arrayContaining(['addbillablecustomer', 'addmessage', 'deletemessage', 'getadminaudit', 'ADDBLOCKSECTORS', 'GETBLOCKSECTORS', 'UPDATEBLOCKSECTORS', 'DELETEBLOCKSECTORS']));
    expect(adminOperations.map((op) => op.action)).toEqual(
      expect.arrayContaining(['addlocationgroup', 'editlocationgroup', 'deletelocationgroup', 'maplocationtogroup', 'removemappedlocation', 'getalllocationforgroupid', 'settriptypelocationgroup']),
    );
    expect(adminOperations.map((op) => op.action)).toEqual(expect.arrayContaining(['getvisamasterlistforverify', 'verifyvisa']));
    expect(adminOperations.map((op) => op.action)).toEqual(expect.arrayContaining(['addgrade', 'updategrade', 'viewgradewithcorporateid']));
    expect(adminOperations.map((op) => op.action)).toEqual(
      expect.arrayContaining(['getguesthouses', 'saveguesthouse', 'saveguesthouseroom', 'addguesthouseblock', 'deleteguesthouseblock', 'getguesthouseoccupancy', 'admincancelguesthousereservation']),
    );
    expect(adminOperations.map((op) => op.action)).toEqual(expect.arrayContaining(['getofflinehotelqueue', 'getofflinehoteltrips', 'fulfilofflinehotel', 'declineofflinehotel', 'cancelofflinestay']));
    expect(adminOperations.map((op) => op.action)).toEqual(
      expect.arrayContaining(['getfinanceexpensequeue', 'controllerverifyexpensereport', 'sendbackexpensereport', 'financerejectexpensereport', 'verifyexpensereport', 'settleexpenseadvance', 'processexpensepayments', 'markexpensesreimbursed', 'getexpensepaymentbatch', 'getexpensepaymentbatches']),
    );
    expect(adminOperations.map((op) => op.action)).toEqual(
      expect.arrayContaining(['GETPERDIEMGROUPS', 'ADDPERDIEMGROUP', 'UPDATEPERDIEMGROUP', 'GETPERDIEMMASTERS', 'ADDPERDIEMMASTERS', 'UPDATEPERDIEMMASTERS', 'DELETEPERDIEMMASTER', 'MAPPERDIEMMASTER', 'GETPERDIEMMAPPING', 'DELETEPERDIEMMAPPING']),
    );
  });

  it('finds the dashboard calls in the contract', () => {
    expect(adminOperations.map((op) => op.opid)).toEqual(
      expect.arrayContaining([
        'TG-CORPORATEDASHBOARDDATA',
        'TG-PREPAIDDASHBOARDDATA',
        'TG-TOTALSALESCORPORATE',
        'TG-INTICORPORATEDASHBOARDDATA',
        'TG-CORPORATEREPORT',
        'TG-DASHBOARDBOOKINGS',
        'TG-SALESBYMONTH',
        'TG-DASHBOARDFILTEROPTIONS',
        'TG-GETDASHBOARDCONFIG',
        'TG-UPDATEDASHBOARDCONFIG',
      ]),
    );
  });

  for (const op of adminOperations) {
    it(`${op.opid} ${op.action}`, async () => {
      const allowed = op.roles as readonly Role[];
      for (const role of ROLES) {
        const before = await auditCount();
        const body = { opid: op.opid, ...(op.actionKey && op.action ? { [op.actionKey]: op.action } : {}) };
        const r = await t.service(tokens.get(role)!, body);
        if (allowed.includes(role)) {
          expect(r.statusCode, `${role} may call ${op.action}: ${r.body}`).not.toBe(403);
        } else {
          expect(r.statusCode, `${role} may not call ${op.action}: ${r.body}`).toBe(403);
          expect(await auditCount(), `${role} changed nothing with ${op.action}`).toBe(before);
        }
      }
    });
  }
});
