import { OPEN_POLICY_RULES, type PolicyRules } from '../../src/contract/policy/rules';
import type { Tx } from './db';
import { policyBlockedSectors, travelPolicies, travelPolicyVersions } from './schema-policy';

/*
 * The demo companies' travel policies (docs/features/policy.md): each has one default policy
 * whose version 1 is in force. Acme and Globex limit cabins, fares and hotels and ask for approval
 * out of policy; Sharma Traders (sme) and Kapoor Consulting only cap insurance and never ask.
 */

const MUMBAI_GOA = "Travel between Mumbai and Goa is not allowed by your company's travel policy";
const INSURANCE_CAPS = { domesticmaxpremium: '1000.00', internationalmaxpremium: '3000.00' };
/** Mumbai and Delhi cost more a night than the rest of India. */
const METRO_HOTEL_CAP = '12000.00';

const RULES: Record<string, PolicyRules> = {
  '1001': {
    ...OPEN_POLICY_RULES,
    flight: {
      ...OPEN_POLICY_RULES.flight,
      domesticcabins: ['economy'],
      internationalcabins: ['economy', 'premiumeconomy', 'business'],
      maxdomesticfare: '12000.00',
      lowestfaremargin: '3000.00',
      lowestfarepercent: 30,
      approvalwhenoutofpolicy: true,
    },
    insurance: { ...INSURANCE_CAPS, approvalrule: 'outofpolicy' },
    hotel: {
      ...OPEN_POLICY_RULES.hotel,
      nightlylimit: { domestic: '7000.00', international: '' },
      nightlycaps: [
        { placetype: 'city', place: 'IN:Mumbai', maxnightly: METRO_HOTEL_CAP },
        { placetype: 'city', place: 'IN:Delhi', maxnightly: METRO_HOTEL_CAP },
      ],
      maxstars: { domestic: 4, international: 4 },
      approvalrule: 'outofpolicy',
    },
  },
  '1002': {
    ...OPEN_POLICY_RULES,
    flight: {
      ...OPEN_POLICY_RULES.flight,
      domesticcabins: ['economy', 'premiumeconomy'],
      internationalcabins: ['economy', 'premiumeconomy'],
      maxdomesticfare: '15000.00',
      lowestfaremargin: '5000.00',
      approvalwhenoutofpolicy: true,
    },
    insurance: { ...INSURANCE_CAPS, approvalrule: 'outofpolicy' },
    hotel: { ...OPEN_POLICY_RULES.hotel, nightlylimit: { domestic: '8000.00', international: '15000.00' }, approvalrule: 'outofpolicy' },
  },
  '1003': { ...OPEN_POLICY_RULES, insurance: { ...INSURANCE_CAPS, approvalrule: 'never' } },
  '1004': { ...OPEN_POLICY_RULES, insurance: { ...INSURANCE_CAPS, approvalrule: 'never' } },
};

/** The default policy's id of a seeded company (also what the migration gave existing companies). */
export const seededPolicyId = (corporateId: string) => `TP${corporateId}`;

export async function seedTravelPolicies(tx: Tx, now: Date): Promise<void> {
  const companies = Object.keys(RULES);
  await tx.insert(travelPolicies).values(companies.map((corporateId) => ({ id: seededPolicyId(corporateId), corporateId, name: 'Company policy', isDefault: true, createdAt: now })));
  await tx.insert(travelPolicyVersions).values(
    companies.map((corporateId) => ({
      id: `TPV${corporateId}-1`,
      policyId: seededPolicyId(corporateId),
      corporateId,
      version: 1,
      status: 'published' as const,
      effectiveFrom: '2000-01-01',
      rules: RULES[corporateId]!,
      createdAt: now,
      publishedAt: now,
    })),
  );
  await tx.insert(policyBlockedSectors).values({
    id: 'BS1001-BOM-GOI',
    corporateId: '1001',
    travelPolicyId: seededPolicyId('1001'),
    origin: 'BOM',
    destination: 'GOI',
    bothways: true,
    reason: MUMBAI_GOA,
  });
}
