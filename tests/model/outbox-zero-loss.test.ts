import 'fake-indexeddb/auto';
import type Dexie from 'dexie';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { LoginOk } from '../../src/contract/login';
import type { OutboxEntry } from '../../src/db/outbox';
import { type TestApp, createTestApp } from '../server/helpers/test-app';
import { type InjectTransport, injectTransport } from './inject-transport';
import { ModelClient, createClientDatabase } from './model-client';
import { type ProfileAction, ProfileModel, profileAction } from './domain-profile';
import { type TripAction, TripModel, tripAction } from './domain-trips';
import { type Step, schedule } from './schedule';

/**
 * Proof of zero loss (issue 4 "Offline first"): the real outbox (Dexie on fake-indexeddb, the real
 * flushOutbox) against the real server (buildApp on PGlite or PostgreSQL, through app.inject), driven
 * through random schedules of user actions, offline/online, client restarts, duplicate and late
 * deliveries, two tabs flushing at once, server commits whose reply never arrives (the connection
 * drops, or the server process dies and restarts), and client crashes after the server committed. After each
 * schedule and a final flush, the server must hold exactly the user's changes, each once.
 * A failure prints fast-check's seed and path; rerun it with FC_SEED=<seed> FC_PATH=<path>.
 */
const NUM_RUNS = Number(process.env.FC_RUNS ?? 200);
/** The generic profile model adds little once trips pass: fewer runs keep the file near a minute. */
const PROFILE_RUNS = Math.ceil(NUM_RUNS / 4);

let server: TestApp;
let token: string;
let profileid: string;
/** The server the outbox talks to: its own app on the test database, replaced when it "crashes". */
const target = {
  app: undefined as unknown as FastifyInstance,
  async restart() {
    await target.app?.close();
    target.app = await buildApp({ store: server.store, now: server.clock.now });
    await target.app.ready();
  },
};

beforeAll(async () => {
  server = await createTestApp();
  const login = (await server.login('traveller@acme.test')).json() as LoginOk;
  token = login.userauth.authtoken;
  profileid = login.profilemaster.profileid;
  await createClientDatabase();
  await target.restart();
});

afterAll(async () => {
  await target.app?.close();
  await server?.close();
});

interface Model<A> {
  startRun(): void | Promise<void>;
  apply(tab: Dexie, action: A): Promise<void>;
  check(): Promise<void>;
  /** What may stay in the outbox after the final flush (default: nothing). */
  checkOutbox?(entries: OutboxEntry[]): void;
}

async function runStep<A>(step: Step<A>, client: ModelClient, transport: InjectTransport, model: Model<A>): Promise<void> {
  if (step.kind === 'user') return model.apply(client.tabs[step.tab]!, step.action);
  if (step.kind === 'network') return void (transport.online = step.online);
  if (step.kind === 'restart') return client.restart();
  if (step.kind === 'redeliver') {
    const earlier = transport.delivered[step.pick % Math.max(1, transport.delivered.length)];
    return earlier && transport.redeliver(earlier);
  }
  transport.faults = [...step.faults];
  if (step.kind === 'flush') await client.flush(step.tab);
  else {
    // The lock admits one flusher: the other finds it busy, and no change goes out twice.
    const from = transport.delivered.length;
    const results = await Promise.all([client.flush(0), client.flush(1)]);
    expect(results.some((r) => r !== 'crashed' && r.outcome === 'busy')).toBe(true);
    const keys = transport.delivered.slice(from).map((r) => r.key);
    expect(new Set(keys).size).toBe(keys.length);
  }
  transport.faults = [];
  await client.recoverIfCrashed();
}

async function runSchedule<A>(steps: Step<A>[], model: Model<A>): Promise<void> {
  const transport = injectTransport(target, token);
  const client = new ModelClient(transport, profileid);
  await client.restart();
  await client.clear();
  await model.startRun();
  for (const step of steps) await runStep(step, client, transport, model);
  await client.flushToQuiescence();
  // Nothing lost or left behind (only what the model says must fail), never two sends at once, and
  // the server matches the model.
  const left = await client.entries();
  if (model.checkOutbox) model.checkOutbox(left);
  else expect(left).toEqual([]);
  expect(transport.maxInFlight).toBeLessThanOrEqual(1);
  await model.check();
  for (const tab of client.tabs) tab.close();
}

function assertProperty<A>(action: fc.Arbitrary<A>, model: Model<A>, numRuns: number): Promise<void> {
  return fc.assert(
    fc.asyncProperty(schedule(action), (steps) => runSchedule(steps, model)),
    {
      numRuns,
      ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED), path: process.env.FC_PATH } : {}),
    },
  );
}

describe('outbox zero loss (model test)', () => {
  it(`profile changes: every schedule leaves each change on the server exactly once (${PROFILE_RUNS} runs)`, async () => {
    await assertProperty<ProfileAction>(profileAction, new ProfileModel(server, token, profileid), PROFILE_RUNS);
  }, 300_000);

  it(`trips drafted offline: every schedule leaves each trip, date change and request item on the server exactly once (${NUM_RUNS} runs)`, async () => {
    await assertProperty<TripAction>(tripAction, new TripModel(server, token, profileid), NUM_RUNS);
  }, 300_000);
});
