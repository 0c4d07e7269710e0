/**
 * Outbox flush throughput (issue 4): 1,000 changes queued in IndexedDB (fake-indexeddb, the real
 * Dexie schema) are flushed by the real flushOutbox through the app's real API client over loopback
 * HTTP to the real server, on PGlite and then PostgreSQL. The queue mixes what an offline traveller
 * makes: 250 draft trips, each created, re-dated and given two request items, so every create also
 * moves its draft id in the 3 entries behind it. Env: BENCH_OUTBOX_CHANGES (1000), DATABASE_URL.
 */
import 'fake-indexeddb/auto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { seedDemoIfEmpty } from '../server/store/seed';
import { createApiClient } from '../src/api/client';
import { operations } from '../src/contract';
import { db } from '../src/db/database';
import { enqueueChange, outboxTable } from '../src/db/outbox';
import { flushOutbox } from '../src/db/outbox-flush';
import { newDraftId } from '../src/db/outbox-draft-ids';
import { benchLogin } from './bench-login';
import { type BenchTarget, onEachDatabase } from './bench-target';

const CHANGES = Number(process.env.BENCH_OUTBOX_CHANGES ?? 1000);
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** Proposed README target: a 1,000-change backlog (far more than a day offline makes) drains within 2 minutes. */
const TARGET_PER_SECOND = 1000 / 120;

/** Four entries per draft trip, as the trip screens queue them. */
async function queueBacklog(profileid: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    for (let n = 0; n < CHANGES / 4; n++) {
      const draft = newDraftId();
      const jsondata = { tripname: `Bench trip ${n}`, origin: 'Mumbai', destination: 'Delhi', destinationcountries: ['IN'], fromdate: '2031-06-01', todate: '2031-06-02' };
      const queue = (operation: 'createTrip' | 'updateTripDate' | 'addTripRequestItems', fields: Record<string, unknown>) =>
        enqueueChange({ operation, fields, label: `${operation} ${n}` }, { profileid });
      await queue('createTrip', { jsondata, clientref: draft });
      await queue('updateTripDate', { tripid: draft, fromdate: '2031-06-03', todate: '2031-06-04', remark: '' });
      await queue('addTripRequestItems', { tripid: draft, requestitems: [{ itemtype: 'flight', details: { seat: 'aisle' } }] });
      await queue('addTripRequestItems', { tripid: draft, requestitems: [{ itemtype: 'hotel', details: { nights: 1 } }] });
    }
  });
}

async function measure(target: BenchTarget): Promise<{ seconds: number; sent: number }> {
  await seedDemoIfEmpty(target.store.db);
  const app = await buildApp({ store: target.store });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const { token, profileid } = await benchLogin(base);
    const api = createApiClient({
      baseURL: base,
      attempts: 1,
      getCredentials: () => ({ authtoken: token }),
      decrypt: () => Promise.reject(new Error('the bench asks for plain answers')),
      onSessionExpired: () => {},
    });
    await outboxTable(db).clear();
    await queueBacklog(profileid);
    const started = performance.now();
    const result = await flushOutbox({
      profileid,
      send: (name, fields, key) => api.callOperation(operations[name], fields as never, { idempotencyKey: key }),
    });
    const seconds = (performance.now() - started) / 1000;
    const left = await outboxTable(db).count();
    if (result.outcome !== 'done' || left > 0) throw new Error(`flush ended ${result.outcome} with ${left} entries left (${result.failed} failed)`);
    return { seconds, sent: result.sent };
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  console.log(`Outbox flush: ${CHANGES} queued changes (${CHANGES / 4} offline drafts), loopback HTTP\n`);
  await onEachDatabase(PG_URL, async (target) => {
    const { seconds, sent } = await measure(target);
    const rate = sent / seconds;
    console.log(target.name);
    console.log(`  ${sent} changes in ${seconds.toFixed(1)} s: ${rate.toFixed(0)} changes/s, ${((seconds * 1000) / sent).toFixed(1)} ms each`);
    console.log(`  ${rate >= TARGET_PER_SECOND ? 'meets' : 'BELOW'} the target of 1,000 changes in 120 s\n`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
