import { INSURANCE_MAX_DAYS, durationDays } from './insurance-premium';

/** docs/product.md#constants-and-code-tables: birth dates go back at most 150 years. */
const BIRTH_WINDOW_YEARS = 150;

export interface DatedInsuranceRequest {
  startdate: string;
  enddate: string;
  paxList: readonly { paxnumber: number; dob: string }[];
}

/**
 * The checks of an insurance search that depend on today (docs/product.md#validation-rules: start cannot be before today,
 * birth dates before today): the first problem, naming its field, or null. `today` is YYYY-MM-DD.
 */
export function insuranceDateProblem(request: DatedInsuranceRequest, today: string): string | null {
  if (request.startdate < today) return 'startdate must not be before today';
  if (durationDays(request.startdate, request.enddate) > INSURANCE_MAX_DAYS)
    return `enddate must be within ${INSURANCE_MAX_DAYS} days of startdate`;
  const earliest = `${String(Number(today.slice(0, 4)) - BIRTH_WINDOW_YEARS).padStart(4, '0')}${today.slice(4)}`;
  for (const pax of request.paxList) {
    if (pax.dob >= today) return `paxList: dob of traveller ${pax.paxnumber} must be before today`;
    if (pax.dob < earliest)
      return `paxList: dob of traveller ${pax.paxnumber} must be within the last ${BIRTH_WINDOW_YEARS} years`;
  }
  return null;
}
