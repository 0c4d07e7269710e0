import type { FactState } from '../store/schema-dashboards';

/* What a product tells the dashboards of one booking (server/booking/facts.ts writes it down). */

/** What a product knows of one of its paid bookings for the reports (BookingProduct.facts). */
export interface ProductFacts {
  txid: string;
  corporateId: string;
  travellerProfileId: string;
  bookerProfileId: string;
  tripId: string;
  /** The booking approval it went through; '' for none. */
  approvalId: string;
  merchant: string;
  bookedAt: Date;
  /** YYYY-MM-DD, the first day of travel (the local departure day, the cover's start). */
  travelDate: string;
  domInt: 'domestic' | 'international';
  /** ISO country code of the destination; '' when the booking does not know it (the trip's is used). */
  region: string;
  destinationCity: string;
  paymentMode: string;
  spendPaise: number;
  taxesPaise: number;
  /** Room nights of a hotel stay (nights × rooms), the dashboards' hotel nights; absent for other products. */
  nights?: number;
  amendments: number;
  amendmentPaise: number;
  state: FactState;
  refundPaise: number;
  inPolicy: boolean;
  policyReason: string;
  missedPaise: number;
}
