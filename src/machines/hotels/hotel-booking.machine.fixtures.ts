import type { HotelRateSummary } from '../../contract/hotels/search-shapes';
import type { PaymentOutput } from '../booking/payment.machine';
import type { HotelBookingDraft, HotelRecheckOutcome } from './hotel-booking.logic';

/** Test data of the hotel booking machine: a rate, its new price, outcomes either way. */

const amounts = (base: string, tax: string, total: string) => ({ base, tax, total });

export function rateOf(ratekey: string, total: string): HotelRateSummary {
  return {
    ratekey,
    roomtype: 'standard',
    roomname: 'Standard room',
    board: 'RO',
    boardname: 'Room only',
    refundable: true,
    nightly: amounts('4000.00', '200.00', '4200.00'),
    total: amounts('8000.00', '400.00', total),
  };
}

export const KEY = 'SBXH1~in-pune-0001~standard~RO~R~2099-12-14~2099-12-16~2~2099-12-01~1~abc';
export const NEW_KEY = 'SBXH1~in-pune-0001~standard~RO~R~2099-12-14~2099-12-16~2~2099-12-01~2~def';

export const unchanged: HotelRecheckOutcome = {
  status: 'unchanged',
  rate: rateOf(KEY, '8400.00'),
  previoustotal: '8400.00',
};
export const priceRise: HotelRecheckOutcome = {
  status: 'pricechanged',
  rate: rateOf(NEW_KEY, '9975.00'),
  previoustotal: '8400.00',
};
export const walletBooking = { ratekey: KEY, paymentmode: 'cashcard', clientref: 'c-1' } as HotelBookingDraft;
export const cardBooking = { ratekey: KEY, paymentmode: 'creditcard', clientref: 'c-1' } as HotelBookingDraft;

export const walletPaid: PaymentOutput = { status: 'booked', tgbookingref: '', txid: 'HTL1', paymenturl: '' };
export const cardStarted: PaymentOutput = {
  status: 'redirectingToGateway',
  tgbookingref: '',
  txid: 'HTL2',
  paymenturl: '/sandbox-gateway/PAY1',
};
