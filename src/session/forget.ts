import { clearAirportPicks } from '../db/airports';
import { clearDashboardCache } from '../db/dashboards';
import { clearExpenseViews } from '../db/expense-views';
import { clearFlightTicketCache } from '../db/flight-tickets';
import { clearHotelSearches } from '../db/hotel-searches';
import { clearHotelVouchers } from '../db/hotel-vouchers';
import { clearInsuranceTicketCache } from '../db/insurance-tickets';
import { clearMyBookingsCache } from '../db/my-bookings';
import { clearTripCache } from '../db/trips-cache';
import { clearSession } from './vault';

/**
 * Logout and session expiry: the session, the trips, tickets, vouchers, dashboards, expense lists and hotel searches cached for it and the
 * user's picked airports go; the outbox stays, so changes made offline still reach the server at that person's
 * next login (docs/outbox.md).
 */
export async function forgetSessionData(): Promise<void> {
  await clearSession();
  await clearTripCache().catch(() => undefined);
  await clearInsuranceTicketCache().catch(() => undefined);
  await clearFlightTicketCache().catch(() => undefined);
  await clearMyBookingsCache().catch(() => undefined);
  await clearAirportPicks().catch(() => undefined);
  await clearDashboardCache().catch(() => undefined);
  await clearExpenseViews().catch(() => undefined);
  await clearHotelSearches().catch(() => undefined);
  await clearHotelVouchers().catch(() => undefined);
}
