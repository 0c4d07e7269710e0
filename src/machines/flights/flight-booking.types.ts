import type { FlightBookingRequestInput, RepriceResponse } from '../../contract/flights/booking';

/** REPRICE's answer as the machine holds it (the contract's shape). */
export type FlightReprice = RepriceResponse;

/**
 * A booking request as the page built it; the machine passes it on untouched to the booking, the
 * approval request or the trip (TG-FLIGHTBOOKING, TG-FLIGHTBOOKINGAPPROVAL, ADDTOTRIP). `tcprofileid`
 * and `profileid` go beside jsondata: travel staff booking for a colleague.
 */
export interface FlightBookingDraft {
  profileid: string;
  tcprofileid: string;
  jsondata: FlightBookingRequestInput;
}
