import { and, asc, eq } from 'drizzle-orm';
import { type PassportInput, addPassport, deletePassport, getPassports, updatePassport } from '../../../src/contract/visas/passports';
import { aad } from '../../crypto/sealed-columns';
import { openText, sealText } from '../../crypto/seal';
import { type HandlerContext, type OperationHandler, defineHandler } from '../../dispatch/types';
import { badRequest } from '../../http/errors';
import { passports } from '../../store/schema';
import { OK, checkOwnScan, mine, notYours, todayOf } from './owned';

/* TG-PASSPORTMASTER (docs/features/visas.md): the caller's own passports; the number is sealed. */

type Row = typeof passports.$inferSelect;

async function columns(ctx: HandlerContext, p: PassportInput) {
  if (p.scanfileid) await checkOwnScan(ctx, p.scanfileid, 'jsondata.scanfileid');
  return {
    passportNumber: await sealText(ctx.tx, p.passportnumber, aad.passportNumber(ctx.session.profileid)),
    issuingCountry: p.issuingcountry,
    nationality: p.nationality,
    issueDate: p.issuedate,
    expiryDate: p.expirydate,
    placeOfIssue: p.placeofissue,
    scanFileId: p.scanfileid || null,
  };
}

const wire = async (ctx: HandlerContext, r: Row) => ({
  recordid: String(r.id),
  passportnumber: await openText(ctx.tx, r.passportNumber, aad.passportNumber(r.profileId)),
  issuingcountry: r.issuingCountry,
  nationality: r.nationality,
  issuedate: r.issueDate,
  expirydate: r.expiryDate,
  placeofissue: r.placeOfIssue,
  scanfileid: r.scanFileId ?? '',
});

const byId = (ctx: HandlerContext, recordid: string) => and(eq(passports.id, Number(recordid)), mine(passports, ctx.session));

export const passportHandlers: readonly OperationHandler[] = [
  defineHandler(getPassports)(async (ctx) => {
    const rows = await ctx.tx.select().from(passports).where(mine(passports, ctx.session)).orderBy(asc(passports.id));
    return { ApiStatus: OK, list: await Promise.all(rows.map((r) => wire(ctx, r))) };
  }),

  defineHandler(addPassport)(async (ctx, { jsondata }) => {
    // An expired passport is no use for travel; an old one may still be edited.
    if (jsondata.expirydate <= todayOf(ctx.now)) throw badRequest('jsondata.expirydate: the passport has expired');
    const [row] = await ctx.tx
      .insert(passports)
      .values({ ...(await columns(ctx, jsondata)), corporateId: ctx.session.corporateid, profileId: ctx.session.profileid, createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ id: passports.id });
    return { ApiStatus: { ...OK, Message: 'Passport added' }, recordid: String(row!.id) };
  }),

  defineHandler(updatePassport)(async (ctx, { recordid, jsondata }) => {
    const [before] = await ctx.tx.select({ id: passports.id }).from(passports).where(byId(ctx, recordid));
    if (!before) throw notYours();
    await ctx.tx.update(passports).set({ ...(await columns(ctx, jsondata)), updatedAt: ctx.now }).where(byId(ctx, recordid));
    return { ApiStatus: { ...OK, Message: 'Passport updated' } };
  }),

  defineHandler(deletePassport)(async (ctx, { recordid }) => {
    const gone = await ctx.tx.delete(passports).where(byId(ctx, recordid)).returning({ id: passports.id });
    if (gone.length === 0) throw notYours();
    return { ApiStatus: { ...OK, Message: 'Passport deleted' } };
  }),
];
