import { and, eq } from 'drizzle-orm';
import { adminCancelGuestHouseReservation } from '../../../src/contract/guesthouses/admin';
import { cancelGuestHouseReservation, getMyGuestHouseReservations } from '../../../src/contract/guesthouses/operations';
import { indiaToday } from '../../../src/domain/calendar-days';
import { recordAdminChange } from '../../admin/audit';
import { type HandlerContext, defineHandler } from '../../dispatch/types';
import { HttpError, forbidden } from '../../http/errors';
import { guestHouseNights, guestHouseReservations } from '../../store/schema';
import { handlesTravellerOf } from '../../workflow/coordinator-scope';
import { ENTITY_RESERVATION, OK } from './own';
import { type ReservationRow, mineWhere, reservationView, reservationsWhere } from './wire';

/* A guest's reservations, and cancelling one (docs/features/guesthouses.md "Cancelling"). */

const r = guestHouseReservations;
const NOT_FOUND = 'reference: reservation not found';

export const getMyGuestHouseReservationsHandler = defineHandler(getMyGuestHouseReservations)(async (ctx) => ({
  ResponseStatus: OK,
  reservations: await reservationsWhere(ctx, mineWhere(ctx)),
}));

async function companyReservation(ctx: HandlerContext, reference: string): Promise<ReservationRow> {
  const [row] = await ctx.tx.select().from(r).where(and(eq(r.reference, reference), eq(r.corporateId, ctx.session.corporateid)));
  if (!row) throw forbidden(NOT_FOUND);
  return row;
}

/** Cancels a reserved stay before its check-in day and frees its nights; 409 once cancelled or begun. */
async function cancel(ctx: HandlerContext, row: ReservationRow, by: 'guest' | 'admin', reason: string): Promise<void> {
  if (row.status !== 'reserved') throw new HttpError(409, 'reference: this reservation is already cancelled');
  if (indiaToday(ctx.now) >= row.checkIn) throw new HttpError(409, 'reference: the stay has begun and can no longer be cancelled');
  const [done] = await ctx.tx
    .update(r)
    .set({ status: 'cancelled', cancelledBy: by, cancelReason: reason, cancelledAt: ctx.now })
    .where(and(eq(r.reference, row.reference), eq(r.status, 'reserved')))
    .returning({ reference: r.reference });
  if (!done) throw new HttpError(409, 'reference: this reservation is already cancelled');
  await ctx.tx.delete(guestHouseNights).where(eq(guestHouseNights.reference, row.reference));
}

export const cancelGuestHouseReservationHandler = defineHandler(cancelGuestHouseReservation)(async (ctx, { reference }) => {
  const row = await companyReservation(ctx, reference);
  const own = row.profileId === ctx.session.profileid || row.travellerProfileId === ctx.session.profileid;
  // A colleague's reservation answers like an unknown one unless the caller handles its traveller.
  if (!own && !(await handlesTravellerOf(ctx, row.travellerProfileId))) throw forbidden(NOT_FOUND);
  await cancel(ctx, row, 'guest', '');
  return { ResponseStatus: OK, reservation: await reservationView(ctx, reference) };
});

export const adminCancelGuestHouseReservationHandler = defineHandler(adminCancelGuestHouseReservation)(async (ctx, { reference, reason }) => {
  const row = await companyReservation(ctx, reference);
  await cancel(ctx, row, 'admin', reason);
  const reservation = await reservationView(ctx, reference);
  await recordAdminChange(ctx, { entity: ENTITY_RESERVATION, entityId: reference, action: 'update', before: { status: row.status }, after: { status: reservation.status, reason } });
  return { ResponseStatus: OK, reservation };
});
