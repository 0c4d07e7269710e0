import * as v from 'valibot';
import { defineOperation } from '../operation';
import { INSURANCE_MAX_PAX, durationDays, isIsoDay } from '../../domain/insurance-premium';
import {
  DOMINT,
  InsuranceCategorySchema,
  InsurancePlanBenefitSchema,
  InsurancePlanSchema,
  InsurancePriceResultSchema,
} from './quote-shapes';

export * from './quote-shapes';

/*
 * TG-INSURANCE reads (docs/product.md#records Insurance, docs/operations.md Insurance calls; docs/features/insurance.md).
 * Amounts are decimal strings with two places, in INR. The server derives each traveller's age
 * (whole years at startdate) and the duration (days from startdate to enddate) from the dates; the
 * `age` and `daylimit` a client sends are echoed back, never priced on. Checks against today
 * (start not before today, birth dates before today) are the server's, on its own clock.
 */
const text = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} must be a string`),
    v.trim(),
    v.nonEmpty(`${name} is required`),
    v.maxLength(max, `${name} is too long`),
  );
const optionalText = (name: string, max: number) =>
  v.optional(v.pipe(v.string(`${name} must be a string`), v.trim(), v.maxLength(max, `${name} is too long`)), '');
/** A whole number, also when written as a string ("3"), since the page's query carries strings. */
const wholeNumber = (name: string, min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\s*\d+\s*$/))], `${name} must be a whole number`),
    v.transform(Number),
    v.integer(`${name} must be a whole number`),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );
const idText = (name: string) =>
  v.pipe(
    v.union([v.string(), v.number()], `${name} is required`),
    v.transform(String),
    v.trim(),
    v.nonEmpty(`${name} is required`),
    v.maxLength(40, `${name} is too long`),
  );
const isoDay = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.check(isIsoDay, `${name} must be a date (YYYY-MM-DD)`));

const domintField = v.picklist(DOMINT, "domint must be 'domestic' or 'international'");

export const InsurancePaxDetailSchema = v.object({
  paxnumber: wholeNumber('paxnumber', 1, INSURANCE_MAX_PAX),
  dob: isoDay('dob'),
  age: v.optional(wholeNumber('age', 0, 150), 0),
});

export const insuranceSearchFields = {
  categoryid: idText('categoryid'),
  categorycode: text('categorycode', 40),
  /** The duration in days as the page shows it; the server uses its own (durationDays). */
  daylimit: v.optional(wholeNumber('daylimit', 0, 1000), 0),
  noofpax: wholeNumber('noofpax', 1, INSURANCE_MAX_PAX),
  startdate: isoDay('startdate'),
  enddate: isoDay('enddate'),
  domint: domintField,
  tripid: optionalText('tripid', 64),
  paxList: v.pipe(
    v.array(InsurancePaxDetailSchema, 'paxList must be a list of travellers'),
    v.minLength(1, 'paxList needs at least one traveller'),
    v.maxLength(INSURANCE_MAX_PAX, `paxList: at most ${INSURANCE_MAX_PAX} travellers`),
  ),
};

type SearchShape = { noofpax: number; startdate: string; enddate: string; paxList: { paxnumber: number }[] };
const endNotStart = <T extends SearchShape>(r: T) => r.enddate !== r.startdate;
const endAfterStart = <T extends SearchShape>(r: T) => durationDays(r.startdate, r.enddate) > 0;
const paxCounted = <T extends SearchShape>(r: T) => r.noofpax === r.paxList.length;
const paxNumbered = <T extends SearchShape>(r: T) => r.paxList.every((p, i) => p.paxnumber === i + 1);

/** InsuranceSearchRequest (docs/product.md#records): the search's jsondata. */
/* The same cross-field checks close both request schemas, each reported on the field it names. */
export const InsuranceSearchRequestSchema = v.pipe(
  v.object(insuranceSearchFields, 'jsondata must be an InsuranceSearchRequest object'),
  v.forward(v.check(endNotStart, 'Start and End dates should not be same.'), ['enddate']),
  v.forward(v.check(endAfterStart, 'enddate must be after startdate'), ['enddate']),
  v.forward(v.check(paxCounted, 'noofpax must equal the number of travellers in paxList'), ['noofpax']),
  v.forward(v.check(paxNumbered, 'paxList: paxnumber must run 1, 2, … in order'), ['paxList']),
);
export type InsuranceSearchRequest = v.InferOutput<typeof InsuranceSearchRequestSchema>;

/** InsuranceTaxRequest: the search request plus the chosen plan, and an approved approval's id. */
export const InsuranceTaxRequestSchema = v.pipe(
  v.object(
    {
      ...insuranceSearchFields,
      plancode: text('plancode', 40),
      recordid: optionalText('recordid', 80),
      approvalid: optionalText('approvalid', 64),
    },
    'jsondata must be an InsuranceTaxRequest object',
  ),
  v.forward(v.check(endNotStart, 'Start and End dates should not be same.'), ['enddate']),
  v.forward(v.check(endAfterStart, 'enddate must be after startdate'), ['enddate']),
  v.forward(v.check(paxCounted, 'noofpax must equal the number of travellers in paxList'), ['noofpax']),
  v.forward(v.check(paxNumbered, 'paxList: paxnumber must run 1, 2, … in order'), ['paxList']),
);
export type InsuranceTaxRequest = v.InferOutput<typeof InsuranceTaxRequestSchema>;

export const getInsuranceCategories = defineOperation({
  opid: 'TG-INSURANCE',
  actionKey: 'actioncode',
  action: 'getcategories',
  request: v.object({}),
  response: v.array(v.object({ InsuranceCategory: v.array(InsuranceCategorySchema) })),
  roles: 'any',
  mutates: false,
});

export const searchInsurance = defineOperation({
  opid: 'TG-INSURANCE',
  actionKey: 'actioncode',
  action: 'search',
  request: v.object({ jsondata: InsuranceSearchRequestSchema }),
  response: v.object({
    InsuranceSearchResponse: v.object({
      results: v.array(v.object({ InsuranceSearchResult: v.union([v.array(InsurancePlanSchema), v.literal('')]) })),
    }),
  }),
  roles: 'any',
  mutates: false,
});

export const getInsurancePlanBenefits = defineOperation({
  opid: 'TG-INSURANCE',
  actionKey: 'actioncode',
  action: 'getplanbenefits',
  request: v.object({ plancode: text('plancode', 40) }),
  response: v.array(v.object({ InsurancePlanBenefits: v.union([v.array(InsurancePlanBenefitSchema), v.literal('')]) })),
  roles: 'any',
  mutates: false,
});

const InsuranceTaxOkSchema = v.object({
  ApiStatus: v.object({ Status: v.literal('OK'), Message: v.optional(v.string()) }),
  InsuranceTaxResponse: v.object({ insurancerecommendation: InsurancePriceResultSchema }),
});
const InsuranceTaxNokSchema = v.object({
  ApiStatus: v.object({ Status: v.literal('NOK'), Message: v.string() }),
  ResponseStatus: v.object({ status: v.literal('NOK'), message: v.string() }),
});

export const getInsuranceTax = defineOperation({
  opid: 'TG-INSURANCE',
  actionKey: 'actioncode',
  action: 'getinsurancetax',
  request: v.object({ jsondata: InsuranceTaxRequestSchema }),
  response: v.union([InsuranceTaxOkSchema, InsuranceTaxNokSchema]),
  roles: 'any',
  mutates: false,
});

export const insuranceOperations = {
  getInsuranceCategories,
  searchInsurance,
  getInsurancePlanBenefits,
  getInsuranceTax,
};
