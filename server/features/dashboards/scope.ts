import { type SQL, and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { DashboardFilter } from '../../../src/contract/dashboards/filter';
import { ADMIN_GROUP } from '../../../src/contract/roles';
import type { HandlerContext } from '../../dispatch/types';
import { profiles } from '../../store/schema-core';
import { bookingFacts } from '../../store/schema-dashboards';

/*
 * Which booking facts a report counts (docs/features/dashboards.md "Who sees what"): the caller's
 * company only; the window on the booking or the travel day (each has its index); the filter; for
 * the prepaid dashboard only bookings paid up front; for a travelmanager, who is not in the admin
 * group, only the bookings of the people who report to them.
 */

/** What a report needs of its caller: the transaction, and whose company and scope it reads. */
export type ReportReader = Pick<HandlerContext, 'tx'> & { session: Pick<HandlerContext['session'], 'corporateid' | 'profileid' | 'role'> };

export interface ReportWindow {
  fromdate: string;
  todate: string;
  searchcriteria: Partial<DashboardFilter>;
}

export interface ReportScope {
  window: ReportWindow;
  /** TG-PREPAIDDASHBOARDDATA: wallet and card bookings, not those billed to the company. */
  prepaidOnly: boolean;
}

/** The day a window is about: the booking day (default) or the travel day. */
export const windowDay = (filter: Partial<DashboardFilter>) =>
  filter.datetype === 'travel' ? bookingFacts.travelDate : bookingFacts.bookingDate;

/**
 * The profiles whose bookings the caller's dashboards count: the company's for the admin group, a
 * travelmanager's direct reportees (profiles.reports_to, as approvals route).
 */
export function peopleInScope(ctx: ReportReader): SQL {
  const { corporateid, profileid, role } = ctx.session;
  const company = eq(profiles.corporateId, corporateid);
  return ADMIN_GROUP.includes(role) ? company : and(company, eq(profiles.reportsTo, profileid))!;
}

/** The WHERE of every report: facts the caller may see, in the window, matching the filter. */
export function factsInScope(ctx: ReportReader, { window, prepaidOnly }: ReportScope): SQL {
  const filter = window.searchcriteria;
  const day = windowDay(filter);
  const { corporateid, role } = ctx.session;
  const reportees = ctx.tx.select({ id: profiles.id }).from(profiles).where(peopleInScope(ctx));
  const conditions: (SQL | undefined)[] = [
    eq(bookingFacts.corporateId, corporateid),
    gte(day, window.fromdate),
    lte(day, window.todate),
    filter.department ? eq(bookingFacts.departmentId, filter.department) : undefined,
    filter.costcentre ? eq(bookingFacts.costCenterId, filter.costcentre) : undefined,
    filter.project ? eq(bookingFacts.projectId, filter.project) : undefined,
    filter.profileid ? eq(bookingFacts.travellerProfileId, filter.profileid) : undefined,
    filter.domint ? eq(bookingFacts.domInt, filter.domint) : undefined,
    prepaidOnly ? ne(bookingFacts.paymentMode, 'company') : undefined,
    ADMIN_GROUP.includes(role) ? undefined : inArray(bookingFacts.travellerProfileId, reportees),
  ];
  return and(...conditions)!;
}
