import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripFeedback } from '../../server/store/schema-feedback';
import { type TestApp, createTestApp } from './helpers/test-app';
import {
  COORDINATOR,
  FEEDBACK_NOW,
  GLOBEX,
  GLOBEX_TRAVELLER,
  MANAGER,
  TRAVELLER,
  insertTrips,
  ours,
  pending,
  submit,
} from './feedback-fixtures';

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(FEEDBACK_NOW - t.clock.now().getTime());
  await insertTrips(t.store, [
    { id: '990101', from: '2027-11-20', to: '2027-11-22', name: 'Bengaluru client visit' },
    { id: '990102', from: '2027-11-10', to: '2027-11-11' },
    { id: '990103', from: '2027-11-30', to: '2027-12-02' }, // still travelling
    { id: '990104', traveller: COORDINATOR, from: '2027-11-01', to: '2027-11-02' }, // a colleague's trip
    { id: '990105', corporateId: GLOBEX, traveller: GLOBEX_TRAVELLER, from: '2027-11-01', to: '2027-11-02' },
    { id: '990106', traveller: MANAGER, also: [TRAVELLER], from: '2027-10-01', to: '2027-10-02' },
    { id: '990107', from: '2027-09-01', to: '2027-09-02' },
    { id: '990108', from: '2027-08-01', to: '2027-08-02' },
  ]);
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const ratings = { bookingrating: 4.5, travelrating: 4 };
const send = (tripid: string, fields: Record<string, unknown> = ratings, token = traveller, key?: string) =>
  t.service(token, { ...submit, tripid, ...fields }, key ? { 'idempotency-key': key } : {});
const pendingIds = async (token = traveller) =>
  ours((await t.service(token, { ...pending, limit: 50 })).json().trips).map((x) => x.tripid);

describe('submittripfeedback', () => {
  it('stores the review of the trip with the average as overall, and the trip stops being pending', async () => {
    expect(await pendingIds()).toContain('990101');
    const response = await send('990101', {
      ...ratings,
      feedbacktext: 'Smooth booking',
      travelfeedbacktext: 'Hotel far from office',
      recommended: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.ResponseStatus.status).toBe('OK');
    const [row] = await t.store.db.select().from(tripFeedback).where(eq(tripFeedback.recordId, body.recordid));
    expect(row).toMatchObject({
      txid: '990101',
      tripId: '990101',
      tripName: 'Bengaluru client visit',
      city: 'Bengaluru',
      country: 'IN',
      dateOfStay: '2027-11-20',
      corporateId: '1001',
      profileId: TRAVELLER,
      overallRating: 4.25,
      bookingRating: 4.5,
      travelRating: 4,
      cleanliness: null,
      recommended: true,
      feedbackText: 'Smooth booking',
      travelFeedbackText: 'Hotel far from office',
    });
    expect(row!.ratedOn.getTime()).toBe(FEEDBACK_NOW);
    expect(await pendingIds()).not.toContain('990101');
  });

  it('refuses a second review of the same trip, clearly', async () => {
    const again = await send('990101', { bookingrating: 1, travelrating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().ResponseStatus).toEqual({
      status: 'NOK',
      message: 'tripid: feedback for this trip was already submitted',
    });
  });

  it('answers a replayed call (same Idempotency-Key) with the first answer, not a refusal', async () => {
    const first = await send('990102', ratings, traveller, 'fb-key-1');
    const replay = await send('990102', ratings, traveller, 'fb-key-1');
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().recordid).toBe(first.json().recordid);
  });

  it('keeps one review when two arrive at once', async () => {
    const answers = await Promise.all([send('990107'), send('990107'), send('990107')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.store.db.select().from(tripFeedback).where(eq(tripFeedback.tripId, '990107'));
    expect(rows).toHaveLength(1);
  });

  it('lets each traveller of a shared trip give their own review', async () => {
    expect((await send('990106')).statusCode).toBe(200);
    const manager = await t.token('manager@acme.test');
    expect((await send('990106', ratings, manager)).statusCode).toBe(200);
    expect((await send('990106', ratings, manager)).statusCode).toBe(409);
  });

  it('accepts overallrating when it is the average, and the spec’s sub-ratings', async () => {
    const response = await send('990108', {
      bookingrating: 5,
      travelrating: 0.5,
      overallrating: 2.75,
      service: 3.5,
      wifi: 5,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.store.db.select().from(tripFeedback).where(eq(tripFeedback.tripId, '990108'));
    expect(row).toMatchObject({ overallRating: 2.75, service: 3.5, wifi: 5, location: null });
  });

  it.each([
    ['990104', 'a colleague’s trip'],
    ['990105', 'another company’s trip'],
    ['999999', 'a trip that does not exist'],
  ])('refuses %s (%s) with 403, saying no more', async (tripid) => {
    const response = await send(tripid);
    expect(response.statusCode).toBe(403);
    expect(response.json().ResponseStatus.message).toBe('tripid: trip not found');
  });

  it('refuses a trip that is not completed yet', async () => {
    const response = await send('990103');
    expect(response.statusCode).toBe(409);
    expect(response.json().ResponseStatus.message).toBe('tripid: feedback opens once the trip is completed');
  });

  it('refuses another company’s or person’s ids in the body', async () => {
    expect((await send('990102', { ...ratings, corporateid: GLOBEX })).statusCode).toBe(403);
    expect((await send('990102', { ...ratings, profileid: MANAGER })).statusCode).toBe(403);
  });

  it.each([
    [{ travelrating: 4 }, 'bookingrating is required'],
    [{ bookingrating: 4 }, 'travelrating is required'],
    [{ bookingrating: 0, travelrating: 4 }, 'bookingrating must be between 0.5 and 5'],
    [{ bookingrating: 4, travelrating: 5.5 }, 'travelrating must be between 0.5 and 5'],
    [{ bookingrating: 3.25, travelrating: 4 }, 'bookingrating must be in steps of 0.5'],
    [{ bookingrating: '4', travelrating: 4 }, 'bookingrating must be a number'],
    [{ ...ratings, cleanliness: 0.7 }, 'cleanliness must be in steps of 0.5'],
    [{ ...ratings, overallrating: 4.5 }, 'overallrating: must be the average of bookingrating and travelrating'],
    [{ ...ratings, feedbacktext: 'x'.repeat(2001) }, 'feedbacktext is too long (2000 characters at most)'],
    [{ ...ratings, recommended: 'yes' }, 'recommended must be true or false'],
  ])('answers 400 naming the field for %j', async (fields, message) => {
    const response = await send('990102', fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toBe(message);
  });

  it('requires a tripid', async () => {
    const response = await t.service(traveller, { ...submit, ...ratings });
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toBe('tripid is required');
  });
});
