import { eq, sql } from 'drizzle-orm';
import type { Db } from '../server/store/db';
import { profiles } from '../server/store/schema';

/** Bench trips take ids from here up, clear of the demo seed's. */
export const BENCH_FIRST_TRIP_ID = 900_001;

/**
 * `count` Acme trips in a few set-based statements (a quarter of them traveller@acme.test's, the
 * rest spread over Acme's people), each with its traveller row and two items: benches measure
 * reads, not the seeding.
 */
export async function seedBenchTrips(db: Db, count: number): Promise<void> {
  const people = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.corporateId, '1001')).orderBy(profiles.id);
  const others = `(array[${people.map((p) => `'${p.id}'`).join(',')}])[1 + (g % ${people.length})]`;
  const owner = `case when g % 4 = 0 then '20001' else ${others} end`;
  await db.execute(
    sql.raw(`insert into trips (id, corporate_id, traveller_profile_id, created_by_profile_id, created_by, trip_name, origin, destination,
      destination_countries, from_date, to_date, status, domint, travel_reason, trip_purpose, created_at, updated_at)
    select (${BENCH_FIRST_TRIP_ID} + g)::text, '1001', ${owner}, ${owner}, 'bench', 'Bench trip ' || g, 'Bengaluru', 'Delhi', '["IN"]'::jsonb,
      (current_date + (g % 60))::date, (current_date + (g % 60) + 2)::date,
      (array['pending','approvalpending','approved','ticketed'])[1 + (g % 4)], 'domestic', 'Client meeting', 'Client meeting',
      now() - ((g % 89) || ' days')::interval - (g || ' seconds')::interval, now()
    from generate_series(0, ${count - 1}) g`),
  );
  await db.execute(
    sql.raw(`insert into trip_travellers (trip_id, corporate_id, traveller_profile_id, main, added_at)
    select id, corporate_id, traveller_profile_id, true, created_at from trips where id::bigint >= ${BENCH_FIRST_TRIP_ID}`),
  );
  await db.execute(
    sql.raw(`insert into trip_items (id, trip_id, corporate_id, item_type, total_amount_paise, status, added_by, added_at)
    select 'I' || t.id || k.kind, t.id, t.corporate_id, k.kind, 450000, 'active', t.created_by_profile_id, t.created_at
    from trips t cross join (values ('flight'), ('hotel')) as k(kind) where t.id::bigint >= ${BENCH_FIRST_TRIP_ID}`),
  );
  await db.execute(sql`analyze`);
}
