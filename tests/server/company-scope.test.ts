import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/store/schema';

/*
 * Every company-owned row names its company, so queries can be scoped by it and the schema can be
 * distributed by company later (docs/scaling.md). A new table must carry a corporate id column or
 * be listed below with the reason it has none.
 */

/** The column names that hold the company id (two older feedback tables spell it without '_'). */
const COMPANY_COLUMNS = ['corporate_id', 'corporateid'];

/** Not owned by one company: shared by all, or existing before any company. */
const GLOBAL_TABLES: Record<string, string> = {
  corporates: 'the companies themselves (their id is the company id)',
  airports: 'reference data',
  geo_states: 'reference data',
  hotel_cities: 'reference data',
  insurance_categories: 'reference data (the insurance catalogue)',
  insurance_plans: 'reference data (the insurance catalogue)',
  insurance_plan_benefits: 'reference data (the insurance catalogue)',
  insurance_premium_rates: 'reference data (the insurance catalogue)',
  flight_seat_holds: "the sandbox airline's seat inventory, shared by every company's bookings",
  auth_secrets: 'server secrets (signing keys)',
  push_vapid_keys: "the server's push (VAPID) key pair",
  data_keys: 'wrapped data-encryption keys of the whole database',
  login_counters: 'login throttle by account name and by address, before anyone is known',
  public_call_attempts: 'throttle of unauthenticated calls (registration, OTP) by address',
  registrations: 'self sign-ups before their company exists',
  mail_outbox: 'outgoing mail of every kind, including to people with no company yet',
  used_login_keys: 'single-use SSO login keys, checked before the session (and company) exists',
  used_push_actions: 'single-use notification action tokens (by their jti)',
  personal_accounts: "a person's link between a company profile and their personal (solo) profile: spans two companies",
};

const tables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));
const hasCompanyColumn = (table: (typeof tables)[number]) =>
  table.columns.some((c) => COMPANY_COLUMNS.includes(c.name));
const byName = new Map(tables.map((t) => [t.name, t]));

describe('company scope of the schema', () => {
  it('finds the tables of the schema', () => {
    expect(tables.length).toBeGreaterThan(40);
  });

  it('gives every company-owned table a corporate id column', () => {
    const missing = tables.filter((t) => !hasCompanyColumn(t) && !(t.name in GLOBAL_TABLES)).map((t) => t.name);
    expect(missing, 'add corporate_id, or list the table here with the reason').toEqual([]);
  });

  it('gives the child rows of bookings and wallets the column too, not only their parents', () => {
    for (const name of [
      'flight_booking_travellers',
      'insurance_passengers',
      'insurance_refunds',
      'wallet_ledger_entries',
    ]) {
      const column = byName.get(name)?.columns.find((c) => c.name === 'corporate_id');
      expect(column?.notNull, name).toBe(true);
    }
  });

  it('keeps the exception lists true: each listed table exists and indeed lacks the column', () => {
    for (const name of Object.keys(GLOBAL_TABLES)) {
      const table = byName.get(name);
      expect(table, `${name} is listed but no longer exists`).toBeDefined();
      expect(hasCompanyColumn(table!), `${name} has a company column now: take it off the list`).toBe(false);
    }
  });
});
