import { and, asc, eq } from 'drizzle-orm';
import { type PaymentRowSchema, getExpensePaymentBatch } from '../../../src/contract/expenses/finance';
import { serializeCsv } from '../../../src/domain/csv';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import type * as v from 'valibot';
import { openText } from '../../crypto/seal';
import { aad } from '../../crypto/sealed-columns';
import { defineHandler } from '../../dispatch/types';
import { employeeBanks, expenseReports, profiles } from '../../store/schema';
import { batchForWire } from './payment-batches';
import { companyBatch } from './payments';

/*
 * A payment batch with its rows and the bank upload file: one row per report, to the claimant's
 * primary bank. The account number is opened from its sealed column only here, for the bank; the
 * screens elsewhere show the last four digits (server/features/masters/bank-account.ts).
 */

type PaymentRow = v.InferOutput<typeof PaymentRowSchema>;

const CSV_HEADER = ['Report number', 'Claimant', 'Email', 'Bank', 'Account name', 'Account number', 'IFSC', 'Amount', 'Currency'];

export const paymentBatchHandler = defineHandler(getExpensePaymentBatch)(async (ctx, { batchid }) => {
  const batch = await companyBatch(ctx, batchid);
  const found = await ctx.tx
    .select({ report: expenseReports, first: profiles.passportFirstName, last: profiles.passportLastName, email: profiles.email, bank: employeeBanks })
    .from(expenseReports)
    .innerJoin(profiles, eq(profiles.id, expenseReports.profileId))
    .leftJoin(employeeBanks, and(eq(employeeBanks.profileId, expenseReports.profileId), eq(employeeBanks.primary, true)))
    .where(and(eq(expenseReports.corporateId, ctx.session.corporateid), eq(expenseReports.paymentBatchId, batch.id)))
    .orderBy(asc(expenseReports.reportNo));
  const rows: PaymentRow[] = [];
  for (const { report, first, last, email, bank } of found) {
    rows.push({
      reportid: report.id,
      reportno: report.reportNo,
      claimant: `${first} ${last}`.trim(),
      email,
      bankname: bank?.bankName ?? '',
      accountname: bank?.accountName ?? '',
      accountnumber: bank ? await openText(ctx.tx, bank.accountNumber, aad.employeeBankAccount(bank.id)) : '',
      ifsc: bank?.ifsc ?? '',
      amount: minorUnitsToDecimal(report.owedMinor),
    });
  }
  const csv = serializeCsv([CSV_HEADER, ...rows.map((r) => [r.reportno, r.claimant, r.email, r.bankname, r.accountname, r.accountnumber, r.ifsc, r.amount, batch.currency])]);
  return {
    ResponseStatus: { status: 'OK' as const },
    batch: batchForWire(batch),
    rows,
    csv,
  };
});
