import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insurancePremiumRates } from '../../server/store/schema-insurance-catalog';
import { seedInsuranceCatalog } from '../../server/store/seed-insurance';
import { type TestApp, createTestApp } from './helpers/test-app';
import { CATEGORY, call, pax, plansOf, price, search, searchRequest } from './insurance-quote-fixtures';

let t: TestApp;
let traveller: string;
beforeAll(async () => {
  t = await createTestApp();
  traveller = await t.token('traveller@acme.test');
});
afterAll(() => t.close());

describe('TG-INSURANCE getcategories and getplanbenefits', () => {
  it('lists the seeded categories with their domestic/international flag', async () => {
    const response = await call(t, traveller, 'getcategories', {});
    expect(response.statusCode).toBe(200);
    const categories = response.json()[0].InsuranceCategory;
    expect(categories.map((c: { description: string }) => c.description)).toEqual([
      'Domestic (India)',
      'Asia',
      'Europe (Schengen)',
      'Worldwide excluding USA and Canada',
      'Worldwide',
    ]);
    expect(categories[0]).toEqual({
      categoryid: '1',
      categorycode: 'DOM',
      description: 'Domestic (India)',
      domint: 'domestic',
    });
  });

  it("lists a plan's benefits, and '' for an unknown plan", async () => {
    const benefits = (await call(t, traveller, 'getplanbenefits', { plancode: 'WWPLAT' })).json()[0]
      .InsurancePlanBenefits;
    expect(benefits[0]).toEqual({
      benefitname: 'Medical expenses including COVID-19',
      benefitvalue: 'USD 2,50,000',
      deductable: 'USD 50',
      plancode: 'WWPLAT',
    });
    expect((await call(t, traveller, 'getplanbenefits', { plancode: 'NOPE' })).json()).toEqual([
      { InsurancePlanBenefits: '' },
    ]);
  });
});

describe('TG-INSURANCE search', () => {
  it('prices every plan of the category per traveller, with 18% GST, cheapest first', async () => {
    const plans = await plansOf(t, traveller, searchRequest(CATEGORY.domestic, 10, pax(30)));
    expect(plans.map((p) => [p.plancode, p.basepremium, p.gst, p.totalpremium, p.eligible])).toEqual([
      ['DOMBASIC', '229.00', '41.22', '270.22', true],
      ['DOMPLUS', '299.00', '53.82', '352.82', true],
    ]);
    expect(plans[0]!.paxWiseInfo).toEqual([
      {
        paxnumber: 1,
        name: 'Traveller 1',
        premium: '229.00',
        gst: '41.22',
        age: 30,
        agelimit: '0-60',
        daylimit: 30,
        plancode: 'DOMBASIC',
      },
    ]);
  });

  it('keeps plans that refuse the trip length, with the reason and no price', async () => {
    const plans = await plansOf(t, traveller, searchRequest(CATEGORY.domestic, 40, pax(30)));
    const basic = plans.find((p) => p.plancode === 'DOMBASIC')!;
    expect(basic).toMatchObject({
      eligible: false,
      ineligiblereason: 'Covers trips of up to 30 days',
      totalpremium: '0.00',
    });
    expect(plans.find((p) => p.plancode === 'DOMPLUS')).toMatchObject({ eligible: true, basepremium: '699.00' });
    expect(plans[0]!.plancode).toBe('DOMPLUS'); // eligible plans first
  });

  it('refuses travellers outside a plan’s ages, naming them', async () => {
    const plans = await plansOf(t, traveller, searchRequest(CATEGORY.schengen, 10, pax(40, 72)));
    expect(plans.find((p) => p.plancode === 'SCHSTD')).toMatchObject({
      eligible: false,
      ineligiblereason: 'Covers travellers aged 0 to 70: traveller 2 is 72',
    });
    const plus = plans.find((p) => p.plancode === 'SCHPLUS')!;
    expect(plus.eligible).toBe(true);
    expect(plus.paxWiseInfo.map((p) => [p.age, p.premium])).toEqual([
      [40, '1600.00'],
      [72, '7680.00'],
    ]);
    expect(plus.basepremium).toBe('9280.00');
    expect(plus.gst).toBe('1670.40');
    expect(plus.totalpremium).toBe('10950.40');
  });

  it('gives the same plans and record ids for the same request, and other ids for other travellers', async () => {
    const request = searchRequest(CATEGORY.worldwide, 20, pax(35, 50));
    const first = await plansOf(t, traveller, request);
    expect(await plansOf(t, traveller, request)).toEqual(first);
    expect(new Set(first.map((p) => p.recordid)).size).toBe(first.length);
    const other = await plansOf(t, traveller, searchRequest(CATEGORY.worldwide, 20, pax(35, 51)));
    expect(other[0]!.recordid).not.toBe(first[0]!.recordid);
  });
});

