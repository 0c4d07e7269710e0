import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSURANCE_PLANS, planRates } from '../../server/suppliers/insurer/catalog-data';
import { type TestApp, createTestApp } from './helpers/test-app';
import { CATEGORY, pax, paise, plansOf, price, searchRequest } from './insurance-quote-fixtures';

/*
 * Properties of the insurer over random parties and trips, checked against the seeded rate chart
 * read independently: exact totals, the refusal rule, and search and price agreeing to the paisa.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.token('owner@sme.test');
});
afterAll(() => t.close());

const RATES = INSURANCE_PLANS.flatMap(planRates);
const chartPremium = (plancode: string, age: number, days: number) =>
  RATES.find(
    (r) => r.planCode === plancode && age >= r.minAge && age <= r.maxAge && days >= r.minDays && days <= r.maxDays,
  )?.premiumPaise;
const gst18 = (premium: bigint) => (premium * 18n + 50n) / 100n;

const trip = fc.record({
  category: fc.constantFrom(...Object.values(CATEGORY)),
  days: fc.integer({ min: 1, max: 200 }),
  ages: fc.array(fc.integer({ min: 0, max: 90 }), { minLength: 1, maxLength: 5 }),
});

describe('insurer properties', () => {
  it('totals are Σ premiums + Σ per-traveller GST, premiums are the chart’s, and refusals follow the plan’s limits', async () => {
    await fc.assert(
      fc.asyncProperty(trip, async ({ category, days, ages }) => {
        const plans = await plansOf(t, token, searchRequest(category, days, pax(...ages)));
        expect(plans.length).toBeGreaterThan(0);
        for (const plan of plans) {
          const data = INSURANCE_PLANS.find((p) => p.code === plan.plancode)!;
          const fits = days <= data.dayLimit && ages.every((age) => age >= data.minAge && age <= data.maxAge);
          expect(plan.eligible).toBe(fits);
          if (!fits) {
            expect(plan.ineligiblereason).not.toBe('');
            expect(plan.totalpremium).toBe('0.00');
            continue;
          }
          const premiums = plan.paxWiseInfo.map((p) => paise(p.premium));
          const gsts = plan.paxWiseInfo.map((p) => paise(p.gst));
          plan.paxWiseInfo.forEach((p, i) => {
            expect(p.age).toBe(ages[i]);
            expect(premiums[i]).toBe(BigInt(chartPremium(plan.plancode, ages[i]!, days)!));
            expect(gsts[i]).toBe(gst18(premiums[i]!));
          });
          const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);
          expect(paise(plan.basepremium)).toBe(sum(premiums));
          expect(paise(plan.gst)).toBe(sum(gsts));
          expect(paise(plan.totalpremium)).toBe(sum(premiums) + sum(gsts));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('prices a plan exactly as the search did, with the same record id, or refuses it with the same reason', async () => {
    await fc.assert(
      fc.asyncProperty(trip, fc.nat(), async ({ category, days, ages }, pick) => {
        const request = searchRequest(category, days, pax(...ages));
        const plans = await plansOf(t, token, request);
        const plan = plans[pick % plans.length]!;
        const body = (await price(t, token, { ...request, plancode: plan.plancode, recordid: plan.recordid })).json();
        if (!plan.eligible) {
          expect(body.ResponseStatus).toEqual({ status: 'NOK', message: plan.ineligiblereason });
          return;
        }
        const result = body.InsuranceTaxResponse.insurancerecommendation;
        expect([result.recordid, result.totalnet, result.totalfare, result.tax]).toEqual([
          plan.recordid,
          plan.totalpremium,
          plan.basepremium,
          plan.gst,
        ]);
        expect(result.paxWiseInfo.map((p: { premium: string }) => p.premium)).toEqual(
          plan.paxWiseInfo.map((p) => p.premium),
        );
      }),
      { numRuns: 25 },
    );
  });
});
