import { type SQL, and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getVisaMasterListForVerify, verifyVisa } from '../../../src/contract/visas/verify';
import { recordAdminChange } from '../../admin/audit';
import { aad } from '../../crypto/sealed-columns';
import { openText } from '../../crypto/seal';
import { type HandlerContext, type OperationHandler, defineHandler } from '../../dispatch/types';
import { badRequest, forbidden } from '../../http/errors';
import { containsPattern } from '../../store/like-pattern';
import { profiles, visas } from '../../store/schema';
import { OK } from './owned';
import { noticeOfVisaDecision } from './verify-notice';

/*
 * TG-VISAMASTERS for travel admins (docs/features/visas.md "Verification"): the company's visas,
 * paged, and the verify/reject decision, audited as entity VisaMaster.
 */

const ENTITY = 'VisaMaster';
const NOT_FOUND = 'recordid: visa not found';

const travellerName = sql<string>`trim(${profiles.passportFirstName} || ' ' || ${profiles.passportLastName})`;

const SORTS: Record<string, PgColumn | SQL> = {
  createdon: visas.createdAt,
  travellername: travellerName,
  country: visas.country,
  validfrom: visas.validFrom,
  status: visas.status,
};

const company = (ctx: HandlerContext) => eq(visas.corporateId, ctx.session.corporateid);

export const getVisaListHandler = defineHandler(getVisaMasterListForVerify)(async (ctx, query) => {
  const pattern = containsPattern(query.searchtext);
  const where = and(
    company(ctx),
    query.status === '' ? undefined : eq(visas.status, query.status),
    query.searchtext === ''
      ? undefined
      : or(ilike(travellerName, pattern), ilike(profiles.email, pattern), ilike(visas.country, pattern), ilike(visas.visaType, pattern)),
  );
  const joined = and(eq(profiles.id, visas.profileId), eq(profiles.corporateId, visas.corporateId));
  const direction = query.sortorder === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    ctx.tx
      .select({ visa: visas, travellername: travellerName, travelleremail: profiles.email })
      .from(visas)
      .innerJoin(profiles, joined)
      .where(where)
      .orderBy(direction(SORTS[query.sortby || 'createdon']!), asc(visas.id))
      .limit(query.pagesize)
      .offset((query.pageno - 1) * query.pagesize),
    ctx.tx.select({ n: count() }).from(visas).innerJoin(profiles, joined).where(where),
  ]);
  const list = await Promise.all(
    rows.map(async ({ visa, travellername, travelleremail }) => ({
      recordid: String(visa.id),
      profileid: visa.profileId,
      travellername,
      travelleremail,
      country: visa.country,
      visatype: visa.visaType,
      visanumber: await openText(ctx.tx, visa.visaNumber, aad.visaNumber(visa.profileId)),
      entries: visa.entries,
      validfrom: visa.validFrom,
      validto: visa.validTo,
      status: visa.status,
      remark: visa.remark,
      scanfileid: visa.scanFileId,
      createdon: visa.createdAt.toISOString(),
    })),
  );
  return { ApiStatus: OK, list, totalcount: total?.n ?? 0 };
});

/** What the audit trail keeps of a decision: never the visa number. */
const audited = (v: typeof visas.$inferSelect) => ({ profileid: v.profileId, country: v.country, status: v.status, remark: v.remark });

export const verifyVisaHandler = defineHandler(verifyVisa)(async (ctx, { recordid, status, remark }) => {
  if (status === 'rejected' && remark === '') throw badRequest('remark: say why the visa is rejected (the traveller reads it)');
  const mineToDecide = and(eq(visas.id, Number(recordid)), company(ctx));
  const [before] = await ctx.tx.select().from(visas).where(mineToDecide);
  if (!before) throw forbidden(NOT_FOUND);
  // Someone else checks a travel admin's own visa: nobody verifies their own papers.
  if (before.profileId === ctx.session.profileid) throw forbidden('recordid: another travel admin verifies your own visa');
  const [after] = await ctx.tx
    .update(visas)
    .set({ status, remark, verifiedBy: ctx.session.emulatedBy ?? ctx.session.profileid, verifiedAt: ctx.now })
    .where(mineToDecide)
    .returning();
  await recordAdminChange(ctx, { entity: ENTITY, entityId: recordid, action: 'update', before: audited(before), after: audited(after!) });
  await noticeOfVisaDecision(ctx, after!);
  return { ApiStatus: { ...OK, Message: `Visa ${status}` } };
});

export const visaVerifyHandlers: readonly OperationHandler[] = [getVisaListHandler, verifyVisaHandler];
