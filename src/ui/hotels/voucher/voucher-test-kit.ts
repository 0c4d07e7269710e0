import type { HotelBooking } from '../../../contract/hotels/booking-shapes';

/** Test data of the voucher tests (only *.test.ts(x) import it). */
export function hotelBooking(overrides: Partial<HotelBooking> = {}): HotelBooking {
  return {
    txid: 'HTL1001',
    status: 'confirmed',
    confirmationnumber: 'HCABCD2345',
    hotel: {
      code: 'in-bengaluru-0042',
      name: 'Saffron Suites Whitefield',
      address: '12 ITPL Main Road, Whitefield',
      city: 'Bengaluru',
      stars: 4,
      checkintime: '14:00',
      checkouttime: '12:00',
    },
    checkin: '2099-12-14',
    checkout: '2099-12-16',
    nights: 2,
    rooms: [{ adults: 2, childages: [7] }],
    roomname: 'Deluxe room',
    boardname: 'Bed and breakfast',
    refundable: true,
    ratekey: 'SBXH1~in-bengaluru-0042~deluxe~BB~R',
    guests: [
      { title: 'Mr', firstname: 'Ravi', lastname: 'Kumar', lead: true },
      { title: 'Ms', firstname: 'Asha', lastname: 'Kumar', lead: false },
    ],
    currency: 'INR',
    base: '123456.00',
    tax: '6172.80',
    total: '129628.80',
    nightcharges: [],
    cancellationterms: ['Free cancellation until 72 hours before check-in', '50 % from 72 to 24 hours before check-in'],
    cancellation: null,
    paymentmode: 'cashcard',
    gstdetails: { gstin: '', companyname: '', address: '' },
    tripid: '',
    bookedon: '2099-12-01T10:00:00.000Z',
    replacestxid: '',
    replacedbytxid: '',
    ...overrides,
  };
}
