import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './helpers/test-app';
import { oneway, paise, resultsOf } from './flights-fixtures';
import type { FlightFare, FlightOffer } from '../../src/domain/flight-offer';

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

const sumTaxes = (taxes: { amount: string }[]) => taxes.reduce((s, x) => s + paise(x.amount), 0n);
const fareOf = (offers: FlightOffer[], flightnumber: string, label: string): FlightFare =>
  offers
    .find((o) => o.stops === 0 && o.segments[0]!.flightnumber === flightnumber)!
    .fares.find((f) => f.farelabel === label)!;

describe('sandbox airline fares', () => {
  it('totals are base + Σ taxes exactly, for every fare and traveller mix (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          adults: fc.integer({ min: 1, max: 5 }),
          children: fc.integer({ min: 0, max: 3 }),
          infantShare: fc.integer({ min: 0, max: 5 }),
          cabin: fc.constantFrom('economy', 'premiumeconomy', 'business'),
          day: fc.integer({ min: 1, max: 90 }),
          route: fc.constantFrom(['BLR', 'DEL'], ['DEL', 'DXB'], ['DXB', 'BOM'], ['MAA', 'CCU']),
        }),
        async ({ adults, children, infantShare, cabin, day, route }) => {
          const jdate = new Date(Date.UTC(2026, 2, 1) + day * 86_400_000).toISOString().slice(0, 10);
          const infants = Math.min(infantShare, adults);
          const { results } = await resultsOf(
            t,
            traveller,
            oneway(route[0]!, route[1]!, jdate, { adults, children, infants, cabin }),
          );
          for (const fare of results.flatMap((o) => o.fares)) {
            expect(paise(fare.totalfare)).toBe(paise(fare.basefare) + sumTaxes(fare.taxes));
            let base = 0n;
            let total = 0n;
            for (const p of fare.paxfares) {
              expect(paise(p.totalfare)).toBe(paise(p.basefare) + sumTaxes(p.taxes));
              base += BigInt(p.count) * paise(p.basefare);
              total += BigInt(p.count) * paise(p.totalfare);
            }
            expect(base).toBe(paise(fare.basefare));
            expect(total).toBe(paise(fare.totalfare));
          }
        },
      ),
      { numRuns: 12 },
    );
  });

  it('rises closer to departure', async () => {
    const near = await resultsOf(t, traveller, oneway('BLR', 'DEL', '2026-03-03'));
    const far = await resultsOf(t, traveller, oneway('BLR', 'DEL', '2026-04-20'));
    const direct = near.results.find((o) => o.stops === 0)!;
    const number = direct.segments[0]!.flightnumber;
    expect(paise(fareOf(near.results, number, 'normal').totalfare)).toBeGreaterThan(
      paise(fareOf(far.results, number, 'normal').totalfare),
    );
    expect(paise(near.lowestfare)).toBeGreaterThan(paise(far.lowestfare));
  });

  it('splits domestic taxes into K3 (5% economy on base + YQ), YR and IN; business pays 12%', async () => {
    for (const [cabin, pct] of [
      ['economy', 5n],
      ['business', 12n],
    ] as const) {
      const { results } = await resultsOf(t, traveller, oneway('BLR', 'DEL', '2026-03-20', { cabin }));
      for (const fare of results.flatMap((o) => o.fares)) {
        const tax = Object.fromEntries(fare.paxfares[0]!.taxes.map((x) => [x.code, paise(x.amount)]));
        expect(Object.keys(tax).every((c) => ['K3', 'YQ', 'YR', 'IN'].includes(c))).toBe(true);
        const base = paise(fare.paxfares[0]!.basefare) + (tax.YQ ?? 0n);
        expect(tax.K3).toBe((base * pct + 50n) / 100n);
        expect(tax.IN).toBeGreaterThan(0n);
      }
    }
  });

  it('charges IGST instead of K3 on a journey starting outside India', async () => {
    const { results } = await resultsOf(t, traveller, oneway('DXB', 'BOM', '2026-03-20'));
    const codes = new Set(results.flatMap((o) => o.fares.flatMap((f) => f.taxes.map((x) => x.code))));
    expect(codes.has('IGST')).toBe(true);
    expect(codes.has('K3')).toBe(false);
    expect(codes.has('YQ')).toBe(true);
  });

  it("sells hand-baggage-only fares ('0 KG' check-in, non-refundable) on low-cost carriers, cheaper than Saver", async () => {
    const { results } = await resultsOf(t, traveller, oneway('BLR', 'DEL', '2026-03-20'));
    const indigo = results.find((o) => o.stops === 0 && o.segments[0]!.carrier === '6E')!;
    const hand = indigo.fares.find((f) => f.farelabel === 'others')!;
    const saver = indigo.fares.find((f) => f.farelabel === 'normal')!;
    expect(hand).toMatchObject({
      productname: 'Hand Baggage Only',
      refundable: 'N',
      baggage: { checkin: '0 KG', cabin: '7 KG' },
    });
    expect(saver.baggage.checkin).toBe('15 KG');
    expect(paise(hand.totalfare)).toBeLessThan(paise(saver.totalfare));
    const airIndia = results.find((o) => o.segments[0]!.carrier === 'AI')!;
    expect(airIndia.fares.some((f) => f.baggage.checkin === '0 KG')).toBe(false);
    expect(airIndia.fares.find((f) => f.farelabel === 'normal')!.benefits).toContain('fmeal');
  });

  it('prices children and infants per traveller type', async () => {
    const { results } = await resultsOf(
      t,
      traveller,
      oneway('BLR', 'DEL', '2026-03-20', { adults: 2, children: 1, infants: 1 }),
    );
    const fare = results[0]!.fares[0]!;
    expect(fare.paxfares.map((p) => [p.paxtype, p.count])).toEqual([
      ['ADT', 2],
      ['CHD', 1],
      ['INF', 1],
    ]);
    expect(fare.paxfares[2]!.basefare).toBe('1500.00');
    expect(fare.paxfares[2]!.taxes.map((x) => x.code)).toEqual(['K3']);
  });
});
