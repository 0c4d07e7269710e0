import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOffer } from '../../server/suppliers/airline/find';
import { ticketStaysPending } from '../../server/suppliers/airline/scenarios';
import { type TestApp, createTestApp } from './helpers/test-app';
import { call, jsondata, oneway, paise, resultsOf } from './flights-fixtures';

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

describe('sandbox airline scenario routes (docs/sandbox-airline.md)', () => {
  it('BOM→PNQ (under 200 km) has no flights: complete, empty, no lowest fare', async () => {
    const answer = await resultsOf(t, traveller, oneway('BOM', 'PNQ', '2026-03-20'));
    expect(answer).toMatchObject({ status: 'complete', results: [], lowestfare: '' });
  });

  it('HYD→VTZ: the supplier fails, the search answers an error', async () => {
    const response = await call(t, traveller, 'SEARCHFLIGHTS', {
      jsondata: jsondata(oneway('HYD', 'VTZ', '2026-03-20')),
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().ResponseStatus.message).toBe(
      'The airline is not answering right now. Please try again later.',
    );
    const calendar = await call(t, traveller, 'FARECALENDAR', { origin: 'HYD', destination: 'VTZ', month: '2026-03' });
    expect(calendar.statusCode).toBe(502);
  });

  it('BLR→GOI: the booking re-price finds ₹412 more per adult', async () => {
    const { results } = await resultsOf(t, traveller, oneway('BLR', 'GOI', '2026-03-20'));
    const offer = results[0]!;
    const ctx = { pax: { adults: 2, children: 0, infants: 0 }, today: '2026-03-01' };
    const searched = await findOffer(t.store.db, offer.flightkey, ctx);
    const booked = await findOffer(t.store.db, offer.flightkey, ctx, true);
    const label = offer.fares[0]!.farelabel;
    const before = searched!.fares.find((f) => f.farelabel === label)!;
    const after = booked!.fares.find((f) => f.farelabel === label)!;
    expect(paise(after.basefare) - paise(before.basefare)).toBe(2n * 41_200n);
    expect(paise(after.totalfare)).toBeGreaterThan(paise(before.totalfare));
  });

  it('DEL→IXC: tickets stay pending (for booking next)', () => {
    expect(ticketStaysPending('DEL', 'IXC')).toBe(true);
    expect(ticketStaysPending('BLR', 'DEL')).toBe(false);
  });

  it('BOM→CCU is the wide search: 5,000 offers in one answer', async () => {
    const started = performance.now();
    const answer = await resultsOf(t, traveller, oneway('BOM', 'CCU', '2026-03-20'), { lean: true });
    expect(answer.results).toHaveLength(5000);
    expect(new Set(answer.results.map((o) => o.flightkey)).size).toBe(5000);
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});

describe('TGFS GETFARERULES', () => {
  it('answers baggage, cancellation and change penalties and text per fare of the flight', async () => {
    const { results } = await resultsOf(t, traveller, oneway('BLR', 'DEL', '2026-03-20'));
    const indigo = results.find((o) => o.stops === 0 && o.segments[0]!.carrier === '6E')!;
    const rules = (
      await call(t, traveller, 'GETFARERULES', { flightkey: indigo.flightkey, supplier: 'SANDBOX' })
    ).json().FareRules;
    expect(rules.map((r: { farelabel: string }) => r.farelabel).sort()).toEqual(
      indigo.fares.map((f) => f.farelabel).sort(),
    );
    const hand = rules.find((r: { farelabel: string }) => r.farelabel === 'others');
    expect(hand.baggage).toEqual({ checkin: '0 KG', cabin: '7 KG' });
    expect(hand.cancellation[0].penalty).toBe('Non-refundable (statutory taxes refunded)');
    expect(hand.rulestext).toContain('Hand baggage only');
    const one = (
      await call(t, traveller, 'GETFARERULES', { flightkey: indigo.fares[1]!.farekey, supplier: 'SANDBOX' })
    ).json().FareRules;
    expect(one).toHaveLength(1);
    expect(one[0].farekey).toBe(indigo.fares[1]!.farekey);
    expect(one[0].cancellation).toHaveLength(3);
  });

  it('refuses unknown keys and suppliers', async () => {
    const bad = await call(t, traveller, 'GETFARERULES', {
      flightkey: 'SBX1~economy~1.6E.9999.BLR.DEL.2026-03-20T06:00',
      supplier: 'SANDBOX',
    });
    expect(bad.statusCode).toBe(404);
    expect((await call(t, traveller, 'GETFARERULES', { flightkey: 'x', supplier: 'OTHER' })).statusCode).toBe(400);
  });
});

describe('TGFS FARECALENDAR', () => {
  it('answers the lowest fare per day from today to the month end', async () => {
    const days = (
      await call(t, traveller, 'FARECALENDAR', { origin: 'BLR', destination: 'DEL', month: '2026-03' })
    ).json();
    expect(days).toHaveLength(31);
    expect(days[0].jdate).toBe('2026-03-01');
    expect(days.every((d: { totalfare: string }) => /^\d+\.\d{2}$/.test(d.totalfare))).toBe(true);
    const { lowestfare } = await resultsOf(t, traveller, oneway('BLR', 'DEL', '2026-03-20'));
    expect(days.find((d: { jdate: string }) => d.jdate === '2026-03-20').totalfare).toBe(lowestfare);
    expect(paise(days[1].totalfare)).toBeGreaterThan(paise(days[30].totalfare));
    expect(
      (await call(t, traveller, 'FARECALENDAR', { origin: 'BOM', destination: 'PNQ', month: '2026-03' })).json(),
    ).toEqual([]);
    expect(
      (await call(t, traveller, 'FARECALENDAR', { origin: 'BLR', destination: 'DEL', month: '2026-13' })).statusCode,
    ).toBe(400);
  });
});
