import { and, eq, inArray } from 'drizzle-orm';
import { type Role, TRAVEL_ADMINS } from '../../src/contract/roles';
import type { HandlerContext } from '../dispatch/types';
import { profiles } from '../store/schema-core';

/*
 * Who may read, and who may change, a booking of any product (docs/features/dashboards.md
 * "Drill-down"). Both need the caller's own company. CHANGING (cancel, reschedule, anything that
 * moves money or the booking) is for the booker, a traveller on it and the company's travel staff
 * (traveladmin, superadmin). READING (the e-ticket, its PDF, the GST invoice) is also for the
 * company's finance (financeadmin, financemanager) and for a travelmanager when the booker or a
 * traveller reports to them (profiles.reportsTo, as the dashboards scope them), so every booking a
 * dashboard drill-down lists opens. Anyone else gets the unknown-booking answer.
 */

export type BookingPurpose = 'read' | 'change';

/** Travel staff: may read and change every booking of their own company. */
export const BOOKING_STAFF: readonly Role[] = TRAVEL_ADMINS;
/** The company's finance: may read (never change) every booking of their own company. */
export const BOOKING_FINANCE_READERS: readonly Role[] = ['financeadmin', 'financemanager'];

export const isBookingStaff = (role: Role): boolean => BOOKING_STAFF.includes(role);

/** The people a booking belongs to: its company, who booked it and who travels on it ('' ignored). */
export interface BookingParties {
  corporateId: string;
  bookerProfileId: string;
  travellerProfileIds: readonly string[];
}

/** Whether the caller may read (or change) a booking with these parties. */
export async function mayAccessBooking(
  ctx: Pick<HandlerContext, 'tx' | 'session'>,
  parties: BookingParties,
  purpose: BookingPurpose,
): Promise<boolean> {
  const { session } = ctx;
  if (parties.corporateId !== session.corporateid) return false;
  const people = [...new Set([parties.bookerProfileId, ...parties.travellerProfileIds])].filter((id) => id !== '');
  if (people.includes(session.profileid) || isBookingStaff(session.role)) return true;
  if (purpose === 'change') return false;
  if (BOOKING_FINANCE_READERS.includes(session.role)) return true;
  if (session.role !== 'travelmanager' || people.length === 0) return false;
  const [reportee] = await ctx.tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.corporateId, session.corporateid),
        eq(profiles.reportsTo, session.profileid),
        inArray(profiles.id, people),
      ),
    )
    .limit(1);
  return reportee !== undefined;
}
