import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flightBookings } from '../../server/store/schema';
import type { PolicyRules } from '../../src/contract/policy/rules';
import { oneway, paise } from './flights-fixtures';
import { bookCheapest } from './flights-booking-fixtures';
import { type TestApp, createTestApp } from './helpers/test-app';

/*
 * SIMULATEPOLICY (docs/features/policy.md "Simulator"): real bookings made through the booking
 * flow keep their policy facts, and a draft is judged against them next to the version in force.
 */

let t: TestApp;
let admin: string;
let traveller: string;
const booked: { txid: string; totalPaise: bigint; perTravellerPaise: bigint }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.token('traveladmin@acme.test');
  traveller = await t.token('traveller@acme.test');
  for (const [from, to] of [['BLR', 'DEL'], ['DEL', 'BLR']] as const) {
    const { answer, priced } = await bookCheapest(t, traveller, oneway(from, to, '2026-03-20'));
    expect(answer.errormessage, JSON.stringify(answer)).toBe('');
    const fare = priced.fares[0].offer.fares[0];
    booked.push({ txid: answer.txid!, totalPaise: paise(fare.totalfare), perTravellerPaise: paise(fare.paxfares[0].totalfare) });
  }
});
afterAll(() => t.close());

const policy = (actioncode: string, fields: Record<string, unknown>, token = admin) => t.service(token, { opid: 'TG-TRAVELPOLICYADMIN', actioncode, ...fields });

async function draftWith(change: (rules: PolicyRules) => PolicyRules): Promise<string> {
  const { rules } = (await policy('GETPOLICYVERSION', { travelpolicyid: 'TP1001', versionid: 'TPV1001-1' })).json();
  const r = await policy('SAVEPOLICYDRAFT', { jsondata: { travelpolicyid: 'TP1001', effectivefrom: '2026-03-02', rules: change(rules) } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().versionid;
}

const simulate = async (versionid: string, token = admin) => {
  const r = await policy('SIMULATEPOLICY', { travelpolicyid: 'TP1001', versionid, fromdate: '2026-02-01', todate: '2026-03-01' }, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().simulation;
};

describe('policy simulator', () => {
  it('keeps the policy facts with each booking', async () => {
    const [row] = await t.store.db.select({ facts: flightBookings.policyFacts }).from(flightBookings).where(eq(flightBookings.txid, booked[0]!.txid));
    expect(row!.facts!.offers).toEqual([
      expect.objectContaining({ domint: 'domestic', fare: expect.objectContaining({ cabin: 'economy' }), comparisonfare: expect.stringMatching(/^\d+\.\d{2}$/) }),
    ]);
    expect(row!.facts!.offers[0]!.segments[0]).toMatchObject({ origin: 'BLR', destination: 'DEL' });
  });

  it('counts what a stricter draft would have refused, and the saving of a lower cap', async () => {
    const lowest = booked.reduce((min, b) => (b.perTravellerPaise < min ? b.perTravellerPaise : min), booked[0]!.perTravellerPaise);
    // Whole rupees, ₹100 under the cheaper booking.
    const cap = ((lowest - 100_00n) / 100n) * 100n;
    const versionid = await draftWith((rules) => ({ ...rules, flight: { ...rules.flight, refundableonly: true, maxdomesticfare: `${cap / 100n}.00` } }));
    const result = await simulate(versionid);
    expect(result).toMatchObject({ bookings: 2, current: { outofpolicy: 0, blocked: 0 }, draft: { outofpolicy: 2, blocked: 0 } });
    expect(result.draft.byrule).toEqual({ blocked: 0, cabin: 0, farecap: 2, lowestfare: 0, advancepurchase: 0, refundable: expect.any(Number) });
    const spend = booked.reduce((sum, b) => sum + b.totalPaise, 0n);
    expect(paise(result.spend)).toBe(spend);
    // The saving is what each fare cost above the cap, the cap scaled from one traveller's share to the whole fare.
    expect(paise(result.draft.saving)).toBe(booked.reduce((sum, b) => sum + (b.totalPaise - (b.totalPaise * cap) / b.perTravellerPaise), 0n));
    expect(result.current.saving).toBe('0.00');
  });

  it('leaves out travellers another policy holds for (by person or grade), and bookings outside the window', async () => {
    const versionid = (await policy('GETTRAVELPOLICIES', {})).json().TravelPolicy[0].draft.versionid;
    const early = await policy('SIMULATEPOLICY', { travelpolicyid: 'TP1001', versionid, fromdate: '2026-01-01', todate: '2026-02-28' });
    expect(early.json().simulation.bookings).toBe(0);
    const { travelpolicyid } = (await policy('ADDTRAVELPOLICY', { jsondata: { name: 'Field staff' } })).json();
    await policy('UPDATETRAVELPOLICY', { jsondata: { travelpolicyid, name: 'Field staff', profileids: ['20001'] } });
    expect((await simulate(versionid)).bookings).toBe(0);
    // The traveller's grade (Executive, seeded) now carries the other policy.
    await policy('UPDATETRAVELPOLICY', { jsondata: { travelpolicyid, name: 'Field staff', profileids: [], gradeids: ['GR1001E1'] } });
    const fieldStaff = (await policy('GETTRAVELPOLICIES', {})).json().TravelPolicy.find((p: { travelpolicyid: string }) => p.travelpolicyid === travelpolicyid);
    expect([fieldStaff.profiles, fieldStaff.grades.map((g: { id: string }) => g.id)]).toEqual([[], ['GR1001E1']]);
    expect((await simulate(versionid)).bookings).toBe(0);
    await policy('DELETETRAVELPOLICY', { travelpolicyid });
    expect((await simulate(versionid)).bookings).toBe(2);
  });

  it('refuses bad windows, versions that are not drafts, and other companies', async () => {
    const draft = (await policy('GETTRAVELPOLICIES', {})).json().TravelPolicy[0].draft.versionid;
    const backwards = await policy('SIMULATEPOLICY', { travelpolicyid: 'TP1001', versionid: draft, fromdate: '2026-03-01', todate: '2026-02-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().ResponseStatus.message).toBe('todate must not be before fromdate');
    const published = await policy('SIMULATEPOLICY', { travelpolicyid: 'TP1001', versionid: 'TPV1001-1', fromdate: '2026-02-01', todate: '2026-03-01' });
    expect(published.json().ResponseStatus.message).toBe('versionid: version 1 is published, not a draft');
    const globex = await policy('SIMULATEPOLICY', { travelpolicyid: 'TP1001', versionid: draft, fromdate: '2026-02-01', todate: '2026-03-01' }, await t.token('traveladmin@globex.test'));
    expect(globex.statusCode).toBe(403);
    expect(globex.json().ResponseStatus.message).toBe('travelpolicyid: travel policy not found');
  });
});
