import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { addEmployeeBank, updateEmployeeBank, viewEmployeeBankWithProfileId } from '../../../src/contract/masters/banks';
import { FINANCE_ADMINS } from '../../../src/contract/roles';
import { recordAdminChange } from '../../admin/audit';
import { aad } from '../../crypto/sealed-columns';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { employeeBanks, profiles } from '../../store/schema';
import { maskedAccount, sealedAccount } from './bank-account';
import { pageOfMaster } from './list-query';

const OK = { Status: 'OK' as const };
const ENTITY = 'EmployeeBank';
const NOT_FOUND = 'jsondata.EmployeeBank.employeebankid: employee bank not found';

type EmployeeBankRow = typeof employeeBanks.$inferSelect;

const wire = (b: EmployeeBankRow) => ({
  employeebankid: b.id,
  profileid: b.profileId,
  bankname: b.bankName,
  accountname: b.accountName,
  accountnumber: maskedAccount(b.accountLast4),
  ifsc: b.ifsc,
  primary: b.primary,
});

/**
 * Whose banks a call may touch: the caller's own ('' means those), or, for finance admins, any
 * profile of their company. `field` names the request field in the refusal.
 */
async function profileInReach(ctx: HandlerContext, requested: string, field: string): Promise<string> {
  const { profileid, corporateid, role } = ctx.session;
  if (requested === '' || requested === profileid) return profileid;
  if (!FINANCE_ADMINS.includes(role)) throw forbidden(`${field}: not yours`);
  const [profile] = await ctx.tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, requested), eq(profiles.corporateId, corporateid)));
  if (!profile) throw forbidden(`${field}: profile not found`);
  return profile.id;
}

/** One primary account per profile: marking one primary clears the others. */
async function clearOtherPrimaries(ctx: HandlerContext, profileId: string, keptId: string): Promise<void> {
  await ctx.tx
    .update(employeeBanks)
    .set({ primary: false })
    .where(and(eq(employeeBanks.profileId, profileId), ne(employeeBanks.id, keptId)));
}

export const viewEmployeeBankWithProfileIdHandler = defineHandler(viewEmployeeBankWithProfileId)(async (ctx, query) => {
  const profileId = await profileInReach(ctx, query.employeeprofileid, 'employeeprofileid');
  const { rows, totalcount } = await pageOfMaster<EmployeeBankRow>(
    ctx.tx,
    {
      table: employeeBanks,
      where: and(eq(employeeBanks.corporateId, ctx.session.corporateid), eq(employeeBanks.profileId, profileId)),
      searchable: [employeeBanks.bankName, employeeBanks.accountName, employeeBanks.ifsc],
      sortable: { bankname: employeeBanks.bankName, accountname: employeeBanks.accountName, ifsc: employeeBanks.ifsc },
      tieBreaker: employeeBanks.id,
    },
    query,
  );
  return { ApiStatus: OK, EmployeeBank: rows.map(wire), totalcount };
});

/** A profile's first account is its primary one whatever the request says. */
export const addEmployeeBankHandler = defineHandler(addEmployeeBank)(async (ctx, { jsondata }) => {
  const { profileid, bankname, accountname, accountnumber, ifsc, primary } = jsondata.EmployeeBank;
  const profileId = await profileInReach(ctx, profileid, 'jsondata.EmployeeBank.profileid');
  const [existing] = await ctx.tx.select({ id: employeeBanks.id }).from(employeeBanks).where(eq(employeeBanks.profileId, profileId)).limit(1);
  const id = `EB${randomUUID()}`;
  const [row] = await ctx.tx
    .insert(employeeBanks)
    .values({
      id,
      corporateId: ctx.session.corporateid,
      profileId,
      bankName: bankname,
      accountName: accountname,
      ...(await sealedAccount(ctx, accountnumber, aad.employeeBankAccount(id))),
      ifsc,
      primary: primary || !existing,
      createdAt: ctx.now,
    })
    .returning();
  if (row!.primary) await clearOtherPrimaries(ctx, profileId, id);
  await recordAdminChange(ctx, { entity: ENTITY, entityId: id, action: 'create', after: wire(row!) });
  return { ApiStatus: OK, employeebankid: id };
});

/** Someone else's bank, or another company's, reads as not found; without an account number the stored one stays. */
export const updateEmployeeBankHandler = defineHandler(updateEmployeeBank)(async (ctx, { jsondata }) => {
  const { employeebankid, bankname, accountname, accountnumber, ifsc, primary } = jsondata.EmployeeBank;
  const own = and(eq(employeeBanks.id, employeebankid), eq(employeeBanks.corporateId, ctx.session.corporateid));
  const [before] = await ctx.tx.select().from(employeeBanks).where(own).for('update');
  if (!before || (before.profileId !== ctx.session.profileid && !FINANCE_ADMINS.includes(ctx.session.role)))
    throw forbidden(NOT_FOUND);
  const account = accountnumber === undefined ? {} : await sealedAccount(ctx, accountnumber, aad.employeeBankAccount(employeebankid));
  const [after] = await ctx.tx
    .update(employeeBanks)
    .set({ bankName: bankname, accountName: accountname, ...account, ifsc, primary: primary || before.primary })
    .where(own)
    .returning();
  if (after!.primary) await clearOtherPrimaries(ctx, before.profileId, employeebankid);
  await recordAdminChange(ctx, { entity: ENTITY, entityId: employeebankid, action: 'update', before: wire(before), after: wire(after!) });
  return { ApiStatus: OK, employeebankid };
});
