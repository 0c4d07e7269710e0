import * as v from 'valibot';

/* The records TG-INSURANCE's reads answer with (src/contract/insurance/operations.ts re-exports them). */

export const DOMINT = ['domestic', 'international'] as const;
export type Domint = (typeof DOMINT)[number];

export const InsuranceCategorySchema = v.object({
  categoryid: v.string(),
  categorycode: v.string(),
  description: v.string(),
  domint: v.picklist(DOMINT),
});
export type InsuranceCategory = v.InferOutput<typeof InsuranceCategorySchema>;

/** One traveller's line of a plan: premium before GST, and the GST on it. */
export const InsurancePaxWiseInfoSchema = v.object({
  paxnumber: v.number(),
  name: v.string(),
  premium: v.string(),
  gst: v.string(),
  age: v.number(),
  /** "0-60": the plan's ages. */
  agelimit: v.string(),
  daylimit: v.number(),
  plancode: v.string(),
});

export const InsurancePlanSchema = v.object({
  recordid: v.string(),
  plancode: v.string(),
  name: v.string(),
  /** Σ traveller premiums + GST; "0.00" when the plan refuses the search (eligible false). */
  totalpremium: v.string(),
  basepremium: v.string(),
  gst: v.string(),
  currency: v.string(),
  /** The longest trip the plan covers, in days. */
  daylimit: v.number(),
  agelimit: v.string(),
  minage: v.number(),
  maxage: v.number(),
  eligible: v.boolean(),
  /** '' when eligible, else e.g. 'Covers trips of up to 30 days'. */
  ineligiblereason: v.string(),
  paxWiseInfo: v.array(InsurancePaxWiseInfoSchema),
});
export type InsurancePlan = v.InferOutput<typeof InsurancePlanSchema>;

export const InsurancePlanBenefitSchema = v.object({
  benefitname: v.string(),
  benefitvalue: v.string(),
  deductable: v.string(),
  plancode: v.string(),
});
export type InsurancePlanBenefit = v.InferOutput<typeof InsurancePlanBenefitSchema>;

/** insurancerecommendation: the priced plan with the caller's policy verdict (booking re-prices to it). */
export const InsurancePriceResultSchema = v.object({
  status: v.literal('OK'),
  message: v.string(),
  /** What the traveller pays: totalfare + tax. */
  totalnet: v.string(),
  /** Σ premiums before tax. */
  totalfare: v.string(),
  tax: v.string(),
  currency: v.string(),
  inpolicy: v.boolean(),
  policyid: v.string(),
  /** '' in policy, else e.g. 'Premium ₹3,450 per traveller is above the policy limit of ₹3,000'. */
  policyviolationreason: v.string(),
  approvalrequired: v.boolean(),
  /** The approval id that cleared approvalrequired, else ''. */
  approvalid: v.string(),
  insurancetype: v.picklist(DOMINT),
  insurance_name: v.string(),
  insurance_details: v.string(),
  plancode: v.string(),
  recordid: v.string(),
  categoryid: v.string(),
  categorycode: v.string(),
  startdate: v.string(),
  enddate: v.string(),
  /** Days of this trip (startdate to enddate); the plan's own limit is plandaylimit. */
  daylimit: v.number(),
  plandaylimit: v.number(),
  agelimit: v.string(),
  paxWiseInfo: v.array(
    v.object({
      paxnumber: v.number(),
      age: v.number(),
      premium: v.string(),
      gst: v.string(),
      daylimit: v.number(),
      agelimit: v.string(),
      plancode: v.string(),
    }),
  ),
});
export type InsurancePriceResult = v.InferOutput<typeof InsurancePriceResultSchema>;
