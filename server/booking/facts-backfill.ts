import type { Executor } from '../store/db';
import type { MaintenanceTask } from '../store/maintenance';
import { type FactSource, recordBookingFacts } from './facts';

/*
 * The facts of paid bookings made before booking_facts existed (docs/features/dashboards.md "Backfill"):
 * an hourly maintenance task records a batch of each product's bookings that have no row, so a big
 * database is caught up over a few runs without one long transaction. recordBookingFacts reads the
 * booking as it is now, so a cancelled or rescheduled booking gets the fact its lifecycle step would
 * have written; a booking once recorded is no longer listed, so a run after the last writes nothing.
 */

/** Bookings in a batch per product per run. */
export const BACKFILL_BATCH = 500;

/** A product that can list its paid bookings still without facts. */
export interface FactBackfillSource extends FactSource {
  /**
   * Up to `limit` of its bookings that `facts` describes (paid) and booking_facts has no row for,
   * txid order. Must agree with `facts` on what is paid, or a booking it lists is listed forever.
   */
  unrecorded(db: Executor, limit: number): Promise<{ txid: string; corporateId: string }[]>;
}

/** The maintenance task recording one batch of each source; answers how many bookings it recorded. */
export const backfillBookingFacts =
  (sources: readonly FactBackfillSource[], batch = BACKFILL_BATCH): MaintenanceTask =>
  async (tx, now) => {
    let recorded = 0;
    for (const source of sources) {
      for (const booking of await source.unrecorded(tx, batch)) {
        await recordBookingFacts(tx, source, booking, now);
        recorded += 1;
      }
    }
    return recorded;
  };
