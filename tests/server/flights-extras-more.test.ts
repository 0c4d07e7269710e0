import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { flightIdOf, loadExtrasCatalogue } from '../../server/suppliers/airline/extras';
import { findOffer } from '../../server/suppliers/airline/find';
import { flightBookings, flightSeatHolds } from '../../server/store/schema-flight-bookings';
import type { SeatMap } from '../../src/contract/flights/extras';
import { priceExtras } from '../../src/domain/flight-extras';
import type { FlightOffer } from '../../src/domain/flight-offer';
import { type TestApp, createTestApp } from './helpers/test-app';
import { call, oneway, paise, resultsOf, startSearch } from './flights-fixtures';

/* The booking server's extras catalogue, TGFS GETALTERNATEOPTIONS and TG-GENERIC getflightpromodetails. */

let t: TestApp;
let traveller: string;
let globex: string;
let indigo: FlightOffer;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
  globex = await t.token('traveller@globex.test');
  const { results } = await resultsOf(t, traveller, oneway('BLR', 'DEL', '2026-03-20', { adults: 2, infants: 1 }));
  indigo = results.find((o) => o.stops === 0 && o.segments[0]!.carrier === '6E')!;
});
afterAll(() => t.close());

describe('loadExtrasCatalogue + priceExtras (what the booking server re-prices)', () => {
  it('prices what GETSSR and GETSEATMAP showed, exactly, and refuses taken seats and infant seats', async () => {
    const fare = indigo.fares.find((f) => f.farelabel === 'normal')!;
    const ctx = { pax: { adults: 2, children: 0, infants: 1 }, today: '2026-03-01' };
    const offer = (await findOffer(t.store.db, fare.farekey, ctx, true))!;
    const catalogue = (await loadExtrasCatalogue(t.store.db, offer, fare.farekey, t.clock.now()))!;
    expect(await loadExtrasCatalogue(t.store.db, offer, `${offer.flightkey}~nosuch`, t.clock.now())).toBeNull();

    const wire = (await call(t, traveller, 'GETSEATMAP', { flightkey: fare.farekey, supplier: 'SANDBOX' })).json();
    const seats = (wire.Root.Result.list.SeatMap as SeatMap[])[0]!.rows.flatMap((r) => r.seats);
    const free = seats.filter((s) => s.available && s.amount !== '0.00').slice(0, 2);
    const taken = seats.find((s) => !s.available)!;
    const meals = (await call(t, traveller, 'GETSSR', { flightkey: fare.farekey, supplier: 'SANDBOX' })).json().SSR[0].meals;
    const veg = meals.find((m: { code: string }) => m.code === 'V');
    const base = { tripnumber: 1, segmentindex: 0, selectedindex: 0 };
    const paxtypes = ['ADT', 'ADT', 'INF'];
    const chosen = [
      { ...base, paxindex: 0, ssrtype: 'seat' as const, code: free[0]!.seatno },
      { ...base, paxindex: 1, ssrtype: 'seat' as const, code: free[1]!.seatno },
      { ...base, paxindex: 0, ssrtype: 'meal' as const, code: 'V' },
      { ...base, paxindex: 2, ssrtype: 'baggage' as const, code: 'XB5' },
    ];
    const priced = priceExtras([catalogue], chosen, paxtypes);
    const bag = catalogue.segments[0]!.baggage.find((b) => b.code === 'XB5')!.amountPaise;
    expect(priced).toMatchObject({ ok: true, totalPaise: paise(free[0]!.amount) + paise(free[1]!.amount) + paise(veg.amount) + bag });
    expect(priceExtras([catalogue], [{ ...base, paxindex: 1, ssrtype: 'seat', code: taken.seatno }], paxtypes)).toEqual({
      ok: false,
      message: `extras[0].code: seat ${taken.seatno} is not available`,
    });
    expect(priceExtras([catalogue], [{ ...base, paxindex: 2, ssrtype: 'seat', code: free[0]!.seatno }], paxtypes).ok).toBe(false);
  });
});

