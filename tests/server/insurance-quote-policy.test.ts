import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyVerdict } from '../../server/features/insurance/quote-policy';
import { bookingApprovals } from '../../server/store/schema';
import { type TestApp, createTestApp } from './helpers/test-app';
import { CATEGORY, pax, price, searchRequest } from './insurance-quote-fixtures';

/* The price result's policy verdict: the caller's travel policy cap per traveller and approval rule (docs/features/policy.md). */

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['traveller@acme.test', 'manager@acme.test', 'traveller@globex.test', 'owner@sme.test'])
    tokens[user] = await t.token(user);
});
afterAll(() => t.close());

const worldwide = (age: number) => ({ ...searchRequest(CATEGORY.worldwide, 10, pax(age)), plancode: 'WWESS' });
const verdict = async (user: string, jsondata: Record<string, unknown>) => {
  const body = (await price(t, tokens[user]!, jsondata)).json();
  expect(body.ApiStatus.Status).toBe('OK');
  return body.InsuranceTaxResponse.insurancerecommendation;
};

describe('insurance policy of the caller’s company', () => {
  it('keeps a cheap plan in policy without approval', async () => {
    expect(await verdict('traveller@acme.test', worldwide(30))).toMatchObject({
      totalfare: '2200.00',
      inpolicy: true,
      policyid: 'TPV1001-1',
      policyviolationreason: '',
      approvalrequired: false,
    });
    expect(
      await verdict('traveller@acme.test', {
        ...searchRequest(CATEGORY.domestic, 10, pax(30, 50)),
        plancode: 'DOMPLUS',
      }),
    ).toMatchObject({
      inpolicy: true,
      policyid: 'TPV1001-1',
      approvalrequired: false,
    });
  });

  it('puts an expensive traveller out of policy; Acme and Globex need approval, the sme never', async () => {
    const reason = 'Premium ₹3,960 per traveller is above the policy limit of ₹3,000';
    expect(await verdict('traveller@acme.test', worldwide(45))).toMatchObject({
      totalnet: '4672.80',
      inpolicy: false,
      policyviolationreason: reason,
      approvalrequired: true,
    });
    expect(await verdict('traveller@globex.test', worldwide(45))).toMatchObject({
      inpolicy: false,
      policyid: 'TPV1002-1',
      approvalrequired: true,
    });
    expect(await verdict('owner@sme.test', worldwide(45))).toMatchObject({
      inpolicy: false,
      policyid: 'TPV1003-1',
      policyviolationreason: reason,
      approvalrequired: false,
    });
  });

  it('judges the most expensive traveller of the party', async () => {
    const party = { ...searchRequest(CATEGORY.worldwide, 10, pax(30, 45)), plancode: 'WWESS' };
    expect(await verdict('traveller@acme.test', party)).toMatchObject({ inpolicy: false, approvalrequired: true });
  });
});

describe('policyVerdict', () => {
  const party = { perPax: [{ premiumPaise: 300_000n }, { premiumPaise: 120_000n }] };
  it('asks for approval always, never, or only out of policy, as the rule says', () => {
    const rule = (approvalrule: 'always' | 'never' | 'outofpolicy', internationalmaxpremium = '3000.00') =>
      policyVerdict({ approvalrule, internationalmaxpremium, domesticmaxpremium: '' }, 'international', party);
    expect(rule('always')).toEqual({ inpolicy: true, policyviolationreason: '', needsApproval: true });
    expect(rule('outofpolicy')).toEqual({ inpolicy: true, policyviolationreason: '', needsApproval: false });
    expect(rule('outofpolicy', '2999.99')).toMatchObject({ inpolicy: false, needsApproval: true });
    expect(rule('never', '1000.00')).toEqual({
      inpolicy: false,
      policyviolationreason: 'Premium ₹3,000 per traveller is above the policy limit of ₹1,000',
      needsApproval: false,
    });
  });
  it('leaves a company without a policy, or a kind without a cap, in policy', () => {
    expect(policyVerdict({ approvalrule: 'outofpolicy', internationalmaxpremium: '1000.00', domesticmaxpremium: '' }, 'domestic', party).inpolicy).toBe(true);
    expect(policyVerdict(undefined, 'international', party)).toEqual({
      inpolicy: true,
      policyviolationreason: '',
      needsApproval: false,
    });
  });
});

describe('an approval id clears approvalrequired', () => {
  let seq = 0;
  async function approval(fields: Partial<typeof bookingApprovals.$inferInsert> = {}): Promise<string> {
    const id = `BA9${String(++seq).padStart(5, '0')}`;
    await t.store.db.insert(bookingApprovals).values({
      id,
      corporateId: '1001',
      service: 'insurance',
      requesterProfileId: '20001',
      travellerProfileId: '20001',
      approverProfileId: '20002',
      status: 'approved',
      summary: 'Travel insurance: Worldwide Essential, 1 traveller',
      request: { insurancerecommendation: { plancode: 'WWESS' } },
      totalNetPaise: 467280,
      currency: 'INR',
      inPolicy: false,
      resumeUrl: '/insurance/book?ins=x',
      createdAt: t.clock.now(),
      decidedAt: t.clock.now(),
      ...fields,
    });
    return id;
  }

  it('when it is the caller’s own approved, unused approval for this plan and price', async () => {
    const approvalid = await approval();
    expect(await verdict('traveller@acme.test', { ...worldwide(45), approvalid })).toMatchObject({
      inpolicy: false,
      approvalrequired: false,
      approvalid,
    });
  });

  it.each([
    ['pending', { status: 'pending' as const, decidedAt: null }],
    ['rejected', { status: 'rejected' as const }],
    ['already used', { usedTxid: 'INS1', usedAt: new Date() }],
    ['a colleague’s', { requesterProfileId: '20003', travellerProfileId: '20003' }],
    ['for another plan', { request: { insurancerecommendation: { plancode: 'WWPLAT' } } }],
    ['below today’s price', { totalNetPaise: 400000 }],
  ])('but not when it is %s', async (_name, fields) => {
    const approvalid = await approval(fields);
    expect(await verdict('traveller@acme.test', { ...worldwide(45), approvalid })).toMatchObject({
      approvalrequired: true,
      approvalid: '',
    });
  });

  it('nor for another company’s caller, nor an unknown id', async () => {
    const approvalid = await approval();
    expect(await verdict('traveller@globex.test', { ...worldwide(45), approvalid })).toMatchObject({
      approvalrequired: true,
      approvalid: '',
    });
    expect(await verdict('traveller@acme.test', { ...worldwide(45), approvalid: 'BA0' })).toMatchObject({
      approvalrequired: true,
    });
  });
});
