import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { allHandlers } from '../../server/features/index';
import { FuzzWorld } from '../fuzz/fuzz-world';
import { runFuzz } from '../fuzz/fuzz-loop';

/*
 * Property-based requests generated from every registered operation's request schema (valid,
 * boundary and hostile values). A few thousand per run keep CI well inside its budget;
 * `npm run fuzz -- --count 100000` runs the big one (docs/input-limits.md). After every refused
 * write the loop fingerprints the whole database, which over PostgreSQL's TCP takes some four times
 * PGlite's: the PostgreSQL run sends fewer cases (validation is the same on both; the writes and
 * their rollback are what it adds) so it ends in a few minutes even on a loaded 2-core machine.
 */
const ON_POSTGRES = process.env.TEST_DB === 'postgres';
const CASES = Number(process.env.FUZZ_CASES ?? (ON_POSTGRES ? 600 : 2000));
const TIME_LIMIT_MS = 420_000;
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

let t: TestApp;
let world: FuzzWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = new FuzzWorld(t.app, t.store);
  await world.open();
});
afterAll(() => t.close());

describe('fuzzed requests to every operation', () => {
  it('never answer 5xx (bar a supplier 502) and a refused one writes nothing', async () => {
    const stats = await runFuzz(world, allHandlers, { count: CASES, seed: SEED });
    if (process.env.FUZZ_VERBOSE) console.log(JSON.stringify({ ...stats, refusals: Object.entries(stats.refusals).sort((a, b) => b[1] - a[1]).slice(0, 40), millisByOperation: Object.entries(stats.millisByOperation).sort((a, b) => b[1] - a[1]).slice(0, 15) }, null, 1));
    expect(stats.failures.slice(0, 10)).toEqual([]);
    expect(stats.cases).toBe(CASES);
    // The generator must reach handlers, not only the validator: some calls succeed.
    expect(stats.byStatus[200] ?? 0).toBeGreaterThan(CASES / 10);
  }, TIME_LIMIT_MS);
});