describe('seats held by bookings made here', () => {
  it('are taken for everyone: GETSEATMAP shows them taken and priceExtras refuses them', async () => {
    const fare = indigo.fares.find((f) => f.farelabel === 'normal')!;
    const ctx = { pax: { adults: 1, children: 0, infants: 0 }, today: '2026-03-01' };
    const offer = (await findOffer(t.store.db, fare.farekey, ctx))!;
    const mapOf = async (token: string) =>
      ((await call(t, token, 'GETSEATMAP', { flightkey: fare.farekey, supplier: 'SANDBOX' })).json().Root.Result.list.SeatMap as SeatMap[])[0]!.rows.flatMap((r) => r.seats);
    const before = await mapOf(traveller);
    const seat = before.find((s) => s.available)!;
    const line = { paxindex: 0, selectedindex: 0, tripnumber: 1 as const, segmentindex: 0, ssrtype: 'seat' as const, code: seat.seatno, name: `Seat ${seat.seatno}`, amountPaise: 0 };
    const row: typeof flightBookings.$inferInsert = {
      txid: 'FLTEST1',
      corporateId: '1001',
      profileId: '20001',
      travellerProfileId: '20001',
      clientRef: 'extras-held-seat',
      responseId: 'FSX',
      domInt: 'domestic',
      tripType: 'oneway',
      offers: [{ ...offer, fares: [offer.fares.find((f) => f.farekey === fare.farekey)!] }],
      extras: [line],
      farePaise: 0,
      extrasPaise: 0,
      discountPaise: 0,
      totalPaise: 0,
      inPolicy: true,
      paymentMode: 'cashcard',
      status: 'pending',
      contactEmail: 'traveller@acme.test',
      contactMobile: '9876543210',
      request: {},
      bookedOn: new Date('2026-03-01T00:00:00Z'),
      updatedAt: new Date('2026-03-01T00:00:00Z'),
    };
    await t.store.db.insert(flightBookings).values(row);
    // What a booking's claim holds (server/features/flights/booking-seats.ts holdSeats).
    await t.store.db.insert(flightSeatHolds).values({ flightId: flightIdOf(offer.segments[0]!), seatNo: seat.seatno, txid: 'FLTEST1', paxSno: 1 });
    try {
      // Another company's traveller sees the seat taken too (the aircraft is shared), nothing else changes.
      const after = await mapOf(globex);
      expect(after.find((s) => s.seatno === seat.seatno)!.available).toBe(false);
      expect(after.filter((s) => s.seatno !== seat.seatno)).toEqual(before.filter((s) => s.seatno !== seat.seatno));
      const catalogue = (await loadExtrasCatalogue(t.store.db, offer, fare.farekey, t.clock.now()))!;
      const { name: _name, amountPaise: _amount, ...selection } = line;
      expect(priceExtras([catalogue], [selection], ['ADT'])).toEqual({ ok: false, message: `extras[0].code: seat ${seat.seatno} is not available` });
    } finally {
      await t.store.db.delete(flightBookings).where(eq(flightBookings.txid, 'FLTEST1'));
    }
  });
});

