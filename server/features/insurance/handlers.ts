import { asc, eq } from 'drizzle-orm';
import {
  getInsuranceCategories,
  getInsurancePlanBenefits,
  getInsuranceTax,
  searchInsurance,
} from '../../../src/contract/insurance/operations';
import { defineHandler } from '../../dispatch/types';
import { insuranceCategories, insurancePlanBenefits } from '../../store/schema-insurance-catalog';
import { priceInsurance } from './quote-policy';
import { requireInsuranceCategory } from './quote-request';
import { searchPlans } from './quote-search';

/*
 * TG-INSURANCE reads of the sandbox insurer (docs/features/insurance.md). The catalogue is the
 * same for every company; only the price result's policy verdict is the caller's company's.
 */
export const insuranceHandlers = [
  defineHandler(getInsuranceCategories)(async (ctx) => {
    const rows = await ctx.tx
      .select()
      .from(insuranceCategories)
      .orderBy(asc(insuranceCategories.sortOrder), asc(insuranceCategories.id));
    return [
      {
        InsuranceCategory: rows.map((c) => ({
          categoryid: c.id,
          categorycode: c.code,
          description: c.description,
          domint: c.domint,
        })),
      },
    ];
  }),

  defineHandler(searchInsurance)(async (ctx, { jsondata }) => {
    const plans = await searchPlans(ctx, jsondata);
    return { InsuranceSearchResponse: { results: [{ InsuranceSearchResult: plans.length > 0 ? plans : '' }] } };
  }),

  defineHandler(getInsurancePlanBenefits)(async (ctx, { plancode }) => {
    const rows = await ctx.tx
      .select()
      .from(insurancePlanBenefits)
      .where(eq(insurancePlanBenefits.planCode, plancode))
      .orderBy(asc(insurancePlanBenefits.sortOrder));
    const benefits = rows.map((b) => ({
      benefitname: b.name,
      benefitvalue: b.value,
      deductable: b.deductible,
      plancode: b.planCode,
    }));
    return [{ InsurancePlanBenefits: benefits.length > 0 ? benefits : '' }];
  }),

  defineHandler(getInsuranceTax)(async (ctx, { jsondata }) => {
    // Bad input (past dates, unknown category) is a 400 naming the field; a plan refusing the trip is a NOK.
    await requireInsuranceCategory(ctx, jsondata);
    const price = await priceInsurance(ctx, jsondata);
    if ('refused' in price) {
      return {
        ApiStatus: { Status: 'NOK', Message: price.refused },
        ResponseStatus: { status: 'NOK', message: price.refused },
      };
    }
    return { ApiStatus: { Status: 'OK' }, InsuranceTaxResponse: { insurancerecommendation: price } };
  }),
];
