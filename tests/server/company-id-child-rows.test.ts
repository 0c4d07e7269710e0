import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TransactionRollbackError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../server/store/db';
import { type TestApp, createTestApp } from './helpers/test-app';
import { oneway } from './flights-fixtures';
import { bookCheapest } from './flights-booking-fixtures';
import { ACME_WALLET, PAX, bookByWallet, cancel, setBalance } from './insurance-booking-fixtures';

/*
 * The child tables of bookings and wallets carry their company id: written by every insert, and
 * back-filled from the parent row by the migration that added it (databases already held rows).
 */

const CHILDREN = [
  { table: 'flight_booking_travellers', parent: 'flight_bookings', on: 'p.txid = c.txid' },
  { table: 'insurance_passengers', parent: 'insurance_bookings', on: 'p.txid = c.txid' },
  { table: 'insurance_refunds', parent: 'insurance_bookings', on: 'p.txid = c.txid' },
  { table: 'wallet_ledger_entries', parent: 'wallet_accounts', on: 'p.id = c.account_id' },
];
type Child = (typeof CHILDREN)[number];

/** How many rows the child table holds, and how many name another company than their parent. */
async function companyMatch(db: Executor, child: Child) {
  const result = await db.execute(
    sql.raw(
      `select count(*)::int as rows, count(*) filter (where c.corporate_id is distinct from p.corporate_id)::int as wrong
       from ${child.table} c join ${child.parent} p on ${child.on}`,
    ),
  );
  const [row] = (result as unknown as { rows: { rows: number; wrong: number }[] }).rows;
  return { table: child.table, rows: row!.rows, wrong: row!.wrong };
}

/** The migrations' back-fill statements of these tables, wherever the migration files put them. */
function backfillStatements(): string[] {
  const folder = fileURLToPath(new URL('../../server/store/migrations/', import.meta.url));
  const tables = CHILDREN.map((c) => c.table).join('|');
  const backfill = new RegExp(`^UPDATE "(${tables})" .*SET "corporate_id"`, 'i');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .flatMap((name) => readFileSync(`${folder}${name}`, 'utf8').split('--> statement-breakpoint'))
    .map((statement) => statement.trim())
    .filter((statement) => backfill.test(statement));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const traveller = await t.token('traveller@acme.test');
  await setBalance(t.store.db, ACME_WALLET, 500_000_00n);
  const insurance = await bookByWallet(t, traveller, PAX);
  expect((await cancel(t, traveller, insurance, '2')).json().ResponseStatus.status).toBe('OK');
  const { answer } = await bookCheapest(t, traveller, oneway('BLR', 'DEL', '2026-03-20'));
  expect(answer.txid).toMatch(/^FL\d+$/);
});
afterAll(() => t.close());

describe('company id on child tables', () => {
  it('is written by a booking, a wallet debit and credit and a cancellation, equal to the parent row’s', async () => {
    for (const child of CHILDREN) {
      const match = await companyMatch(t.store.db, child);
      expect(match.rows, child.table).toBeGreaterThan(0);
      expect(match).toEqual({ table: child.table, rows: match.rows, wrong: 0 });
    }
  });

  it('is back-filled from the parent row by the migration', async () => {
    const statements = backfillStatements();
    expect(statements).toHaveLength(CHILDREN.length);
    const afterBackfill: Awaited<ReturnType<typeof companyMatch>>[] = [];
    // Rows as they were before the column: emptied inside a transaction that is rolled back.
    await t.store.db
      .transaction(async (tx) => {
        for (const child of CHILDREN) {
          await tx.execute(sql.raw(`alter table ${child.table} alter column corporate_id drop not null`));
          await tx.execute(sql.raw(`update ${child.table} set corporate_id = null`));
        }
        expect((await companyMatch(tx, CHILDREN[0]!)).wrong).toBeGreaterThan(0);
        for (const statement of statements) await tx.execute(sql.raw(statement));
        for (const child of CHILDREN) afterBackfill.push(await companyMatch(tx, child));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(afterBackfill).toHaveLength(CHILDREN.length);
    for (const match of afterBackfill) {
      expect(match.rows, match.table).toBeGreaterThan(0);
      expect(match.wrong, match.table).toBe(0);
    }
  });
});
