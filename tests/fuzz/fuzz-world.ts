import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OperationHandler } from '../../server/dispatch/types';
import type { Store } from '../../server/store/db';
import { DEMO_PASSWORD } from '../../server/store/seed-data';
import { LOGIN_PATH } from '../../src/contract/envelope';
import type { LoginOk } from '../../src/contract/login';
import type { Role } from '../../src/contract/roles';

/**
 * The seeded world a fuzz run talks to: one logged-in user per role, ids that exist, and a cheap
 * fingerprint of every table that requests write, to prove a refused request wrote nothing.
 */

/** One demo user per role (and the SME and business-traveller categories). */
export const FUZZ_USERS = [
  'traveller@acme.test',
  'manager@acme.test',
  'coordinator@acme.test',
  'traveladmin@acme.test',
  'superadmin@acme.test',
  'finance@acme.test',
  'owner@sme.test',
  'solo@biz.test',
] as const;

/**
 * Tables written whatever the answer, by design: session bookkeeping, login and public-call
 * throttles, security and emulation audit rows. Everything else must not change on a 4xx.
 */
const WRITTEN_ON_ANY_ANSWER = /^(sessions|session_|login_|throttle|public_call|security_events|emulation_audit|audit)/;

export interface FuzzUser {
  userid: string;
  profileid: string;
  corporateid: string;
  role: Role;
  token: string;
}

interface Row {
  [column: string]: unknown;
}

async function rows(store: Store, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await store.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export class FuzzWorld {
  users: FuzzUser[] = [];
  readonly ids: string[] = [];
  private tables: string[] = [];
  private credentials: Row[] = [];

  constructor(
    readonly app: FastifyInstance,
    readonly store: Store,
  ) {}

  async open(): Promise<void> {
    const tables = await rows(this.store, sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
    this.tables = tables.map((t) => String(t.table_name)).filter((name) => !WRITTEN_ON_ANY_ANSWER.test(name) && !name.startsWith('__drizzle'));
    this.credentials = await rows(this.store, sql`select id, password_hash, passwordchange from profiles`);
    await this.logInAll();
    await this.refreshIds();
  }

  async logInAll(): Promise<void> {
    this.users = [];
    for (const userid of FUZZ_USERS) {
      const response = await this.app.inject({
        method: 'POST',
        url: LOGIN_PATH,
        remoteAddress: '10.9.9.9',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ jsondata: JSON.stringify({ userid, password: DEMO_PASSWORD }), pushtoken: '' }).toString(),
      });
      if (response.statusCode !== 200) throw new Error(`fuzz login ${userid}: ${response.statusCode} ${response.body}`);
      const ok = response.json() as LoginOk;
      const profile = ok.profilemaster as unknown as { profileid: string; corporateid: string; corporate_role: Role };
      this.users.push({ userid, token: ok.userauth.authtoken, profileid: profile.profileid, corporateid: profile.corporateid, role: profile.corporate_role });
    }
  }

  /** A fuzzed password change or revocation must not end the run: put credentials back and log in again. */
  async restoreCredentials(): Promise<void> {
    await this.store.db.transaction(async (tx) => {
      for (const c of this.credentials) {
        await tx.execute(sql`update profiles set password_hash = ${c.password_hash}, passwordchange = ${c.passwordchange} where id = ${c.id}`);
      }
    });
    await this.logInAll();
  }

  /** Text ids of existing rows (trips, searches, bookings…), so generated requests reach real records. */
  async refreshIds(): Promise<void> {
    const columns = await rows(
      this.store,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type = 'text' and (column_name = 'id' or column_name like '%\_id' escape '\\')`,
    );
    const found = new Set<string>();
    for (const c of columns) {
      const values = await rows(this.store, sql`select distinct ${sql.identifier(String(c.column_name))} as v from ${sql.identifier(String(c.table_name))} limit 8`);
      for (const v of values) if (typeof v.v === 'string' && v.v.length <= 64) found.add(v.v);
    }
    // In place: the generators hold this array and draw from it as it grows.
    this.ids.splice(0, this.ids.length, ...[...found].slice(0, 400));
  }

  /**
   * Row count and newest row version (xmin, the id of the transaction that wrote it) per table:
   * an insert or delete changes the count, an update writes a row version with a newer xmin.
   * A rolled-back transaction leaves neither. Far cheaper than hashing every row.
   */
  async fingerprint(): Promise<string> {
    const parts = this.tables.map((t) => sql`select ${t} as t, count(*)::int as n, coalesce(max(xmin::text::bigint), 0)::text as h from ${sql.identifier(t)}`);
    const result = await rows(this.store, sql.join(parts, sql` union all `));
    // Sorted: PostgreSQL may answer a long UNION ALL in parallel, so its rows come in any order.
    return result.map((r) => `${String(r.t)}:${String(r.n)}:${String(r.h)}`).sort().join(' ');
  }

  usersFor(entry: OperationHandler): FuzzUser[] {
    const { roles } = entry.operation;
    const allowed = roles === 'any' ? this.users : this.users.filter((u) => roles.includes(u.role));
    return allowed.length > 0 ? allowed : this.users.slice(0, 1);
  }
}

/** Which tables differ between two fingerprints (for the failure message). */
export function changedTables(before: string, after: string): string[] {
  const was = new Set(before.split(' '));
  return after.split(' ').filter((part) => !was.has(part)).map((part) => part.split(':')[0]!);
}
