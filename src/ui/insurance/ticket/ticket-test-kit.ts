import type { InsuranceInvoice } from '../../../contract/insurance/booking';

/** Test helpers for the insurance ticket tests (only *.test.ts(x) import it). */

type Record = InsuranceInvoice['insurancerecord'];
type Passenger = InsuranceInvoice['passengers'][number];

export function passenger(paxsno: number, overrides: Partial<Passenger> = {}): Passenger {
  return {
    paxsno,
    title: 'Mr',
    firstname: `Ravi${paxsno}`,
    lastname: 'Kumar',
    email: 'ravi@acme.test',
    gender: 'male',
    age: 40,
    dob: '1986-01-15',
    idcardtype: 'Passport',
    idcardnumber: `P123456${paxsno}`,
    seatnumber: '',
    mealpref: '',
    premium: '500.00',
    gst: '90.00',
    status: 'confirmed',
    ...overrides,
  };
}

export function insuranceInvoice(
  record: Partial<Record> = {},
  passengers: Passenger[] = [passenger(1), passenger(2)],
): InsuranceInvoice {
  return {
    insurancerecord: {
      bookingstatus: 'confirmed',
      tripid: '',
      trainname: 'Travel Secure Silver',
      trainnumber: 'POL-2026-000123',
      fromstnname: 'Europe (Schengen)',
      fromstncode: 'EUR',
      tostnname: '',
      tostncode: '',
      deptime: '2026-03-10',
      arrtime: '2026-03-19',
      jdate: '2026-03-10',
      pnr: 'TGI100045',
      paxmobile: '9876543210',
      paxemail: 'ravi@acme.test',
      trainclass: 'TSS-EU',
      quota: 'international',
      numseatsavail: '10',
      base_currency: 'INR',
      totalbasefare: '1000.00',
      handlingcharges: '180.00',
      totalinvoice: '1180.00',
      original_eticket_url: '',
      txid: 'INS1001',
      tgbookingref: 'TGI100045',
      paymentmode: 'cashcard',
      bookedon: '2026-02-01T10:00:00.000Z',
      refunds: [],
      ...record,
    },
    passengers,
  };
}
