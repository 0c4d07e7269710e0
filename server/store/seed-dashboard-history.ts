import { addDays, daysBetween, indiaToday } from '../../src/domain/calendar-days';
import type { Executor } from './db';
import { bookingFacts } from './schema-dashboards';
import {
  ACME_COORDINATOR,
  ACME_TRAVELLERS,
  DOMESTIC_AIRLINES,
  DOMESTIC_CITIES,
  type HistoryTraveller,
  INSURER,
  INTERNATIONAL_AIRLINES,
  INTERNATIONAL_CITIES,
  PAYMENT_MODES,
  POLICY_REASONS,
} from './seed-dashboard-history-data';

/*
 * A year of booking facts for the dashboards (docs/features/dashboards.md "Demo history"): drawn
 * from a seeded generator, so the same `now` gives the same rows, and dated back from `now` so the
 * charts always show the last year. The 1,000,000-booking bench draws from the same generator.
 */

export type FactRow = typeof bookingFacts.$inferInsert;

/** How many facts the demo company gets: enough for every chart, quick to seed. */
export const DEMO_HISTORY_BOOKINGS = 3_000;
const INSERT_BATCH = 500;

/** mulberry32: a tiny PRNG, good enough for demo data and identical on every platform. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface HistoryOptions {
  corporateId: string;
  /** The txid's prefix; the booking's number follows, six digits or more ('DEMO-000001'). */
  idPrefix: string;
  count: number;
  now: Date;
  travellers?: readonly HistoryTraveller[];
  seed?: number;
}

/** The facts one after another (a reschedule adds its replacement next), `count` in all. */
export function* historyFacts(options: HistoryOptions): Generator<FactRow> {
  const { corporateId, idPrefix, count, now, travellers = ACME_TRAVELLERS, seed = 1001 } = options;
  const random = mulberry32(seed);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const pick = <T extends { weight: number }>(items: readonly T[]): T => {
    let left = random() * items.reduce((sum, item) => sum + item.weight, 0);
    return items.find((item) => (left -= item.weight) < 0) ?? items[items.length - 1]!;
  };
  const today = indiaToday(now);
  let made = 0;
  const nextId = () => `${idPrefix}${String(++made).padStart(6, '0')}`;

  while (made < count) {
    const traveller = pick(travellers);
    const bookingDate = addDays(today, -between(0, 364));
    // Most book a week or two ahead, some the same week, a few a month or more.
    const advance = pick([
      { weight: 22, days: () => between(0, 3) },
      { weight: 26, days: () => between(4, 7) },
      { weight: 24, days: () => between(8, 14) },
      { weight: 18, days: () => between(15, 30) },
      { weight: 10, days: () => between(31, 75) },
    ]).days();
    const travelDate = addDays(bookingDate, advance);
    const insurance = random() < 0.15;
    const domestic = random() < 0.78;
    const destination = pick(domestic ? DOMESTIC_CITIES : INTERNATIONAL_CITIES);
    const spend = insurance
      ? between(300_00, 3_000_00)
      : domestic
        ? between(3_000_00, 15_000_00)
        : between(25_000_00, 1_50_000_00);
    // Late bookings break the policy more often; insurance keeps no verdict and counts as in policy.
    const inPolicy = insurance || random() >= (advance <= 3 ? 0.4 : 0.12);
    const lateReason = !inPolicy && advance < 7 && random() < 0.6;
    const approvalDelay =
      random() < 0.7
        ? pick([
            { weight: 45, minutes: () => between(5, 240) },
            { weight: 32, minutes: () => between(241, 1_440) },
            { weight: 15, minutes: () => between(1_441, 2_880) },
            { weight: 8, minutes: () => between(2_881, 7_200) },
          ]).minutes()
        : null;
    const fate = random();
    const row: FactRow = {
      txid: nextId(),
      corporateId,
      product: insurance ? 'insurance' : 'flight',
      travellerProfileId: traveller.profileId,
      bookerProfileId: random() < 0.15 ? ACME_COORDINATOR : traveller.profileId,
      tripId: '',
      merchant: insurance ? INSURER : pick(domestic ? DOMESTIC_AIRLINES : INTERNATIONAL_AIRLINES).name,
      bookingDate,
      travelDate,
      domInt: domestic ? 'domestic' : 'international',
      region: destination.region,
      destinationCity: destination.city,
      departmentId: traveller.departmentId,
      costCenterId: traveller.costCenterId,
      projectId: traveller.projectIds[between(0, traveller.projectIds.length - 1)]!,
      paymentMode: pick(PAYMENT_MODES).name,
      spendPaise: spend,
      taxesPaise: Math.round(insurance ? (spend * 18) / 118 : spend * (domestic ? 0.12 : 0.2)),
      state: 'standing',
      inPolicy,
      policyReason: inPolicy ? '' : lateReason ? 'Booked less than 7 days before travel' : pick(POLICY_REASONS).name,
      missedPaise: insurance
        ? 0
        : inPolicy
          ? random() < 0.2
            ? between(0, 800_00)
            : 0
          : between(500_00, domestic ? 4_000_00 : 25_000_00),
      advanceDays: advance,
      approvalDelayMinutes: approvalDelay,
      updatedAt: now,
    };
    if (fate < 0.06) {
      // Cancelled: the fare rules gave most of it back.
      yield { ...row, state: 'cancelled', refundPaise: Math.round((spend * between(60, 90)) / 100) };
    } else if (fate < 0.1 && !insurance && made < count) {
      // Rescheduled: the old booking keeps only its change fee, the replacement counts the new fare.
      const fee = Math.min(between(1_500_00, 3_500_00), spend - 1);
      yield { ...row, state: 'replaced', amendments: 1, amendmentPaise: fee, refundPaise: spend - fee };
      const changedOn = addDays(bookingDate, between(1, Math.max(1, advance)));
      const rebooked = changedOn < today ? changedOn : today;
      const newTravel = addDays(travelDate, between(1, 7));
      yield {
        ...row,
        txid: nextId(),
        bookingDate: rebooked,
        travelDate: newTravel,
        spendPaise: Math.round((spend * between(90, 125)) / 100),
        advanceDays: Math.max(0, daysBetween(rebooked, newTravel)),
        approvalDelayMinutes: null,
      };
    } else {
      yield row;
    }
  }
}

/** Writes facts in multi-row inserts of `batch` rows. */
export async function insertFacts(db: Executor, rows: Iterable<FactRow>, batch = INSERT_BATCH): Promise<number> {
  let pending: FactRow[] = [];
  let written = 0;
  for (const row of rows) {
    pending.push(row);
    if (pending.length < batch) continue;
    await db.insert(bookingFacts).values(pending);
    written += pending.length;
    pending = [];
  }
  if (pending.length > 0) await db.insert(bookingFacts).values(pending);
  return written + pending.length;
}

/** Acme's demo year (corporate 1001, txids DEMO-000001…), seeded only when the caller asks for history. */
export function seedDashboardHistory(db: Executor, now: Date): Promise<number> {
  return insertFacts(db, historyFacts({ corporateId: '1001', idPrefix: 'DEMO-', count: DEMO_HISTORY_BOOKINGS, now }));
}
