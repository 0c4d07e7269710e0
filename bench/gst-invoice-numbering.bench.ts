/**
 * GST invoice numbering under contention (docs/features/gst-invoice.md): WORKERS concurrent workers
 * each run PAYMENTS payment transactions of ONE company, on PGlite and then PostgreSQL, in three
 * shapes: the wallet row debited (what a wallet payment already serialises on), the same with the
 * invoice number taken as its last write (server/booking/invoice-number.ts, as every payment now
 * does), and the number alone. What the second adds to the first is what numbering at payment
 * costs a company's payments. Env: BENCH_GST_WORKERS (8), BENCH_GST_PAYMENTS (50), DATABASE_URL.
 */
import { and, eq, sql } from 'drizzle-orm';
import { issueInvoiceNumber } from '../server/booking/invoice-number';
import type { Tx } from '../server/store/db';
import { gstInvoiceCounters } from '../server/store/schema-gst-invoices';
import { walletAccounts } from '../server/store/schema-wallet';
import { seedDemoIfEmpty } from '../server/store/seed';
import { financialYearOf } from '../src/domain/gst-invoice';
import { type BenchTarget, onEachDatabase } from './bench-target';

const WORKERS = Number(process.env.BENCH_GST_WORKERS ?? 8);
const PAYMENTS = Number(process.env.BENCH_GST_PAYMENTS ?? 50);
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const COMPANY = '1001';
const WALLET = 'W1001';

type Shape = { name: string; debit: boolean; number: boolean };
const SHAPES: Shape[] = [
  { name: 'wallet debit', debit: true, number: false },
  { name: 'wallet debit + invoice number', debit: true, number: true },
  { name: 'invoice number alone', debit: false, number: true },
];

async function payment(tx: Tx, shape: Shape, txid: string): Promise<void> {
  const now = new Date();
  if (shape.debit)
    await tx.update(walletAccounts).set({ balancePaise: sql`${walletAccounts.balancePaise} - 1` }).where(eq(walletAccounts.id, WALLET));
  if (shape.number) await issueInvoiceNumber(tx, { product: 'flight', txid, corporateId: COMPANY, paidAt: now }, now);
}

const lastSequence = async (target: BenchTarget) =>
  (
    await target.store.db
      .select({ last: gstInvoiceCounters.lastSequence })
      .from(gstInvoiceCounters)
      .where(and(eq(gstInvoiceCounters.corporateId, COMPANY), eq(gstInvoiceCounters.financialYear, financialYearOf(new Date()))))
  )[0]?.last ?? 0;

/** Payments per second of one shape; throws when numbering left a gap or a duplicate. */
async function measure(target: BenchTarget, shape: Shape, run: number): Promise<number> {
  const before = await lastSequence(target);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      for (let n = 0; n < PAYMENTS; n++)
        await target.store.db.transaction((tx) => payment(tx, shape, `BENCH${run}-${worker}-${n}`));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const numbered = (await lastSequence(target)) - before;
  if (numbered !== (shape.number ? WORKERS * PAYMENTS : 0)) throw new Error(`${shape.name}: ${numbered} numbers taken`);
  return (WORKERS * PAYMENTS) / seconds;
}

async function main(): Promise<void> {
  console.log(`GST invoice numbering: ${WORKERS} concurrent workers x ${PAYMENTS} payments of one company\n`);
  await onEachDatabase(PG_URL, async (target) => {
    await seedDemoIfEmpty(target.store.db);
    console.log(target.name);
    for (const [run, shape] of SHAPES.entries()) {
      const rate = await measure(target, shape, run);
      console.log(`  ${shape.name.padEnd(32)} ${rate.toFixed(0).padStart(6)} payments/s, ${(1000 / rate).toFixed(2)} ms each`);
    }
    console.log('');
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
