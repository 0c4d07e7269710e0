import fc from 'fast-check';
import type Dexie from 'dexie';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { tripRequestItems, trips } from '../../server/store/schema';
import { type OutboxEntry, enqueueChange, outboxTable } from '../../src/db/outbox';
import { blockedEntryIds, discardEntry, retryEntry } from '../../src/db/outbox-actions';
import { newDraftId } from '../../src/db/outbox-draft-ids';
import type { TestApp } from '../server/helpers/test-app';

/**
 * The trip model: drafts created offline (the create carries clientref = draft id; later changes
 * name the draft until it syncs), new dates, request items added, and the same changes on a trip
 * that was already on the server. Each item carries a unique note, so a doubled add shows.
 */
export type TripAction =
  | { kind: 'create'; day: number }
  | { kind: 'dates'; target: number; day: number; length: number }
  | { kind: 'item'; target: number }
  /** Another device deletes the trip that was already on the server: this device's edits of it are refused. */
  | { kind: 'remote-delete' }
  /** The user presses Discard (or Retry) on every failed entry in the outbox list. */
  | { kind: 'discard-failed' }
  | { kind: 'retry-failed' };

const day = fc.integer({ min: 1, max: 28 });
export const tripAction: fc.Arbitrary<TripAction> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), day }),
  fc.record({ kind: fc.constant('dates' as const), target: fc.nat(), day, length: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('item' as const), target: fc.nat() }),
  fc.constantFrom<TripAction>({ kind: 'remote-delete' }, { kind: 'discard-failed' }, { kind: 'retry-failed' }),
);

interface ModelTrip {
  /** The id the screen holds: a draft id for trips made here (stale once synced, on purpose). */
  ref: string;
  name: string;
  fromdate: string;
  todate: string;
  notes: string[];
  /** Deleted on the server by another device: the user's edits of it must fail, visibly. */
  deleted?: boolean;
}

const date = (d: number) => `2031-05-${String(d).padStart(2, '0')}`;
const input = (name: string, from: string, to: string) => ({ tripname: name, origin: 'Mumbai', destination: 'Delhi', destinationcountries: ['IN'], fromdate: from, todate: to });

type Body = Record<string, unknown>;

export class TripModel {
  private run = 0;
  private made = 0;
  private trips: ModelTrip[] = [];

  constructor(
    private readonly server: TestApp,
    private readonly token: string,
    private readonly profileid: string,
  ) {}

  private async call(body: Body): Promise<Body> {
    const answer = await this.server.service(this.token, { opid: 'TG-EXPENSE', ...body });
    if (answer.statusCode !== 200) throw new Error(`${String(body.action)}: ${answer.statusCode} ${answer.body}`);
    return answer.json() as Body;
  }

  /** Deletes the previous run's trips, then puts one trip on the server the way another device would. */
  async startRun(): Promise<void> {
    this.run++;
    await this.server.store.db.delete(trips).where(eq(trips.createdByProfileId, this.profileid));
    const name = `run${this.run}-synced`;
    const created = await this.call({ action: 'createtrip', jsondata: input(name, date(1), date(2)) });
    this.trips = [{ ref: String(created.tripid), name, fromdate: date(1), todate: date(2), notes: [] }];
  }

  /** What the trip screens do: the local row and the outbox entry in one readwrite transaction. */
  async apply(tab: Dexie, action: TripAction): Promise<void> {
    const profileid = this.profileid;
    if (action.kind === 'remote-delete') {
      const synced = this.trips[0]!;
      if (!synced.deleted) await this.call({ action: 'deletetrip', tripid: synced.ref });
      synced.deleted = true;
      return;
    }
    if (action.kind === 'discard-failed' || action.kind === 'retry-failed') {
      const failed = await outboxTable(tab).where('state').equals('failed').primaryKeys();
      for (const id of failed) await (action.kind === 'retry-failed' ? retryEntry(tab, id) : discardEntry(tab, id));
      return;
    }
    await tab.transaction('rw', [tab.table('outbox'), tab.table('trips')], async () => {
      if (action.kind === 'create') {
        const ref = newDraftId();
        const trip = { ref, name: `run${this.run}-trip${this.made++}`, fromdate: date(action.day), todate: date(action.day), notes: [] };
        await tab.table('trips').put({ tripid: ref, profileid, status: 'pending', fromdate: trip.fromdate });
        await enqueueChange({ operation: 'createTrip', fields: { jsondata: input(trip.name, trip.fromdate, trip.todate), clientref: ref }, label: trip.name }, { profileid });
        this.trips.push(trip);
        return;
      }
      const trip = this.trips[action.target % this.trips.length]!;
      if (action.kind === 'dates') {
        trip.fromdate = date(action.day);
        trip.todate = date(Math.min(28, action.day + action.length));
        const fields = { tripid: trip.ref, fromdate: trip.fromdate, todate: trip.todate, remark: '' };
        await enqueueChange({ operation: 'updateTripDate', fields, label: `Dates of ${trip.name}` }, { profileid });
      } else {
        const note = `${trip.name}-item${trip.notes.length}`;
        const requestitems = [{ itemtype: 'flight', details: { note } }];
        await enqueueChange({ operation: 'addTripRequestItems', fields: { tripid: trip.ref, requestitems }, label: note }, { profileid });
        trip.notes.push(note);
      }
    });
  }

  /**
   * What may stay queued: only edits of a trip deleted elsewhere, each refused with the server's
   * reason, or waiting behind such a refusal (the dependency rule); no other trip is held up.
   */
  checkOutbox(entries: OutboxEntry[]): void {
    const deleted = this.trips.filter((t) => t.deleted).map((t) => t.ref);
    for (const entry of entries) {
      expect(deleted).toContain(entry.fields.tripid);
      if (entry.state === 'failed') expect(entry.lastError).toBe('tripid: trip not found');
      else expect(blockedEntryIds(entries).has(entry.id)).toBe(true);
    }
  }

  /** Every live trip once (by name), with the model's dates and exactly its request items, each once. */
  async check(): Promise<void> {
    const list = (await this.call({ action: 'gettripscreatedbyprofile', limit: 200 })).list as Body[];
    const live = this.trips.filter((t) => !t.deleted);
    const names = list.map((t) => String(t.tripname)).sort();
    expect(names).toEqual(live.map((t) => t.name).sort());
    // Request items straight from the server's table: one query instead of a full trip per trip.
    const items = await this.server.store.db
      .select({ tripId: tripRequestItems.tripId, details: tripRequestItems.details })
      .from(tripRequestItems)
      .innerJoin(trips, eq(trips.id, tripRequestItems.tripId))
      .where(eq(trips.createdByProfileId, this.profileid));
    for (const trip of live) {
      const row = list.find((t) => t.tripname === trip.name)!;
      expect({ name: trip.name, fromdate: row.fromdate, todate: row.todate }).toEqual({ name: trip.name, fromdate: trip.fromdate, todate: trip.todate });
      const notes = items.filter((i) => i.tripId === row.tripid).map((i) => String(i.details.note));
      expect(notes.sort()).toEqual([...trip.notes].sort());
    }
  }
}
