import fc from 'fast-check';
import type { OperationHandler } from '../../server/dispatch/types';
import { SERVICE_PATH } from '../../src/contract/envelope';
import { type FuzzWorld, changedTables } from './fuzz-world';
import { schemaArbitrary } from './schema-arbitrary';

/*
 * The fuzz loop shared by the suite's test and `npm run fuzz`: requests generated from every
 * operation's request schema, sent as a user whose role may call it, with and without an
 * Idempotency-Key, some as raw text carrying prototype keys. Checked: no 5xx other than a 502 of
 * a supplier by design, and a refused (4xx) request leaves every table as it was.
 */

export interface FuzzCase {
  op: number;
  user: number;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
  /** Raw text appended inside the JSON object, for keys JSON.stringify would never write. */
  rawTail: string | null;
}

export interface FuzzFailure {
  operation: string;
  status: number;
  problem: string;
  request: string;
}

export interface FuzzStats {
  cases: number;
  byStatus: Record<number, number>;
  /** 502 answers: a supplier's failure passed on, counted per operation. */
  supplierFailures: Record<string, number>;
  failures: FuzzFailure[];
  /** Milliseconds spent per operation (where a run's time goes). */
  millisByOperation: Record<string, number>;
  /** The most frequent refusal messages (what the generator mostly trips over). */
  refusals: Record<string, number>;
  millis: number;
}

/** 20,000 levels: deep enough to overflow the stack of any recursive walk (the Idempotency-Key hash once did). */
const RAW_TAILS = ['"__proto__":{"admin":true}', '"constructor":{"prototype":{"x":1}}', '"opid\\u0000":1', `"deep":${'['.repeat(20_000)}${']'.repeat(20_000)}`];

function caseArbitrary(world: FuzzWorld, entries: readonly OperationHandler[], bodies: Map<string, fc.Arbitrary<unknown>>): fc.Arbitrary<FuzzCase> {
  const bodyOf = (op: number, own: { profileid: string; corporateid: string }) => {
    const key = `${op}/${own.profileid}`;
    let arb = bodies.get(key);
    if (!arb) bodies.set(key, (arb = schemaArbitrary(entries[op]!.operation.request as never, { ids: world.ids, own })));
    return arb;
  };
  return fc.integer({ min: 0, max: entries.length - 1 }).chain((op) => {
    const entry = entries[op]!;
    const users = world.usersFor(entry);
    return fc.integer({ min: 0, max: users.length - 1 }).chain((user) => {
      const own = { profileid: users[user]!.profileid, corporateid: users[user]!.corporateid };
      const body = bodyOf(op, own);
      return fc.record({
        op: fc.constant(op),
        user: fc.constant(user),
        body: body.map((b) => (typeof b === 'object' && b !== null && !Array.isArray(b) ? (b as Record<string, unknown>) : { value: b })),
        idempotencyKey: entry.operation.mutates ? fc.option(fc.uuid(), { nil: null }) : fc.constant(null),
        rawTail: fc.oneof({ weight: 10, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_TAILS) }),
      });
    });
  });
}

function payloadOf(entry: OperationHandler, c: FuzzCase): string {
  const { operation } = entry;
  const routing: Record<string, unknown> = { opid: operation.opid, ...(operation.actionKey ? { [operation.actionKey]: operation.action } : {}) };
  const json = JSON.stringify({ ...c.body, ...routing });
  return c.rawTail ? `${json.slice(0, -1)},${c.rawTail}}` : json;
}

export interface FuzzOptions {
  count: number;
  seed: number;
  /** Generated per batch, so ids created by earlier requests (searches, trips) are drawn too. */
  batch?: number;
  /** Check every n-th mutation for writes (1, the suite's default: all). Each check costs two table scans. */
  writeCheckEvery?: number;
  onProgress?: (stats: FuzzStats) => void;
}

export async function runFuzz(world: FuzzWorld, entries: readonly OperationHandler[], options: FuzzOptions): Promise<FuzzStats> {
  const stats: FuzzStats = { cases: 0, byStatus: {}, supplierFailures: {}, failures: [], millisByOperation: {}, refusals: {}, millis: 0 };
  const started = performance.now();
  const batch = options.batch ?? 500;
  let known: string | null = null;
  const bodies = new Map<string, fc.Arbitrary<unknown>>();
  for (let done = 0; done < options.count; done += batch) {
    const cases = fc.sample(caseArbitrary(world, entries, bodies), { numRuns: Math.min(batch, options.count - done), seed: options.seed + done });
    for (const c of cases) {
      const entry = entries[c.op]!;
      const user = world.usersFor(entry)[c.user]!;
      const payload = payloadOf(entry, c);
      const name = `${entry.operation.opid} ${entry.operation.action ?? ''}`.trim();
      const check = entry.operation.mutates && stats.cases % (options.writeCheckEvery ?? 1) === 0;
      if (check && known === null) known = await world.fingerprint();
      const sent = performance.now();
      const response = await world.app.inject({
        method: 'POST',
        url: SERVICE_PATH,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}`, ...(c.idempotencyKey ? { 'idempotency-key': c.idempotencyKey } : {}) },
        payload,
      });
      const status = response.statusCode;
      stats.cases += 1;
      stats.millisByOperation[name] = (stats.millisByOperation[name] ?? 0) + performance.now() - sent;
      stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
      const fail = (problem: string) => stats.failures.push({ operation: name, status, problem, request: payload.slice(0, 600) });
      if (status === 502) stats.supplierFailures[name] = (stats.supplierFailures[name] ?? 0) + 1;
      else if (status >= 500) fail(response.body.slice(0, 300));
      if (status >= 400 && status < 500) {
        const reason = `${status} ${String((response.json() as { ResponseStatus?: { message?: string } }).ResponseStatus?.message).slice(0, 60)}`;
        stats.refusals[reason] = (stats.refusals[reason] ?? 0) + 1;
      }
      if (check && status >= 400 && status < 500) {
        const after = await world.fingerprint();
        if (after !== known) fail(`a refused request changed ${changedTables(known!, after).join(', ')}`);
        known = after;
      } else if (!check || status < 400 || status >= 500) {
        // Anything unchecked or not a refusal may have written (reads too: a poll counter, a session).
        known = null;
      }
      if (status === 401 || (status === 403 && response.body.includes('Password change required'))) {
        await world.restoreCredentials();
        known = null;
      }
    }
    await world.refreshIds();
    stats.millis = performance.now() - started;
    options.onProgress?.(stats);
  }
  stats.millis = performance.now() - started;
  return stats;
}
