import { and, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { flightBookingTravellers, flightBookings } from '../../server/store/schema-flight-bookings';
import { insuranceBookings, insuranceRefunds } from '../../server/store/schema';
import { cardPayments, cardRefunds, walletAccounts, walletLedgerEntries } from '../../server/store/schema-wallet';
import type { TestApp } from './helpers/test-app';

/*
 * The money books of booking-money.property.test.ts, read straight from the tables: wallet balances
 * and ledgers, card captures and refunds, and what each booking says it was paid and paid back.
 * Everything is "since a run started": the file shares one database across runs.
 */

/** Where one run of the property starts from. */
export interface Baseline {
  /** Bookings and card rows from this moment on are the run's (the clock moves on 1 s before it). */
  since: Date;
  /** Ledger rows after this id are the run's. */
  ledgerId: number;
  /** Each wallet's balance at the start, after the top-up. */
  balances: Map<string, bigint>;
}

export interface BookingBooks {
  txid: string;
  kind: 'flight' | 'insurance';
  mode: string;
  status: string;
  /** What the booking says it was paid: its total once paid, 0 while unpaid or expired. */
  paid: bigint;
  /** What the booking says it paid back: its cancelled travellers' refunds. */
  refunded: bigint;
  /** The money that actually moved for it: wallet debits/credits and card captures/refunds. */
  walletDebited: bigint;
  walletCredited: bigint;
  cardCaptured: bigint;
  cardRefunded: bigint;
  /** Refund records per traveller (insurance: one row per refunded traveller; flight: cancelled travellers). */
  refundsPerTraveller: Map<number, number>;
}

export interface MoneyBooks {
  balances: Map<string, bigint>;
  /** Each wallet's ledger rows of the run, in posting order. */
  ledger: Map<string, { amount: bigint; after: bigint }[]>;
  bookings: BookingBooks[];
  /** Card money of the run: captured by the gateway and refunded to cards. */
  captured: bigint;
  cardRefunded: bigint;
}

const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);
const PAID_FLIGHT = new Set(['pending', 'ticketed', 'canxprocessing', 'cancelled', 'refunded', 'rescheduled']);
const PAID_INSURANCE = new Set(['confirmed', 'cancelled']);

export async function walletBalances(t: TestApp): Promise<Map<string, bigint>> {
  const rows = await t.store.db.select({ id: walletAccounts.id, b: walletAccounts.balancePaise }).from(walletAccounts);
  return new Map(rows.map((r) => [r.id, BigInt(r.b)]));
}

export async function baseline(t: TestApp): Promise<Baseline> {
  const [last] = await t.store.db
    .select({ id: sql<string>`coalesce(max(${walletLedgerEntries.id}), 0)::text` })
    .from(walletLedgerEntries);
  return { since: t.clock.now(), ledgerId: Number(last!.id), balances: await walletBalances(t) };
}

/** The run's books as the tables have them now. */
export async function readBooks(t: TestApp, base: Baseline, corporateId = '1001'): Promise<MoneyBooks> {
  const db = t.store.db;
  const ledgerRows = await db
    .select()
    .from(walletLedgerEntries)
    .where(gt(walletLedgerEntries.id, base.ledgerId))
    .orderBy(walletLedgerEntries.id);
  const ledger = new Map<string, { amount: bigint; after: bigint }[]>();
  for (const r of ledgerRows)
    ledger.set(r.accountId, [
      ...(ledger.get(r.accountId) ?? []),
      { amount: BigInt(r.amountPaise), after: BigInt(r.balanceAfterPaise) },
    ]);

  const payments = await db.select().from(cardPayments).where(gte(cardPayments.createdAt, base.since));
  const refunds = await db.select().from(cardRefunds).where(gte(cardRefunds.createdAt, base.since));

  const flights = await db
    .select()
    .from(flightBookings)
    .where(and(eq(flightBookings.corporateId, corporateId), gte(flightBookings.bookedOn, base.since)));
  const policies = await db
    .select()
    .from(insuranceBookings)
    .where(and(eq(insuranceBookings.corporateId, corporateId), gte(insuranceBookings.bookedOn, base.since)));
  const flightTxids = flights.map((f) => f.txid);
  const policyTxids = policies.map((p) => p.txid);
  const travellers = flightTxids.length
    ? await db.select().from(flightBookingTravellers).where(inArray(flightBookingTravellers.txid, flightTxids))
    : [];
  const insRefunds = policyTxids.length
    ? await db.select().from(insuranceRefunds).where(inArray(insuranceRefunds.txid, policyTxids))
    : [];

  const moved = (kind: 'flight' | 'insurance', txid: string) => {
    const lines = ledgerRows.filter((r) => r.reference === txid).map((r) => BigInt(r.amountPaise));
    return {
      walletDebited: -sum(lines.filter((a) => a < 0n)),
      walletCredited: sum(lines.filter((a) => a > 0n)),
      cardCaptured: sum(
        payments
          .filter((p) => p.purpose === kind && p.reference === txid && p.status === 'succeeded')
          .map((p) => BigInt(p.amountPaise)),
      ),
      cardRefunded: sum(
        refunds.filter((r) => r.purpose === kind && r.reference === txid).map((r) => BigInt(r.amountPaise)),
      ),
    };
  };
  const count = (snos: number[]) => {
    const m = new Map<number, number>();
    for (const s of snos) m.set(s, (m.get(s) ?? 0) + 1);
    return m;
  };

  const bookings: BookingBooks[] = [
    ...flights.map((f) => {
      const cancelled = travellers.filter((p) => p.txid === f.txid && p.status !== 'booked');
      return {
        txid: f.txid,
        kind: 'flight' as const,
        mode: f.paymentMode,
        status: f.status,
        paid: PAID_FLIGHT.has(f.status) ? BigInt(f.totalPaise) : 0n,
        refunded: sum(cancelled.map((p) => BigInt(p.refundPaise))),
        ...moved('flight', f.txid),
        refundsPerTraveller: count(cancelled.map((p) => p.paxSno)),
      };
    }),
    ...policies.map((p) => {
      const rows = insRefunds.filter((r) => r.txid === p.txid);
      return {
        txid: p.txid,
        kind: 'insurance' as const,
        mode: p.paymentMode,
        status: p.status,
        paid: PAID_INSURANCE.has(p.status) ? BigInt(p.totalPaise) : 0n,
        refunded: sum(rows.map((r) => BigInt(r.amountPaise))),
        ...moved('insurance', p.txid),
        refundsPerTraveller: count(rows.map((r) => r.paxSno)),
      };
    }),
  ];

  return {
    balances: await walletBalances(t),
    ledger,
    bookings,
    captured: sum(payments.filter((p) => p.status === 'succeeded').map((p) => BigInt(p.amountPaise))),
    cardRefunded: sum(refunds.map((r) => BigInt(r.amountPaise))),
  };
}

export const sumOf = sum;
