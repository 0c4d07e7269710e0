import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addCompanyBank, updateCompanyBank, viewCompanyBankCorporate } from '../../../src/contract/masters/banks';
import { recordAdminChange } from '../../admin/audit';
import { aad } from '../../crypto/sealed-columns';
import { defineHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { companyBanks } from '../../store/schema';
import { maskedAccount, sealedAccount } from './bank-account';
import { pageOfMaster } from './list-query';

const OK = { Status: 'OK' as const };
const ENTITY = 'CompanyBank';
const NOT_FOUND = 'jsondata.CompanyBank.companybankid: company bank not found';

type BankRow = typeof companyBanks.$inferSelect;

const wire = (b: BankRow) => ({
  companybankid: b.id,
  bankname: b.bankName,
  accountname: b.accountName,
  accountnumber: maskedAccount(b.accountLast4),
  ifsc: b.ifsc,
  branch: b.branch,
  status: b.status as 'active' | 'inactive',
});

export const viewCompanyBankCorporateHandler = defineHandler(viewCompanyBankCorporate)(async (ctx, query) => {
  const { rows, totalcount } = await pageOfMaster<BankRow>(
    ctx.tx,
    {
      table: companyBanks,
      where: eq(companyBanks.corporateId, ctx.session.corporateid),
      searchable: [companyBanks.bankName, companyBanks.accountName, companyBanks.ifsc],
      sortable: {
        bankname: companyBanks.bankName,
        accountname: companyBanks.accountName,
        ifsc: companyBanks.ifsc,
        status: companyBanks.status,
      },
      tieBreaker: companyBanks.id,
    },
    query,
  );
  return { ApiStatus: OK, CompanyBank: rows.map(wire), totalcount };
});

export const addCompanyBankHandler = defineHandler(addCompanyBank)(async (ctx, { jsondata }) => {
  const { bankname, accountname, accountnumber, ifsc, branch, status } = jsondata.CompanyBank;
  const id = `CB${randomUUID()}`;
  const [row] = await ctx.tx
    .insert(companyBanks)
    .values({
      id,
      corporateId: ctx.session.corporateid,
      bankName: bankname,
      accountName: accountname,
      ...(await sealedAccount(ctx, accountnumber, aad.companyBankAccount(id))),
      ifsc,
      branch,
      status,
      createdAt: ctx.now,
    })
    .returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: id, action: 'create', after: wire(row!) });
  return { ApiStatus: OK, companybankid: id };
});

/** Another company's bank reads as not found; an update without an account number keeps the stored one. */
export const updateCompanyBankHandler = defineHandler(updateCompanyBank)(async (ctx, { jsondata }) => {
  const { companybankid, bankname, accountname, accountnumber, ifsc, branch, status } = jsondata.CompanyBank;
  const own = and(eq(companyBanks.id, companybankid), eq(companyBanks.corporateId, ctx.session.corporateid));
  const [before] = await ctx.tx.select().from(companyBanks).where(own).for('update');
  if (!before) throw forbidden(NOT_FOUND);
  const account = accountnumber === undefined ? {} : await sealedAccount(ctx, accountnumber, aad.companyBankAccount(companybankid));
  const [after] = await ctx.tx
    .update(companyBanks)
    .set({ bankName: bankname, accountName: accountname, ...account, ifsc, branch, status })
    .where(own)
    .returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: companybankid, action: 'update', before: wire(before), after: wire(after!) });
  return { ApiStatus: OK, companybankid };
});
