import type { FlightOffer } from '../../domain/flight-offer';
import { offer } from '../../domain/flight-filters.fixtures';
import type { BookingOutcome, FlightBookingDraft, FlightReprice } from './flight-booking.logic';

/** Test data for the flight booking machine and page: REPRICE answers either way, requests, outcomes. */

export const FAREKEY = 'SBX1~economy~1.6E.101.BLR.DEL.2026-12-01T09:00~normal';
export const FLIGHTKEY = 'SBX1~economy~1.6E.101.BLR.DEL.2026-12-01T09:00';

/** One BLR→DEL flight with the chosen fare only, priced at `total`. */
export function repricedOffer(total: string): FlightOffer {
  const o = offer({ key: FLIGHTKEY, fares: [total] });
  return { ...o, fares: o.fares.map((f) => ({ ...f, farekey: FAREKEY })) };
}

export interface RepriceSpec {
  total?: string;
  searched?: string;
  approvalrequired?: boolean;
  inpolicy?: boolean;
  adults?: number;
  children?: number;
  infants?: number;
}

export function reprice(spec: RepriceSpec = {}): FlightReprice {
  const total = spec.total ?? '4850.00';
  const searched = spec.searched ?? total;
  const inpolicy = spec.inpolicy ?? !spec.approvalrequired;
  return {
    status: 'OK',
    message: '',
    fares: [
      {
        flightkey: FLIGHTKEY,
        farekey: FAREKEY,
        offer: repricedOffer(total),
        inpolicy,
        policyviolationreason: inpolicy ? '' : 'Fare above the domestic cap of ₹4,000',
        blocked: false,
        blockedreason: '',
      },
    ],
    totalfare: total,
    searchedtotalfare: searched,
    farechanged: searched !== total,
    inpolicy,
    approvalrequired: spec.approvalrequired ?? false,
    reasonrequired: !inpolicy,
    policyreasons: inpolicy ? [] : ['Meeting time'],
    adults: spec.adults ?? 1,
    children: spec.children ?? 0,
    infants: spec.infants ?? 0,
    domint: 'domestic',
    triptype: 'oneway',
  };
}

export function unavailablePrice(message: string): FlightReprice {
  return { ...reprice(), status: 'NOK', message, fares: [], totalfare: '0.00', searchedtotalfare: '0.00' };
}

export const samePrice = reprice();
export const changedPrice = reprice({ total: '5210.00', searched: '4850.00' });
export const approvalPrice = reprice({ approvalrequired: true });

const draft = (paymentmode: 'cashcard' | 'creditcard', tripid = ''): FlightBookingDraft => ({
  profileid: 'P1',
  tcprofileid: '',
  jsondata: { paymentmode, tripid, clientref: 'c-1' } as unknown as FlightBookingDraft['jsondata'],
});
export const walletBooking = draft('cashcard');
export const cardBooking = draft('creditcard');
export const tripBooking = draft('cashcard', 'T1');

export const walletBooked: BookingOutcome = {
  ok: true,
  tgbookingref: 'FL1',
  txid: 'FL1',
  status: 'pending',
  paymenturl: '',
};
export const cardStarted: BookingOutcome = {
  ok: true,
  tgbookingref: 'FL2',
  txid: 'FL2',
  status: 'paymentpending',
  paymenturl: '/sandbox-gateway/PAY1',
};
