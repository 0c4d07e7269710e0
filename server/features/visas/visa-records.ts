import { and, asc, eq } from 'drizzle-orm';
import { type VisaInput, addVisa, deleteVisa, getVisas, updateVisa } from '../../../src/contract/visas/visa-records';
import { aad } from '../../crypto/sealed-columns';
import { openText, sealText } from '../../crypto/seal';
import { type HandlerContext, type OperationHandler, defineHandler } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { passports, visas } from '../../store/schema';
import { OK, checkOwnScan, mine, notYours, todayOf } from './owned';

/*
 * TG-VISAMASTER (docs/features/visas.md): the caller's own visas. The traveller never sets status
 * or remark; a change to what a travel admin checked (country, dates, number, scan) sends a
 * verified or rejected visa back to 'pending'.
 */

type Row = typeof visas.$inferSelect;

const openNumber = (ctx: HandlerContext, r: Row) => openText(ctx.tx, r.visaNumber, aad.visaNumber(r.profileId));

export const visaWire = async (ctx: HandlerContext, r: Row) => ({
  recordid: String(r.id),
  country: r.country,
  visatype: r.visaType,
  visanumber: await openNumber(ctx, r),
  entries: r.entries,
  validfrom: r.validFrom,
  validto: r.validTo,
  passportrecordid: r.passportId === null ? '' : String(r.passportId),
  scanfileid: r.scanFileId,
  status: r.status,
  remark: r.remark,
});

/** The named passport must be one of the caller's own. */
async function passportId(ctx: HandlerContext, recordid: string): Promise<number | null> {
  if (recordid === '') return null;
  const [own] = await ctx.tx
    .select({ id: passports.id })
    .from(passports)
    .where(and(eq(passports.id, Number(recordid)), mine(passports, ctx.session)));
  if (!own) throw notYours('jsondata.passportrecordid');
  return own.id;
}

async function columns(ctx: HandlerContext, visa: VisaInput) {
  return {
    country: visa.country,
    visaType: visa.visatype,
    visaNumber: await sealText(ctx.tx, visa.visanumber, aad.visaNumber(ctx.session.profileid)),
    entries: visa.entries,
    validFrom: visa.validfrom,
    validTo: visa.validto,
    passportId: await passportId(ctx, visa.passportrecordid),
  };
}

const byId = (ctx: HandlerContext, recordid: string) => and(eq(visas.id, Number(recordid)), mine(visas, ctx.session));

/** Whether the edit touches what the admin verified against. */
async function changesVerifiedFacts(ctx: HandlerContext, before: Row, visa: VisaInput, scanFileId: string): Promise<boolean> {
  return (
    before.country !== visa.country ||
    before.validFrom !== visa.validfrom ||
    before.validTo !== visa.validto ||
    before.scanFileId !== scanFileId ||
    (await openNumber(ctx, before)) !== visa.visanumber
  );
}

export const visaRecordHandlers: readonly OperationHandler[] = [
  defineHandler(getVisas)(async (ctx) => {
    const rows = await ctx.tx.select().from(visas).where(mine(visas, ctx.session)).orderBy(asc(visas.id));
    return { ApiStatus: OK, list: await Promise.all(rows.map((r) => visaWire(ctx, r))) };
  }),

  defineHandler(addVisa)(async (ctx, { jsondata }) => {
    if (jsondata.validto <= todayOf(ctx.now)) throw badRequest('jsondata.validto: the visa has expired');
    await checkOwnScan(ctx, jsondata.scanfileid, 'jsondata.scanfileid');
    const [row] = await ctx.tx
      .insert(visas)
      .values({
        ...(await columns(ctx, jsondata)),
        scanFileId: jsondata.scanfileid,
        status: 'pending',
        corporateId: ctx.session.corporateid,
        profileId: ctx.session.profileid,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: visas.id });
    return { ApiStatus: { ...OK, Message: 'Visa added: a travel admin will verify it' }, recordid: String(row!.id) };
  }),

  defineHandler(updateVisa)(async (ctx, { recordid, jsondata }) => {
    const [before] = await ctx.tx.select().from(visas).where(byId(ctx, recordid));
    if (!before) throw notYours();
    const scanFileId = jsondata.scanfileid || before.scanFileId;
    if (scanFileId !== before.scanFileId) await checkOwnScan(ctx, scanFileId, 'jsondata.scanfileid');
    const recheck = before.status !== 'pending' && (await changesVerifiedFacts(ctx, before, jsondata, scanFileId));
    await ctx.tx
      .update(visas)
      .set({
        ...(await columns(ctx, jsondata)),
        scanFileId,
        updatedAt: ctx.now,
        ...(recheck ? { status: 'pending' as const, remark: '', verifiedBy: null, verifiedAt: null } : {}),
      })
      .where(byId(ctx, recordid));
    return { ApiStatus: { ...OK, Message: recheck ? 'Visa updated: a travel admin will verify it again' : 'Visa updated' } };
  }),

  defineHandler(deleteVisa)(async (ctx, { recordid }) => {
    const gone = await ctx.tx.delete(visas).where(byId(ctx, recordid)).returning({ id: visas.id });
    if (gone.length === 0) throw notYours();
    return { ApiStatus: { ...OK, Message: 'Visa deleted' } };
  }),
];
