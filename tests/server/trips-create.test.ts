import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { createTrip, expense, messageOf, validTrip } from './trips-fixtures';

let t: TestApp;
let traveller: string;
let coordinator: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  coordinator = await t.token('coordinator@acme.test');
});
afterAll(() => t.close());

const lite = async (token: string, tripid: string) => (await expense(t, token, 'gettripdetailslite', { tripid })).json().CorporateTrip;

describe('createtrip', () => {
  it('creates a pending draft with the defaults of docs/product.md#constants-and-code-tables and a digit id', async () => {
    const response = await expense(t, traveller, 'createtrip', { corporateid: '1001', profileid: '20001', jsondata: validTrip(t) });
    expect(response.statusCode).toBe(200);
    const { ApiStatus, tripid } = response.json();
    expect(ApiStatus.Status).toBe('OK');
    expect(tripid).toMatch(/^\d+$/);
    expect(Number(tripid)).toBeGreaterThanOrEqual(710001);
    expect(await lite(traveller, tripid)).toMatchObject({
      tripid,
      status: 'pending',
      trip_budget: '0.00',
      imprestcurrency: 'USD',
      imprestamountrequested: '0.00',
      imprestrequired: false,
      autocreateexpensereport: true,
      traveller_profileid: '20001',
      createdbyprofileid: '20001',
      createdby: 'Rahul Verma',
      domint: 'domestic',
      triptypeid: 'TT1001D',
      billabletype: 'nonbillalble',
      jdate: validTrip(t).fromdate,
      trip_purpose: 'Client meeting',
      travellers: [expect.objectContaining({ travellerprofileid: '20001', name: 'Rahul Verma' })],
    });
  });

  it('keeps amounts as decimal strings and picks the international type for a foreign destination', async () => {
    const tripid = await createTrip(t, traveller, { destinationcountries: 'SG', trip_budget: '1250.5', imprestrequired: true, imprestamountrequested: '300' });
    expect(await lite(traveller, tripid)).toMatchObject({ trip_budget: '1250.50', imprestamountrequested: '300.00', imprestrequired: true, domint: 'international', triptypeid: 'TT1001I' });
  });

  it.each(['other', 'Other', 'OTHER', 'Others', 'others', 'OTHERS'])("joins the other-reason into trip_purpose for '%s'", async (reason) => {
    const tripid = await createTrip(t, traveller, { travelreason: reason, otherreason: 'Trade fair' });
    expect((await lite(traveller, tripid)).trip_purpose).toBe(`${reason} - Trade fair`);
  });

  it('joins a non-empty other-reason to any reason', async () => {
    const tripid = await createTrip(t, traveller, { travelreason: 'Training', otherreason: 'Safety course' });
    expect((await lite(traveller, tripid)).trip_purpose).toBe('Training - Safety course');
  });

  it.each([
    ['todate before fromdate', { fromdate: '2026-04-10', todate: '2026-04-09' }, 'todate must be on or after fromdate'],
    ['no tripname', { tripname: '' }, 'tripname is required'],
    ['no origin', { origin: ' ' }, 'origin is required'],
    ['no destination', { destination: undefined }, 'destination is required'],
    ['no destination countries', { destinationcountries: [] }, 'destinationcountries is required'],
    ['bad country code', { destinationcountries: ['India'] }, 'destinationcountries must be 2-letter country codes'],
    ['bad date', { fromdate: '10/04/2026' }, 'fromdate must be a date (YYYY-MM-DD)'],
    ['bad billabletype', { billabletype: 'nonbillable' }, "billabletype must be 'billable' or 'nonbillalble'"],
    ['bad amount', { trip_budget: '12.345' }, 'trip_budget must be an amount like 1234.50'],
    ['Other without text', { travelreason: 'Other' }, 'otherreason is required when the travel reason is Other'],
    ['domestic type abroad', { triptypeid: 'TT1001D', destinationcountries: ['AE'] }, 'triptypeid: Domestic is for domestic trips, and a destination is abroad'],
    ['international type at home', { triptypeid: 'TT1001I' }, 'triptypeid: International is for international trips, and every destination is in the home country'],
    ['another company’s trip type', { triptypeid: 'TT1002D' }, 'triptypeid: no such trip type in your company'],
    ['another company’s project', { trip_projectid: 'PRJ1002A' }, 'trip_projectid: no such project in your company'],
    ['another company’s cost centre', { costcenterid: 'CC1002O' }, 'costcenterid: no such cost centre in your company'],
    ['an unknown department', { departmentid: 'nope' }, 'departmentid: no such department in your company'],
    ['too long a trip', { fromdate: '2026-04-01', todate: '2026-08-01' }, 'todate: a trip may last at most 90 days'],
  ])('answers a field-named 400 for %s', async (_name, overrides, message) => {
    const response = await expense(t, traveller, 'createtrip', { jsondata: validTrip(t, overrides) });
    expect(response.statusCode, response.body).toBe(400);
    expect(messageOf(response)).toContain(message);
  });

  it('accepts the company’s own project, cost centre and department', async () => {
    const tripid = await createTrip(t, traveller, { trip_projectid: 'PRJ1001A', costcenterid: 'CC1001S', departmentid: 'DP1001S', billabletype: 'billable' });
    expect(await lite(traveller, tripid)).toMatchObject({ trip_projectid: 'PRJ1001A', costcenterid: 'CC1001S', departmentid: 'DP1001S', billabletype: 'billable' });
  });
});

