import { sql } from 'drizzle-orm';
import type { Db } from '../server/store/db';

/**
 * `count` employees of Acme in one statement: copies of the demo employee (20001) under ids
 * BE1…BEn, with their own names and logins. Benches measure reads, not the seeding.
 */
export async function seedBenchEmployees(db: Db, count: number): Promise<void> {
  await db.execute(
    sql.raw(`insert into profiles
    select (jsonb_populate_record(p, jsonb_build_object(
      'id', 'BE' || g, 'user_id', 'bench' || g || '@acme.test', 'email', 'bench' || g || '@acme.test',
      'first_name', 'Bench ' || g, 'passport_first_name', 'Bench', 'passport_last_name', 'Employee ' || g))).*
    from profiles p cross join generate_series(1, ${count}) g where p.id = '20001'`),
  );
}
