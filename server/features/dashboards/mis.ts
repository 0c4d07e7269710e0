import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MIS_PAGE_SIZE, globalMisTravel } from '../../../src/contract/dashboards/mis';
import { ADMIN_GROUP } from '../../../src/contract/roles';
import { defineHandler } from '../../dispatch/types';
import { forbidden } from '../../http/errors';
import { profiles } from '../../store/schema-core';
import { bookingFacts as f } from '../../store/schema-dashboards';
import { costCenters, departments, projects } from '../../store/schema-trips-masters';
import { rupees } from './measures';
import { factsInScope, windowDay } from './scope';

/*
 * TG-CORPORATEREPORT globalmistraveljson (docs/features/dashboards.md "MIS report"): the booking
 * facts of the window as rows, page by page, oldest day first (ties by txid, so pages never
 * overlap). isglobal asks for the whole company, which only the admin group sees; a
 * travelmanager asking for it is refused rather than quietly given their reportees.
 */

const OK = { status: 'OK' as const };
const traveller = alias(profiles, 'mis_traveller');
const booker = alias(profiles, 'mis_booker');
const name = (p: typeof traveller | typeof booker) =>
  sql<string>`trim(coalesce(${p.passportFirstName}, '') || ' ' || coalesce(${p.passportLastName}, ''))`;

export const globalMisTravelHandler = defineHandler(globalMisTravel)(async (ctx, input) => {
  if (input.isglobal && !ADMIN_GROUP.includes(ctx.session.role)) {
    throw forbidden('isglobal: only the admin group sees the whole company');
  }
  const datetype = input.datetype ?? input.searchcriteria.datetype ?? 'booking';
  const searchcriteria = { ...input.searchcriteria, datetype };
  const where = factsInScope(ctx, { window: { ...input, searchcriteria }, prepaidOnly: false });
  const [counted] = await ctx.tx
    .select({ total: sql<number>`count(*)::int` })
    .from(f)
    .where(where);
  const rows = await ctx.tx
    .select({
      fact: f,
      travellername: name(traveller),
      bookername: name(booker),
      departmentname: departments.name,
      costcentrename: costCenters.name,
      projectname: projects.name,
    })
    .from(f)
    .leftJoin(traveller, and(eq(traveller.id, f.travellerProfileId), eq(traveller.corporateId, f.corporateId)))
    .leftJoin(booker, and(eq(booker.id, f.bookerProfileId), eq(booker.corporateId, f.corporateId)))
    // The names from the company's own masters: an id another company uses never lends its name.
    .leftJoin(departments, and(eq(departments.id, f.departmentId), eq(departments.corporateId, f.corporateId)))
    .leftJoin(costCenters, and(eq(costCenters.id, f.costCenterId), eq(costCenters.corporateId, f.corporateId)))
    .leftJoin(projects, and(eq(projects.id, f.projectId), eq(projects.corporateId, f.corporateId)))
    .where(where)
    .orderBy(asc(windowDay(searchcriteria)), asc(f.txid))
    .limit(MIS_PAGE_SIZE)
    .offset((input.page - 1) * MIS_PAGE_SIZE);
  const total = counted?.total ?? 0;
  return {
    ResponseStatus: OK,
    isglobal: input.isglobal,
    datetype,
    page: input.page,
    pagesize: MIS_PAGE_SIZE,
    total,
    more: input.page * MIS_PAGE_SIZE < total,
    MISData: rows.map(({ fact: r, travellername, bookername, departmentname, costcentrename, projectname }) => ({
      txid: r.txid,
      product: r.product,
      tripid: r.tripId,
      travellerprofileid: r.travellerProfileId,
      travellername: travellername ?? '',
      bookerprofileid: r.bookerProfileId,
      bookername: bookername ?? '',
      merchant: r.merchant,
      bookingdate: r.bookingDate,
      traveldate: r.travelDate,
      domint: r.domInt,
      region: r.region,
      destinationcity: r.destinationCity,
      department: r.departmentId,
      costcentre: r.costCenterId,
      project: r.projectId,
      departmentname: departmentname ?? '',
      costcentrename: costcentrename ?? '',
      projectname: projectname ?? '',
      paymentmode: r.paymentMode,
      spend: rupees(r.spendPaise),
      taxes: rupees(r.taxesPaise),
      amendments: r.amendments,
      amendmentfees: rupees(r.amendmentPaise),
      refund: rupees(r.refundPaise),
      netamount: rupees(r.spendPaise - r.refundPaise),
      state: r.state,
      inpolicy: r.inPolicy,
      policyreason: r.policyReason,
      missed: rupees(r.missedPaise),
      advancedays: r.advanceDays,
      approvaldelayminutes: r.approvalDelayMinutes,
    })),
  };
});