describe('createtrip for someone else', () => {
  it('lets travel staff create a trip for a colleague, who then sees it', async () => {
    const tripid = await createTrip(t, coordinator, { traveller_profileid: '20001' });
    const trip = await lite(traveller, tripid);
    expect(trip).toMatchObject({ traveller_profileid: '20001', createdbyprofileid: '20003', travellername: 'Rahul Verma' });
  });

  it('refuses an ordinary traveller creating for a colleague', async () => {
    const response = await expense(t, traveller, 'createtrip', { jsondata: validTrip(t, { traveller_profileid: '20008' }) });
    expect(response.statusCode).toBe(403);
    expect(messageOf(response)).toBe('traveller_profileid: only travel staff may create a trip for someone else');
  });

  it('refuses travel staff creating for another company’s profile', async () => {
    const response = await expense(t, coordinator, 'createtrip', { jsondata: validTrip(t, { traveller_profileid: '30001' }) });
    expect(response.statusCode).toBe(403);
    expect(messageOf(response)).toBe('traveller_profileid: not a colleague of your company');
    const fellow = await expense(t, traveller, 'createtrip', { jsondata: validTrip(t, { travellers: ['30001'] }) });
    expect(messageOf(fellow)).toBe('travellers: not a colleague of your company');
  });
});

describe('idempotent create', () => {
  it('answers the same trip for the same clientref (an offline draft synced twice)', async () => {
    const clientref = `draft-${randomUUID()}`;
    const first = await createTrip(t, traveller, {}, { clientref });
    const again = await createTrip(t, traveller, { tripname: 'Changed on the way' }, { clientref });
    expect(again).toBe(first);
    const rows = await t.store.db.select({ id: trips.id, name: trips.tripName }).from(trips).where(eq(trips.clientRef, clientref));
    expect(rows).toEqual([{ id: first, name: 'Pune customer workshop' }]);
  });

  it('makes one trip of racing creates with the same clientref', async () => {
    const clientref = `draft-${randomUUID()}`;
    const answers = await Promise.all([1, 2, 3].map(() => expense(t, traveller, 'createtrip', { jsondata: validTrip(t), clientref })));
    const tripids = answers.map((a) => a.json().tripid as string);
    expect(new Set(tripids).size).toBe(1);
    expect(await t.store.db.select({ id: trips.id }).from(trips).where(eq(trips.clientRef, clientref))).toHaveLength(1);
  });

  it('refuses another person’s clientref', async () => {
    const clientref = `draft-${randomUUID()}`;
    await createTrip(t, traveller, {}, { clientref });
    const response = await expense(t, coordinator, 'createtrip', { jsondata: validTrip(t), clientref });
    expect(response.statusCode).toBe(409);
  });

  it('replays the stored answer for the same Idempotency-Key', async () => {
    const key = randomUUID();
    const body = { jsondata: validTrip(t, { tripname: `Keyed ${key}` }) };
    const first = await expense(t, traveller, 'createtrip', body, { 'idempotency-key': key });
    const replay = await expense(t, traveller, 'createtrip', body, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().tripid).toBe(first.json().tripid);
    const rows = await t.store.db.select({ id: trips.id }).from(trips).where(eq(trips.tripName, `Keyed ${key}`));
    expect(rows).toHaveLength(1);
  });
});