describe('TG-INSURANCE getinsurancetax', () => {
  it('prices the chosen plan with the same record id as the search', async () => {
    const request = searchRequest(CATEGORY.asia, 10, pax(30, 45));
    const plan = (await plansOf(t, traveller, request)).find((p) => p.plancode === 'ASIAGOLD')!;
    const body = (await price(t, traveller, { ...request, plancode: 'ASIAGOLD', recordid: plan.recordid })).json();
    expect(body.ApiStatus.Status).toBe('OK');
    expect(body.InsuranceTaxResponse.insurancerecommendation).toMatchObject({
      status: 'OK',
      recordid: plan.recordid,
      totalnet: plan.totalpremium,
      totalfare: plan.basepremium,
      tax: plan.gst,
      insurancetype: 'international',
      insurance_name: 'Asia Travel Guard Gold',
      plancode: 'ASIAGOLD',
      categorycode: 'ASIA',
      daylimit: 10,
      plandaylimit: 90,
      agelimit: '0-70',
    });
  });

  it('answers NOK when the plan refuses an age, the duration, or is not of the category', async () => {
    const old = await price(t, traveller, {
      ...searchRequest(CATEGORY.domestic, 10, pax(65)),
      plancode: 'DOMBASIC',
      recordid: '',
    });
    expect(old.statusCode).toBe(200);
    expect(old.json()).toEqual({
      ApiStatus: { Status: 'NOK', Message: 'Covers travellers aged 0 to 60: traveller 1 is 65' },
      ResponseStatus: { status: 'NOK', message: 'Covers travellers aged 0 to 60: traveller 1 is 65' },
    });
    const long = await price(t, traveller, { ...searchRequest(CATEGORY.domestic, 31, pax(30)), plancode: 'DOMBASIC' });
    expect(long.json().ResponseStatus.message).toBe('Covers trips of up to 30 days');
    const elsewhere = await price(t, traveller, {
      ...searchRequest(CATEGORY.domestic, 10, pax(30)),
      plancode: 'WWPLAT',
    });
    expect(elsewhere.json().ApiStatus.Status).toBe('NOK');
  });
});

describe('bad input and sessions', () => {
  const good = searchRequest(CATEGORY.domestic, 10, pax(30));
  it.each([
    [{ ...good, startdate: '2026-3-10' }, /jsondata.startdate: startdate must be a date \(YYYY-MM-DD\)/],
    [{ ...good, enddate: good.startdate }, /jsondata.enddate: Start and End dates should not be same\./],
    [{ ...good, enddate: '2026-03-05' }, /jsondata.enddate: enddate must be after startdate/],
    [{ ...good, noofpax: 2 }, /jsondata.noofpax: noofpax must equal the number of travellers/],
    [{ ...good, noofpax: 6, paxList: pax(1, 2, 3, 4, 5, 6) }, /noofpax must be at most 5|paxList: at most 5/],
    [{ ...good, paxList: [{ paxnumber: 1, dob: '1990-02-30', age: 36 }] }, /dob must be a date/],
    [
      { ...good, paxList: [{ paxnumber: 1, dob: '2026-03-01', age: 0 }] },
      /^paxList: dob of traveller 1 must be before today/,
    ],
    [{ ...good, startdate: '2026-02-28' }, /^startdate must not be before today/],
    [{ ...good, domint: 'international' }, /^domint does not match the category/],
    [{ ...good, categoryid: '99' }, /^categoryid is not an insurance category/],
    [{ ...good, categorycode: 'ASIA' }, /^categorycode does not match categoryid/],
  ])('answers 400 naming the field (%#)', async (jsondata, message) => {
    for (const response of [
      await search(t, traveller, jsondata),
      await price(t, traveller, { ...jsondata, plancode: 'DOMBASIC' }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().ResponseStatus.message).toMatch(message);
    }
  });

  it('asks for a plan code when pricing', async () => {
    const response = await price(t, traveller, good);
    expect(response.statusCode).toBe(400);
    expect(response.json().ResponseStatus.message).toMatch(/plancode/);
  });

  it('answers 401 with statuscode 900 without a session', async () => {
    for (const [action, fields] of [
      ['getcategories', {}],
      ['search', { jsondata: good }],
      ['getplanbenefits', { plancode: 'DOMBASIC' }],
      ['getinsurancetax', { jsondata: { ...good, plancode: 'DOMBASIC' } }],
    ] as const) {
      const response = await call(t, null, action, fields);
      expect(response.statusCode).toBe(401);
      expect(response.json().statuscode).toBe(900);
    }
  });
});

describe('the catalogue is reference data', () => {
  it('is seeded again on start without undoing an admin’s change', async () => {
    const cell = and(
      eq(insurancePremiumRates.planCode, 'WWEXESS'),
      eq(insurancePremiumRates.minAge, 0),
      eq(insurancePremiumRates.minDays, 8),
    );
    await t.store.db.update(insurancePremiumRates).set({ premiumPaise: 150_000 }).where(cell);
    await seedInsuranceCatalog(t.store.db);
    const plans = await plansOf(t, traveller, searchRequest(CATEGORY.worldwideExUsa, 10, pax(30)));
    expect(plans.find((p) => p.plancode === 'WWEXESS')?.basepremium).toBe('1500.00');
  });
});