describe('TGFS GETALTERNATEOPTIONS', () => {
  const alternates = async (fields: Record<string, unknown>, token = traveller) => {
    const response = await call(t, token, 'GETALTERNATEOPTIONS', { jdate: '2026-03-20', origin: 'BLR', destination: 'DEL', ...fields });
    return { status: response.statusCode, body: response.json() };
  };

  it('answers flights of that day cheaper than the given fare, cheapest first, at most 10', async () => {
    const { results, lowestfare } = await resultsOf(t, traveller, oneway('BLR', 'DEL', '2026-03-20'));
    const dear = results.map((o) => paise(o.fares[0]!.totalfare)).sort((a, b) => (a < b ? 1 : -1))[0]!;
    const { status, body } = await alternates({ totalfare: `${dear / 100n}.${String(dear % 100n).padStart(2, '0')}` });
    expect(status).toBe(200);
    expect(body.status).toBe('OK');
    expect(body.lowestfare).toBe(lowestfare);
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.length).toBeLessThanOrEqual(10);
    const cheapest = body.results.map((o: FlightOffer) => paise(o.fares[0]!.totalfare));
    expect(cheapest.every((p: bigint) => p < dear)).toBe(true);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(paise(body.results[0].fares[0].totalfare)).toBe(paise(lowestfare));
    const searchKeys = new Set(results.map((o) => o.flightkey));
    expect(body.results.every((o: FlightOffer) => searchKeys.has(o.flightkey))).toBe(true);
  });

  it('says so when nothing is cheaper, or nothing flies', async () => {
    expect((await alternates({ totalfare: '1.00' })).body).toMatchObject({ status: 'OK', message: 'No cheaper flights on this day', results: [] });
    expect((await alternates({ origin: 'BOM', destination: 'PNQ' })).body).toMatchObject({ message: 'No flights on this day', results: [], lowestfare: '' });
  });

  it('refuses bad input naming the field; the failing supplier answers 502', async () => {
    const message = async (fields: Record<string, unknown>) => (await alternates(fields)).body.ResponseStatus.message as string;
    expect(await message({ jdate: '2026-02-01' })).toBe('jdate must not be in the past');
    expect(await message({ jdate: '20-03-2026' })).toMatch(/^jdate/);
    expect(await message({ origin: 'XQZ' })).toBe('origin: XQZ is not a known airport');
    expect(await message({ destination: 'BLR' })).toMatch(/^destination/);
    expect(await message({ totalfare: 'cheap' })).toMatch(/^totalfare/);
    expect((await alternates({ origin: 'HYD', destination: 'VTZ' })).status).toBe(502);
    expect((await alternates({ corporateid: '1002' })).status).toBe(403);
  });
});

describe('TG-GENERIC getflightpromodetails', () => {
  const promo = async (fields: Record<string, unknown>, token = traveller) => {
    const response = await t.service(token, { opid: 'TG-GENERIC', act: 'getflightpromodetails', ...fields });
    return { status: response.statusCode, body: response.json() };
  };

  it('applies a sandbox code and answers the discounted total', async () => {
    expect((await promo({ promocode: 'flycorp10', totalnet: '8450.50' })).body).toEqual({
      status: 'OK',
      message: 'Promo code FLYCORP10 applied: ₹845.05 off',
      discount: '845.05',
      totalnet: '7605.45',
    });
    expect((await promo({ promocode: 'NOPE', totalnet: 8450 })).body).toEqual({ status: 'NOK', message: 'Invalid promo code', discount: '0.00', totalnet: '8450.00' });
  });

  it("judges domestic or international from the caller's own search", async () => {
    const international = await startSearch(t, traveller, oneway('DEL', 'DXB', '2026-03-20'));
    const request = (responseid: string) => ({ responseid, selected: [{ flightkey: 'k', farekey: 'k~normal' }] });
    expect((await promo({ promocode: 'INTL2000', totalnet: '30000', validatesearchrequest: request(international) })).body.status).toBe('OK');
    expect((await promo({ promocode: 'DOMESTIC500', totalnet: '30000', validatesearchrequest: request(international) })).body).toMatchObject({
      status: 'NOK',
      message: 'This promo code is valid on domestic flights only',
    });
    const other = await promo({ promocode: 'INTL2000', totalnet: '30000', validatesearchrequest: request(international) }, globex);
    expect(other.status).toBe(404);
    expect(other.body.ResponseStatus.message).toBe('validatesearchrequest.responseid: no such search');
  });

  it('refuses bad input naming the field', async () => {
    expect((await promo({ promocode: 'FLYCORP10', totalnet: '-5' })).body.ResponseStatus.message).toMatch(/^totalnet/);
    expect((await promo({ promocode: '', totalnet: '100' })).body.ResponseStatus.message).toMatch(/^promocode/);
    expect((await promo({ totalnet: '100' })).status).toBe(400);
  });
});
