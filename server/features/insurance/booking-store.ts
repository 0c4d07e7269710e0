import { and, eq, sql } from 'drizzle-orm';
import type { InsuranceBookingRequest } from '../../../src/contract/insurance/booking-request';
import type { Session } from '../../auth/sessions';
import type { HandlerContext } from '../../dispatch/types';
import type { Executor } from '../../store/db';
import type { InsurancePaymentModeColumn } from '../../store/schema-insurance-bookings';
import { insuranceBookings, insurancePassengers, profiles } from '../../store/schema';
import type { ServerPrice } from './booking-price';
import { insuranceSupplier } from './supplier';

/* Rows of insurance bookings: the clientref claim, the travellers, and issuing the policy. */

export type InsuranceBookingRow = typeof insuranceBookings.$inferSelect;

/** The caller's booking made with this clientref (a retry or a double submit), if any. */
export async function findByClientRef(
  db: Executor,
  session: Pick<Session, 'corporateid' | 'profileid'>,
  clientref: string,
): Promise<InsuranceBookingRow | undefined> {
  const { corporateid, profileid } = session;
  const [row] = await db
    .select()
    .from(insuranceBookings)
    .where(
      and(
        eq(insuranceBookings.corporateId, corporateid),
        eq(insuranceBookings.profileId, profileid),
        eq(insuranceBookings.clientRef, clientref),
      ),
    );
  return row;
}

/** The first traveller's profile when it is someone of the caller's company, else the caller. */
async function travellerProfileOf(ctx: HandlerContext, request: InsuranceBookingRequest): Promise<string> {
  const named = request.passengers[0]?.profileid ?? '';
  if (named === '' || named === ctx.session.profileid) return ctx.session.profileid;
  const [row] = await ctx.tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, named), eq(profiles.corporateId, ctx.session.corporateid)));
  return row?.id ?? ctx.session.profileid;
}

/**
 * Inserts the booking, waiting for payment, and its travellers. Null when a concurrent call with
 * the same clientref got there first: the unique index makes this one wait for it, then do nothing.
 */
export async function claimBooking(
  ctx: HandlerContext,
  request: InsuranceBookingRequest,
  price: ServerPrice,
): Promise<InsuranceBookingRow | null> {
  const category = await insuranceSupplier().category(ctx.tx, price.categoryId);
  const [row] = await ctx.tx
    .insert(insuranceBookings)
    .values({
      txid: sql<string>`'INS' || nextval('insurance_txid_seq')::text`,
      corporateId: ctx.session.corporateid,
      profileId: ctx.session.profileid,
      travellerProfileId: await travellerProfileOf(ctx, request),
      clientRef: request.clientref,
      planCode: price.planCode,
      planName: price.planName,
      categoryId: price.categoryId,
      categoryCode: price.categoryCode,
      categoryDescription: category?.description ?? price.categoryCode,
      domInt: price.domint,
      startDate: price.startDate,
      endDate: price.endDate,
      dayLimit: price.days,
      premiumPaise: price.premiumPaise,
      gstPaise: price.gstPaise,
      totalPaise: price.totalPaise,
      paymentMode: request.paymentmode,
      status: 'paymentpending',
      tripId: request.tripid,
      approvalId: price.approvalId,
      contactEmail: request.contact_email,
      contactMobile: request.contact_mobile,
      request: request as Record<string, unknown>,
      bookedOn: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await ctx.tx.insert(insurancePassengers).values(
    request.passengers.map((p, i) => {
      const pax = price.perPax.find((x) => x.paxsno === i + 1);
      return {
        txid: row.txid,
        corporateId: row.corporateId,
        paxSno: i + 1,
        title: p.title,
        firstName: p.firstname,
        lastName: p.lastname,
        gender: p.gender,
        dob: p.dob,
        age: p.age,
        email: p.email || p.paxemail,
        mobile: p.mobile || p.paxmobile,
        premiumPaise: pax?.premiumPaise ?? 0,
        gstPaise: pax?.gstPaise ?? 0,
        status: 'confirmed' as const,
      };
    }),
  );
  return row;
}

/** The sandbox insurer's references for a booking: derived from the txid, so issuing twice gives the same. */
export function policyRefs(txid: string, year: number): { tgBookingRef: string; policyNumber: string } {
  const digits = txid.replace(/\D/g, '');
  return { tgBookingRef: `TGI${digits}`, policyNumber: `VGI/${year}/TRV/${digits}` };
}

/**
 * Issues the policy of a pending (or just claimed) booking: confirmed with its references. Only a
 * booking not confirmed yet changes, so a second capture of the same payment issues nothing new.
 */
export async function issuePolicy(
  tx: Executor,
  txid: string,
  now: Date,
  paymentMode: InsurancePaymentModeColumn,
  paid: { walletAccountId?: string; paymentId?: string } = {},
): Promise<InsuranceBookingRow | undefined> {
  const refs = policyRefs(txid, now.getUTCFullYear());
  const [row] = await tx
    .update(insuranceBookings)
    .set({ ...refs, ...paid, status: 'confirmed', paymentMode, updatedAt: now })
    .where(and(eq(insuranceBookings.txid, txid), eq(insuranceBookings.status, 'paymentpending')))
    .returning();
  return row;
}
