import * as v from 'valibot';
import type { InsuranceBookingRequest } from '../../../src/contract/insurance/booking-request';
import { InsuranceTaxRequestSchema } from '../../../src/contract/insurance/operations';
import { parseMinorUnits } from '../../../src/domain/money';
import type { HandlerContext } from '../../dispatch/types';
import { issueMessage } from '../../dispatch/validation-message';
import { priceInsurance } from './quote-policy';

/*
 * The server's own price of a booking request: the page's price result only says which plan and
 * what the user agreed to pay; what is charged comes from the insurer's quote and the policy now.
 */

export interface PaxPrice {
  paxsno: number;
  premiumPaise: number;
  gstPaise: number;
}

export interface ServerPrice {
  planCode: string;
  planName: string;
  categoryId: string;
  categoryCode: string;
  domint: 'domestic' | 'international';
  startDate: string;
  endDate: string;
  days: number;
  premiumPaise: number;
  gstPaise: number;
  totalPaise: number;
  /** The same as a decimal string ("1234.00"), as the wire carries it. */
  totalnet: string;
  perPax: PaxPrice[];
  approvalRequired: boolean;
  /** The approval that cleared approvalRequired ('' when none was needed). */
  approvalId: string;
}

/** The price call's request rebuilt from the booking request: the plan it showed and the travellers' birth dates. */
function taxRequestOf(request: InsuranceBookingRequest) {
  const r = request.insurancerecommendation;
  return v.safeParse(InsuranceTaxRequestSchema, {
    categoryid: r.categoryid,
    categorycode: r.categorycode,
    noofpax: request.passengers.length,
    startdate: r.startdate,
    enddate: r.enddate,
    domint: request.domint,
    tripid: request.tripid,
    paxList: request.passengers.map((p, i) => ({ paxnumber: i + 1, dob: p.dob, age: p.age })),
    plancode: r.plancode,
    recordid: r.recordid,
    approvalid: request.approvalid,
  });
}

const paise = (amount: string) => Number(parseMinorUnits(amount));

/** The server's price, or why there is none (the insurer refuses, the request is inconsistent). */
export async function priceBookingRequest(
  ctx: HandlerContext,
  request: InsuranceBookingRequest,
): Promise<ServerPrice | { refused: string }> {
  const parsed = taxRequestOf(request);
  if (!parsed.success) return { refused: issueMessage(parsed.issues[0]) };
  const result = await priceInsurance(ctx, parsed.output);
  if ('refused' in result) return result;
  return {
    planCode: result.plancode,
    planName: result.insurance_name,
    categoryId: result.categoryid,
    categoryCode: result.categorycode,
    domint: result.insurancetype,
    startDate: result.startdate,
    endDate: result.enddate,
    days: result.daylimit,
    premiumPaise: paise(result.totalfare),
    gstPaise: paise(result.tax),
    totalPaise: paise(result.totalnet),
    totalnet: result.totalnet,
    perPax: result.paxWiseInfo.map((pax) => ({
      paxsno: pax.paxnumber,
      premiumPaise: paise(pax.premium),
      gstPaise: paise(pax.gst),
    })),
    approvalRequired: result.approvalrequired,
    approvalId: result.approvalid,
  };
}

/** NOK text when the page's agreed total is not the server's (it names the new price), else null. */
export function priceChangeProblem(request: InsuranceBookingRequest, price: ServerPrice): string | null {
  if (paise(request.insurancerecommendation.totalnet) === price.totalPaise) return null;
  return `The premium has changed to INR ${price.totalnet}. Please review the new price and book again.`;
}

export const APPROVAL_NEEDED =
  'This booking needs an approved booking request. Please send it for approval before booking.';
