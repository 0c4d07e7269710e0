import { and, eq, inArray } from 'drizzle-orm';
import type { Duplicate, ExpenseLine } from '../../../src/contract/expenses/line-shape';
import { REIMBURSED_PAYMENT_METHODS } from '../../../src/contract/expenses/line-shape';
import { minorUnitsToDecimal } from '../../../src/domain/money';
import type { HandlerContext } from '../../dispatch/types';
import { describeFile } from '../../http/upload-store';
import { expenseCategories, expenseReceipts, uploadedFiles, vehicleMasters } from '../../store/schema';
import type { LineRow } from './rows';

/* Lines as the wire carries them (src/contract/expenses/line-shape.ts). */

const money = (minor: bigint | null | undefined) => minorUnitsToDecimal(minor ?? 0n);
const distance = (hundredths: bigint | null) => minorUnitsToDecimal(hundredths ?? 0n);

/** Names and receipts of the lines' categories, vehicles and files, read once for a list. */
async function lineExtras(ctx: HandlerContext, lines: readonly LineRow[]) {
  const corp = ctx.session.corporateid;
  const ids = lines.map((l) => l.id);
  const categoryIds = [...new Set(lines.map((l) => l.categoryId))];
  const vehicleIds = [...new Set(lines.flatMap((l) => (l.vehicleId ? [l.vehicleId] : [])))];
  const categories =
    categoryIds.length === 0
      ? []
      : await ctx.tx.select({ id: expenseCategories.id, name: expenseCategories.name }).from(expenseCategories).where(and(eq(expenseCategories.corporateId, corp), inArray(expenseCategories.id, categoryIds)));
  const vehicles =
    vehicleIds.length === 0
      ? []
      : await ctx.tx.select({ id: vehicleMasters.id, name: vehicleMasters.vehicleType }).from(vehicleMasters).where(and(eq(vehicleMasters.corporateId, corp), inArray(vehicleMasters.id, vehicleIds)));
  const receipts =
    ids.length === 0
      ? []
      : await ctx.tx
          .select({ lineId: expenseReceipts.lineId, id: uploadedFiles.id, corporateId: uploadedFiles.corporateId, profileId: uploadedFiles.profileId, name: uploadedFiles.name, mime: uploadedFiles.mime, size: uploadedFiles.size, sha256: uploadedFiles.sha256, createdAt: uploadedFiles.createdAt })
          .from(expenseReceipts)
          .innerJoin(uploadedFiles, eq(uploadedFiles.id, expenseReceipts.fileId))
          .where(inArray(expenseReceipts.lineId, ids))
          .orderBy(expenseReceipts.id);
  const receiptsOf = new Map<string, ReturnType<typeof describeFile>[]>();
  for (const { lineId, ...file } of receipts) receiptsOf.set(lineId, [...(receiptsOf.get(lineId) ?? []), describeFile(file)]);
  return { categoryName: new Map(categories.map((c) => [c.id, c.name])), vehicleName: new Map(vehicles.map((v) => [v.id, v.name])), receiptsOf };
}

export const isReimbursed = (line: Pick<LineRow, 'paymentMethod'>) => REIMBURSED_PAYMENT_METHODS.includes(line.paymentMethod);

/** The lines for the wire; `editable` says whether their report (or none) lets the owner change them. */
export async function linesForWire(
  ctx: HandlerContext,
  lines: readonly LineRow[],
  { editable, duplicates = new Map() }: { editable: boolean; duplicates?: ReadonlyMap<string, Duplicate[]> },
): Promise<ExpenseLine[]> {
  const extras = await lineExtras(ctx, lines);
  return lines.map((l) => ({
    lineid: l.id,
    reportid: l.reportId,
    tripid: l.tripId,
    profileid: l.profileId,
    kind: l.kind,
    linetype: l.lineType,
    categoryid: l.categoryId,
    categoryname: extras.categoryName.get(l.categoryId) ?? '',
    expensedate: l.expenseDate,
    merchant: l.merchant,
    notes: l.notes,
    currency: l.currency,
    amount: money(l.amountMinor),
    rate: l.rate,
    basecurrency: l.baseCurrency,
    baseamount: money(l.baseMinor),
    paymentmethod: l.paymentMethod,
    reimbursable: isReimbursed(l),
    gst: { gstin: l.gstin, cgst: money(l.cgstMinor), sgst: money(l.sgstMinor), igst: money(l.igstMinor), itceligible: l.itcEligible },
    customfields: l.customFields,
    mileage:
      l.lineType === 'mileage'
        ? { distance: distance(l.distanceHundredths), unit: l.distanceUnit ?? 'km', vehicleid: l.vehicleId ?? '', vehiclename: extras.vehicleName.get(l.vehicleId ?? '') ?? '', rateperunit: money(l.ratePerUnitMinor), rateunit: l.rateUnit ?? 'km' }
        : null,
    perdiem: l.lineType === 'perdiem' ? { days: l.days ?? 0, dailyrate: money(l.dailyRateMinor), ratecurrency: l.currency, place: l.place ?? '', groupname: l.perDiemGroup ?? '' } : null,
    booking: l.bookingTxid ? { txid: l.bookingTxid, service: l.bookingService ?? '' } : null,
    receipts: extras.receiptsOf.get(l.id) ?? [],
    policy: { outofpolicy: l.outOfPolicy, reasons: l.policyReasons, receiptrequired: l.receiptRequired },
    justification: l.justification,
    allowedamount: l.allowedMinor === null ? '' : money(l.allowedMinor),
    financeremark: l.financeRemark,
    duplicates: duplicates.get(l.id) ?? [],
    editable: editable && l.lineType !== 'booking',
    createdon: l.createdAt.toISOString(),
  }));
}
